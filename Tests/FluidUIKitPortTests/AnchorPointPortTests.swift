// `layer.anchorPoint` as UIKit code sets it: a card hinged at its bottom edge, a door hinged at
// its left.
import FluidUIKit
import XCTest

final class AnchorPointPortTests: XCTestCase {
    func testSettingTheAnchorPointKeepsThePositionSoTheFrameMoves() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 60))
        card.layer.anchorPoint = CGPoint(x: 0.5, y: 1)
        XCTAssertEqual(card.layer.position, CGPoint(x: 20, y: 30), "the position stays")
        XCTAssertEqual(card.frame, CGRect(x: 0, y: -30, width: 40, height: 60), "so the frame moves up")
        XCTAssertEqual(card.center, card.layer.position)
        card.layer.position = CGPoint(x: 20, y: 60)
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 0, width: 40, height: 60), "back where it was")
    }

    func testACardHingedAtItsBottomTurnsAboutThatPointOnScreen() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let card = UIView(frame: CGRect(x: 40, y: 20, width: 20, height: 40))
        card.backgroundColor = .red
        root.addSubview(card)
        card.layer.anchorPoint = CGPoint(x: 0.5, y: 1)
        card.layer.position = CGPoint(x: 50, y: 60)
        card.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let pixel = headlessPixels(of: root)
        XCTAssertEqual(pixel(80, 60), 0xFF0000, "lying to the right of the hinge")
        XCTAssertEqual(pixel(50, 30), 0xFFFFFF, "no longer standing above it")
        XCTAssertEqual(pixel(20, 60), 0xFFFFFF, "nor lying to its left, as a turn about the centre would")
    }

    func testAPanOnADoorHingedAtItsLeftEdgeHitsWhereItIsDrawn() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let door = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 20))
        root.addSubview(door)
        door.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        door.layer.position = CGPoint(x: 50, y: 60)
        door.transform = CGAffineTransform(rotationAngle: .pi / 2)
        XCTAssertTrue(root.hitTest(CGPoint(x: 60, y: 140), with: nil) === door, "hanging down from the hinge")
        XCTAssertTrue(root.hitTest(CGPoint(x: 140, y: 60), with: nil) === root, "no longer across")
    }
}
