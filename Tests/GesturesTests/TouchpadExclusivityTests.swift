import Foundation
import Input
import XCTest
import ViewTree
@testable import Gestures

/// A touchpad pinch settles who recognises as a press does (R30): the subclass hooks
/// `canPrevent` / `canBePrevented(by:)`, and the failure requirements a subclass or a delegate
/// asks for as the gesture reaches both.
final class TouchpadExclusivityTests: GestureTestCase {
    private let focus = CGPoint(x: 200, y: 400)

    /// A pad gesture scaling 2 per second while turning 3 rad/s, for `steps` updates at 100 Hz.
    private func padPinchAndTurn(steps: Int = 20) {
        dispatcher.handle(TouchpadGesture(.began, location: focus, timestamp: 0))
        for k in 1...steps {
            dispatcher.handle(TouchpadGesture(.changed, location: focus, scale: 1 + 0.02 * Double(k),
                                              rotation: 0.03 * Double(k), timestamp: Double(k) / 100))
        }
        dispatcher.handle(TouchpadGesture(.ended, location: focus, scale: 1 + 0.02 * Double(steps),
                                          rotation: 0.03 * Double(steps), timestamp: Double(steps) / 100 + 0.005))
    }

    private final class PreventsNothing: PinchGestureRecognizer {
        override func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { false }
    }

    private final class WaitsForRotation: PinchGestureRecognizer {
        override func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool {
            otherGestureRecognizer is RotationGestureRecognizer
        }
    }

    func testAPinchThatPreventsNothingLeavesTheRotationToRecognise() {
        // The pinch is deeper, so it sees each change first and begins first.
        let child = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        root.addSubview(child)
        let pinch = PreventsNothing(), rotation = RotationGestureRecognizer()
        child.addGestureRecognizer(pinch)
        root.addGestureRecognizer(rotation)
        padPinchAndTurn()
        XCTAssertEqual(pinch.state, .ended)
        XCTAssertEqual(rotation.state, .ended, "canPrevent false: the rotation was not failed")
    }

    /// A pinch waiting for a rotation on the root, and the states the pinch reports.
    private func pinchWaitingForARotation() -> (RotationGestureRecognizer, StateLog) {
        let pinch = WaitsForRotation(), rotation = RotationGestureRecognizer()
        let pinchStates = StateLog()
        pinch.addHandler { pinchStates.states.append($0.state) }
        root.addGestureRecognizer(pinch)
        root.addGestureRecognizer(rotation)
        return (rotation, pinchStates)
    }

    func testAPinchThatMustWaitForTheRotationFailsWhenTheRotationRecognises() {
        let (rotation, pinchStates) = pinchWaitingForARotation()
        padPinchAndTurn()
        XCTAssertEqual(rotation.state, .ended)
        XCTAssertEqual(pinchStates.states, [], "it waited, and the rotation recognised")
    }

    func testAPinchThatMustWaitForTheRotationGoesAheadWhenTheRotationFails() {
        let (rotation, pinchStates) = pinchWaitingForARotation()
        // Scale only: the rotation never moves and fails at the end.
        dispatcher.handle(TouchpadGesture(.began, location: focus, timestamp: 0))
        for k in 1...10 {
            dispatcher.handle(TouchpadGesture(.changed, location: focus, scale: 1 + 0.02 * Double(k), rotation: 0,
                                              timestamp: Double(k) / 100))
        }
        XCTAssertEqual(pinchStates.states, [], "held while the rotation may still recognise")
        dispatcher.handle(TouchpadGesture(.ended, location: focus, scale: 1.2, rotation: 0, timestamp: 0.105))
        XCTAssertEqual(rotation.state, .failed)
        XCTAssertEqual(pinchStates.states.first, .began, "released once the rotation failed")
    }
}
