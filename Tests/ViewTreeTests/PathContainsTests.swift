import Foundation
import XCTest
@testable import ViewTree

/// `Path.contains`: points inside a filled path by the non-zero and even-odd rules.
final class PathContainsTests: XCTestCase {
    func testAPointInsideARectIsContainedAndOneOutsideIsNot() {
        var path = Path()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertTrue(path.contains(CGPoint(x: 5, y: 5)))
        XCTAssertFalse(path.contains(CGPoint(x: 15, y: 5)))
        XCTAssertFalse(path.contains(CGPoint(x: 5, y: -1)))
    }

    func testTheHoleOfTwoNestedSquaresIsInsideByWindingAndOutsideByEvenOdd() {
        var path = Path()
        path.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
        path.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        XCTAssertTrue(path.contains(CGPoint(x: 15, y: 15)), "both drawn the same way round: winding 2")
        XCTAssertFalse(path.contains(CGPoint(x: 15, y: 15), evenOdd: true))
        XCTAssertTrue(path.contains(CGPoint(x: 5, y: 15), evenOdd: true))
    }

    func testACircleContainsPointsWithinItsRadiusOnly() {
        var path = Path()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        XCTAssertTrue(path.contains(CGPoint(x: 10, y: 1)))
        XCTAssertFalse(path.contains(CGPoint(x: 1, y: 1)), "the square's corner is outside the circle")
    }
}
