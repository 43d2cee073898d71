import Foundation
@testable import Platform
import Raster
import XCTest

/// The one fill the SDL renderer leaves to SDL's own loops and the pure painter does itself:
/// opaque rectangles of one colour, and small translucent ones (a shape's one-pixel edge strips
/// at their coverage). `PixelBlend.fillRect255` must give SDL's bytes exactly.
final class RectFillRuleTests: XCTestCase {
    func testRectFillsGiveSDLsBytesForEveryAlphaOverVariedPixels() throws {
        let width = 256, height = 256
        let renderer = Renderer(canvas: try Canvas(width: Int32(width), height: Int32(height)))
        renderer.warnings.printsToStandardError = false
        let canvas = renderer.flushedPixels()
        let expected = UnsafeMutablePointer<UInt32>.allocate(capacity: width * height)
        defer { expected.deallocate() }
        let mine = PixelBuffer(base: expected, width: width, height: height, pixelsPerRow: width)
        // Every channel value under every alpha: x runs through red, blue and green backwards,
        // each row a destination alpha of its own.
        for y in 0..<height {
            for x in 0..<width {
                let word = UInt32(y) << 24 | UInt32(x) << 16 | UInt32(255 - x) << 8 | UInt32((x * 7 + y) & 255)
                canvas.base[y * canvas.pixelsPerRow + x] = word
                expected[y * width + x] = word
            }
        }
        // One row per alpha (0…255), each a colour of its own, the rects a few rows tall.
        for y in stride(from: 0, to: height, by: 2) {
            let alpha = UInt8(y)
            let color = RGBA8(r: UInt8((y * 37) & 255), g: UInt8((y * 91 + 13) & 255), b: UInt8(255 - y), a: alpha == 0 ? 1 : alpha)
            let rect = PixelRect(x: y % 5, y: y, width: width - y % 7, height: 3)
            renderer.shapes.fillRect(rect, color: color)
            PixelBlend.fillRect255(mine, rect: rect, clip: nil, color: color)
        }
        let drawn = renderer.flushedPixels()
        var differing = 0
        for y in 0..<height {
            for x in 0..<width where drawn.base[y * drawn.pixelsPerRow + x] != expected[y * width + x] {
                differing += 1
            }
        }
        XCTAssertEqual(differing, 0, "pixels where the pure rule and SDL's FillRect differ")
    }

    func testRectFillsStayInsideTheClip() {
        let pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: 16)
        defer { pixels.deallocate() }
        pixels.initialize(repeating: 0xFF00_0000, count: 16)
        let buffer = PixelBuffer(base: pixels, width: 4, height: 4, pixelsPerRow: 4)
        PixelBlend.fillRect255(buffer, rect: PixelRect(x: 0, y: 0, width: 4, height: 4),
                               clip: PixelRect(x: 1, y: 1, width: 2, height: 2), color: RGBA8(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(pixels[0], 0xFF00_0000)
        XCTAssertEqual(pixels[5], 0xFFFF_0000)
        XCTAssertEqual(pixels[15], 0xFF00_0000)
    }
}
