import Foundation
import XCTest
@testable import ViewTree

/// A view turns and scales about its `anchorPoint` (Core Animation's), in its frame, its
/// coordinate conversions and its hit testing.
final class AnchorPointTests: XCTestCase {
    private func assertPoint(_ p: CGPoint?, _ x: Double, _ y: Double, file: StaticString = #filePath, line: UInt = #line) {
        guard let p else { return XCTFail("no point", file: file, line: line) }
        XCTAssertEqual(Double(p.x), x, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(Double(p.y), y, accuracy: 1e-9, file: file, line: line)
    }

    /// 100 × 50 at (0, 0) hinged at the middle of its bottom edge (50, 50), turned a quarter
    /// clockwise (y down): the top-left corner, at (−50, −50) from the hinge, goes to (50, −50)
    /// from it, that is (100, 0).
    func testAQuarterTurnAboutTheBottomMiddleMovesTheCornersAboutThatPoint() {
        let v = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let parent = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        parent.addSubview(v)
        v.anchorPoint = CGPoint(x: 0.5, y: 1)
        v.transform = Transform(rotationAngle: .pi / 2)
        assertPoint(v.pointToSuperview(CGPoint(x: 0, y: 0)), 100, 0)
        assertPoint(v.pointToSuperview(CGPoint(x: 50, y: 50)), 50, 50)
        assertPoint(v.pointFromSuperview(CGPoint(x: 100, y: 0)), 0, 0)
        XCTAssertEqual(v.frame.minX, 50, accuracy: 1e-9)
        XCTAssertEqual(v.frame.minY, 0, accuracy: 1e-9)
        XCTAssertEqual(v.frame.width, 50, accuracy: 1e-9)
        XCTAssertEqual(v.frame.height, 100, accuracy: 1e-9)
    }

    func testHitTestingFollowsTheTurnAboutTheAnchor() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let v = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        parent.addSubview(v)
        v.anchorPoint = CGPoint(x: 0.5, y: 1)
        v.transform = Transform(rotationAngle: .pi / 2)
        XCTAssertTrue(parent.hitTest(CGPoint(x: 75, y: 10)) === v, "where the turned view lies now")
        XCTAssertTrue(parent.hitTest(CGPoint(x: 10, y: 25)) === parent, "where it lay before the turn")
    }

    func testCenterIsTheAnchorsPlaceAndSettingItMovesTheFrameThere() {
        let v = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        v.anchorPoint = CGPoint(x: 0, y: 1)
        XCTAssertEqual(v.center, CGPoint(x: 10, y: 70))
        v.center = CGPoint(x: 0, y: 0)
        XCTAssertEqual(v.frame, CGRect(x: 0, y: -50, width: 100, height: 50))
        v.bounds.size = CGSize(width: 50, height: 100)
        XCTAssertEqual(v.center, CGPoint(x: 0, y: 0), "a new size keeps the anchor's place")
    }

    func testTheDefaultAnchorIsTheCentre() {
        let v = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(v.anchorPoint, CGPoint(x: 0.5, y: 0.5))
        v.transform = Transform(rotationAngle: .pi / 2)
        assertPoint(v.pointToSuperview(CGPoint(x: 0, y: 0)), 75, -25)
    }
}
