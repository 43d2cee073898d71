import Foundation
import Input
import XCTest
import ViewTree
@testable import Gestures

/// Touchpad scrolling drives pans (UIKit's continuous scroll pans): a sequence of continuous
/// scroll steps begins a pan on the view under the pointer, its deltas add up to the
/// translation (R28), its velocity comes from the tracker (R29), and it ends once no step has
/// come for 100 ms; a mouse wheel's notches do not pan.
final class ScrollPanTests: GestureTestCase {
    private var card: View!
    private var pan: PanGestureRecognizer!

    override func setUp() {
        super.setUp()
        card = View(frame: CGRect(x: 0, y: 200, width: 400, height: 400), name: "card")
        root.addSubview(card)
        pan = PanGestureRecognizer(name: "pan")
        card.addGestureRecognizer(pan)
    }

    private func step(_ dy: CGFloat, at time: Double, x: CGFloat = 200, y: CGFloat = 300,
                      type: ScrollEvent.ScrollType = .continuous) {
        dispatcher.handle(.scroll(ScrollEvent(location: CGPoint(x: x, y: y), delta: CGPoint(x: 0, y: dy), timestamp: time, type: type)))
    }

    /// Steps of `dy` points every `interval` seconds from `start`, `count` of them.
    private func scroll(_ dy: CGFloat, count: Int, start: Double = 0, interval: Double = 0.01) {
        for i in 0..<count { step(dy, at: start + Double(i) * interval) }
    }

    func testAContinuousScrollBeginsAPanOnTheViewUnderThePointer() {
        let states = log(pan)
        step(-4, at: 0)
        XCTAssertEqual(states.states, [.began])
        XCTAssertEqual(pan.translation(in: nil), CGPoint(x: 0, y: -4))
        XCTAssertTrue(dispatcher.hasActiveGesture)
    }

    func testAScrollOutsideThePannedViewBeginsNothing() {
        let states = log(pan)
        step(-4, at: 0, y: 100)
        XCTAssertEqual(states.states, [])
        XCTAssertFalse(dispatcher.hasActiveGesture)
    }

    // R28: the deltas accumulate into the translation.
    func testTheStepsAddUpToTheTranslation() {
        let states = log(pan)
        scroll(-5, count: 10)
        XCTAssertEqual(pan.translation(in: card).y, -50, accuracy: 1e-9)
        XCTAssertEqual(states.states.first, .began)
        XCTAssertEqual(Array(states.states.dropFirst()), Array(repeating: .changed, count: 9))
    }

    // R29: a steady 1000 pt/s scroll reads 1000 pt/s, during it and at its end.
    func testTheVelocityComesFromTheTracker() {
        var ended: CGPoint?
        pan.addHandler { if $0.state == .ended { ended = $0.velocity(in: nil) } }
        scroll(10, count: 20)   // 10 pt every 10 ms
        XCTAssertEqual(pan.velocity(in: nil).y, 1000, accuracy: 1)
        dispatcher.flush(at: 0.19 + 0.1)
        XCTAssertEqual(try XCTUnwrap(ended).y, 1000, accuracy: 1, "released at the last step: a flick keeps its speed")
    }

    func testTheSequenceEndsOnlyAfter100MillisecondsWithoutAStep() {
        let states = log(pan)
        scroll(-5, count: 3)    // the last step at 0.02 s
        dispatcher.flush(at: 0.02 + 0.099)
        XCTAssertEqual(states.states.last, .changed, "99 ms after the last step it still scrolls")
        dispatcher.flush(at: 0.02 + 0.1)
        XCTAssertEqual(states.states.last, .ended)
        XCTAssertFalse(dispatcher.hasActiveGesture)
    }

    // A replay that skips idle time stops at the sequence's end, as a live run's frames would.
    func testTheSequencesEndIsTheDispatchersNextDeadline() {
        XCTAssertNil(dispatcher.nextDeadline)
        scroll(-5, count: 3)    // the last step at 0.02 s
        XCTAssertEqual(try XCTUnwrap(dispatcher.nextDeadline), 0.02 + 0.1, accuracy: 1e-12)
        dispatcher.flush(at: 0.2)
        XCTAssertNil(dispatcher.nextDeadline)
    }

    func testAStepAfterThePauseStartsANewSequence() {
        let states = log(pan)
        scroll(-5, count: 3)
        step(-5, at: 0.5)   // no frame flushed in between: the step itself ends the old one
        XCTAssertEqual(states.states, [.began, .changed, .changed, .ended, .began])
        XCTAssertEqual(pan.translation(in: nil).y, -5)
    }

