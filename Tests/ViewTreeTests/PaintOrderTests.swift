import Foundation
import XCTest
import ViewTree

/// `zPosition` orders siblings for drawing (`paintOrder`), never `subviews`.
final class PaintOrderTests: XCTestCase {
    private func tree() -> (root: View, a: View, b: View, c: View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let a = View(name: "a"), b = View(name: "b"), c = View(name: "c")
        [a, b, c].forEach(root.addSubview)
        return (root, a, b, c)
    }

    func testWithoutZPositionsThePaintOrderIsTheSubviews() {
        let (root, a, b, c) = tree()
        XCTAssertEqual(root.paintOrder.map(\.name), ["a", "b", "c"])
        _ = (a, b, c)
    }

    func testAGreaterZPositionPaintsLaterAndTiesKeepTheirOrder() {
        let (root, a, b, c) = tree()
        a.zPosition = 1
        XCTAssertEqual(root.paintOrder.map(\.name), ["b", "c", "a"])
        c.zPosition = 1
        XCTAssertEqual(root.paintOrder.map(\.name), ["b", "a", "c"])
        b.zPosition = -1
        XCTAssertEqual(root.paintOrder.map(\.name), ["b", "a", "c"])
        XCTAssertEqual(root.subviews.map(\.name), ["a", "b", "c"], "subviews are not reordered")
    }

    func testTheOrderFollowsSubviewsAddedAndRemoved() {
        let (root, a, _, c) = tree()
        a.zPosition = 2
        let d = View(name: "d")
        root.insertSubview(d, at: 0)
        XCTAssertEqual(root.paintOrder.map(\.name), ["d", "b", "c", "a"])
        a.removeFromSuperview()
        XCTAssertEqual(root.paintOrder.map(\.name), ["d", "b", "c"])
        root.bringSubviewToFront(d)
        XCTAssertEqual(root.paintOrder.map(\.name), ["b", "c", "d"])
        _ = c
    }
}
