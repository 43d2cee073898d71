import Foundation
import ViewTree
import XCTest

final class PathTests: XCTestCase {
    private func flattened(_ path: Path, tolerance: Double = 0.01) -> FlattenedPath {
        var out = FlattenedPath()
        PathFlattener.flatten(path, tolerance: tolerance, into: &out)
        return out
    }

    func testFlattenedFullCircleHasTheCircumference() {
        var path = Path()
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        XCTAssertEqual(flattened(path).length, 2 * .pi * 40, accuracy: 0.05)
    }

    func testFlattenedQuarterArcHasAQuarterOfTheCircumference() {
        var path = Path()
        path.addArc(center: .zero, radius: 100, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        XCTAssertEqual(flattened(path).length, .pi * 50, accuracy: 0.05)
    }

    func testAnticlockwiseArcTakesTheLongWayRound() {
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        XCTAssertEqual(flattened(path).length, 2 * .pi * 10 * 0.75, accuracy: 0.01)
    }

    func testArcBoundsAreTheCurveNotItsControlPoints() {
        var path = Path()
        path.addArc(center: CGPoint(x: 10, y: 20), radius: 5, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        let b = path.bounds
        XCTAssertEqual(b.minX, 5, accuracy: 1e-9)
        XCTAssertEqual(b.maxX, 15, accuracy: 1e-6)
        XCTAssertEqual(b.minY, 15, accuracy: 1e-6)
        XCTAssertEqual(b.maxY, 25, accuracy: 1e-6)
    }

    func testEmptyPathHasNullBounds() {
        XCTAssertTrue(Path().bounds.isNull)
    }

    func testRectTurnsClockwiseOnScreen() {
        var path = Path()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 20))
        let f = flattened(path)
        XCTAssertEqual(f.subpaths.count, 1)
        XCTAssertTrue(f.subpaths[0].closed)
        XCTAssertEqual(f.signedArea(ofSubpath: 0), 200, accuracy: 1e-9)
    }

    func testAnticlockwiseCircleHasNegativeArea() {
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: -2 * .pi, clockwise: false)
        path.close()
        XCTAssertEqual(flattened(path).signedArea(ofSubpath: 0), -.pi * 100, accuracy: 0.5)
    }

    func testRoundedRectAreaIsTheRectLessTheCorners() {
        var path = Path()
        path.addRoundedRect(CGRect(x: 0, y: 0, width: 100, height: 50), radii: CGSize(width: 10, height: 10))
        let expected = 100.0 * 50 - (4 - .pi) * 100
        XCTAssertEqual(flattened(path).signedArea(ofSubpath: 0), expected, accuracy: 0.5)
    }

    func testSubpathsAreSeparate() {
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.move(to: CGPoint(x: 0, y: 10))
        path.addLine(to: CGPoint(x: 10, y: 10))
        let f = flattened(path)
        XCTAssertEqual(f.subpaths.count, 2)
        XCTAssertEqual(f.length, 20, accuracy: 1e-9)
        XCTAssertFalse(f.subpaths[0].closed)
    }

    func testFlatteningThroughAMapScalesTheLength() {
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 3, y: 4))
        var out = FlattenedPath()
        PathFlattener.flatten(path, a: 2, d: 2, tx: 1, into: &out)
        XCTAssertEqual(out.length, 10, accuracy: 1e-9)
        XCTAssertEqual(out.points[0], CGPoint(x: 1, y: 0))
    }

    func testGradientColourIsInterpolatedBetweenStops() {
        let g = LayerGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])
        XCTAssertEqual(g.color(at: 0.5), Color(red: 0.5, green: 0, blue: 0.5))
        XCTAssertEqual(g.color(at: -1), Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(g.color(at: 2), Color(red: 0, green: 0, blue: 1))
    }

    func testGradientHonoursLocations() {
        let g = LayerGradient(colors: [.black, .white], locations: [0.5, 1])
        XCTAssertEqual(g.color(at: 0.25), .black)
        XCTAssertEqual(g.color(at: 0.75).red, 0.5, accuracy: 1e-12)
    }

    func testReversedPathTurnsTheOtherWayWithTheSameOutline() {
        var path = Path()
        path.addRoundedRect(CGRect(x: 0, y: 0, width: 40, height: 30), radii: CGSize(width: 8, height: 8))
        let forward = flattened(path), backward = flattened(path.reversed())
        XCTAssertEqual(backward.signedArea(ofSubpath: 0), -forward.signedArea(ofSubpath: 0), accuracy: 1e-6)
        XCTAssertEqual(path.reversed().bounds, path.bounds)
    }
}
