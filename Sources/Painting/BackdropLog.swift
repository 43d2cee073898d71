import Raster
import ViewTree

/// What lay under the last backdrop blur, so a blur can tell whether the pixels under it are
/// exactly those it blurred last frame: then the blur's pass over every source pixel (the
/// pyramid's entry) is reused, and only the small Gaussian and the upsample run, as when a sheet
/// slides over a still picture while the blur's radius animates.
///
/// Drawing is a function of the display list: the items drawn before a blur (each view's
/// presented values, map, opacity, picture, label, tint, corners, clipping and depth, which in
/// draw order fixes the tree's shape), the frame's background, the canvas and the scale. Views
/// drawn after a blur never change what is drawn before it (the occlusion culling stops at the
/// next blur, see `Occluders`). Anything else drawn before a blur (the HUD's primitives) makes
/// the comparison fail. Values are compared exactly, never hashed, so a reuse is never stale.
///
/// Reusing is the shortcut `PaintShortcuts.backdropReuse`.
public final class BackdropLog {
    private var frame: DisplayList.Frame?
    /// Something not in the list's views was drawn this frame.
    private var unknown = false
    /// What lay under the last blur: the views drawn before it, the frame, and its source box.
    private var lastEntries: [DisplayItem.ViewContent] = []
    private var lastFrame: DisplayList.Frame?
    private var lastBox: PixelRect?

    init() {
        lastEntries.reserveCapacity(256)
    }

    /// Starts a frame drawn on `frame`.
    func beginFrame(_ frame: DisplayList.Frame) {
        self.frame = frame
        unknown = false
    }

    /// Something the list's views do not describe was drawn.
    func drewUnknown() { unknown = true }

    /// Whether the pixels in `box` are those the last blur read from its box, for the view of
    /// `list.items[index]` blurring now (its own values do not change what is under it): the
    /// views drawn before it are those drawn before the last blur. Remembers this blur for the
    /// next call either way.
    func backdropUnchanged(box: PixelRect, under index: Int, of list: DisplayList, reuses: Bool) -> Bool {
        var same = reuses && !unknown && frame != nil && lastFrame == frame && lastBox == box
        if same {
            var n = 0
            for item in list.items[0..<index] {
                guard let content = item.viewContent else { continue }
                guard n < lastEntries.count, lastEntries[n] == content else {
                    same = false
                    break
                }
                n += 1
            }
            same = same && n == lastEntries.count
        }
        if !same {
            lastEntries.removeAll(keepingCapacity: true)
            if !unknown {
                for item in list.items[0..<index] {
                    if let content = item.viewContent { lastEntries.append(content) }
                }
                lastFrame = frame
                lastBox = box
            } else {
                lastFrame = nil
                lastBox = nil
            }
        }
        return same
    }
}
