import Foundation
import Gestures
@testable import Importers
import Input
import XCTest

/// `fluid import libinput`: the YAML of `libinput record` for a touch screen or touchpad.
final class LibinputImportTests: XCTestCase {
    /// Fixtures/libinput-flick.yml: a keyboard, then a 4096 × 4096-unit touch screen shown on
    /// 1280 × 800 points, touch at 90 Hz.
    private let screen = CGSize(width: 1280, height: 800)

    private func fixture() throws -> TouchCapture {
        try LibinputRecording.capture(from: Fixture.bytes("libinput-flick.yml"), size: screen)
    }

    /// A one-device recording: the header, absinfo for a 1000 × 1000-unit screen, then `frames`
    /// (each a list of [sec, usec, type, code, value]) as `- evdev:` items. Events start on line 9.
    private func recording(_ frames: [[[Int]]]) -> [UInt8] {
        var lines = ["version: 1", "ndevices: 1", "devices:", "- node: /dev/input/event4", "  evdev:", "    absinfo:",
                     "      53: [0, 999, 0, 0, 0]", "      54: [0, 999, 0, 0, 0]", "  events:"]
        for frame in frames {
            lines.append("  - evdev:")
            for e in frame { lines.append("    - [\(e.map(String.init).joined(separator: ", "))] # a comment") }
        }
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    private let syn = [0, 0, 0]
    private func at(_ usec: Int, _ event: [Int]) -> [Int] { [1, usec] + event }
    private func touch(_ usec: Int, id: Int, x: Int, y: Int) -> [[Int]] {
        [at(usec, [3, 57, id]), at(usec, [3, 53, x]), at(usec, [3, 54, y]), at(usec, syn)]
    }

    // R26, R29: the flick moves at (300, −1600) pt/s on the device's clock (reports 11.1 ± 2 ms
    // apart): the recording's release velocity is that within 1 %, and evenly spaced times
    // would not give it.
    func testFlickAt90HzGivesTheVelocityTheDeviceTimestampsImply() throws {
        let records = try ImportedRecording.records(from: fixture())
        assertVelocity(releaseVelocity(records), CGPoint(x: 300, y: -1600))
        assertVelocityMisses(releaseVelocity(evenlyTimed(records, step: 1.0 / 90)), CGPoint(x: 300, y: -1600))
    }

    func testTheKeyboardIsSkippedAndTheTouchScreenRead() throws {
        let capture = try fixture()
        XCTAssertEqual(capture.touches.map(\.id), [77, 78])
        let records = capture.pointerRecords()
        XCTAssertEqual(records.first?.time, 0)  // the touch screen's first event, not the keyboard's
        XCTAssertEqual(records.first?.kind, .down(CGPoint(x: 2000.0 * 1280 / 4096, y: 3600.0 * 800 / 4096)))
        XCTAssertEqual(records.filter { $0.typeName == "down" }.count, 1)
    }

    func testWithoutASizeOneUnitIsOnePoint() throws {
        let capture = try LibinputRecording.capture(from: recording([touch(0, id: 1, x: 120, y: 340)]), size: nil)
        XCTAssertEqual(capture.touches.first?.samples.first?.point, CGPoint(x: 120, y: 340))
    }

    func testTheLiftMakesNoMoveEvenWithAPosition() throws {
        let text = recording([touch(0, id: 1, x: 100, y: 100), [at(10000, [3, 54, 90]), at(10000, syn)],
                              [at(20000, [3, 54, 80]), at(20000, [3, 57, -1]), at(20000, syn)]])
        let records = try ImportedRecording.records(from: LibinputRecording.capture(from: text, size: nil))
        XCTAssertEqual(records.map(\.typeName), ["down", "move", "up"])
        XCTAssertEqual(records.last, InputRecord(time: 0.02, kind: .up(CGPoint(x: 100, y: 90))))
    }

    // MARK: Malformed recordings: exit 2 with the line named.

    func testAFrameWithoutItsSynReportIsRefused() {
        // Lines: 10 "- evdev:", 11–13 the touch, 14 the next "- evdev:".
        let text = recording([Array(touch(0, id: 1, x: 1, y: 1).dropLast()), touch(10000, id: 2, x: 2, y: 2)])
        let error = importError { try LibinputRecording.capture(from: text, size: nil) }
        XCTAssertEqual(error, ImportError(line: 13, problem: .frameWithoutReport(frameLine: 10)))
        let last = recording([Array(touch(0, id: 1, x: 1, y: 1).dropLast())])
        XCTAssertEqual(importError { try LibinputRecording.capture(from: last, size: nil) }, ImportError(line: 13, problem: .frameWithoutReport(frameLine: 10)))
    }

    func testAReusedTrackingIDIsRefused() {
        let text = recording([touch(0, id: 5, x: 1, y: 1), [at(10000, [3, 47, 1]), at(10000, [3, 57, 5]), at(10000, syn)]])
        let error = importError { try LibinputRecording.capture(from: text, size: nil) }
        XCTAssertEqual(error, ImportError(line: 17, problem: .trackingIDHeld(5, slot: 1, holder: 0)))
    }

    func testTimeGoingBackwardsIsRefused() {
        let text = recording([touch(10000, id: 5, x: 1, y: 1), [at(9000, [3, 53, 4]), at(9000, syn)]])
        let error = importError { try LibinputRecording.capture(from: text, size: nil) }
        XCTAssertEqual(error, ImportError(line: 16, problem: .timeWentBackwards(1.009, previousLine: 14, previous: 1.01)))
    }

    func testALineCutShortIsRefused() {
        let whole = String(decoding: recording([touch(0, id: 5, x: 1, y: 1)]), as: UTF8.self)
        let cuts: [(String, Int, ImportProblem.EvdevItemFault)] = [("  - evdev:\n    - [  1,  10000,   3,  53", 16, .notNumbers),
                                                                   ("  - evdev:\n    - [  1,  10000,   3]", 16, .count(3)),
                                                                   ("  - evdev:\n    - [  1,  10000,   3,  53,  12] #\n    - [ 1, 100", 17, .notNumbers)]
        for (cut, line, fault) in cuts {
            let error = importError { try LibinputRecording.capture(from: Array((whole + cut + "\n").utf8), size: nil) }
            XCTAssertEqual(error, ImportError(line: line, problem: .badEvdevEvent(fault)), cut)
        }
    }

    func testAnotherFormatVersionIsRefused() {
        let text = String(decoding: recording([touch(0, id: 5, x: 1, y: 1)]), as: UTF8.self).replacingOccurrences(of: "version: 1", with: "version: 2")
        XCTAssertEqual(importError { try LibinputRecording.capture(from: Array(text.utf8), size: nil) }, ImportError(line: 1, problem: .unsupportedVersion("2")))
    }

    func testARecordingWithNoTouchDeviceSaysSo() {
        let text = "version: 1\ndevices:\n- node: /dev/input/event2\n  evdev:\n    name: \"kbd\"\n  events:\n  - evdev:\n    - [0, 0, 1, 30, 1]\n    - [0, 0, 0, 0, 0]\n"
        XCTAssertEqual(importError { try LibinputRecording.capture(from: Array(text.utf8), size: nil) }, ImportError(line: nil, problem: .noMultiTouchDevice))
    }
}
