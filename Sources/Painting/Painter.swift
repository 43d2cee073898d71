import Foundation
import ViewTree

/// What the playground draws with: a view tree, and the HUD's few shapes and
/// words. SDL's canvas implements it in `Platform`; a GPU painter or a test's recorder can too,
/// without touching scenes or the HUD. Coordinates are points; the painter scales to pixels.
public protocol Painter: AnyObject {
    /// Does, before a scene's first frame, the setup its first frames would otherwise do on
    /// the way (pictures, scratch memory, textures): called at scene load, outside the timed
    /// frame, so the first frame has no spike. Leaves what is on screen to the next frame.
    func prepare(_ root: View)
    /// Starts a frame on `background`.
    func beginFrame(background: Color)
    /// Ends the frame: whatever is queued is drawn, so the picture is complete.
    func endFrame()
    /// Draws `root` and its subtree (presented values), root at the canvas origin.
    func draw(_ root: View)
    /// Draws `view` and its subtree over what is drawn, where it sits in its own tree, at
    /// `alpha`: a ghost of a view from another run.
    func drawOverlay(_ view: View, alpha: Double)
    func fillRoundedRect(_ rect: CGRect, radius: CGFloat, color: Color, corners: CornerMask)
    func strokeLine(from a: CGPoint, to b: CGPoint, width: CGFloat, color: Color)
    func strokePolyline(_ points: UnsafeBufferPointer<CGPoint>, width: CGFloat, color: Color)
    /// One line of text with its top at `point.y`, placed by `alignment` about `point.x`.
    func drawText(_ string: String, at point: CGPoint, size: CGFloat, color: Color, alignment: TextAlignment)
    /// How wide `string` is drawn at `size` points.
    func textWidth(_ string: String, size: CGFloat, color: Color) -> CGFloat
}

extension Painter {
    /// A painter with nothing to set up ahead (a recorder, a test's counter) does nothing.
    public func prepare(_ root: View) {}

    /// A painter that draws at once (a recorder, a test's counter) has nothing to finish.
    public func endFrame() {}

    /// All four corners rounded.
    public func fillRoundedRect(_ rect: CGRect, radius: CGFloat, color: Color) {
        fillRoundedRect(rect, radius: radius, color: color, corners: .all)
    }

    /// Left-aligned text.
    public func drawText(_ string: String, at point: CGPoint, size: CGFloat, color: Color) {
        drawText(string, at: point, size: size, color: color, alignment: .left)
    }
}
