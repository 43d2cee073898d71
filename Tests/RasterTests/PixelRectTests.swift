import Raster
import XCTest

/// `PixelRect.intersection` keeps `SDL_IntersectRect`'s rule (PlatformTests checks it against SDL).
final class PixelRectTests: XCTestCase {
    func testOverlappingRectanglesIntersectInTheirCommonPixels() {
        let a = PixelRect(x: 0, y: 0, width: 10, height: 10), b = PixelRect(x: 5, y: -3, width: 10, height: 6)
        XCTAssertEqual(a.intersection(b), PixelRect(x: 5, y: 0, width: 5, height: 3))
        XCTAssertEqual(b.intersection(a), a.intersection(b))
        XCTAssertEqual(a.intersection(a), a)
    }

    func testTouchingDisjointAndEmptyRectanglesHaveNoIntersection() {
        let a = PixelRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertNil(a.intersection(PixelRect(x: 10, y: 0, width: 5, height: 5)), "sharing an edge only")
        XCTAssertNil(a.intersection(PixelRect(x: 20, y: 20, width: 5, height: 5)))
        XCTAssertNil(a.intersection(PixelRect(x: 2, y: 2, width: 0, height: 5)), "zero width")
        XCTAssertNil(a.intersection(PixelRect(x: 2, y: 2, width: 5, height: -1)), "negative height")
        XCTAssertNil(PixelRect(x: 0, y: 0, width: -4, height: 4).intersection(a))
    }

    func testMaxEdgesAndEmptiness() {
        let r = PixelRect(x: -3, y: 4, width: 7, height: 2)
        XCTAssertEqual(r.maxX, 4)
        XCTAssertEqual(r.maxY, 6)
        XCTAssertFalse(r.isEmpty)
        XCTAssertTrue(PixelRect(x: 0, y: 0, width: 3, height: 0).isEmpty)
    }

    func testColourPacksAsOpaqueARGB() {
        XCTAssertEqual(RGBA8(r: 0x12, g: 0x34, b: 0x56, a: 0x10).opaqueARGB, 0xFF12_3456)
    }
}
