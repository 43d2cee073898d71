import Foundation
import XCTest
import Input

/// Scroll steps in recordings: `scroll` (continuous, a touchpad) and `wheel` (a mouse wheel's
/// notch) lines round-trip, replay as the same live input, and recordings without them still
/// load (R26).
final class ScrollRecordTests: XCTestCase {
    func testScrollAndWheelLinesRoundTrip() throws {
        let records = [
            InputRecord(time: 0.25, kind: .scroll(CGPoint(x: 200, y: 300), delta: CGPoint(x: 0, y: -3.5), type: .continuous)),
            InputRecord(time: 0.5, kind: .scroll(CGPoint(x: 10, y: 20), delta: CGPoint(x: 10, y: 0), type: .discrete)),
        ]
        let text = records.map(InputRecordCoding.encode).joined(separator: "\n") + "\n"
        XCTAssertEqual(text, """
            {"t":0.25,"type":"scroll","x":200,"y":300,"dx":0,"dy":-3.5}
            {"t":0.5,"type":"wheel","x":10,"y":20,"dx":10,"dy":0}

            """)
        XCTAssertEqual(try InputRecordCoding.decode(text), records)
    }

    func testAScrollLineReplaysAsTheSameScrollEvent() {
        let record = InputRecord(time: 0.5, kind: .scroll(CGPoint(x: 1, y: 2), delta: CGPoint(x: 3, y: 4), type: .continuous))
        XCTAssertEqual(InputEvent(record, timeOffset: 10),
                       .scroll(ScrollEvent(location: CGPoint(x: 1, y: 2), delta: CGPoint(x: 3, y: 4), timestamp: 10.5, type: .continuous)))
        XCTAssertNil(record.pointerEvent)
    }

    func testAScrollLineWithoutItsDeltaIsAnErrorNamingTheField() throws {
        do {
            _ = try InputRecordCoding.decode(#"{"t":0,"type":"scroll","x":1,"y":2,"dx":1}"# + "\n")
            XCTFail("a scroll line needs dy")
        } catch let error as InputRecordError {
            XCTAssertEqual(error.line, 1)
            XCTAssertEqual(error.problem, .missing("dy"))
        }
    }

    func testARecordingWithoutScrollLinesLoadsAsBefore() throws {
        let old = """
            {"t":0.016,"type":"down","x":120.5,"y":300}
            {"t":0.024,"type":"move","x":121,"y":290}
            {"t":0.120,"type":"up","x":121,"y":180}
            {"t":0.5,"type":"key","key":"Escape"}

            """
        let records = try InputRecordCoding.decode(old)
        XCTAssertEqual(records.map(\.typeName), ["down", "move", "up", "key"])
    }

    func testTheUnknownTypeErrorListsTheScrollTypes() throws {
        do {
            _ = try InputRecordCoding.decode(#"{"t":0,"type":"swipe"}"# + "\n")
            XCTFail("swipe is no type")
        } catch let error as InputRecordError {
            XCTAssertEqual(error.problem, .unknownType("swipe"))
            XCTAssertEqual(error.reason, #"unknown type "swipe" (expected down, move, up, scroll, wheel, pinch, key or focus-lost)"#)
        }
    }

    func testAScrollStepShiftsWithItsTime() {
        let event = InputEvent.scroll(ScrollEvent(location: .zero, delta: CGPoint(x: 0, y: 5), timestamp: 1, type: .continuous))
        XCTAssertEqual(event.shifted(by: 2).timestamp, 3)
    }
}
