import Blur
import Foundation
import Raster
import XCTest

/// `ConvexPolygon` and `PixelBlend.fill(_:polygon:…)`: rotated colour fills done in memory
/// instead of SDL's software geometry.
final class ConvexFillTests: XCTestCase {
    /// A square of side `side` centred on (cx, cy), turned by `angle`.
    private func square(_ cx: Double, _ cy: Double, side: Double, angle: Double, clockwise: Bool = true) -> ConvexPolygon {
        var polygon = ConvexPolygon()
        let corners = [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)].map { ($0.0 * side / 2, $0.1 * side / 2) }
        polygon.set(count: 4) { i in
            let (x, y) = corners[clockwise ? i : 3 - i]
            return (cx + x * cos(angle) - y * sin(angle), cy + x * sin(angle) + y * cos(angle))
        }
        return polygon
    }

    func testCoverageIsWholeInsideNoneOutsideAndHalfOnTheEdge() {
        let p = square(50, 50, side: 20, angle: 0)
        XCTAssertEqual(p.coverage(x: 50, y: 50), 1)
        XCTAssertEqual(p.coverage(x: 70, y: 50), 0)
        XCTAssertEqual(p.coverage(x: 60, y: 50), 0.5, accuracy: 1e-12, "a centre on the edge is half covered")
    }

    func testEitherWindingGivesTheSameShape() {
        let a = square(50, 50, side: 20, angle: 0.3), b = square(50, 50, side: 20, angle: 0.3, clockwise: false)
        for (x, y) in [(50.0, 50.0), (59.5, 52.0), (61, 50), (40, 40), (30, 30)] {
            XCTAssertEqual(a.coverage(x: x, y: y), b.coverage(x: x, y: y), accuracy: 1e-12)
        }
    }

    func testAFlatOrNonFinitePolygonIsEmpty() {
        var p = ConvexPolygon()
        p.set(count: 3) { (Double($0), Double($0)) }
        XCTAssertTrue(p.isEmpty, "three points on a line")
        p.set(count: 4) { $0 == 2 ? (.nan, 0) : (Double($0), 0) }
        XCTAssertTrue(p.isEmpty)
    }

    func testARotatedSquareCoversItsAreaAndKeepsItsCentreOpaque() {
        let pixels = OwnedPixels(width: 100, height: 100)
        let p = square(50, 50, side: 40, angle: 0.4)
        PixelBlend.fill(pixels.buffer, polygon: p, clip: nil, color: RGBA8(r: 255, g: 0, b: 0, a: 255))
        var red = 0.0
        for y in 0..<100 { for x in 0..<100 { red += Double((pixels[x, y] >> 16) & 0xFF) / 255 } }
        XCTAssertEqual(red, 1600, accuracy: 4, "anti-aliased coverage adds up to the area")
        XCTAssertEqual(pixels[50, 50], 0xFFFF_0000)
        XCTAssertEqual(pixels[5, 5], 0, "outside is untouched")
    }

    func testTheFillStaysInsideTheClip() {
        let pixels = OwnedPixels(width: 100, height: 100)
        PixelBlend.fill(pixels.buffer, polygon: square(50, 50, side: 60, angle: 0.2),
                        clip: PixelRect(x: 40, y: 40, width: 20, height: 20), color: RGBA8(r: 0, g: 255, b: 0, a: 255))
        XCTAssertEqual(pixels[45, 45], 0xFF00_FF00)
        XCTAssertEqual(pixels[39, 45], 0, "left of the clip")
        XCTAssertEqual(pixels[45, 60], 0, "below the clip")
    }

    func testATranslucentFillBlendsAsARectFillDoes() {
        let a = OwnedPixels(width: 64, height: 64), b = OwnedPixels(width: 64, height: 64)
        a.fill(0xFF20_4060); b.fill(0xFF20_4060)
        let colour = RGBA8(r: 200, g: 100, b: 50, a: 100)
        PixelBlend.fill(a.buffer, polygon: square(32, 32, side: 40, angle: 0), clip: nil, color: colour)
        PixelBlend.fill(b.buffer, rect: PixelRect(x: 12, y: 12, width: 40, height: 40), clip: nil, color: colour)
        for y in 12..<52 { for x in 12..<52 { XCTAssertEqual(a[x, y], b[x, y], "(\(x), \(y))") } }
    }

    func testAnyThreadCountGivesTheSameBytes() {
        let one = OwnedPixels(width: 300, height: 300), two = OwnedPixels(width: 300, height: 300)
        one.fill(0xFF80_8080); two.fill(0xFF80_8080)
        let p = square(150, 150, side: 200, angle: 0.7), colour = RGBA8(r: 10, g: 200, b: 90, a: 180)
        PixelBlend.fill(one.buffer, polygon: p, clip: nil, color: colour)
        PixelBlend.fill(two.buffer, polygon: p, clip: nil, color: colour, pool: WorkerPool(threadCount: 3))
        for y in 0..<300 { for x in 0..<300 where one[x, y] != two[x, y] { return XCTFail("(\(x), \(y)) differs") } }
    }

    func testAPolygonOffTheCanvasDrawsNothing() {
        let pixels = OwnedPixels(width: 50, height: 50)
        PixelBlend.fill(pixels.buffer, polygon: square(-500, 1e9, side: 20, angle: 0.3), clip: nil,
                        color: RGBA8(r: 255, g: 255, b: 255, a: 255))
        for y in 0..<50 { for x in 0..<50 { XCTAssertEqual(pixels[x, y], 0) } }
    }
}
