import XCTest
import FluidUIKit

/// The bubble run as a scene: a touch on the background reaches the controller's touchesBegan
/// and the bubble flies there; a pan drags it by its reset translations.
final class BubbleDemoTests: XCTestCase {
    func testATouchOnTheBackgroundFliesTheBubbleThereAndAPanDragsIt() {
        let stage = DemoStage { BubbleViewController() }
        let bubble = stage.controller.bubble
        stage.device.tap(at: CGPoint(x: 100, y: 200))
        stage.device.wait(1)
        XCTAssertEqual(stage.controller.touchesSeen, 1)
        XCTAssertEqual(bubble.shownCenter.x, 100, accuracy: 1e-6)
        XCTAssertEqual(bubble.shownCenter.y, 200, accuracy: 1e-6)
        stage.device.drag(from: CGPoint(x: 100, y: 200), by: CGVector(dx: 60, dy: 90), over: 0.5)
        stage.device.wait(0.1)
        // The drag less the pan's slop (10 pt, crossed before it began).
        XCTAssertEqual(hypot(bubble.center.x - 160, bubble.center.y - 290), 10, accuracy: 3)
        XCTAssertEqual((bubble.center.y - 200) / (bubble.center.x - 100), 1.5, accuracy: 0.05, "along the drag")
    }
}
