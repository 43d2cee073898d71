import XCTest
import FluidUIKit

/// The constraint scrub run as a scene: the box sits on the margin, follows the finger as the
/// paused animator is scrubbed, and a release finishes the slide.
final class ConstraintScrubDemoTests: XCTestCase {
    func testTheDragScrubsTheConstraintAnimationAndTheReleaseFinishesIt() {
        let stage = DemoStage { ConstraintScrubViewController() }
        let box = stage.controller.box
        XCTAssertEqual(box.frame.minX, 20, accuracy: 1e-9, "on the directional leading margin")
        XCTAssertEqual(box.frame.width, 120, accuracy: 1e-9)
        XCTAssertEqual(stage.controller.view.backgroundColor?.color, UIColor.white.color, "the dynamic colour's light side")
        stage.device.drag(from: CGPoint(x: 80, y: 422), by: CGVector(dx: 115, dy: 0), over: 0.5, lift: false)
        let scrubbed = box.presentation.frame.minX
        XCTAssertGreaterThan(scrubbed, 100)
        XCTAssertLessThan(scrubbed, 140)
        stage.device.lift()
        stage.device.wait(2)
        XCTAssertEqual(box.presentation.frame.minX, 250, accuracy: 1e-6, "the constant's end: the guide's width less 160")
    }
}
