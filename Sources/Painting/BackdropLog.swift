import Raster
import ViewTree

/// What a frame has drawn so far, view by view, so a backdrop blur can tell whether the pixels
/// under it are exactly those it blurred last frame: then the blur's pass over every source
/// pixel (the pyramid's entry) is reused, and only the small Gaussian and the upsample run, as
/// when a sheet slides over a still picture while the blur's radius animates.
///
/// Drawing is a function of what is logged: each drawn view's presented values, the map and
/// opacity it is drawn with, its picture, label, tint, corners and clipping, and its depth in
/// the tree (which, in draw order, fixes the tree's shape); the frame's background, the
/// canvas and the scale. Views drawn after a blur never change what is drawn before it (the
/// occlusion culling stops at the next blur, see `Occluders`). Anything else drawn before a
/// blur (the HUD's primitives) makes the comparison fail. Values are compared exactly, never
/// hashed, so a reuse is never stale.
public final class BackdropLog {
    /// One drawn view.
    struct Entry: Equatable {
        var values: AnimatableValues
        var map: Affine
        var alpha: Double
        var depth: Int
        var image: ImageReference?
        var label: TextLabel?
        var tint: Color
        var corners: CornerMask
        var clips: Bool
        /// What the view's layer adds (compared whole: a changed gradient or path redraws).
        var decoration: ViewDecoration
    }

    /// The frame as a whole: background, canvas, scale.
    struct Frame: Equatable {
        var background: Color
        var generation: Int
        var width: Int, height: Int
        var pixelsPerPoint: Double
    }

    private var entries: [Entry] = []
    private var frame: Frame?
    /// Something not logged was drawn this frame.
    private var unknown = false
    /// What lay under the last blur: the entries before it, the frame, and its source box.
    private var lastEntries: [Entry] = []
    private var lastFrame: Frame?
    private var lastBox: PixelRect?

    /// False: every blur computes everything (tests compare the two).
    public var reuses = true
    /// Blurs that found their backdrop unchanged (for tests).
    public private(set) var reusedCount = 0

    init() {
        entries.reserveCapacity(256)
        lastEntries.reserveCapacity(256)
    }

    /// Starts a frame's log.
    func beginFrame(_ frame: Frame) {
        entries.removeAll(keepingCapacity: true)
        self.frame = frame
        unknown = false
    }

    /// `entry` is about to be drawn.
    func record(_ entry: Entry) { entries.append(entry) }

    /// Something the log does not describe was drawn.
    func drewUnknown() { unknown = true }

    /// Whether the pixels in `box` are those the last blur read from its box, when the view
    /// that blurs now is the last entry logged (its own values do not change what is under
    /// it). Remembers this blur for the next call either way.
    func backdropUnchanged(box: PixelRect) -> Bool {
        let under = entries.count - 1
        let same = reuses && !unknown && under >= 0 && frame != nil && lastFrame == frame && lastBox == box
            && lastEntries.count == under && lastEntries.elementsEqual(entries[0..<under])
        if !same {
            lastEntries.removeAll(keepingCapacity: true)
            if !unknown && under >= 0 {
                lastEntries.append(contentsOf: entries[0..<under])
                lastFrame = frame
                lastBox = box
            } else {
                lastFrame = nil
                lastBox = nil
            }
        }
        if same { reusedCount += 1 }
        return same
    }

    /// Forgets the last blur (its pixels are gone).
    func forget() {
        lastEntries.removeAll(keepingCapacity: true)
        lastFrame = nil
        lastBox = nil
    }
}
