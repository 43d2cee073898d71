import Foundation
import Gestures
@testable import Importers
import Input
import XCTest

/// `fluid import pointer`: JSON Lines of browser PointerEvents.
final class PointerImportTests: XCTestCase {
    private func fixture() throws -> TouchCapture {
        try PointerEventLog.capture(from: Fixture.bytes("pointer-flick.jsonl"))
    }

    private func capture(_ lines: [String]) throws -> TouchCapture {
        try PointerEventLog.capture(from: Array((lines.joined(separator: "\n") + "\n").utf8))
    }

    private func event(_ type: String, _ ms: Double, _ x: Double = 10, _ y: Double = 20, id: Int = 1) -> String {
        #"{"type":"\#(type)","timeStamp":\#(ms),"clientX":\#(x),"clientY":\#(y),"pointerType":"touch","pointerId":\#(id)}"#
    }

    // R26, R29: every coalesced sample of a 240 Hz screen (4.2 ± 0.7 ms apart), moving at
    // (−500, −1800) px/s on the page's clock: the recording's release velocity is that within
    // 1 %, and evenly spaced times would not give it.
    func testFlickAt240HzGivesTheVelocityTheTimestampsImply() throws {
        let records = try ImportedRecording.records(from: fixture())
        assertVelocity(releaseVelocity(records), CGPoint(x: -500, y: -1800))
        assertVelocityMisses(releaseVelocity(evenlyTimed(records, step: 1.0 / 240)), CGPoint(x: -500, y: -1800))
    }

    func testTimesCountFromTheFirstEventInSecondsToTheMicrosecond() throws {
        let records = try ImportedRecording.records(from: fixture())
        // pointerover at 18193.4 ms, pointerdown at 18233.4 ms, the first move at 18237.764 ms.
        XCTAssertEqual(records[0].time, 0.04)
        XCTAssertEqual(records[1].time, 0.044364)
        XCTAssertEqual(records[0].kind, .down(CGPoint(x: 300.25, y: 700.5)))
    }

    func testOnlyTheFirstPointerDrivesAndTheOthersAreKept() throws {
        let capture = try fixture()
        XCTAssertEqual(capture.touches.map(\.id), [9, 10])
        XCTAssertEqual(capture.pointerRecords().filter { $0.typeName == "down" }.count, 1)
        XCTAssertFalse(capture.pointerRecords().contains { $0.pointerEvent?.location == CGPoint(x: 80, y: 90) })
    }

    func testHoverMovesAndOtherEventTypesAreNoTouch() throws {
        let records = try ImportedRecording.records(from: capture([
            event("pointermove", 1, 5, 5), event("pointerover", 2), event("pointerdown", 3), event("pointermove", 4, 10, 30),
            event("pointerup", 5, 10, 30), event("pointermove", 6, 40, 40),
        ]))
        XCTAssertEqual(records.map(\.typeName), ["down", "move", "up"])
        XCTAssertEqual(records.map(\.time), [0.002, 0.003, 0.004])
    }

    // R27: a cancelled pointer cancels the gesture (a focus loss), then lifts.
    func testACancelIsAFocusLossThenTheUp() throws {
        let records = try ImportedRecording.records(from: capture([event("pointerdown", 0), event("pointermove", 8, 10, 40), event("pointercancel", 16, 0, 0)]))
        XCTAssertEqual(records.map(\.typeName), ["down", "move", "focus-lost", "up"])
        XCTAssertEqual(records.last, InputRecord(time: 0.016, kind: .up(CGPoint(x: 10, y: 40))))
    }

    // MARK: Malformed logs: exit 2 with the line named.

    func testALineCutShortIsRefused() {
        let cut = String(event("pointermove", 8).prefix(40))
        let error = importError { try self.capture([event("pointerdown", 0), cut]) }
        XCTAssertEqual(error?.line, 2)
        guard case .json? = error?.problem else { return XCTFail("not refused as JSON: \(String(describing: error))") }
    }

    func testTimeGoingBackwardsIsRefused() {
        let error = importError { try self.capture([event("pointerdown", 10), event("pointermove", 9)]) }
        XCTAssertEqual(error, ImportError(line: 2, problem: .timeStampWentBackwards(9, previousLine: 1, previous: 10)))
    }

    func testAPointerGoingDownTwiceIsRefused() {
        let error = importError { try self.capture([event("pointerdown", 0, id: 4), event("pointerdown", 8, id: 5), event("pointerdown", 9, id: 4)]) }
        XCTAssertEqual(error, ImportError(line: 3, problem: .pointerAlreadyDown(4)))
    }

    func testAMissingFieldIsRefused() {
        let error = importError { try self.capture([#"{"type":"pointerdown","timeStamp":1,"clientY":2}"#]) }
        XCTAssertEqual(error, ImportError(line: 1, problem: .missing("clientX")))
        XCTAssertEqual(importError { try self.capture(["[1, 2]"]) }?.line, 1)
        XCTAssertEqual(importError { try self.capture([#"{"type":"pointermove","timeStamp":"1"}"#]) }?.line, 1)
    }
}
