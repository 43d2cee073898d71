import Foundation
import Raster
import ViewTree
import XCTest

final class PolygonCoverageTests: XCTestCase {
    private func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, clockwise: Bool = true) -> ArraySlice<CGPoint> {
        let pts = [CGPoint(x: x0, y: y0), CGPoint(x: x1, y: y0), CGPoint(x: x1, y: y1), CGPoint(x: x0, y: y1)]
        return ArraySlice(clockwise ? pts : pts.reversed())
    }

    private func total(_ c: PolygonCoverage) -> Double {
        var sum = 0.0
        for y in c.area.y..<c.area.maxY {
            for x in c.area.x..<c.area.maxX { sum += Double(c.coverage(x: x, y: y)) }
        }
        return sum
    }

    func testCoverageOfAFractionalRectangleIsItsArea() {
        let c = PolygonCoverage()
        c.reset(area: PixelRect(x: 0, y: 0, width: 10, height: 10))
        c.addPolygon(rect(1.25, 2.5, 6.75, 7.1))
        c.resolve(evenOdd: false)
        XCTAssertEqual(total(c), 5.5 * 4.6, accuracy: 1e-3)
        XCTAssertEqual(c.coverage(x: 3, y: 4), 1, accuracy: 1e-6)
        XCTAssertEqual(c.coverage(x: 1, y: 4), 0.75, accuracy: 1e-6)
        XCTAssertEqual(c.coverage(x: 3, y: 2), 0.5, accuracy: 1e-6)
    }

    func testCoverageOfATriangleIsItsArea() {
        let c = PolygonCoverage()
        c.reset(area: PixelRect(x: 0, y: 0, width: 20, height: 20))
        c.addPolygon([CGPoint(x: 1.3, y: 1.1), CGPoint(x: 17.8, y: 4.2), CGPoint(x: 6.6, y: 18.9)][...])
        c.resolve(evenOdd: false)
        let ux: Double = 17.8 - 1.3, uy: Double = 4.2 - 1.1, vx: Double = 6.6 - 1.3, vy: Double = 18.9 - 1.1
        let area = abs(ux * vy - vx * uy) / 2
        XCTAssertEqual(total(c), area, accuracy: 1e-2)
    }

    func testOppositeWindingCutsAHoleUnderNonZero() {
        let c = PolygonCoverage()
        c.reset(area: PixelRect(x: 0, y: 0, width: 10, height: 10))
        c.addPolygon(rect(0, 0, 10, 10))
        c.addPolygon(rect(3, 3, 7, 7, clockwise: false))
        c.resolve(evenOdd: false)
        XCTAssertEqual(c.coverage(x: 5, y: 5), 0)
        XCTAssertEqual(c.coverage(x: 1, y: 1), 1)
    }

    func testSameWindingOverlapCutsAHoleOnlyUnderEvenOdd() {
        for evenOdd in [false, true] {
            let c = PolygonCoverage()
            c.reset(area: PixelRect(x: 0, y: 0, width: 10, height: 10))
            c.addPolygon(rect(0, 0, 10, 10))
            c.addPolygon(rect(3, 3, 7, 7))
            c.resolve(evenOdd: evenOdd)
            XCTAssertEqual(c.coverage(x: 5, y: 5), evenOdd ? 0 : 1)
        }
    }

    func testPolygonBeyondTheAreaIsCutToIt() {
        let c = PolygonCoverage()
        c.reset(area: PixelRect(x: 5, y: 5, width: 4, height: 4))
        c.addPolygon(rect(-100, -100, 7, 100))
        c.resolve(evenOdd: false)
        XCTAssertEqual(c.coverage(x: 6, y: 6), 1)
        XCTAssertEqual(c.coverage(x: 7, y: 6), 0)
        XCTAssertEqual(total(c), 8, accuracy: 1e-4)
    }

    func testStrokeOfAStraightLineCoversItsWidth() {
        var line = FlattenedPath()
        line.append(CGPoint(x: 2, y: 10))
        line.append(CGPoint(x: 18, y: 10))
        line.endSubpath(closed: false)
        let c = PolygonCoverage()
        c.reset(area: PixelRect(x: 0, y: 0, width: 20, height: 20))
        c.addStroke(line, halfWidth: 2, cap: .butt, join: .miter)
        c.resolve(evenOdd: false)
        XCTAssertEqual(total(c), 16 * 4, accuracy: 1e-3)
    }

    func testSquareCapsExtendTheLineByHalfItsWidth() {
        var line = FlattenedPath()
        line.append(CGPoint(x: 4, y: 10))
        line.append(CGPoint(x: 16, y: 10))
        line.endSubpath(closed: false)
        let c = PolygonCoverage()
        c.reset(area: PixelRect(x: 0, y: 0, width: 20, height: 20))
        c.addStroke(line, halfWidth: 2, cap: .square, join: .miter)
        c.resolve(evenOdd: false)
        XCTAssertEqual(total(c), 16 * 4, accuracy: 1e-3)
    }

    func testStrokedSquareWithMiterJoinsCoversTheFrame() {
        var square = FlattenedPath()
        for p in [CGPoint(x: 5, y: 5), CGPoint(x: 15, y: 5), CGPoint(x: 15, y: 15), CGPoint(x: 5, y: 15)] { square.append(p) }
        square.endSubpath(closed: true)
        let c = PolygonCoverage()
        c.reset(area: PixelRect(x: 0, y: 0, width: 20, height: 20))
        c.addStroke(square, halfWidth: 1, cap: .butt, join: .miter)
        c.resolve(evenOdd: false)
        XCTAssertEqual(total(c), 12 * 12 - 8 * 8, accuracy: 1e-3)
    }

    func testBlurKeepsTheTotalCoverage() {
        let c = PolygonCoverage()
        c.reset(area: PixelRect(x: 0, y: 0, width: 40, height: 40))
        c.addPolygon(rect(15, 15, 25, 25))
        c.resolve(evenOdd: false)
        c.blur(sigma: 3)
        XCTAssertEqual(total(c), 100, accuracy: 0.5)
        XCTAssertLessThan(c.coverage(x: 20, y: 20), 1)
        XCTAssertGreaterThan(c.coverage(x: 12, y: 20), 0)
    }
}

final class PolygonCoverageCutTests: XCTestCase {
    /// A slanted polygon through the area's right side gives the kept columns the coverage a
    /// wider area gives them (a partial redraw's pixels are a whole frame's).
    func testPolygonCutByTheRightSideKeepsItsCoverage() {
        let triangle = [CGPoint(x: 2.3, y: 1.2), CGPoint(x: 17.7, y: 6.1), CGPoint(x: 4.4, y: 15.8)][...]
        let wide = PolygonCoverage(), cut = PolygonCoverage()
        wide.reset(area: PixelRect(x: 0, y: 0, width: 20, height: 20))
        cut.reset(area: PixelRect(x: 0, y: 0, width: 9, height: 20))
        for c in [wide, cut] {
            c.addPolygon(triangle)
            c.resolve(evenOdd: false)
        }
        for y in 0..<20 {
            for x in 0..<9 { XCTAssertEqual(cut.coverage(x: x, y: y), wide.coverage(x: x, y: y), accuracy: 1e-5, "(\(x), \(y))") }
        }
    }
}
