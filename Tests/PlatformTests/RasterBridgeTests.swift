import CSDL2
import Raster
import XCTest
@testable import Platform

/// Raster's pure rectangle keeps SDL's rule, and the canvas hands out its own pixels.
final class RasterBridgeTests: XCTestCase {
    func testPixelRectIntersectionMatchesSDL() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            func rect() -> SDL_Rect {
                SDL_Rect(x: Int32.random(in: -20...20, using: &random), y: Int32.random(in: -20...20, using: &random),
                         w: Int32.random(in: -3...25, using: &random), h: Int32.random(in: -3...25, using: &random))
            }
            var a = rect(), b = rect(), sdl = SDL_Rect()
            let hit = SDL_IntersectRect(&a, &b, &sdl) == SDL_TRUE
            let ours = PixelRect(a).intersection(PixelRect(b))
            XCTAssertEqual(ours, hit ? PixelRect(sdl) : nil, "\(a) ∩ \(b)")
        }
    }

    func testCanvasPixelBufferIsItsSurface() throws {
        let canvas = try Canvas(width: 33, height: 7)
        canvas.flush()
        let buffer = canvas.pixelBuffer
        XCTAssertEqual(buffer.width, 33)
        XCTAssertEqual(buffer.height, 7)
        XCTAssertGreaterThanOrEqual(buffer.pixelsPerRow, 33)
        XCTAssertEqual(buffer.format, .argb8888)
        buffer.base[2 * buffer.pixelsPerRow + 5] = 0xFF11_2233
        let p = canvas.pixel(x: 5, y: 2)
        XCTAssertTrue(p == (0x11, 0x22, 0x33, 0xFF), "\(p)")
    }
}
