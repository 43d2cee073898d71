import XCTest
import FluidUIKit

/// The swipe cards run as a scene: the top card tilts with the finger, shows a badge drawn in
/// `draw(_:)`, and is thrown away or springs back.
final class SwipeCardsDemoTests: XCTestCase {
    private let centre = CGPoint(x: 195, y: 422)

    func testThreeCardsAreStackedFirstOnTop() throws {
        let stage = DemoStage { SwipeCardsViewController() }
        let cards = stage.controller.cards
        XCTAssertEqual(cards.count, 3)
        XCTAssertTrue(stage.controller.view.subviews.last === cards.first)
        XCTAssertEqual(cards.map(\.layer.zPosition), [3, 2, 1])
        XCTAssertEqual(cards.map(\.center), [centre, centre, centre])
        guard case .gradient = cards[0].layerDecoration.content else { return XCTFail("the layer class's gradient") }
        XCTAssertTrue(cards[0].layerDecoration.sublayers.isEmpty, "no badge drawn at rest")
    }

    func testDraggingTiltsTheCardAndDrawsTheLikeBadge() throws {
        let stage = DemoStage { SwipeCardsViewController() }
        let card = stage.controller.cards[0]
        stage.device.drag(from: centre, by: CGVector(dx: 100, dy: 0), over: 0.5, lift: false)
        // The pan begins 10 points out: its translation is 90 points.
        XCTAssertEqual(card.transform.tx, 90, accuracy: 1e-6)
        XCTAssertEqual(card.transform.rotation, 90 / 390 * .pi / 8, accuracy: 1e-9)
        stage.device.wait(1.0 / 60)
        let badge = try XCTUnwrap(card.layerDecoration.sublayers.first)
        guard case .shape(let shape) = badge.content else { return XCTFail("the badge is a filled shape") }
        XCTAssertEqual(shape.fillColor, UIColor.systemGreen.withAlphaComponent(0.75).color)
        XCTAssertEqual(shape.path.controlPointBounds, CGRect(x: 20, y: 24, width: 100, height: 44))
        stage.device.lift()
        stage.device.wait(1.5)
        XCTAssertEqual(card.presentation.transform, .identity, "sprung back: not far or fast enough")
        XCTAssertTrue(card.layerDecoration.sublayers.isEmpty)
        XCTAssertEqual(stage.controller.cards.count, 3)
    }

    func testAFarDragThrowsTheTopCardAwayAndTheNextCanBeDragged() {
        let stage = DemoStage { SwipeCardsViewController() }
        let first = stage.controller.cards[0], second = stage.controller.cards[1]
        stage.device.drag(from: centre, by: CGVector(dx: -200, dy: 0), over: 0.5)
        XCTAssertEqual(stage.controller.swipedAway.map { $0 === first }, [true])
        XCTAssertEqual(stage.controller.cards.map(\.layer.zPosition), [2, 1])
        stage.device.wait(1)
        XCTAssertNil(first.superview, "removed once off the screen")
        stage.device.drag(from: centre, by: CGVector(dx: 0, dy: 60), over: 0.3, lift: false)
        XCTAssertEqual(second.transform.ty, 50, accuracy: 1e-6)
        stage.device.lift()
    }
}
