import Foundation
import Input
import XCTest
import ViewTree
@testable import Gestures

/// `numberOfTouchesRequired` on tap, long press and swipe (R36).
final class TouchCountTests: GestureTestCase {
    func testATwoFingerTapRecognisesWhenBothLift() {
        let tap = TapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        root.addGestureRecognizer(tap)
        let states = log(tap)
        press(0, CGPoint(x: 100, y: 100), at: 0)
        press(1, CGPoint(x: 200, y: 100), at: 0.02)
        lift(0, CGPoint(x: 102, y: 100), at: 0.08)
        XCTAssertEqual(states.states, [])
        lift(1, CGPoint(x: 201, y: 100), at: 0.09)
        XCTAssertEqual(states.states, [.ended])
    }

    func testATwoFingerTapFailsWithOneFinger() {
        let tap = TapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        root.addGestureRecognizer(tap)
        let states = log(tap)
        press(0, CGPoint(x: 100, y: 100), at: 0)
        lift(0, CGPoint(x: 100, y: 100), at: 0.08)
        XCTAssertEqual(states.states, [])
        XCTAssertEqual(tap.state, .failed)
    }

    func testAOneFingerTapFailsWhenASecondFingerJoins() {
        let tap = TapGestureRecognizer()
        root.addGestureRecognizer(tap)
        let states = log(tap)
        press(0, CGPoint(x: 100, y: 100), at: 0)
        press(1, CGPoint(x: 200, y: 100), at: 0.02)
        lift(0, CGPoint(x: 100, y: 100), at: 0.08)
        lift(1, CGPoint(x: 200, y: 100), at: 0.09)
        XCTAssertEqual(states.states, [])
    }

    func testATwoFingerTapFailsWhenOneFingerWanders() {
        let tap = TapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        root.addGestureRecognizer(tap)
        let states = log(tap)
        press(0, CGPoint(x: 100, y: 100), at: 0)
        press(1, CGPoint(x: 200, y: 100), at: 0.02)
        move(1, CGPoint(x: 200, y: 200), at: 0.05)
        lift(0, CGPoint(x: 100, y: 100), at: 0.08)
        lift(1, CGPoint(x: 200, y: 200), at: 0.09)
        XCTAssertEqual(states.states, [])
    }

    func testATwoFingerLongPressCountsFromTheSecondFingerAndEndsWhenOneLifts() {
        let press2 = LongPressGestureRecognizer()
        press2.numberOfTouchesRequired = 2
        root.addGestureRecognizer(press2)
        var states: [GestureRecognizerState] = []
        press2.addHandler { states.append($0.state) }
        press(0, CGPoint(x: 100, y: 100), at: 0)
        press(1, CGPoint(x: 200, y: 100), at: 0.2)
        XCTAssertEqual(dispatcher.nextDeadline ?? 0, 0.7, accuracy: 1e-9)
        dispatcher.flush(at: 0.6)
        XCTAssertEqual(states, [])
        dispatcher.flush(at: 0.7)
        XCTAssertEqual(states, [.began])
        XCTAssertEqual(press2.location(in: nil), CGPoint(x: 150, y: 100))
        move(1, CGPoint(x: 260, y: 100), at: 0.8)
        XCTAssertEqual(states, [.began, .changed])
        lift(1, CGPoint(x: 260, y: 100), at: 0.9)
        XCTAssertEqual(states, [.began, .changed, .ended])
    }

    func testATwoFingerLongPressFailsWhenAFingerLiftsEarly() {
        let press2 = LongPressGestureRecognizer()
        press2.numberOfTouchesRequired = 2
        root.addGestureRecognizer(press2)
        press(0, CGPoint(x: 100, y: 100), at: 0)
        press(1, CGPoint(x: 200, y: 100), at: 0.2)
        lift(1, CGPoint(x: 200, y: 100), at: 0.3)
        XCTAssertEqual(press2.state, .failed)
    }

    func testATwoFingerSwipeFollowsTheFingersAverageStroke() {
        let swipe = SwipeGestureRecognizer()
        swipe.numberOfTouchesRequired = 2
        swipe.direction = .left
        root.addGestureRecognizer(swipe)
        var recognised = 0
        swipe.addHandler { _ in recognised += 1 }
        press(0, CGPoint(x: 300, y: 100), at: 0)
        press(1, CGPoint(x: 300, y: 200), at: 0.01)
        moveBoth(steps: 4, start: 0.01) { k in (CGPoint(x: 300 - 30 * k, y: 100), CGPoint(x: 300 - 70 * k, y: 200)) }
        XCTAssertEqual(recognised, 1)  // on average 50 pt left
        XCTAssertEqual(swipe.state, .ended)
    }

    func testAOneFingerSwipeFailsWithTwoFingers() {
        let swipe = SwipeGestureRecognizer()
        root.addGestureRecognizer(swipe)
        press(0, CGPoint(x: 100, y: 100), at: 0)
        press(1, CGPoint(x: 100, y: 200), at: 0.01)
        moveBoth(steps: 4, start: 0.01) { k in (CGPoint(x: 100 + 80 * k, y: 100), CGPoint(x: 100 + 80 * k, y: 200)) }
        XCTAssertEqual(swipe.state, .failed)
    }
}
