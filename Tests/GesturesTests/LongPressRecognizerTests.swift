import Foundation
import Input
import XCTest
import ViewTree
@testable import Gestures

/// R36: a long press begins after `minimumPressDuration` (0.5 s) if the pointer moved less than
/// `allowableMovement` (10 pt), then changes with each move and ends on release.
final class LongPressRecognizerTests: GestureTestCase {
    private var press: LongPressGestureRecognizer!
    private var states: [GestureRecognizerState] = []

    override func setUp() {
        super.setUp()
        press = LongPressGestureRecognizer()
        root.addGestureRecognizer(press)
        states = []
        press.addHandler { [unowned self] in self.states.append($0.state) }
    }

    private func send(_ phase: PointerEvent.Phase, _ x: CGFloat, _ y: CGFloat, at t: Double) {
        dispatcher.handle(PointerEvent(phase, x: x, y: y, timestamp: t))
    }

    func testUIKitsDefaults() {
        XCTAssertEqual(press.minimumPressDuration, 0.5)
        XCTAssertEqual(press.allowableMovement, 10)
    }

    func testAPressHeldStillBeginsAtHalfASecondWithNoEventThenEndsOnRelease() {
        send(.down, 100, 100, at: 1)
        XCTAssertEqual(dispatcher.nextDeadline, 1.5, "the frame loop is told when to come back")
        dispatcher.flush(at: 1.49)
        XCTAssertEqual(states, [])
        dispatcher.flush(at: 1.5)
        XCTAssertEqual(states, [.began])
        XCTAssertNil(dispatcher.nextDeadline)
        send(.up, 100, 100, at: 2)
        XCTAssertEqual(states, [.began, .ended])
    }

    func testAfterBeginningEveryMoveIsAChangeHoweverFar() {
        send(.down, 100, 100, at: 0)
        dispatcher.flush(at: 0.6)
        send(.move, 200, 300, at: 0.7)
        send(.move, 220, 320, at: 0.8)
        send(.up, 220, 320, at: 0.9)
        XCTAssertEqual(states, [.began, .changed, .changed, .ended])
        XCTAssertEqual(press.location(in: root), CGPoint(x: 220, y: 320))
    }

    func testAMoveAfterTheDeadlineBeginsItFirstEvenWithoutAFlush() {
        send(.down, 100, 100, at: 0)
        send(.move, 102, 100, at: 0.55)
        XCTAssertEqual(states, [.began, .changed])
    }

    func testWanderingMoreThanTenPointsFirstFailsIt() {
        send(.down, 100, 100, at: 0)
        send(.move, 106, 108.1, at: 0.2)   // 10.1 pt away
        dispatcher.flush(at: 0.6)
        send(.up, 100, 100, at: 0.7)
        XCTAssertEqual(states, [])
        XCTAssertEqual(press.state, .failed)
    }

    func testWanderingWithinTenPointsStillBegins() {
        send(.down, 100, 100, at: 0)
        send(.move, 106, 108, at: 0.2)     // exactly 10 pt away
        dispatcher.flush(at: 0.5)
        XCTAssertEqual(states, [.began])
    }

    func testLiftingBeforeHalfASecondFailsIt() {
        send(.down, 100, 100, at: 0)
        send(.up, 100, 100, at: 0.3)
        dispatcher.flush(at: 1)
        XCTAssertEqual(states, [])
    }

    func testAMinimumPressDurationOfItsOwn() {
        press.minimumPressDuration = 1.2
        send(.down, 100, 100, at: 0)
        dispatcher.flush(at: 1.1)
        XCTAssertEqual(states, [])
        dispatcher.flush(at: 1.2)
        XCTAssertEqual(states, [.began])
    }

    /// A long press and a pan on the same view: whichever recognises first makes the other fail.
    func testAPanThatBeginsFirstFailsTheLongPressAndALongPressFirstFailsThePan() {
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        let panLog = log(pan)
        drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 200), steps: 12, start: 0)
        XCTAssertEqual(states, [])
        XCTAssertEqual(panLog.states.first, .began)

        panLog.states = []
        send(.down, 100, 100, at: 5)
        dispatcher.flush(at: 5.5)
        send(.move, 100, 200, at: 5.6)
        send(.up, 100, 200, at: 5.7)
        XCTAssertEqual(states, [.began, .changed, .ended])
        XCTAssertEqual(panLog.states, [])
    }

    func testEscapeCancelsALongPressUnderWay() {
        send(.down, 100, 100, at: 0)
        dispatcher.flush(at: 0.5)
        dispatcher.cancelAll()
        XCTAssertEqual(states, [.began, .cancelled])
    }
}
