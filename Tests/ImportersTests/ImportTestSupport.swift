import Foundation
import Gestures
import Importers
import Input
import XCTest

/// The captures in Fixtures/ (written by Fixtures/make-fixtures.py, which says how each flick
/// was made) and what the tests measure on an imported recording.
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: directory.appendingPathComponent(name)))
    }
}

/// The release velocity of the recording's first gesture, as the pan recogniser's tracker
/// reports it (R29): the down and every move, then the velocity at the up's time.
func releaseVelocity(_ records: [InputRecord]) -> CGPoint? {
    var tracker = VelocityTracker()
    for record in records {
        switch record.kind {
        case .down(let p), .move(let p): tracker.addSample(p, at: record.time)
        case .up: return tracker.velocity(atRelease: record.time)
        case .scroll, .key, .focusLost, .pinch: break
        }
    }
    return nil
}

/// Passes when `velocity` is within 1 % of `expected`'s speed, per axis.
func assertVelocity(_ velocity: CGPoint?, _ expected: CGPoint, file: StaticString = #filePath, line: UInt = #line) {
    guard let velocity else { return XCTFail("no release in the recording", file: file, line: line) }
    let speed = (Double(expected.x * expected.x + expected.y * expected.y)).squareRoot()
    XCTAssertEqual(Double(velocity.x), Double(expected.x), accuracy: 0.01 * speed, "x velocity", file: file, line: line)
    XCTAssertEqual(Double(velocity.y), Double(expected.y), accuracy: 0.01 * speed, "y velocity", file: file, line: line)
}

/// `records` with the device's timestamps replaced by the nominal rate's (the n-th pointer
/// record at n · `step`): what an importer that ignored the device's clock would write. The
/// fixtures' reports are uneven enough that this is more than 1 % off, so the velocity tests
/// can tell the two apart.
func evenlyTimed(_ records: [InputRecord], step: Double) -> [InputRecord] {
    var n = 0
    return records.map { record in
        var copy = record
        if record.pointerEvent != nil {
            copy.time = Double(n) * step
            n += 1
        }
        return copy
    }
}

/// Passes when `velocity` is more than 1 % of `expected`'s speed away from it on some axis.
func assertVelocityMisses(_ velocity: CGPoint?, _ expected: CGPoint, file: StaticString = #filePath, line: UInt = #line) {
    guard let velocity else { return XCTFail("no release in the recording", file: file, line: line) }
    let speed = (Double(expected.x * expected.x + expected.y * expected.y)).squareRoot()
    let miss = max(abs(Double(velocity.x - expected.x)), abs(Double(velocity.y - expected.y)))
    XCTAssertGreaterThan(miss, 0.01 * speed, "the fixture cannot tell the device's clock from an even one", file: file, line: line)
}

/// The error `body` throws, or a failure when it throws none or another kind.
func importError(_ body: () throws -> Any, file: StaticString = #filePath, line: UInt = #line) -> ImportError? {
    do {
        _ = try body()
        XCTFail("imported without an error", file: file, line: line)
    } catch let error as ImportError {
        return error
    } catch {
        XCTFail("threw \(error), not an ImportError", file: file, line: line)
    }
    return nil
}

/// A `getevent -lt` text with a 1000 × 1000-unit touch screen's ranges in front; each event is
/// (seconds, code label, value), the type taken from the label.
func getevent(_ events: [(Double, String, Int)]) -> [UInt8] {
    var lines = ["add device 1: /dev/input/event1",
                 "    ABS (0003): ABS_MT_POSITION_X     : value 0, min 0, max 999, fuzz 0, flat 0, resolution 0",
                 "                ABS_MT_POSITION_Y     : value 0, min 0, max 999, fuzz 0, flat 0, resolution 0"]
    for (time, code, value) in events {
        let type = code.hasPrefix("SYN") ? "EV_SYN" : code.hasPrefix("BTN") ? "EV_KEY" : "EV_ABS"
        let micros = Int((time * 1_000_000).rounded())
        let stamp = String(format: "[%8d.%06d]", micros / 1_000_000, micros % 1_000_000)
        lines.append("\(stamp) \(type) \(code) " + String(format: "%08x", UInt32(bitPattern: Int32(value))))
    }
    return Array((lines.joined(separator: "\n") + "\n").utf8)
}

/// One finger: touch-down at (x, y) at `time`, as getevent events.
func touchDown(_ time: Double, id: Int, x: Int, y: Int, slot: Int? = nil) -> [(Double, String, Int)] {
    (slot.map { [(time, "ABS_MT_SLOT", $0)] } ?? [])
        + [(time, "ABS_MT_TRACKING_ID", id), (time, "ABS_MT_POSITION_X", x), (time, "ABS_MT_POSITION_Y", y)]
}
