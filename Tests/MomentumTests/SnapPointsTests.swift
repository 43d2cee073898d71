import Foundation
import Momentum
import XCTest

/// Compose's `AnchoredDraggable` choice: a velocity threshold (125 dp/s by default) and a
/// positional one (half the way by default), from the rest the view left.
final class SnapPointsTests: XCTestCase {
    private let sheet = SnapPoints([0, 300, 700])

    func testAFastReleaseGoesToTheNextRestTheWayItMoves() {
        XCTAssertEqual(sheet.target(from: 0, position: 20, velocity: 125), 300)
        XCTAssertEqual(sheet.target(from: 300, position: 290, velocity: -126), 0)
    }

    func testASlowReleaseGoesOnOnlyPastHalfTheWay() {
        XCTAssertEqual(sheet.target(from: 0, position: 149, velocity: 124), 0)
        XCTAssertEqual(sheet.target(from: 0, position: 150, velocity: 0), 300)
        XCTAssertEqual(sheet.target(from: 300, position: 499, velocity: 0), 300)
        XCTAssertEqual(sheet.target(from: 300, position: 501, velocity: 0), 700)
    }

    func testAReleaseBeyondTheLastRestGoesToIt() {
        XCTAssertEqual(sheet.target(from: 700, position: 760, velocity: 900), 700)
        XCTAssertEqual(sheet.target(from: 0, position: -40, velocity: -900), 0)
    }

    /// F5: the rest nearest to where the release coasts at UIScrollView's normal rate.
    func testTheProjectedChoiceIsTheRestNearestTheCoast() {
        XCTAssertEqual(sheet.projected(position: 100, velocity: 1000), 700, "100 + 499")
        XCTAssertEqual(sheet.projected(position: 100, velocity: 300), 300, "100 + 149.7")
        XCTAssertEqual(sheet.projected(position: 100, velocity: 0), 0)
    }

    func testNoRestsAndNonsenseGiveNoTarget() {
        XCTAssertNil(SnapPoints([]).target(from: 0, position: 10, velocity: 10))
        XCTAssertEqual(sheet.target(from: 0, position: .nan, velocity: 10), 0)
    }
}
