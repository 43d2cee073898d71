import Foundation
import Input
import XCTest
import ViewTree
@testable import Gestures

/// A touchpad's pinch drives the pinch and rotation recognisers (issue 47 item 3b): each begins
/// at its measure's first change, reports it from 1 (0), and ends with its own velocity.
final class TouchpadPinchTests: GestureTestCase {
    private let focus = CGPoint(x: 200, y: 400)

    /// A pad pinch at 100 Hz for `steps` updates: scale and rotation at step k (1…steps).
    @discardableResult
    private func padPinch(steps: Int, end: TouchpadGesture.Phase = .ended, extraWait: Double = 0,
                          _ value: (Int) -> (scale: Double, rotation: Double)) -> Double {
        dispatcher.handle(TouchpadGesture(.began, location: focus, timestamp: 0))
        var t = 0.0
        for k in 1...steps {
            t = Double(k) / 100
            let v = value(k)
            dispatcher.handle(TouchpadGesture(.changed, location: focus, scale: v.scale, rotation: v.rotation, timestamp: t))
        }
        let last = value(steps)
        dispatcher.handle(TouchpadGesture(end, location: focus, scale: last.scale, rotation: last.rotation,
                                          timestamp: t + 0.005 + extraWait))
        return t
    }

    func testAPadPinchScalesFromItsFirstChangeAndEndsWithScalePerSecond() {
        let pinch = PinchGestureRecognizer(), states = StateLog()
        pinch.addHandler { states.states.append($0.state) }
        root.addGestureRecognizer(pinch)
        // The pad's scale grows 2 per second: 0.02 a step.
        padPinch(steps: 20) { k in (1 + 0.02 * Double(k), 0) }
        XCTAssertEqual(states.states.first, .began)
        XCTAssertEqual(states.states.last, .ended)
        XCTAssertEqual(states.states.count, 21)
        // Began at the first change (1.02), so the scale reads from there.
        XCTAssertEqual(Double(pinch.scale), 1.4 / 1.02, accuracy: 1e-9)
        // Scale per second of the scale it reports: 2 over the 1.02 it began at.
        XCTAssertEqual(Double(pinch.velocity), 2 / 1.02, accuracy: 1e-6)
        XCTAssertEqual(pinch.numberOfTouches, 0)
        XCTAssertEqual(pinch.location(in: nil), focus)
    }

    func testAPadTurnRotatesInRadiansWithRadiansPerSecond() {
        let rotation = RotationGestureRecognizer()
        root.addGestureRecognizer(rotation)
        // 3 rad/s clockwise: 0.03 rad a step.
        padPinch(steps: 20) { k in (1, 0.03 * Double(k)) }
        XCTAssertEqual(rotation.state, .ended)
        XCTAssertEqual(Double(rotation.rotation), 0.6 - 0.03, accuracy: 1e-9)
        XCTAssertEqual(Double(rotation.velocity), 3, accuracy: 1e-6)
    }

    func testFingersThatRestedBeforeLiftingReleaseWithNoVelocity() {
        let pinch = PinchGestureRecognizer()
        root.addGestureRecognizer(pinch)
        padPinch(steps: 20, extraWait: 0.1) { k in (1 + 0.02 * Double(k), 0) }
        XCTAssertEqual(pinch.state, .ended)
        XCTAssertEqual(pinch.velocity, 0)
    }

    func testPinchAndRotationFromThePadAreExclusiveUnlessTheDelegateAllows() {
        let pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
        root.addGestureRecognizer(pinch)
        root.addGestureRecognizer(rotation)
        padPinch(steps: 10) { k in (1 + 0.02 * Double(k), 0.03 * Double(k)) }
        // Both measures change at the first update; the pinch, added first, takes it.
        XCTAssertEqual(pinch.state, .ended)
        XCTAssertEqual(rotation.state, .failed)

        let together = Together()
        rotation.delegate = together
        padPinch(steps: 10) { k in (1 + 0.02 * Double(k), 0.03 * Double(k)) }
        XCTAssertEqual(pinch.state, .ended)
        XCTAssertEqual(rotation.state, .ended)
    }

    func testAPadCancelCancelsTheRecognisers() {
        let pinch = PinchGestureRecognizer(), states = StateLog()
        pinch.addHandler { states.states.append($0.state) }
        root.addGestureRecognizer(pinch)
        padPinch(steps: 5, end: .cancelled) { k in (1 + 0.02 * Double(k), 0) }
        XCTAssertEqual(states.states.last, .cancelled)
        XCTAssertFalse(dispatcher.hasActiveGesture)
    }

    func testAPadPinchThatNeverChangesFails() {
        let pinch = PinchGestureRecognizer(), states = StateLog()
        pinch.addHandler { states.states.append($0.state) }
        root.addGestureRecognizer(pinch)
        padPinch(steps: 5) { _ in (1, 0) }
        XCTAssertEqual(states.states, [])
        XCTAssertEqual(pinch.state, .failed)
    }

    func testAPanIsNotDrivenByThePad() {
        let pan = PanGestureRecognizer(), pinch = PinchGestureRecognizer()
        let pans = log(pan)
        root.addGestureRecognizer(pan)
        root.addGestureRecognizer(pinch)
        padPinch(steps: 5) { k in (1 + 0.02 * Double(k), 0) }
        XCTAssertEqual(pans.states, [])
        XCTAssertEqual(pinch.state, .ended)
    }

    func testAPressEndsThePadPinch() {
        let pinch = PinchGestureRecognizer()
        root.addGestureRecognizer(pinch)
        dispatcher.handle(TouchpadGesture(.began, location: focus, timestamp: 0))
        dispatcher.handle(TouchpadGesture(.changed, location: focus, scale: 1.1, timestamp: 0.01))
        XCTAssertEqual(pinch.state, .began)
        press(0, focus, at: 0.02)
        XCTAssertNotEqual(pinch.state, .began)
        XCTAssertFalse(dispatcher.isTouchpadPinching)
    }

    func testChangesAreCoalescedToOnePerFrame() {
        let pinch = PinchGestureRecognizer(), states = StateLog()
        pinch.addHandler { states.states.append($0.state) }
        root.addGestureRecognizer(pinch)
        dispatcher.coalescesChanges = true
        dispatcher.handle(TouchpadGesture(.began, location: focus, timestamp: 0))
        for k in 1...4 {
            dispatcher.handle(TouchpadGesture(.changed, location: focus, scale: 1 + 0.02 * Double(k), timestamp: Double(k) / 100))
        }
        XCTAssertEqual(states.states, [.began])
        dispatcher.flush()
        XCTAssertEqual(states.states, [.began, .changed])
        XCTAssertEqual(Double(pinch.scale), 1.08 / 1.02, accuracy: 1e-9)
    }
}
