import FluidUIKit
import Painting

/// `root` laid out and drawn headless by the pure painter on a white canvas of `width` ×
/// `height` pixels (one point a pixel): a reader of each pixel's RGB (0xRRGGBB).
func headlessPixels(of root: UIView, width: Int = 100, height: Int = 100) -> (Int, Int) -> UInt32 {
    root.layoutIfNeeded()
    let painter = PixelPainter(width: width, height: height, threads: 1, pictures: { _ in nil })
    painter.beginFrame(background: .white)
    painter.draw(root)
    painter.endFrame()
    let pixels = Array(UnsafeBufferPointer(start: painter.pixels.base, count: width * height))
    return { x, y in pixels[y * width + x] & 0xFF_FFFF }
}
