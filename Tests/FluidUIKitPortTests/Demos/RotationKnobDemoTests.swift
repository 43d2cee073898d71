import XCTest
import FluidUIKit

/// The knob run as a scene: a recogniser subclass (overriding `init(target:action:)`) turns it by
/// the finger's angle round its centre; released, it settles on a detent.
final class RotationKnobDemoTests: XCTestCase {
    private let centre = CGPoint(x: 195, y: 422)
    private let step = 2 * CGFloat.pi / 12

    func testTheKnobIsCentredWithItsRingAndPointer() {
        let stage = DemoStage { KnobViewController() }
        let knob = stage.controller.knob
        XCTAssertEqual(knob.center, centre)
        XCTAssertEqual(knob.bounds.size, CGSize(width: 240, height: 240))
        XCTAssertEqual(knob.pointerView.frame, CGRect(x: 117, y: 22, width: 6, height: 98))
        let rotation = knob.gestureRecognizers?.first as? RotationGestureRecognizer
        XCTAssertEqual(rotation?.maximumNumberOfTouches, 1, "the subclass's init(target:action:) ran")
    }

    func testTurningAQuarterRoundTurnsThePointerAndSendsValueChanged() {
        let stage = DemoStage { KnobViewController() }
        let knob = stage.controller.knob
        stage.device.touch(at: CGPoint(x: centre.x + 100, y: centre.y))
        // Round the centre in 30 short chords, a frame each.
        for i in 1...30 {
            let a = CGFloat(i) / 30 * .pi / 2
            stage.device.finger(.move, 0, at: CGPoint(x: centre.x + 100 * cos(a), y: centre.y + 100 * sin(a)))
            stage.device.wait(1.0 / 60)
        }
        XCTAssertEqual(knob.angle, .pi / 2, accuracy: 1e-6)
        XCTAssertEqual(knob.pointerView.transform.rotation, .pi / 2, accuracy: 1e-6)
        XCTAssertEqual(knob.value, 3, accuracy: 1e-4)
        XCTAssertEqual(stage.controller.valueLabel.text, "3")
        XCTAssertFalse(stage.controller.reportedValues.isEmpty)
        stage.device.finger(.up, 0, at: CGPoint(x: centre.x, y: centre.y + 100))
    }

    func testReleasedItSettlesOnADetentAhead() {
        let stage = DemoStage { KnobViewController() }
        let knob = stage.controller.knob
        stage.device.touch(at: CGPoint(x: centre.x + 100, y: centre.y))
        for i in 1...10 {
            let a = CGFloat(i) / 10 * .pi / 4
            stage.device.finger(.move, 0, at: CGPoint(x: centre.x + 100 * cos(a), y: centre.y + 100 * sin(a)))
            stage.device.wait(1.0 / 60)
        }
        stage.device.finger(.up, 0, at: CGPoint(x: centre.x + 100 * cos(.pi / 4), y: centre.y + 100 * sin(.pi / 4)))
        stage.device.wait(2)
        let detents = knob.angle / step
        XCTAssertEqual(detents, detents.rounded(), accuracy: 1e-9)
        XCTAssertGreaterThan(knob.angle, .pi / 4, "thrown on in the way it turned")
        XCTAssertEqual(knob.pointerView.presentation.transform.rotation, knob.angle, accuracy: 1e-6)
    }
}
