import Foundation
import Raster
import ScriptedInput
import ViewTree
import XCTest

/// `ClipShape.safeColumns`: the pixels a clip mask leaves alone must be wholly inside, and the
/// rim rows along a straight edge must count as inside (the mini player's clip restored whole
/// rows of its top and bottom bands pixel by pixel).
final class ClipShapeSafeColumnsTests: XCTestCase {
    func testRowsAlongTheTopEdgeAreSafeBetweenTheCorners() {
        let shape = ClipShape(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), radius: 10, corners: .all,
                              map: Affine(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        let columns = shape.safeColumns(row: 3, x0: 0, x1: 100)
        XCTAssertLessThanOrEqual(columns.lowerBound, 12, "the straight part of the top edge starts after the corner")
        XCTAssertGreaterThanOrEqual(columns.upperBound, 88)
    }

    func testRowsThroughTheMiddleAreSafeToTheSides() {
        let shape = ClipShape(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), radius: 10, corners: .all,
                              map: Affine(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        XCTAssertEqual(shape.safeColumns(row: 50, x0: 0, x1: 100), 1..<99)
    }

    func testTheCornerRowsKeepTheArcOutOfTheSafeColumns() {
        let shape = ClipShape(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), radius: 10, corners: .all,
                              map: Affine(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        XCTAssertTrue(shape.safeColumns(row: 0, x0: 0, x1: 100).isEmpty, "the first row is on the edge")
    }

    func testEverySafePixelIsWhollyCoveredUnderAnyMap() {
        var rng = SplitMix64(seed: 14)
        for _ in 0..<200 {
            let angle = Double.random(in: -Double.pi...Double.pi, using: &rng)
            let sx = Double.random(in: 0.3...3, using: &rng), sy = Double.random(in: 0.3...3, using: &rng)
            let shear = Double.random(in: -0.5...0.5, using: &rng)
            let map = Affine(a: sx * cos(angle), b: sx * sin(angle), c: shear - sy * sin(angle), d: sy * cos(angle),
                             tx: 60, ty: 60)
            let w = Double.random(in: 2...40, using: &rng), h = Double.random(in: 2...40, using: &rng)
            let radius = Double.random(in: 0...25, using: &rng)
            let corners: [CornerMask] = [.all, .top, .bottom, .topLeft, []]
            let shape = ClipShape(bounds: CGRect(x: -w / 2, y: -h / 2, width: w, height: h), radius: radius,
                                  corners: corners[Int.random(in: 0..<corners.count, using: &rng)], map: map)
            for y in 0..<120 {
                for x in shape.safeColumns(row: y, x0: 0, x1: 120) {
                    XCTAssertEqual(shape.coverage(x: Double(x) + 0.5, y: Double(y) + 0.5), 1,
                                   "pixel (\(x), \(y)) under \(map), \(w)×\(h) r \(radius)")
                }
            }
        }
    }
}
