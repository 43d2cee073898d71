import CSDL2
import Raster

// Raster's pure types and SDL's, converted where Platform hands work to Raster's pixel loops.

extension PixelRect {
    /// The same pixels as `rect`.
    init(_ rect: SDL_Rect) {
        self.init(x: Int(rect.x), y: Int(rect.y), width: Int(rect.w), height: Int(rect.h))
    }
}

extension RGBA8 {
    /// The same colour as `color`.
    init(_ color: SDL_Color) {
        self.init(r: color.r, g: color.g, b: color.b, a: color.a)
    }
}

extension Canvas {
    /// The surface's pixels for Raster's loops: valid until the next resize. Call `flush()` first.
    var pixelBuffer: PixelBuffer {
        PixelBuffer(base: pixels, width: Int(width), height: Int(height), pixelsPerRow: pixelsPerRow, format: .argb8888)
    }
}
