import Foundation
import Raster
import ViewTree

/// What fills a view's shape: its background colour, its picture, or the blurred backdrop.
public enum TreeFill {
    /// One colour (alpha already times the view's opacity).
    case color(RGBA8)
    /// The picture stretched over `textureRect` (the view's whole bounds), tinted by `tint`
    /// (white at the view's opacity); `over`, if any, a translucent colour blended over bands of
    /// its opaque interior as it is drawn (see `FillOverPicture`).
    case picture(ImageReference, tint: RGBA8, textureRect: CGRect, over: FillOverPicture?)
    /// What `PaintTarget.blurBackdrop` returned, texel (x, y) under pixel (x, y).
    case backdrop(ScreenTexels)
}

/// A label rasterised by a painter: its size in pixels and the painter's own handle for it.
public struct LabelImage {
    public let width: Int, height: Int
    /// What the painter draws it from (an SDL texture); `TreePainter` only hands it back.
    public let handle: OpaquePointer?
    /// The same pixels in memory, when the painter keeps them (to sample them smoothly when the
    /// label is rotated).
    public let texels: PictureTexels?

    public init(width: Int, height: Int, handle: OpaquePointer?, texels: PictureTexels? = nil) {
        self.width = width
        self.height = height
        self.handle = handle
        self.texels = texels
    }
}

/// The primitives `TreePainter` draws a display list with, in pixels: what each CPU painter does
/// its own way (SDL's renderer, or loops over a `PixelBuffer`). What is visible and where is the
/// list's (`DisplayList`); what is clipped to what and what the backdrop blur reads is
/// `TreePainter`'s, written once.
public protocol PaintTarget: DisplayCanvas {
    /// The pixels, with any queued drawing done.
    func flushedPixels() -> PixelBuffer
    /// Makes every pixel within the clip in force (all of them without one) `color`, opaque.
    func clear(to color: RGBA8)
    /// Fills `rect` (local units) rounded by `radius` on `corners`, mapped to pixels by `map`,
    /// within the clip in force.
    func fill(_ rect: CGRect, radius: Double, corners: CornerMask, map: Affine, with fill: TreeFill)
    /// Blurs the pixels `request` names (see `BackdropBlur.blur`), asking `questions` which rows
    /// to finish and whether its source is unchanged; nil when nothing is visible.
    func blurBackdrop(_ request: BackdropRequest, asking questions: BackdropQuestions) -> ScreenTexels?
    /// `fill(_:radius:corners:map:with:)` for a picture, except that its copy from a kept
    /// scaled picture (`ShapeFiller.fillDeferringKeptCopy`) is returned unwritten, for the
    /// backdrop blur drawn next (nil: all drawn). Nothing may touch the pixels before that blur.
    func fillDeferringCopy(_ rect: CGRect, radius: Double, corners: CornerMask, map: Affine, with fill: TreeFill)
        -> PendingPicture?
    /// Draws `label` over `local` mapped by `map`, at `alpha`.
    func draw(_ label: LabelImage, in local: CGRect, map: Affine, alpha: Double)
    /// Draws one of the HUD's lines of text with its top at `point.y` (points), placed by
    /// `alignment` about `point.x`, within the clip in force (nothing when the painter has no font).
    func paintText(_ string: String, at point: CGPoint, size: CGFloat, color: Color, alignment: TextAlignment)
    /// Clips what follows to `rect` (an empty one clips everything away); nil: no clip.
    func setClip(_ rect: PixelRect?)
}
