import Foundation
import Painting
import Raster

extension Renderer: Surface {
    /// A renderer on a new canvas of `width` × `height` pixels.
    public convenience init(width: Int, height: Int, pixelsPerPoint: Double = 1, threads: Int? = nil) throws {
        self.init(canvas: try Canvas(width: Int32(clamping: width), height: Int32(clamping: height)), threads: threads)
        self.pixelsPerPoint = pixelsPerPoint
    }

    /// A renderer for a drawing area of `size` points at `pixelsPerPoint` (> 1 renders as a
    /// HiDPI display would), on `threads` threads (the pixels are the same for any count).
    public convenience init(points size: CGSize, pixelsPerPoint: Double = 1, threads: Int? = nil) throws {
        try self.init(width: Int((Double(size.width) * pixelsPerPoint).rounded()),
                      height: Int((Double(size.height) * pixelsPerPoint).rounded()),
                      pixelsPerPoint: pixelsPerPoint, threads: threads)
    }

    public var pixels: PixelBuffer {
        canvas.flush()
        return canvas.pixelBuffer
    }

    public func resize(width: Int, height: Int) throws {
        try canvas.resize(width: Int32(clamping: width), height: Int32(clamping: height))
    }
}
