import Foundation
import Input
import XCTest
import ViewTree
@testable import Gestures

/// Pinch, rotation and pan together (R36): only where a delegate allows it; `require(toFail:)`
/// holds across every kind.
final class TwoFingerSimultaneityTests: GestureTestCase {
    private let centre = CGPoint(x: 200, y: 400)

    /// Two fingers that spread from 200 to 300 pt apart while turning a quarter turn clockwise.
    private func pinchAndTurn() {
        let (a, b) = Self.pair(centre: centre, radius: 100, angle: 0)
        press(0, a, at: 0)
        press(1, b, at: 0)
        let t = moveBoth(steps: 30, start: 0) { k in Self.pair(centre: self.centre, radius: 100 + 50 * k, angle: .pi / 2 * k) }
        lift(0, CGPoint(x: 0, y: 0), at: t + 0.004)
        lift(1, CGPoint(x: 0, y: 0), at: t + 0.008)
    }

    func testPinchAndRotationAreExclusiveByDefault() {
        let pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
        root.addGestureRecognizer(pinch)
        root.addGestureRecognizer(rotation)
        pinchAndTurn()
        // The first to cross its slop wins: the rotation (3° a step) before the pinch (5 pt
        // takes three steps); the pinch fails.
        XCTAssertEqual(rotation.state, .ended)
        XCTAssertEqual(pinch.state, .failed)
    }

    func testAPinchThatBeginsFirstFailsAnExclusivePanOfTheSameFingers() {
        let pan = PanGestureRecognizer(), pinch = PinchGestureRecognizer()
        root.addGestureRecognizer(pan)
        root.addGestureRecognizer(pinch)
        dispatcher.coalescesChanges = true
        press(0, CGPoint(x: 100, y: 400), at: 0)
        press(1, CGPoint(x: 200, y: 400), at: 0)
        // Spreading 8 pt a frame while both drift down 4: the pinch's slop is crossed in the
        // first frame, the pan's 10 pt only in the third.
        for k in 1...6 {
            let t = Double(k) / 60, d = CGFloat(k)
            move(0, CGPoint(x: 100 - 4 * d, y: 400 + 4 * d), at: t)
            move(1, CGPoint(x: 200 + 4 * d, y: 400 + 4 * d), at: t + 0.001)
            dispatcher.flush(at: t + 0.001)
        }
        XCTAssertEqual(pinch.state, .changed)
        XCTAssertEqual(pan.state, .failed, "the pinch recognised first and the two are exclusive")
    }

    func testPinchAndRotationRecogniseTogetherWhenTheDelegateAllows() {
        let pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer(), together = Together()
        rotation.delegate = together
        root.addGestureRecognizer(pinch)
        root.addGestureRecognizer(rotation)
        pinchAndTurn()
        XCTAssertEqual(pinch.state, .ended)
        XCTAssertEqual(rotation.state, .ended)
        XCTAssertGreaterThan(pinch.scale, 1.3)
        XCTAssertGreaterThan(rotation.rotation, 1.4)
    }

    func testAPanPinchAndRotationAllRecogniseTogether() {
        let pan = PanGestureRecognizer(), pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
        let together = Together()
        for recognizer in [pan, pinch, rotation] as [GestureRecognizer] {
            recognizer.delegate = together
            root.addGestureRecognizer(recognizer)
        }
        press(0, CGPoint(x: 100, y: 400), at: 0)
        press(1, CGPoint(x: 300, y: 400), at: 0)
        // Both move 60 down while spreading and turning.
        moveBoth(steps: 12, start: 0) { k in
            let (a, b) = Self.pair(centre: CGPoint(x: 200, y: 400 + 60 * k), radius: 100 + 20 * k, angle: 0.3 * k)
            return (a, b)
        }
        XCTAssertEqual(pan.state, .changed)
        XCTAssertEqual(pinch.state, .changed)
        XCTAssertEqual(rotation.state, .changed)
        XCTAssertEqual(pan.translation(in: nil).y, 50, accuracy: 1e-9)
    }

    func testAPanThatRequiresThePinchToFailWaitsAndFailsWhenItPinches() {
        let pan = PanGestureRecognizer(), pinch = PinchGestureRecognizer(), together = Together()
        // Allowed together, so only the requirement keeps the pan back.
        pan.delegate = together
        pan.require(toFail: pinch)
        root.addGestureRecognizer(pan)
        root.addGestureRecognizer(pinch)
        let panStates = log(pan)
        press(0, CGPoint(x: 100, y: 400), at: 0)
        press(1, CGPoint(x: 300, y: 400), at: 0)
        // Both move 60 down while spreading: the pan would begin, but waits for the pinch.
        let t = moveBoth(steps: 12, start: 0) { k in
            Self.pair(centre: CGPoint(x: 200, y: 400 + 60 * k), radius: 100 + 40 * k, angle: 0)
        }
        lift(0, CGPoint(x: 60, y: 460), at: t + 0.004)
        lift(1, CGPoint(x: 340, y: 460), at: t + 0.008)
        XCTAssertEqual(pinch.state, .ended)
        XCTAssertEqual(panStates.states, [])
        XCTAssertEqual(pan.state, .failed)
    }

    func testARotationThatRequiresAOneFingerPanToFailFailsWhenThePanBegins() {
        let pan = PanGestureRecognizer(), rotation = RotationGestureRecognizer(), together = Together()
        pan.maximumNumberOfTouches = 1
        rotation.delegate = together
        rotation.require(toFail: pan)
        root.addGestureRecognizer(rotation)
        root.addGestureRecognizer(pan)
        let (a, b) = Self.pair(centre: centre, radius: 100, angle: 0)
        press(0, a, at: 0)
        press(1, b, at: 0)
        // Turning in place: the rotation crosses its slop first and waits; the pan follows
        // finger 0 only, begins a step later, and the rotation fails.
        moveBoth(steps: 20, start: 0) { k in Self.pair(centre: self.centre, radius: 100, angle: .pi / 2 * k) }
        XCTAssertEqual(pan.state, .changed)
        XCTAssertEqual(rotation.state, .failed)
    }
}
