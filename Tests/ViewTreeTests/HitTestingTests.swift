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

    /// R13a: while a block animation without user interaction moves the card, neither it nor
    /// its subviews are hit; one with user interaction hit-tests the card at its model values
    /// (frame and alpha), not where it is drawn; when both end it is hit where it is drawn.
    func testR13aBlockAnimationsChangeHowTheViewIsHitTested() {
        // Drawn 100 pt to the left of its model frame (50…250): an animation adding onto it.
        card.beginContribution(.frame)
        card.addToPresented(.frame, AnimatableVector(-100, 0, 0, 0, 0, 0, 0, 0))
        XCTAssertTrue(root.hitTest(CGPoint(x: 20, y: 70)) === card, "drawn at −50…150")

        card.beginBlockAnimation(allowsUserInteraction: false)
        XCTAssertEqual(card.animatedHitTesting, .ignoresTouches)
        XCTAssertTrue(root.hitTest(CGPoint(x: 20, y: 70)) === root)
        XCTAssertTrue(root.hitTest(CGPoint(x: 70, y: 70)) === root, "its button neither")
        card.endBlockAnimation(allowsUserInteraction: false)

        card.beginBlockAnimation(allowsUserInteraction: true)
        XCTAssertEqual(card.animatedHitTesting, .modelValues)
        XCTAssertTrue(root.hitTest(CGPoint(x: 20, y: 70)) === root, "not where it is drawn")
        XCTAssertTrue(root.hitTest(CGPoint(x: 200, y: 200)) === card, "where its model is")
        XCTAssertTrue(root.hitTest(CGPoint(x: 70, y: 70)) === button, "its button at its model place too")
        card.alpha = 0
        XCTAssertTrue(root.hitTest(CGPoint(x: 200, y: 200)) === root, "a model alpha of 0 is not hit")
        card.endBlockAnimation(allowsUserInteraction: true)
        card.endBlockAnimation(allowsUserInteraction: true)   // one end too many changes nothing

        XCTAssertEqual(card.animatedHitTesting, .presentedValues)
        card.alpha = 1
        XCTAssertTrue(root.hitTest(CGPoint(x: 20, y: 70)) === card)
    }
}
