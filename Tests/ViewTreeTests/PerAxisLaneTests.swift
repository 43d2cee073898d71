import XCTest
@testable import ViewTree

/// R24 (v3): which properties have a y lane that a spring per axis moves on its own.
final class PerAxisLaneTests: XCTestCase {
    /// Only positions (frame origin, so the centre, and bounds origin) split per axis; a
    /// transform, its translation included, does not, as in UIKit.
    func testR24OnlyPositionsSplitPerAxis() {
        XCTAssertEqual(AnimatableProperty.allCases.filter(\.hasPointY), [.frame, .boundsOrigin])
        XCTAssertEqual(AnimatableProperty.transform.yLaneMask, AnimatableVector())
        XCTAssertEqual(AnimatableProperty.frame.yLaneMask, AnimatableVector(0, 1, 0, 0, 0, 0, 0, 0))
    }
}
