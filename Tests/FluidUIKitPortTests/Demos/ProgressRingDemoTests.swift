import XCTest
import FluidUIKit

/// The progress ring run as a scene: the finger's angle round the ring is its value, sent to the
/// label through target-action; the control dims while the finger is on it.
final class ProgressRingDemoTests: XCTestCase {
    func testTheFingersAngleIsTheValueAndTheLabelFollows() {
        let stage = DemoStage { ProgressRingViewController() }
        let controller = stage.controller, ring = controller.ring
        XCTAssertEqual(ring.frame.size, CGSize(width: 160, height: 160), "its intrinsic size")
        stage.device.touch(at: CGPoint(x: 195 + 70, y: 422))
        stage.device.wait(0.05)
        XCTAssertEqual(ring.value, 0.25, accuracy: 1e-9, "a quarter turn from the top")
        XCTAssertTrue(ring.isHighlighted)
        XCTAssertEqual(ring.alpha, 0.7)
        stage.device.move(by: CGVector(dx: -70, dy: 70), over: 0.2)
        XCTAssertEqual(ring.value, 0.5, accuracy: 1e-9)
        XCTAssertEqual(controller.label.text, "50%")
        stage.device.lift()
        stage.device.wait(0.5)
        XCTAssertFalse(ring.isHighlighted)
        XCTAssertEqual(ring.alpha, 1)
        XCTAssertGreaterThanOrEqual(controller.changes, 2)
    }
}
