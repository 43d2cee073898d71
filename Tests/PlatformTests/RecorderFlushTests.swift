import FileSafety
import FluidTestSupport
import Foundation
import Input
import XCTest
import ViewTree
@testable import Gestures
@testable import Platform

/// `--record` keeps what was done when the session ends badly: discrete inputs are
/// written at once, motion at least every second, and write errors are reported.
final class RecorderFlushTests: XCTestCase {
    private var folder = ""
    private var path = ""

    override func setUpWithError() throws {
        folder = try TemporaryDirectory.make("fluid-recorder")
        path = folder + "/recording.jsonl"
    }

    override func tearDown() {
        TemporaryDirectory.remove(folder)
    }

    private func lines() -> [String] {
        ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    func testPressReleaseAndKeysAreOnDiskBeforeClose() throws {
        let recorder = try InputRecorder(path: path, startTime: 0)
        recorder.record(InputRecord(time: 0.1, kind: .down(CGPoint(x: 1, y: 2))))
        XCTAssertEqual(lines().count, 1, "a press is written at once")
        recorder.record(InputRecord(time: 0.2, kind: .move(CGPoint(x: 3, y: 2))))
        XCTAssertEqual(lines().count, 1, "motion is buffered")
        recorder.record(InputRecord(time: 0.3, kind: .up(CGPoint(x: 3, y: 2))))
        XCTAssertEqual(lines().count, 3, "a release writes what is buffered")
        recorder.record(InputRecord(time: 0.4, kind: .key("Space")))
        XCTAssertEqual(lines().count, 4)
        recorder.close()
    }

    func testMotionIsWrittenAtLeastEverySecond() throws {
        let recorder = try InputRecorder(path: path, startTime: 0)
        recorder.record(InputRecord(time: 0, kind: .down(CGPoint(x: 1, y: 2))))
        for i in 1...100 { recorder.record(InputRecord(time: Double(i) / 120, kind: .move(CGPoint(x: Double(i), y: 2)))) }
        XCTAssertEqual(lines().count, 1, "within a second motion stays buffered")
        recorder.record(InputRecord(time: 1.2, kind: .move(CGPoint(x: 200, y: 2))))
        XCTAssertEqual(lines().count, 102, "a move a second after the last write writes everything")
        recorder.close()
    }

    func testAFullDiskIsReportedOnce() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: "/dev/full"))
        let recorder = try InputRecorder(path: "/dev/full", startTime: 0)
        var reports: [LineFileError] = []
        recorder.onError = { reports.append($0) }
        recorder.record(InputRecord(time: 0.1, kind: .down(CGPoint(x: 1, y: 2))))
        recorder.record(InputRecord(time: 0.2, kind: .up(CGPoint(x: 1, y: 2))))
        recorder.close()
        XCTAssertEqual(reports.count, 1)
        XCTAssertEqual(recorder.error, .writingStopped(path: "/dev/full", failure: .system(errno: ENOSPC)))
    }

    /// A disk that fills mid-write (here a file-size limit, which cuts the write short as a full
    /// disk does) leaves whole lines only: the file still reads, up to the last whole record.
    func testAWriteCutShortIsCutBackToTheLastWholeLine() throws {
        let recorder = try InputRecorder(path: path, startTime: 0)
        var reports: [LineFileError] = []
        recorder.onError = { reports.append($0) }
        recorder.record(InputRecord(time: 0.1, kind: .down(CGPoint(x: 1, y: 2))))
        let before = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        signal(SIGXFSZ, SIG_IGN)
        var saved = rlimit()
        getrlimit(Int32(RLIMIT_FSIZE.rawValue), &saved)
        var limited = saved
        limited.rlim_cur = rlim_t(before + 100)
        setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limited)
        for i in 1...20 { recorder.record(InputRecord(time: 0.1 + Double(i) / 120, kind: .move(CGPoint(x: Double(i), y: 2)))) }
        recorder.record(InputRecord(time: 0.5, kind: .up(CGPoint(x: 20, y: 2))))
        setrlimit(Int32(RLIMIT_FSIZE.rawValue), &saved)
        signal(SIGXFSZ, SIG_DFL)
        recorder.close()
        XCTAssertEqual(reports.count, 1, "\(reports)")
        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: path))
        XCTAssertEqual(bytes.last, 0x0A, "the file ends with a whole line")
        XCTAssertGreaterThan(bytes.count, before, "the lines that fitted are kept")
        XCTAssertLessThanOrEqual(bytes.count, before + 100)
        let records = try Array(bytes).withUnsafeBufferPointer { try InputRecordCoding.decode(bytes: $0) }
        XCTAssertEqual(records.first, InputRecord(time: 0.1, kind: .down(CGPoint(x: 1, y: 2))))
        XCTAssertEqual(records.count, lines().count)
    }

    func testASymlinkIsNotRecordedThrough() throws {
        let target = path + ".target"
        FileManager.default.createFile(atPath: target, contents: Data("precious".utf8))
        defer { try? FileManager.default.removeItem(atPath: target) }
        XCTAssertEqual(symlink(target, path), 0)
        XCTAssertThrowsError(try InputRecorder(path: path, startTime: 0)) {
            XCTAssertEqual("\($0)", "cannot create \(self.path): it is a symbolic link; name the file itself")
        }
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "precious")
    }
}

/// Key records name keys SDL knows (unknown key names passed silently).
final class RecordingKeyNameTests: XCTestCase {
    func testKnownKeyNamesPassAndUnknownOnesNameTheLine() throws {
        let text = #"{"t": 0, "type": "key", "key": "Space"}"# + "\n" + #"{"t": 0.1, "type": "key", "key": "Flurble"}"#
        var bytes = Array(text.utf8)
        XCTAssertThrowsError(try bytes.withUnsafeMutableBufferPointer {
            try InputRecordCoding.decode(bytes: UnsafeBufferPointer($0), isKnownKey: KeyNames.isKnown)
        }) { error in
            XCTAssertEqual(error as? InputRecordError, InputRecordError(line: 2, problem: .unknownKeyName("Flurble")))
            XCTAssertEqual("\(error)", #"line 2: unknown key name "Flurble" (names are spelled as SDL spells them: Space, Escape, ], a)"#)
        }
        for name in ["Space", "Escape", "]", "a", "Tab", "0", "F1", "Left Shift"] {
            XCTAssertTrue(KeyNames.isKnown(name), name)
        }
    }
}
