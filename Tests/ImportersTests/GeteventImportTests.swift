import Foundation
import Gestures
@testable import Importers
import Input
import XCTest

/// `fluid import getevent`: Android's `getevent -lt` of a multi-touch (type B) screen, with
/// `getevent -p`'s axis ranges.
final class GeteventImportTests: XCTestCase {
    /// Fixtures/getevent-flick.txt: a 1080 × 2400-unit screen of 360 × 800 points, 120 Hz.
    private let phone = CGSize(width: 360, height: 800)

    private func fixture() throws -> TouchCapture {
        try GeteventCapture.capture(from: Fixture.bytes("getevent-flick.txt"), size: phone)
    }

    // R26, R29: the flick moves up at 2400 pt/s on the device's clock (reports 8.3 ± 2 ms
    // apart): the recording's release velocity is that within 1 %, and evenly spaced times
    // would not give it.
    func testFlickAt120HzGivesTheVelocityTheDeviceTimestampsImply() throws {
        let records = try ImportedRecording.records(from: fixture())
        assertVelocity(releaseVelocity(records), CGPoint(x: 0, y: -2400))
        assertVelocityMisses(releaseVelocity(evenlyTimed(records, step: 1.0 / 120)), CGPoint(x: 0, y: -2400))
    }

    // R26: times count from the device's first event and keep its microseconds.
    func testTimesStartAtTheFirstEventAndKeepMicroseconds() throws {
        let records = try ImportedRecording.records(from: fixture())
        XCTAssertEqual(records[0].time, 0)
        XCTAssertEqual(records[1].time, 0.006382)
        XCTAssertEqual(InputRecordCoding.encode(records[1]).prefix(14), #"{"t":0.006382,"#)
    }

    func testUnitsMapToPointsKeepingFractions() throws {
        let records = try ImportedRecording.records(from: fixture())
        // (540, 2000) on 0…1079 × 0…2399 to 360 × 800: (v − min) · size / (max − min + 1).
        XCTAssertEqual(records[0].kind, .down(CGPoint(x: 540.0 * 360 / 1080, y: 2000.0 * 800 / 2400)))
        guard case .move(let p) = records[1].kind else { return XCTFail("expected a move, got \(records[1])") }
        XCTAssertEqual(Double(p.y), 1996.0 / 3, accuracy: 1e-12)
    }

    func testOnlyTheFirstFingerDrivesAndTheOthersAreKept() throws {
        let capture = try fixture()
        XCTAssertEqual(capture.touches.map(\.id), [412, 413])
        let records = capture.pointerRecords()
        XCTAssertEqual(records.filter { $0.typeName == "down" }.count, 1)
        XCTAssertEqual(records.filter { $0.typeName == "up" }.count, 1)
        // The second finger sat at x = 200 units (66.7 pt); the pointer never goes there.
        XCTAssertFalse(records.contains { ($0.pointerEvent?.location.x ?? 180) != 180 })
    }

    func testTheUpIsAtTheLiftsTimeAndTheLastPositionWithNoMove() throws {
        let records = try ImportedRecording.records(from: fixture())
        guard let up = records.last, case .up(let at) = up.kind, case .move(let last) = records[records.count - 2].kind else {
            return XCTFail("expected the last records to be a move and the up")
        }
        XCTAssertEqual(at, last)
        XCTAssertGreaterThan(up.time, records[records.count - 2].time)
    }

    func testAReportThatMovesNoFingerMakesNoMove() throws {
        let text = getevent(touchDown(1, id: 7, x: 100, y: 500) + [(1, "SYN_REPORT", 0),
                            (1.01, "ABS_MT_PRESSURE", 30), (1.01, "SYN_REPORT", 0),
                            (1.02, "ABS_MT_POSITION_Y", 480), (1.02, "SYN_REPORT", 0),
                            (1.03, "ABS_MT_TRACKING_ID", -1), (1.03, "SYN_REPORT", 0)])
        let records = try ImportedRecording.records(from: GeteventCapture.capture(from: text, size: nil))
        XCTAssertEqual(records.map(\.typeName), ["down", "move", "up"])
        XCTAssertEqual(records.map(\.time), [0, 0.02, 0.03])
    }

    func testANewFingerAfterTheLiftStartsANewGestureButOneAlreadyDownNever() throws {
        let text = getevent(touchDown(1, id: 1, x: 100, y: 100, slot: 0) + [(1, "SYN_REPORT", 0)]
                            + touchDown(1.01, id: 2, x: 500, y: 500, slot: 1) + [(1.01, "SYN_REPORT", 0),
                            (1.02, "ABS_MT_SLOT", 0), (1.02, "ABS_MT_TRACKING_ID", -1), (1.02, "SYN_REPORT", 0),
                            (1.03, "ABS_MT_SLOT", 1), (1.03, "ABS_MT_POSITION_X", 520), (1.03, "SYN_REPORT", 0),
                            (1.04, "ABS_MT_TRACKING_ID", -1), (1.04, "SYN_REPORT", 0)]
                            + touchDown(1.05, id: 3, x: 900, y: 900, slot: 0) + [(1.05, "SYN_REPORT", 0),
                            (1.06, "ABS_MT_TRACKING_ID", -1), (1.06, "SYN_REPORT", 0)])
        let records = try ImportedRecording.records(from: GeteventCapture.capture(from: text, size: nil))
        XCTAssertEqual(records.map(\.typeName), ["down", "up", "down", "up"])
        XCTAssertEqual(records.map(\.time), [0, 0.02, 0.05, 0.06])
        XCTAssertEqual(records[2].kind, .down(CGPoint(x: 900, y: 900)))
    }

    func testRangesFromAFileOfTheirOwnDoTheSame() throws {
        let text = String(decoding: try Fixture.bytes("getevent-flick.txt"), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let events = lines.filter { $0.hasPrefix("[") }.joined(separator: "\n")
        let listing = lines.filter { !$0.hasPrefix("[") }.joined(separator: "\n")
        let ranges = try GeteventCapture.ranges(from: Array(listing.utf8))
        XCTAssertEqual(ranges["/dev/input/event3"]?[0x35], AxisRange(minimum: 0, maximum: 1079))
        XCTAssertEqual(try GeteventCapture.capture(from: Array(events.utf8), ranges: ranges, size: phone), try fixture())
    }

    func testNumbersWithoutLabelsReadTheSame() throws {
        let labelled = getevent(touchDown(1, id: 7, x: 100, y: 500) + [(1, "SYN_REPORT", 0), (1.02, "ABS_MT_POSITION_Y", 480), (1.02, "SYN_REPORT", 0)])
        let numbers = String(decoding: labelled, as: UTF8.self)
            .replacingOccurrences(of: "EV_SYN SYN_REPORT", with: "0000 0000")
            .replacingOccurrences(of: "EV_ABS ABS_MT_TRACKING_ID", with: "0003 0039")
            .replacingOccurrences(of: "EV_ABS ABS_MT_POSITION_X", with: "0003 0035")
            .replacingOccurrences(of: "EV_ABS ABS_MT_POSITION_Y", with: "0003 0036")
            .replacingOccurrences(of: "ABS_MT_POSITION_X     :", with: "0035  :")
            .replacingOccurrences(of: "ABS_MT_POSITION_Y     :", with: "0036  :")
        XCTAssertFalse(numbers.contains("MT_"))
        XCTAssertEqual(try GeteventCapture.capture(from: Array(numbers.utf8), size: nil), try GeteventCapture.capture(from: labelled, size: nil))
    }

    func testNoRangesIsAnErrorThatSaysWhereToFindThem() throws {
        let text = String(decoding: getevent(touchDown(1, id: 7, x: 1, y: 1) + [(1, "SYN_REPORT", 0)]), as: UTF8.self)
        let eventsOnly = text.split(separator: "\n").filter { $0.hasPrefix("[") }.joined(separator: "\n")
        let error = importError { try GeteventCapture.capture(from: Array(eventsOnly.utf8), size: nil) }
        XCTAssertEqual(error, ImportError(line: nil, problem: .noAxisRanges(device: "", listed: [])))
        XCTAssertEqual(error?.description, "no axis ranges for the capture's device's ABS_MT_POSITION_X and _Y; give getevent -p's output with the capture or in a file of its own")
    }

    // MARK: Malformed captures: exit 2 with the line named (lines 1–3 are the ranges).

    func testAMissingSynReportIsNamedAtTheLineThatShowsIt() {
        let text = getevent(touchDown(1, id: 7, x: 1, y: 1) + [(1.008, "ABS_MT_POSITION_Y", 5), (1.008, "SYN_REPORT", 0)])
        let error = importError { try GeteventCapture.capture(from: text, size: nil) }
        XCTAssertEqual(error, ImportError(line: 7, problem: .synReportMissing(frameLine: 4, frameTime: 1, time: 1.008)))
    }

    func testACaptureEndingInsideAFrameIsNamedAtItsLastEvent() {
        let text = getevent(touchDown(1, id: 7, x: 1, y: 1) + [(1, "SYN_REPORT", 0), (1.008, "ABS_MT_POSITION_Y", 5)])
        XCTAssertEqual(importError { try GeteventCapture.capture(from: text, size: nil) }?.line, 8)
    }

    func testAReusedTrackingIDIsRefused() {
        let text = getevent(touchDown(1, id: 7, x: 1, y: 1, slot: 0) + touchDown(1, id: 7, x: 5, y: 5, slot: 1) + [(1, "SYN_REPORT", 0)])
        let error = importError { try GeteventCapture.capture(from: text, size: nil) }
        XCTAssertEqual(error, ImportError(line: 9, problem: .trackingIDHeld(7, slot: 1, holder: 0)))
    }

    func testTimeGoingBackwardsIsRefused() {
        let text = getevent(touchDown(1, id: 7, x: 1, y: 1) + [(1, "SYN_REPORT", 0), (0.99, "ABS_MT_POSITION_Y", 5), (0.99, "SYN_REPORT", 0)])
        let error = importError { try GeteventCapture.capture(from: text, size: nil) }
        XCTAssertEqual(error, ImportError(line: 8, problem: .timeWentBackwards(0.99, previousLine: 7, previous: 1)))
    }

    func testALineCutShortIsRefused() {
        let whole = String(decoding: getevent(touchDown(1, id: 7, x: 1, y: 1) + [(1, "SYN_REPORT", 0)]), as: UTF8.self)
        let cuts: [(String, ImportProblem.EventLineFault)] = [("[    1.008000] EV_ABS ABS_MT_POSITION_Y", .tooFewFields(2)),
                                                               ("[    1.008000] EV_ABS ABS_MT_POSITION_Y 000001", .badValue("000001")),
                                                               ("[    1.0080", .noClosingBracket)]
        for (cut, fault) in cuts {
            let error = importError { try GeteventCapture.capture(from: Array((whole + cut + "\n").utf8), size: nil) }
            XCTAssertEqual(error, ImportError(line: 8, problem: .badEventLine(fault)), cut)
        }
    }

    func testProtocolAAndDroppedEventsAreRefused() {
        for (code, problem) in [("SYN_MT_REPORT", ImportProblem.protocolA), ("SYN_DROPPED", .synDropped)] {
            let text = getevent(touchDown(1, id: 7, x: 1, y: 1) + [(1, code, 0), (1, "SYN_REPORT", 0)])
            XCTAssertEqual(importError { try GeteventCapture.capture(from: text, size: nil) }, ImportError(line: 7, problem: problem), code)
        }
    }
}
