import Foundation
import Raster

/// A painter whose frames can be read back: the window presents them, and screenshots,
/// `fluid compare` and tests read them. Loops and sessions hold one of these instead of reaching
/// into a particular painter's canvas.
public protocol Surface: Painter {
    /// Pixels per point (HiDPI): the drawing area's pixels over its size in points.
    var pixelsPerPoint: Double { get set }
    /// The last frame's pixels, complete once `endFrame()` has run; valid until the next frame
    /// or resize.
    var pixels: PixelBuffer { get }
    /// Makes the drawing area `width` × `height` pixels.
    func resize(width: Int, height: Int) throws
    /// Bad input met while drawing (a missing font or picture) that did not stop it.
    var warnings: Warnings { get }
    /// The pixels the last frame changed; nil when it changed none.
    var lastRedrawn: PixelRect? { get }
    /// The pixels changed since the last call, by every frame drawn since (`prepare`'s too): what
    /// a window must upload to show the newest frame whole; nil when none changed.
    func takeUnpresented() -> PixelRect?
    /// True: every frame redraws everything (`--full-redraw`); false: only what changed.
    var fullRedraw: Bool { get set }
}
