import Foundation
import Input
import XCTest
import ViewTree
@testable import Gestures

/// UILongPressGestureRecognizer's `numberOfTapsRequired` (R36): that many full taps, then the
/// press held `minimumPressDuration` (a double-tap-and-hold is one tap then the press).
final class LongPressTapsTests: GestureTestCase {
    private var hold: LongPressGestureRecognizer!
    private var states: [GestureRecognizerState] = []

    override func setUp() {
        super.setUp()
        hold = LongPressGestureRecognizer()
        hold.numberOfTapsRequired = 1
        root.addGestureRecognizer(hold)
        states = []
        hold.addHandler { [unowned self] in self.states.append($0.state) }
    }

    private func send(_ phase: PointerEvent.Phase, _ x: CGFloat, _ y: CGFloat, at t: Double) {
        dispatcher.handle(PointerEvent(phase, x: x, y: y, timestamp: t))
    }

    func testNoTapsAreRequiredByDefault() {
        XCTAssertEqual(LongPressGestureRecognizer().numberOfTapsRequired, 0)
    }

    func testATapThenAPressHeldBeginsHalfASecondIntoThePress() {
        send(.down, 100, 100, at: 1)
        send(.up, 100, 100, at: 1.08)
        send(.down, 102, 101, at: 1.25)
        XCTAssertEqual(dispatcher.nextDeadline, 1.75)
        dispatcher.flush(at: 1.74)
        XCTAssertEqual(states, [])
        dispatcher.flush(at: 1.75)
        XCTAssertEqual(states, [.began])
        send(.up, 102, 101, at: 2)
        XCTAssertEqual(states, [.began, .ended])
    }

    func testAPressHeldWithoutTheTapBeforeItFails() {
        send(.down, 100, 100, at: 1)
        dispatcher.flush(at: 1.6)
        send(.up, 100, 100, at: 2)
        XCTAssertEqual(states, [])
        XCTAssertEqual(hold.state, .failed)
        XCTAssertNil(dispatcher.nextDeadline, "nothing is left waiting")
    }

    func testASecondPressTooLateAfterTheTapFails() {
        send(.down, 100, 100, at: 1)
        send(.up, 100, 100, at: 1.05)
        XCTAssertEqual(dispatcher.nextDeadline, 1.05 + TapGestureRecognizer.maximumTapInterval)
        dispatcher.flush(at: 1.5)
        XCTAssertEqual(hold.state, .failed)
        // The late press starts a new run: held, it is a tap held too long, not the gesture.
        send(.down, 100, 100, at: 1.6)
        dispatcher.flush(at: 2.2)
        XCTAssertEqual(states, [])
    }

    func testASecondPressFarFromTheTapStartsOver() {
        send(.down, 100, 100, at: 1)
        send(.up, 100, 100, at: 1.05)
        send(.down, 200, 300, at: 1.2)
        dispatcher.flush(at: 1.8)
        XCTAssertEqual(states, [])
        send(.up, 200, 300, at: 1.85)
        // That press was too long for a tap: the next press starts a run of its own.
        send(.down, 200, 300, at: 1.9)
        send(.up, 200, 300, at: 1.95)
        send(.down, 200, 300, at: 2.1)
        dispatcher.flush(at: 2.6)
        XCTAssertEqual(states, [.began])
    }

    func testTheTapMayNotWanderFurtherThanAllowableMovement() {
        send(.down, 100, 100, at: 1)
        send(.move, 100, 115, at: 1.03)
        send(.up, 100, 115, at: 1.05)
        send(.down, 100, 100, at: 1.2)
        dispatcher.flush(at: 1.8)
        XCTAssertEqual(states, [])
    }

    func testTwoTapsBeforeThePress() {
        hold.numberOfTapsRequired = 2
        send(.down, 100, 100, at: 1)
        send(.up, 100, 100, at: 1.05)
        send(.down, 100, 100, at: 1.2)
        send(.up, 100, 100, at: 1.25)
        send(.down, 100, 100, at: 1.4)
        dispatcher.flush(at: 1.9)
        XCTAssertEqual(states, [.began])
    }

    func testTwoFingerTapThenTwoFingerPress() {
        hold.numberOfTouchesRequired = 2
        press(0, CGPoint(x: 100, y: 100), at: 1)
        press(1, CGPoint(x: 160, y: 100), at: 1.01)
        lift(1, CGPoint(x: 160, y: 100), at: 1.06)
        lift(0, CGPoint(x: 100, y: 100), at: 1.07)
        press(0, CGPoint(x: 101, y: 100), at: 1.2)
        press(1, CGPoint(x: 161, y: 100), at: 1.21)
        dispatcher.flush(at: 1.7)
        XCTAssertEqual(states, [])
        dispatcher.flush(at: 1.71)
        XCTAssertEqual(states, [.began])
    }

    func testANegativeTapCountReadsZero() {
        let press = LongPressGestureRecognizer(target: nil, action: nil)
        press.numberOfTapsRequired = -1
        XCTAssertEqual(press.numberOfTapsRequired, 0)
    }
}
