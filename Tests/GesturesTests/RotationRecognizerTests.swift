import Foundation
import Input
import XCTest
import ViewTree
@testable import Gestures

/// UIRotationGestureRecognizer's behaviour (R36): the angle the line between the touches turned
/// since the rotation began, clockwise positive on screen, unwrapped; velocity in radians per second.
final class RotationRecognizerTests: GestureTestCase {
    private let centre = CGPoint(x: 200, y: 400)

    /// A rotation on the root that notes the line's angle when it began.
    private func makeRotation() -> (RotationGestureRecognizer, StateLog, () -> Double) {
        let rotation = RotationGestureRecognizer(), states = StateLog()
        var began = 0.0
        rotation.addHandler { r in
            states.states.append(r.state)
            if r.state == .began {
                let a = r.location(ofTouch: 0, in: nil), b = r.location(ofTouch: 1, in: nil)
                began = atan2(Double(b.y - a.y), Double(b.x - a.x))
            }
        }
        root.addGestureRecognizer(rotation)
        return (rotation, states, { began })
    }

    func testTwoFingersPanningTogetherSampledOneAfterTheOtherDoNotTurn() {
        let (rotation, states, _) = makeRotation()
        panBothOneAfterTheOther(by: CGPoint(x: 2, y: 8))
        XCTAssertEqual(rotation.state, .possible, "the line keeps its angle: \(states.states)")
    }

    func testTurningClockwiseOnScreenIsPositiveAndCountsFromTheBegin() {
        let (rotation, states, began) = makeRotation()
        let (a, b) = Self.pair(centre: centre, radius: 100, angle: 0)
        press(0, a, at: 0)
        press(1, b, at: 0)
        var atBegan: CGFloat = -1
        rotation.addHandler { if $0.state == .began { atBegan = $0.rotation } }
        moveBoth(steps: 30, start: 0) { k in Self.pair(centre: self.centre, radius: 100, angle: .pi / 2 * k) }
        XCTAssertEqual(states.states.first, .began)
        XCTAssertEqual(atBegan, 0)
        XCTAssertGreaterThanOrEqual(began(), GestureDefaults.rotationSlop)
        XCTAssertEqual(Double(rotation.rotation), .pi / 2 - began(), accuracy: 1e-9)
    }

    func testTheRotationUnwrapsAcrossPi() {
        let (rotation, _, began) = makeRotation()
        let (a, b) = Self.pair(centre: centre, radius: 100, angle: 0)
        press(0, a, at: 0)
        press(1, b, at: 0)
        // One and a half turns anticlockwise in 90 steps of 3°.
        moveBoth(steps: 90, start: 0) { k in Self.pair(centre: self.centre, radius: 100, angle: -3 * .pi * k) }
        XCTAssertEqual(Double(rotation.rotation), -3 * .pi - began(), accuracy: 1e-9)
    }

    func testTheVelocityIsInRadiansPerSecond() {
        let (rotation, _, _) = makeRotation()
        let (a, b) = Self.pair(centre: centre, radius: 100, angle: 0)
        press(0, a, at: 0)
        press(1, b, at: 0)
        // 2 rad/s: 24 steps over 0.2 s turn 0.4 rad.
        let t = moveBoth(steps: 24, start: 0) { k in Self.pair(centre: self.centre, radius: 100, angle: 0.4 * k) }
        XCTAssertEqual(Double(rotation.velocity), 2, accuracy: 0.04)
        lift(0, CGPoint(x: 0, y: 0), at: t + 0.004)
        lift(1, CGPoint(x: 0, y: 0), at: t + 0.008)
        XCTAssertEqual(Double(rotation.velocity), 2, accuracy: 0.04)
    }

    func testSettingTheRotationMakesLaterTurnsAddToIt() {
        let (rotation, _, _) = makeRotation()
        // The fingers' angle at the step under way (both fingers' samples of a step share its time).
        var angle = 0.0, angleAtBegan = 0.0
        var total: CGFloat = 0
        rotation.addHandler { r in
            if r.state == .began { angleAtBegan = angle }
            total += r.rotation
            r.rotation = 0
        }
        let (a, b) = Self.pair(centre: centre, radius: 100, angle: 0)
        press(0, a, at: 0)
        press(1, b, at: 0)
        moveBoth(steps: 20, start: 0) { k in
            angle = k
            return Self.pair(centre: self.centre, radius: 100, angle: angle)
        }
        XCTAssertGreaterThan(angleAtBegan, 0)
        // Within 1e-3 rad: the finger not yet sampled in a step is carried along a chord of the
        // circle, not the arc.
        XCTAssertEqual(Double(total), 1 - angleAtBegan, accuracy: 1e-3)
    }

    func testWrappingTakesTheShortWayRound() {
        XCTAssertEqual(RotationGestureRecognizer.wrapped(1.9 * .pi), -0.1 * .pi, accuracy: 1e-12)
        XCTAssertEqual(RotationGestureRecognizer.wrapped(-1.9 * .pi), 0.1 * .pi, accuracy: 1e-12)
        XCTAssertEqual(RotationGestureRecognizer.wrapped(0.5), 0.5, accuracy: 1e-12)
    }
}
