import Foundation
import Raster
import ViewTree

/// A painter's frames as display lists, redrawn where they changed, the same way for every
/// painter (the SDL renderer, the pure `PixelPainter`, a GPU painter): what a frame draws is
/// added to its list (`list`), and at its end the backend draws the list over the pixels that
/// differ from the last frame's (`FrameDamage`), leaving the rest as they are.
///
/// Two lists are kept and swapped frame after frame, so a frame allocates nothing.
public final class PartialRedraw {
    /// The frame under way's list (last frame's between `endFrame` and the next `beginFrame`).
    public private(set) var list = DisplayList()
    private var last = DisplayList()
    /// Which pixels each frame redraws.
    public let damage = FrameDamage()
    /// The part of the canvas the last frame redrew; nil when it changed nothing.
    public private(set) var lastRedrawn: PixelRect?
    /// What every frame since the window last took it changed (`takeUnpresented()`).
    private var unpresented = UnpresentedPixels()
    /// The next frame is drawn whole (the pixels under it are gone or unknown).
    private var invalid = false

    public init() {}

    /// True: every frame redraws the whole canvas (`--full-redraw`, and the test that compares).
    public var fullRedraw: Bool {
        get { damage.fullRedraw }
        set { damage.fullRedraw = newValue }
    }

    /// Starts a frame on `background`, on `canvas` as it is now.
    public func beginFrame<Canvas: DisplayCanvas>(background: Color, on canvas: Canvas) {
        swap(&list, &last)
        list.begin(canvas.displayFrame(background: background))
    }

    /// Ends the frame: `backend` draws its list over the pixels that changed, if any.
    public func endFrame<Backend: DisplayListBackend>(on backend: Backend) {
        if invalid {
            last.forget()
            invalid = false
        }
        lastRedrawn = damage.damage(list, since: last)
        unpresented.add(lastRedrawn)
        guard let redrawn = lastRedrawn else { return }
        let whole = PixelRect(x: 0, y: 0, width: backend.pixelWidth, height: backend.pixelHeight)
        backend.draw(list, redrawn: redrawn == whole ? nil : redrawn)
    }

    /// Forgets the frame drawn last: the next one is drawn whole.
    public func invalidate() { invalid = true }

    /// The pixels changed since the last call (see `Surface.takeUnpresented()`).
    public func takeUnpresented() -> PixelRect? { unpresented.take() }
}

extension TreePainter {
    /// Draws `list` over the pixels `redrawn` (nil: all): a CPU backend's whole frame.
    public func draw<Target: PaintTarget>(_ list: DisplayList, redrawn: PixelRect?, on target: Target) {
        self.redrawn = redrawn
        beginFrame(background: list.frame?.background ?? .black, on: target)
        paint(list, on: target)
        endFrame(on: target)
    }
}
