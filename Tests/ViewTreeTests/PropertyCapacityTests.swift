import XCTest
@testable import ViewTree

/// A view's per-property bookkeeping has a slot for every animatable property.
final class PropertyCapacityTests: XCTestCase {
    func testEveryAnimatablePropertyHasABookkeepingSlot() {
        XCTAssertLessThanOrEqual(AnimatableProperty.allCases.count, AnimatableProperty.capacity)
        XCTAssertEqual(AnimatableProperty.allCases.map(\.rawValue), Array(0..<AnimatableProperty.allCases.count))
    }

    func testRoomForMorePropertiesThanTheEightOfAValueVector() {
        XCTAssertGreaterThan(AnimatableProperty.capacity, AnimatableVector.scalarCount)
    }

    func testTheLastPropertyKeepsItsOwnContributionCount() throws {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let last = try XCTUnwrap(AnimatableProperty.allCases.last)
        view.beginContribution(last)
        XCTAssertEqual(view.contributionCount(last), 1)
        for property in AnimatableProperty.allCases.dropLast() { XCTAssertEqual(view.contributionCount(property), 0) }
        view.endContribution(last)
        XCTAssertEqual(view.contributionCount(last), 0)
    }
}
