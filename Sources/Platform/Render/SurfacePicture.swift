import Foundation
import Painting
import Raster

extension Surface {
    /// The last frame as an RGBA picture, shrunk by `factor` (a box filter) for compact comparisons.
    public func image(downsampledBy factor: Int = 1) -> BitmapImage {
        pixels.image(downsampledBy: factor)
    }

    /// The pixel at (x, y) as (r, g, b, a), for tests and screenshots' checks; zero outside.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        pixels.rgba(x: x, y: y)
    }
}

extension PixelBuffer {
    /// The pixel at (x, y) as (r, g, b, a); zero outside.
    func rgba(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        guard x >= 0, y >= 0, x < width, y < height else { return (0, 0, 0, 0) }
        let p = base[y * pixelsPerRow + x]
        return (UInt8((p >> 16) & 0xFF), UInt8((p >> 8) & 0xFF), UInt8(p & 0xFF), UInt8(p >> 24))
    }

    /// The pixels as an RGBA picture, shrunk by `factor` (a box filter).
    func image(downsampledBy factor: Int = 1) -> BitmapImage {
        let f = max(1, factor)
        let w = width / f, h = height / f, row = pixelsPerRow, p = base
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        let n = UInt32(f * f)
        for y in 0..<h {
            for x in 0..<w {
                var r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0, a: UInt32 = 0
                for dy in 0..<f {
                    let line = p + (y * f + dy) * row + x * f
                    for dx in 0..<f {
                        let c = line[dx]
                        r += (c >> 16) & 0xFF; g += (c >> 8) & 0xFF; b += c & 0xFF; a += c >> 24
                    }
                }
                let i = (y * w + x) * 4
                bytes[i] = UInt8((r + n / 2) / n); bytes[i + 1] = UInt8((g + n / 2) / n)
                bytes[i + 2] = UInt8((b + n / 2) / n); bytes[i + 3] = UInt8((a + n / 2) / n)
            }
        }
        return BitmapImage(width: w, height: h, pixels: bytes, hasAlpha: false)
    }
}
