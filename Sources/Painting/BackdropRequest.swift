import Foundation
import Raster
import ViewTree

/// What `PaintTarget.blurBackdrop` is asked to blur (see `BackdropBlur.blur`): the pixels under
/// `bounds` (the view's local units) mapped by `map`, blurred by `sigmaPixels`, tinted by `tint`
/// at `alpha`.
public struct BackdropRequest {
    public var bounds: CGRect
    public var map: Affine
    public var sigmaPixels: Double
    public var tint: Color
    public var alpha: Double
    /// Pixels the backdrop fill will copy opaque, which the blur may draw itself.
    public var straightCopy: PixelRect?
    /// Rows the fill will not read, which the blur may skip.
    public var unreadRows: Range<Int>
    /// The view's translucent colour, which the blur may blend over what it draws on screen itself.
    public var wash: RGBA8?
    /// A picture drawn just before and not yet written (`PaintTarget.fillDeferringCopy`), which
    /// the blur reads instead of the canvas where it can, and writes before it returns.
    public var picture: PendingPicture?
}

/// What a backdrop blur asks, as it runs, of the painter drawing the list: which rows of a box
/// later views leave to be seen, and whether its source is what it was last frame.
public protocol BackdropQuestions: AnyObject {
    /// The rows of the pixel box x0..<x1 × y0..<y1 the blur must finish (top, bottom).
    func visibleRows(x0: Int, x1: Int, y0: Int, y1: Int) -> (Int, Int)
    /// Whether the pixels of `box` are those the last blur read from it (its pass over them
    /// may be reused); remembers this blur either way.
    func sourceUnchanged(_ box: PixelRect) -> Bool
}
