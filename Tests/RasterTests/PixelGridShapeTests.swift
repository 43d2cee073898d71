import Raster
import ViewTree
import XCTest

/// The axis-aligned shape on the whole-pixel grid: spans that tile the shape without overlap,
/// at the coverage of each pixel, and corner boxes for the arcs.
final class PixelGridShapeTests: XCTestCase {
    /// Sum of coverage per pixel, from the spans (corner boxes counted whole, marked -1).
    private func coverage(of grid: PixelGrid, width: Int, height: Int) -> [[Double]] {
        var map = [[Double]](repeating: [Double](repeating: 0, count: width), count: height)
        grid.forEachSpan { s in
            guard s.x1 > s.x0, s.y1 > s.y0 else { return }
            for y in s.y0..<s.y1 { for x in s.x0..<s.x1 { map[y][x] += s.coverage } }
        }
        grid.forEachCorner { c in
            for y in c.box.1..<c.box.3 { for x in c.box.0..<c.box.2 { map[y][x] -= 1000 } }
        }
        return map
    }

    private func grid(_ shape: PixelGridShape, file: StaticString = #filePath, line: UInt = #line) -> PixelGrid? {
        guard case .grid(let g) = shape else {
            XCTFail("expected a grid, got \(shape)", file: file, line: line)
            return nil
        }
        return g
    }

    func testSquareCornersTileEveryPixelAtItsAreaCoverage() throws {
        // Edges at 2.25…9.5 × 1.5…6.75: partial columns and rows on every side.
        let shape = PixelGridShape(x0: 2.25, y0: 1.5, x1: 9.5, y1: 6.75, radius: 0, scaleX: 1, scaleY: 1, corners: .all)
        let g = try XCTUnwrap(grid(shape))
        var corners = 0
        g.forEachCorner { _ in corners += 1 }
        XCTAssertEqual(corners, 0)
        let map = coverage(of: g, width: 12, height: 9)
        for y in 0..<9 {
            for x in 0..<12 {
                let cx = max(0, min(Double(x + 1), 9.5) - max(Double(x), 2.25))
                let cy = max(0, min(Double(y + 1), 6.75) - max(Double(y), 1.5))
                XCTAssertEqual(map[y][x], cx * cy, accuracy: 1e-12, "pixel (\(x), \(y))")
            }
        }
    }

    func testRoundedCornersLeaveTheirBoxesToTheArcs() throws {
        let shape = PixelGridShape(x0: 0, y0: 0, x1: 40, y1: 30, radius: 4, scaleX: 2, scaleY: 2, corners: [.topLeft, .bottomRight])
        let g = try XCTUnwrap(grid(shape))
        XCTAssertEqual(g.rx, 8)
        var boxes: [(Int, Int, Int, Int)] = [], starts: [Double] = []
        g.forEachCorner { c in boxes.append(c.box); starts.append(c.startAngle) }
        XCTAssertEqual(boxes.count, 2)
        XCTAssertTrue(boxes[0] == (0, 0, 8, 8) && boxes[1] == (32, 22, 40, 30), "\(boxes)")
        XCTAssertEqual(starts, [.pi, 0])
        let map = coverage(of: g, width: 40, height: 30)
        for y in 0..<30 {
            for x in 0..<40 {
                let inCorner = (x < 8 && y < 8) || (x >= 32 && y >= 22)
                XCTAssertEqual(map[y][x], inCorner ? -1000 : 1, "pixel (\(x), \(y)): spans overlap or leave a gap")
            }
        }
    }

    func testThinShapesAreOneSliverAndLargeRadiiOverlap() {
        guard case .sliver(let s) = PixelGridShape(x0: 3.2, y0: 1, x1: 3.7, y1: 5, radius: 0, scaleX: 1, scaleY: 1, corners: .all) else {
            return XCTFail("a half-pixel-wide shape is a sliver")
        }
        XCTAssertTrue(s.x0 == 3 && s.x1 == 4 && s.y0 == 1 && s.y1 == 5)
        XCTAssertEqual(s.coverage, 0.5, accuracy: 1e-12)
        // Radius 5.4 on a 10.6-pixel square: the corner boxes (rounded outwards) cross.
        guard case .cornersOverlap = PixelGridShape(x0: 0.2, y0: 0.2, x1: 10.8, y1: 10.8, radius: 5.3, scaleX: 1, scaleY: 1,
                                                    corners: .all) else {
            return XCTFail("a pill too small for its corner boxes")
        }
    }
}
