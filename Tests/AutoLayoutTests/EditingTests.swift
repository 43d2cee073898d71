import AutoLayout
import Foundation
import XCTest

/// Dragging an item's variable directly: where the finger asks, within the constraints.
final class EditingTests: XCTestCase {
    func testADraggedCardFollowsTheFingerInsideItsTrack() {
        let root = TestView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), name: "root")
        let card = TestView(name: "card")
        root.addSubview(card)
        card.translatesAutoresizingMaskIntoConstraints = false
        root.layoutEngine.report = { XCTFail("unexpected report: \($0)") }
        NSLayoutConstraint.activate([
            card.widthAnchor.constraint(equalToConstant: 100), card.heightAnchor.constraint(equalToConstant: 100),
            card.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 10),
            card.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -10),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
        ])
        let engine = root.layoutEngine
        let x = card.layoutVariables.minX
        XCTAssertTrue(engine.beginEditing(x))
        XCTAssertFalse(engine.beginEditing(x), "already edited")
        for frame in 0...80 {
            let finger = CGFloat(frame) * 5 - 20
            XCTAssertTrue(engine.suggest(finger, for: x))
            root.layoutIfNeeded()
            XCTAssertEqual(card.frame.minX, min(max(finger, 10), 290), "frame \(frame)")
        }
        XCTAssertTrue(engine.endEditing(x))
        XCTAssertFalse(engine.suggest(0, for: x), "no longer edited")
        XCTAssertFalse(engine.beginEditing(x, priority: .required), "an edit cannot be required")
    }
}