    func testMouseWheelNotchesDoNotPan() {
        let states = log(pan)
        for i in 0..<5 { step(10, at: Double(i) * 0.01, type: .discrete) }
        XCTAssertEqual(states.states, [])
        XCTAssertFalse(dispatcher.hasActiveGesture)
    }

    func testAPanThatAllowsDiscreteScrollsPansWithTheWheel() {
        pan.allowedScrollTypes = .all
        let states = log(pan)
        step(10, at: 0, type: .discrete)
        XCTAssertEqual(states.states, [.began])
    }

    func testAPanThatAllowsNoScrollLeavesItToThePanAbove() {
        pan.allowedScrollTypes = []
        let outer = PanGestureRecognizer(name: "outer")
        root.addGestureRecognizer(outer)
        let inner = log(pan), states = log(outer)
        step(-4, at: 0)
        XCTAssertEqual(inner.states, [])
        XCTAssertEqual(states.states, [.began])
    }

    // R27: Escape and focus loss cancel a scroll as they cancel a drag.
    func testFocusLossCancelsTheScroll() {
        let states = log(pan)
        scroll(-5, count: 3)
        dispatcher.handle(.focusLost(timestamp: 0.03))
        XCTAssertEqual(states.states.last, .cancelled)
        XCTAssertFalse(dispatcher.hasActiveGesture)
    }

    func testEscapeCancelsTheScroll() {
        let states = log(pan)
        scroll(-5, count: 3)
        XCTAssertTrue(dispatcher.handle(.key(name: "Escape", timestamp: 0.03)))
        XCTAssertEqual(states.states.last, .cancelled)
    }

    func testAPressEndsTheScrollAndStartsItsOwnGesture() {
        let states = log(pan)
        scroll(-5, count: 3)
        dispatcher.handle(PointerEvent(.down, x: 200, y: 300, timestamp: 0.05))
        XCTAssertEqual(states.states.last, .ended)
        XCTAssertTrue(dispatcher.hasActiveGesture, "the press follows its own gesture")
        XCTAssertEqual(dispatcher.activeRecognizers.count, 1)
    }

    func testScrollStepsDuringADragAreIgnored() {
        let states = log(pan)
        drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 400), release: false)
        let translation = pan.translation(in: nil)
        step(-50, at: 0.2)
        XCTAssertEqual(pan.translation(in: nil), translation)
        XCTAssertEqual(states.states.filter { $0 == .began }.count, 1)
    }

    // R32: with coalescing, one `.changed` per frame however many steps came.
    func testStepsAreCoalescedToOneChangePerFlush() {
        dispatcher.coalescesChanges = true
        let states = log(pan)
        scroll(-2, count: 5)
        XCTAssertEqual(states.states, [.began])
        dispatcher.flush(at: 0.05)
        XCTAssertEqual(states.states, [.began, .changed])
        XCTAssertEqual(pan.translation(in: nil).y, -10)
    }

    // Recordings carry scroll steps: replayed, they drive the same pan.
    func testARecordedScrollReplaysTheSamePan() {
        var records: [InputRecord] = []
        for i in 0..<10 {
            records.append(InputRecord(time: Double(i) * 0.01, kind: .scroll(CGPoint(x: 200, y: 300), delta: CGPoint(x: 0, y: 8), type: .continuous)))
        }
        var ended: CGPoint?
        pan.addHandler { if $0.state == .ended { ended = $0.translation(in: nil) } }
        for record in records { dispatcher.handle(record) }
        dispatcher.flush(at: 0.3)
        XCTAssertEqual(ended, CGPoint(x: 0, y: 80))
    }

    func testNonFiniteStepsAreDropped() {
        let states = log(pan)
        dispatcher.handle(.scroll(ScrollEvent(location: CGPoint(x: 200, y: 300), delta: CGPoint(x: 0, y: CGFloat.nan), timestamp: 0, type: .continuous)))
        XCTAssertEqual(states.states, [])
    }

    func testADelegateThatSaysNoLeavesTheScrollUnused() {
        final class No: GestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { false }
        }
        let no = No()
        pan.delegate = no
        let states = log(pan)
        step(-4, at: 0)
        XCTAssertEqual(states.states, [])
        XCTAssertFalse(dispatcher.hasActiveGesture)
        pan.delegate = nil
        step(-4, at: 0.5)
        XCTAssertEqual(states.states, [.began], "the next sequence is free to begin")
    }
}
