import Foundation
import Gestures
@testable import Importers
import Input
import XCTest

/// `fluid import --every-finger` (R36): each finger of a capture is its own pointer, numbered
/// with the smallest pointer free at its touch-down.
final class EveryFingerImportTests: XCTestCase {
    private func capture(_ lines: [String]) throws -> TouchCapture {
        try PointerEventLog.capture(from: Array((lines.joined(separator: "\n") + "\n").utf8))
    }

    private func event(_ type: String, _ ms: Double, _ x: Double, _ y: Double, id: Int) -> String {
        #"{"type":"\#(type)","timeStamp":\#(ms),"clientX":\#(x),"clientY":\#(y),"pointerType":"touch","pointerId":\#(id)}"#
    }

    /// A pinch: finger 7 down, finger 8 down, both move apart, 8 lifts, 7 lifts.
    private func pinch() throws -> TouchCapture {
        try capture([
            event("pointerdown", 0, 100, 100, id: 7), event("pointerdown", 4, 200, 100, id: 8),
            event("pointermove", 8, 90, 100, id: 7), event("pointermove", 9, 210, 100, id: 8),
            event("pointerup", 16, 210, 100, id: 8), event("pointerup", 20, 90, 100, id: 7),
        ])
    }

    func testEachFingerIsItsOwnPointerInTimeOrder() throws {
        let records = try ImportedRecording.records(from: pinch(), everyFinger: true)
        XCTAssertEqual(records, [
            InputRecord(time: 0, kind: .down(CGPoint(x: 100, y: 100)), pointer: 0),
            InputRecord(time: 0.004, kind: .down(CGPoint(x: 200, y: 100)), pointer: 1),
            InputRecord(time: 0.008, kind: .move(CGPoint(x: 90, y: 100)), pointer: 0),
            InputRecord(time: 0.009, kind: .move(CGPoint(x: 210, y: 100)), pointer: 1),
            InputRecord(time: 0.016, kind: .up(CGPoint(x: 210, y: 100)), pointer: 1),
            InputRecord(time: 0.02, kind: .up(CGPoint(x: 90, y: 100)), pointer: 0),
        ])
    }

    func testTheFirstFingerRuleStillKeepsOnlyTheFirst() throws {
        let records = try ImportedRecording.records(from: pinch())
        XCTAssertEqual(records.map(\.pointer), [0, 0, 0])
        XCTAssertEqual(records.map(\.typeName), ["down", "move", "up"])
    }

    func testAFreedPointerIsTakenByTheNextFinger() throws {
        let records = try capture([
            event("pointerdown", 0, 10, 10, id: 1), event("pointerdown", 1, 20, 20, id: 2),
            event("pointerup", 2, 10, 10, id: 1), event("pointerdown", 3, 30, 30, id: 3),
            event("pointerup", 4, 20, 20, id: 2), event("pointerup", 5, 30, 30, id: 3),
        ]).everyFingerRecords()
        XCTAssertEqual(records.filter { $0.typeName == "down" }.map(\.pointer), [0, 1, 0])
    }

    func testOneFingerReadsAsTheFirstFingerRuleMakesIt() throws {
        let one = try capture([event("pointerdown", 0, 10, 10, id: 5), event("pointermove", 8, 10, 40, id: 5),
                               event("pointercancel", 16, 0, 0, id: 5)])
        XCTAssertEqual(one.everyFingerRecords(), one.pointerRecords())
    }

    func testTheRecordingReadsBackWithItsPointers() throws {
        let records = try ImportedRecording.records(from: pinch(), everyFinger: true)
        let bytes = try ImportedRecording.encode(records)
        XCTAssertEqual(try InputRecordCoding.decode(String(decoding: bytes, as: UTF8.self)), records)
    }

    /// `fluid inspect` follows the finger that began a gesture, as the pan does: a second
    /// finger pressing and lifting within it adds no gesture and does not end it.
    func testTheInspectorSummarisesTheGestureOfTheFirstFinger() throws {
        let records = try ImportedRecording.records(from: pinch(), everyFinger: true)
        let summaries = GestureInspector.summarize(records)
        XCTAssertEqual(summaries.count, 1)
        XCTAssertEqual(summaries.first?.start, CGPoint(x: 100, y: 100))
        XCTAssertEqual(summaries.first?.end, CGPoint(x: 90, y: 100))
    }
}
