import Foundation
import Raster
import ViewTree

/// What making a display list asks of the painter that will draw it: the canvas's size and
/// scale, which pictures are opaque (an opaque view hides what is under it), and how large a
/// label is drawn.
public protocol DisplayCanvas: AnyObject {
    /// The drawing area in pixels.
    var pixelWidth: Int { get }
    var pixelHeight: Int { get }
    /// Pixels per point (HiDPI).
    var pixelsPerPoint: Double { get }
    /// Changes whenever the drawing area is replaced (a resize): lists of two generations never
    /// match.
    var generation: Int { get }
    /// Whether `picture` has no transparent texel (loading it if need be).
    func paintsOpaque(_ picture: ImageReference) -> Bool
    /// `string` rasterised at `pixelSize` in `color`; nil when the painter draws no text.
    func label(_ string: String, pixelSize: Int32, color: Color) -> LabelImage?
}

/// A painter's backend: draws a frame's display list. The CPU painters hand it to `TreePainter`
/// (through `PaintTarget`'s primitives); a GPU painter would draw each item as a textured quad
/// and keep the frame on the GPU.
public protocol DisplayListBackend: DisplayCanvas {
    /// Draws `list` over the pixels `redrawn` (nil: all of them), leaving the rest as the last
    /// frame left them.
    func draw(_ list: DisplayList, redrawn: PixelRect?)
}

extension DisplayCanvas {
    /// A view's label rasterised at the size it is drawn (so text stays sharp under scale), and
    /// where it goes in `bounds` (local units): centred vertically, placed across by its
    /// alignment. Nil when the painter draws no text.
    func placedLabel(_ label: TextLabel, in bounds: CGRect, map: Affine) -> (image: LabelImage, rect: CGRect)? {
        let scaleY = (map.c * map.c + map.d * map.d).squareRoot()
        let pixelSize = Int32((Double(label.size) * scaleY).rounded())
        guard let image = self.label(label.string, pixelSize: pixelSize, color: label.color) else { return nil }
        let w = Double(image.width) / scaleY, h = Double(image.height) / scaleY
        let x: Double
        switch label.alignment {
        case .left: x = Double(bounds.minX)
        case .center: x = Double(bounds.midX) - w / 2
        case .right: x = Double(bounds.maxX) - w
        }
        return (image, CGRect(x: x, y: Double(bounds.midY) - h / 2, width: w, height: h))
    }

    /// The frame of this canvas on `background`.
    public func displayFrame(background: Color) -> DisplayList.Frame {
        DisplayList.Frame(background: background, generation: generation, width: pixelWidth, height: pixelHeight,
                          pixelsPerPoint: pixelsPerPoint)
    }
}
