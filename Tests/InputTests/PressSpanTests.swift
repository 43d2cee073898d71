import Foundation
import XCTest
@testable import Input

/// R36: a gesture is pressed from its first pointer's press to its last pointer's release.
final class PressSpanTests: XCTestCase {
    private func event(_ phase: PointerEvent.Phase, _ pointer: Int) -> PointerEvent {
        PointerEvent(phase, x: 0, y: 0, timestamp: 0, pointerID: pointer)
    }

    func testTheFirstPressIsTheGesturesPressAndASecondFingerIsNot() {
        var span = PressSpan()
        XCTAssertEqual(span.note(event(.down, 0)), .pressed)
        XCTAssertNil(span.note(event(.down, 1)))
        XCTAssertEqual(span.count, 2)
    }

    func testTheLastReleaseIsTheGesturesReleaseWhicheverFingerItIs() {
        var span = PressSpan()
        _ = span.note(event(.down, 0))
        _ = span.note(event(.down, 1))
        XCTAssertNil(span.note(event(.up, 0)), "the first finger lifting while another stays is no release")
        XCTAssertTrue(span.isPressed)
        XCTAssertEqual(span.primary, 1, "the finger still down shows the gesture")
        XCTAssertEqual(span.note(event(.up, 1)), .released)
        XCTAssertFalse(span.isPressed)
    }

    func testTheLastPointerCancelledCancelsTheGesture() {
        var span = PressSpan()
        _ = span.note(event(.down, 2))
        XCTAssertEqual(span.note(event(.cancel, 2)), .cancelled)
    }

    func testAReleaseOfAPointerNeverPressedIsNoEdge() {
        var span = PressSpan()
        XCTAssertNil(span.note(event(.up, 0)))
        _ = span.note(event(.down, 0))
        XCTAssertNil(span.note(event(.up, 3)))
        XCTAssertTrue(span.isPressed)
    }

    func testTheOnlyPointerPressedAgainStartsANewGesture() {
        var span = PressSpan()
        _ = span.note(event(.down, 0))
        XCTAssertEqual(span.note(event(.down, 0)), .pressed)
        XCTAssertEqual(span.count, 1)
    }
}
