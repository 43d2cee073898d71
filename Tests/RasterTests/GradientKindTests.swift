import Foundation
import ViewTree
import XCTest
@testable import Raster

/// Where a pixel falls on each kind of gradient (CAGradientLayerType): along the line, out to
/// the ellipse through the end, or around the start, clockwise on screen from the end's direction.
final class GradientKindTests: XCTestCase {
    private func position(_ x: Double, _ y: Double, _ kind: GradientKind,
                          start: (x: Double, y: Double) = (50, 50), end: (x: Double, y: Double) = (100, 50)) -> Double {
        CoveragePaint.position(x: x, y: y, start: start, end: end, kind: kind)
    }

    func testAnAxialGradientRunsAlongItsLine() {
        XCTAssertEqual(position(75, 10, .axial), 0.5, accuracy: 1e-12)
        XCTAssertEqual(position(50, 90, .axial), 0, accuracy: 1e-12)
    }

    func testARadialGradientGoesOutToTheEllipseThroughTheEnd() {
        XCTAssertEqual(position(50, 50, .radial), 0, accuracy: 1e-12)
        XCTAssertEqual(position(75, 50, .radial), 0.5, accuracy: 1e-12)
        XCTAssertEqual(position(50, 25, .radial), 0.5, accuracy: 1e-12, "a circle when the end is on one axis")
        let ellipse = position(50, 70, .radial, end: (100, 90))   // radii 50 across, 40 down
        XCTAssertEqual(ellipse, 0.5, accuracy: 1e-12)
    }

    func testAConicGradientGoesRoundClockwiseFromTheEndsDirection() {
        XCTAssertEqual(position(90, 50, .conic), 0, accuracy: 1e-12)
        XCTAssertEqual(position(50, 90, .conic), 0.25, accuracy: 1e-12, "a quarter turn clockwise on screen: below")
        XCTAssertEqual(position(10, 50, .conic), 0.5, accuracy: 1e-12)
        XCTAssertEqual(position(50, 10, .conic), 0.75, accuracy: 1e-12)
    }
}
