import XCTest
import FluidUIKit

/// The spring card run as a scene: it follows the drag, tilted, and springs home on release.
final class SpringCardDemoTests: XCTestCase {
    func testTheCardFollowsTheDragAndSpringsHome() throws {
        let stage = DemoStage { SpringCardViewController() }
        let card = try XCTUnwrap(stage.first(SpringCardView.self))
        let home = card.center
        XCTAssertEqual(home, CGPoint(x: 195, y: 422))
        stage.device.drag(from: home, by: CGVector(dx: 100, dy: 60), over: 0.5, lift: false)
        XCTAssertGreaterThan(card.center.x, home.x + 80)
        XCTAssertNotEqual(card.transform, .identity, "tilted while dragged")
        stage.device.lift()
        stage.device.wait(2)
        XCTAssertEqual(card.shownCenter.x, home.x, accuracy: 0.01)
        XCTAssertEqual(card.shownCenter.y, home.y, accuracy: 0.01)
        XCTAssertEqual(card.transform, .identity)
    }
}
