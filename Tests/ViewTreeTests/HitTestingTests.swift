import Foundation
import XCTest
@testable import ViewTree

/// R26: the deepest hit view with a recogniser gets the pointer; hidden, transparent and
/// non-interactive views are not hit.
final class HitTestingTests: XCTestCase {
    private final class Marker {}

    private var root: View!
    private var card: View!
    private var button: View!

    override func setUp() {
        root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400), name: "root")
        card = View(frame: CGRect(x: 50, y: 50, width: 200, height: 200), name: "card")
        button = View(frame: CGRect(x: 10, y: 10, width: 50, height: 30), name: "button")
        root.addSubview(card)
        card.addSubview(button)
    }

    func testR26DeepestViewIsHit() {
        XCTAssertTrue(root.hitTest(CGPoint(x: 70, y: 70)) === button)
        XCTAssertTrue(root.hitTest(CGPoint(x: 200, y: 200)) === card)
        XCTAssertTrue(root.hitTest(CGPoint(x: 300, y: 300)) === root)
        XCTAssertNil(root.hitTest(CGPoint(x: 500, y: 10)))
    }

    func testR26FrontMostSiblingWins() {
        let cover = View(frame: CGRect(x: 0, y: 0, width: 400, height: 100), name: "cover")
        root.addSubview(cover)
        XCTAssertTrue(root.hitTest(CGPoint(x: 70, y: 70)) === cover)
    }

    func testR26HiddenViewsAndTheirSubtreesAreNotHit() {
        card.isHidden = true
        XCTAssertTrue(root.hitTest(CGPoint(x: 70, y: 70)) === root)
    }

    func testR26NearlyTransparentViewsAreNotHit() {
        card.alpha = 0.009
        XCTAssertTrue(root.hitTest(CGPoint(x: 70, y: 70)) === root)
        card.alpha = 0.01
        XCTAssertTrue(root.hitTest(CGPoint(x: 70, y: 70)) === button)
    }

    func testR26InteractionDisabledViewsAreNotHit() {
        button.isUserInteractionEnabled = false
        XCTAssertTrue(root.hitTest(CGPoint(x: 70, y: 70)) === card)
    }

    func testR26RecogniserOnAncestorReceivesPointerWhenChildHasNone() {
        let marker = Marker()
        card.addInteraction(marker)
        XCTAssertTrue(root.interactiveView(at: CGPoint(x: 70, y: 70)) === card)
        button.addInteraction(Marker())
        XCTAssertTrue(root.interactiveView(at: CGPoint(x: 70, y: 70)) === button)
        XCTAssertNil(root.interactiveView(at: CGPoint(x: 300, y: 300)))
    }

    func testR26HitTestingFollowsPresentedTransform() {
        card.transform = Transform(translationX: 100, y: 0)
        XCTAssertTrue(root.hitTest(CGPoint(x: 170, y: 70)) === button)
        XCTAssertTrue(root.hitTest(CGPoint(x: 70, y: 70)) === root)
    }

    func testR26SubviewsOutsideTheirParentAreNotHit() {
        let outside = View(frame: CGRect(x: 250, y: 0, width: 40, height: 40))
        card.addSubview(outside)
        XCTAssertTrue(root.hitTest(CGPoint(x: 310, y: 60)) === root)
    }
}
