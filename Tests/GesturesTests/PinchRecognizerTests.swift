import Foundation
import Input
import XCTest
import ViewTree
@testable import Gestures

/// UIPinchGestureRecognizer's behaviour (R36): scale is the distance over the distance when the
/// pinch began, velocity in scale per second.
final class PinchRecognizerTests: GestureTestCase {
    private let centre = CGPoint(x: 200, y: 400)

    /// A pinch on the root that notes the touches' distance when it began and each state.
    private func makePinch() -> (PinchGestureRecognizer, StateLog, () -> CGFloat) {
        let pinch = PinchGestureRecognizer(), states = StateLog()
        var began: CGFloat = 0
        pinch.addHandler { p in
            states.states.append(p.state)
            if p.state == .began {
                let a = p.location(ofTouch: 0, in: nil), b = p.location(ofTouch: 1, in: nil)
                began = hypot(b.x - a.x, b.y - a.y)
            }
        }
        root.addGestureRecognizer(pinch)
        return (pinch, states, { began })
    }

    func testAPinchBeginsAtOneAndScalesByTheDistanceOverTheDistanceWhenItBegan() {
        let (pinch, states, began) = makePinch()
        press(0, CGPoint(x: 100, y: 400), at: 0)
        press(1, CGPoint(x: 300, y: 400), at: 0.01)
        XCTAssertEqual(pinch.state, .possible)
        var scaleAtBegan: CGFloat = 0
        pinch.addHandler { if $0.state == .began { scaleAtBegan = $0.scale } }
        let t = moveBoth(steps: 20, start: 0.01) { k in Self.pair(centre: self.centre, radius: 100 + 100 * k, angle: 0) }
        XCTAssertEqual(states.states.first, .began)
        XCTAssertEqual(scaleAtBegan, 1)
        // Judged once both fingers have moved (a finger not yet sampled in a step cannot be
        // carried along): the first step of both, 10 pt of spread.
        XCTAssertEqual(began(), 210)
        XCTAssertEqual(pinch.scale, 400 / 210, accuracy: 1e-9)
        lift(0, CGPoint(x: 0, y: 400), at: t + 0.004)
        lift(1, CGPoint(x: 400, y: 400), at: t + 0.008)
        XCTAssertEqual(states.states.last, .ended)
        XCTAssertEqual(pinch.scale, 400 / 210, accuracy: 1e-9)
    }

    func testTwoFingersPanningTogetherSampledOneAfterTheOtherDoNotPinch() {
        let (pinch, states, _) = makePinch()
        panBothOneAfterTheOther(by: CGPoint(x: 6, y: 3))
        XCTAssertEqual(pinch.state, .possible, "the distance stays 80 pt: \(states.states)")
    }

    func testTheVelocityIsInScalePerSecond() {
        let (pinch, _, began) = makePinch()
        press(0, CGPoint(x: 100, y: 400), at: 0)
        press(1, CGPoint(x: 300, y: 400), at: 0)
        // The distance grows 600 pt/s: 5 pt per 120 Hz step.
        let t = moveBoth(steps: 24, start: 0) { k in Self.pair(centre: self.centre, radius: 100 + 60 * k, angle: 0) }
        XCTAssertEqual(Double(pinch.velocity), 600 / Double(began()), accuracy: 0.02 * 600 / Double(began()))
        lift(0, CGPoint(x: 40, y: 400), at: t + 0.004)
        lift(1, CGPoint(x: 360, y: 400), at: t + 0.008)
        XCTAssertEqual(Double(pinch.velocity), 600 / Double(began()), accuracy: 0.02 * 600 / Double(began()))
    }

    func testOneFingerNeverPinches() {
        let (pinch, states, _) = makePinch()
        drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 500))
        XCTAssertEqual(states.states, [])
        XCTAssertEqual(pinch.state, .failed)
    }

    func testSettingTheScaleMakesLaterChangesMultiplyIt() {
        let (pinch, _, _) = makePinch()
        var product: CGFloat = 1
        pinch.addHandler { p in
            guard p.state == .changed else { return }
            product *= p.scale
            p.scale = 1
        }
        press(0, CGPoint(x: 100, y: 400), at: 0)
        press(1, CGPoint(x: 300, y: 400), at: 0)
        moveBoth(steps: 10, start: 0) { k in Self.pair(centre: self.centre, radius: 100 - 50 * k, angle: 0) }
        XCTAssertEqual(product, 100 / 190, accuracy: 1e-9)  // began at 190 (both fingers' first step), ends at 100
    }

    func testTheScaleHoldsWhileOneFingerIsUpAndGoesOnWhenItComesBack() {
        let (pinch, states, _) = makePinch()
        press(0, CGPoint(x: 100, y: 400), at: 0)
        press(1, CGPoint(x: 300, y: 400), at: 0)
        let t = moveBoth(steps: 10, start: 0) { k in Self.pair(centre: self.centre, radius: 100 + 50 * k, angle: 0) }
        let held = pinch.scale
        lift(1, CGPoint(x: 350, y: 400), at: t + 0.01)
        move(0, CGPoint(x: 0, y: 400), at: t + 0.02)
        XCTAssertEqual(pinch.scale, held)
        XCTAssertEqual(pinch.state, .changed)
        XCTAssertEqual(pinch.numberOfTouches, 1)
        // Back down 100 pt away; spreading to 200 doubles the scale.
        press(1, CGPoint(x: 100, y: 400), at: t + 0.03)
        move(1, CGPoint(x: 200, y: 400), at: t + 0.04)
        XCTAssertEqual(pinch.scale, 2 * held, accuracy: 1e-9)
        lift(1, CGPoint(x: 200, y: 400), at: t + 0.05)
        XCTAssertEqual(states.states.last, .changed)
        lift(0, CGPoint(x: 0, y: 400), at: t + 0.06)
        XCTAssertEqual(states.states.last, .ended)
    }

    func testAThirdFingerIsNotFollowed() {
        let (pinch, _, _) = makePinch()
        press(0, CGPoint(x: 100, y: 400), at: 0)
        press(1, CGPoint(x: 300, y: 400), at: 0)
        press(2, CGPoint(x: 200, y: 100), at: 0.01)
        XCTAssertEqual(pinch.numberOfTouches, 2)
        move(2, CGPoint(x: 200, y: 700), at: 0.02)
        XCTAssertEqual(pinch.state, .possible)
    }
}
