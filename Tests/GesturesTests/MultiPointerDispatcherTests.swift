import Foundation
import Input
import XCTest
import ViewTree
@testable import Gestures

/// Several pointers through the dispatcher (R36): who follows a finger that joins, and when the
/// gesture ends.
final class MultiPointerDispatcherTests: GestureTestCase {
    func testASecondFingerJoinsTheGestureUnderWay() {
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        press(0, CGPoint(x: 100, y: 100), at: 0)
        press(1, CGPoint(x: 200, y: 300), at: 0.01)
        XCTAssertEqual(dispatcher.trackedPointers, [0, 1])
        XCTAssertEqual(pan.numberOfTouches, 2)
        XCTAssertEqual(pan.location(in: nil), CGPoint(x: 150, y: 200))  // the centroid
    }

    func testEachReleaseEndsOnlyItsTouchAndTheLastEndsTheGesture() {
        let log = TouchLog()
        root.addGestureRecognizer(log)
        press(0, CGPoint(x: 100, y: 100), at: 0)
        press(1, CGPoint(x: 200, y: 300), at: 0.01)
        lift(0, CGPoint(x: 100, y: 100), at: 0.02)
        XCTAssertTrue(dispatcher.hasActiveGesture)
        XCTAssertEqual(dispatcher.trackedPointers, [1])
        XCTAssertEqual(log.numberOfTouches, 1)
        XCTAssertEqual(log.location(ofTouch: 0, in: nil), CGPoint(x: 200, y: 300))
        lift(1, CGPoint(x: 200, y: 300), at: 0.03)
        XCTAssertFalse(dispatcher.hasActiveGesture)
        XCTAssertEqual(log.began, [0, 1])
        XCTAssertEqual(log.ended, [0, 1])
    }

    func testEachPointersMovesReachTheRecognisersWithItsOwnTouch() {
        let log = TouchLog()
        root.addGestureRecognizer(log)
        press(0, CGPoint(x: 100, y: 100), at: 0)
        press(1, CGPoint(x: 200, y: 300), at: 0.01)
        move(1, CGPoint(x: 210, y: 300), at: 0.02)
        move(0, CGPoint(x: 110, y: 100), at: 0.03)
        move(1, CGPoint(x: 220, y: 300), at: 0.04)
        XCTAssertEqual(log.moved, [1, 0, 1])
        XCTAssertEqual(log.location(ofTouch: 0, in: nil), CGPoint(x: 110, y: 100))
        XCTAssertEqual(log.location(ofTouch: 1, in: nil), CGPoint(x: 220, y: 300))
    }

    func testAFingerOutsideTheGesturesViewsIsNotFollowed() {
        let photo = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200), name: "photo")
        root.addSubview(photo)
        let pan = PanGestureRecognizer()
        photo.addGestureRecognizer(pan)
        press(0, CGPoint(x: 50, y: 50), at: 0)
        press(1, CGPoint(x: 300, y: 600), at: 0.01)
        XCTAssertEqual(pan.numberOfTouches, 1)
        XCTAssertEqual(dispatcher.trackedPointers, [0])
        move(1, CGPoint(x: 300, y: 700), at: 0.02)
        XCTAssertEqual(pan.state, .possible)
        lift(0, CGPoint(x: 50, y: 50), at: 0.03)
        XCTAssertFalse(dispatcher.hasActiveGesture)
    }

    func testADelegateMayKeepAJoiningFingerFromItsRecogniser() {
        final class FirstOnly: GestureRecognizerDelegate {
            func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { touch.pointerID == 0 }
        }
        let pan = PanGestureRecognizer(), delegate = FirstOnly()
        pan.delegate = delegate
        root.addGestureRecognizer(pan)
        press(0, CGPoint(x: 50, y: 50), at: 0)
        press(1, CGPoint(x: 300, y: 600), at: 0.01)
        XCTAssertEqual(pan.numberOfTouches, 1)
    }

    func testThePerPointerFlushShowsEachTouchResampled() {
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        dispatcher.coalescesChanges = true
        press(0, CGPoint(x: 100, y: 100), at: 0)
        press(1, CGPoint(x: 300, y: 100), at: 0)
        moveBoth(steps: 4, start: 0) { k in (CGPoint(x: 100, y: 100 + 40 * k), CGPoint(x: 300, y: 100 + 40 * k)) }
        XCTAssertEqual(pan.state, .began)
        let shown: [Int: CGPoint] = [0: CGPoint(x: 100, y: 150), 1: CGPoint(x: 300, y: 170)]
        dispatcher.flush(at: 0.05) { shown[$0] }
        XCTAssertEqual(pan.location(in: nil), CGPoint(x: 200, y: 160))
        XCTAssertEqual(pan.translation(in: nil).y, 50, accuracy: 1e-9)  // 60 of the centroid less the hysteresis
    }

    func testTheOneLocationFlushShowsTheFirstPointer() {
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        dispatcher.coalescesChanges = true
        press(0, CGPoint(x: 100, y: 100), at: 0)
        press(1, CGPoint(x: 300, y: 100), at: 0)
        moveBoth(steps: 4, start: 0) { k in (CGPoint(x: 100, y: 100 + 40 * k), CGPoint(x: 300, y: 100 + 40 * k)) }
        dispatcher.flush(at: 0.05, pointer: CGPoint(x: 100, y: 160))
        XCTAssertEqual(pan.location(in: nil), CGPoint(x: 200, y: 150))
    }

    func testCancellingEndsEveryFingersTouch() {
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        let states = log(pan)
        press(0, CGPoint(x: 100, y: 100), at: 0)
        press(1, CGPoint(x: 300, y: 100), at: 0)
        moveBoth(steps: 4, start: 0) { k in (CGPoint(x: 100, y: 100 + 40 * k), CGPoint(x: 300, y: 100 + 40 * k)) }
        dispatcher.cancelAll()
        XCTAssertEqual(states.states.last, .cancelled)
        XCTAssertEqual(pan.numberOfTouches, 0)
        move(1, CGPoint(x: 300, y: 400), at: 0.1)
        XCTAssertFalse(dispatcher.hasActiveGesture)
    }
}
