import Foundation
import Importers
import Input
import Playground

/// What must hold for any bytes given to the readers of numbers a user writes: `fluid sweep`'s
/// ranges, `fluid check`'s check file and `fluid import`'s captures. Each returns nil, or the
/// invariant that broke; neither a trap nor a hang is ever an answer. The libFuzzer targets
/// (`fluid-fuzz`) and `fluid fuzz-replay`'s seeded number cases (`NumberFuzzCase`) both run them.
public enum ParserInvariants {
    /// `--damping` and `--response` (the bytes split at the first newline or NUL): each range
    /// read and the grid made, never more values or tunings than allowed, every tuning finite.
    public static func sweep(_ bytes: [UInt8]) -> String? {
        let parts = bytes.split(maxSplits: 1) { $0 == 0 || $0 == 0x0A }.map { String(decoding: $0, as: UTF8.self) }
        guard parts.count == 2,
              let damping = try? TuningGrid.range(parts[0], name: "--damping", within: SceneTuning.dampingRange),
              let response = try? TuningGrid.range(parts[1], name: "--response", within: SceneTuning.responseRange) else { return nil }
        guard damping.values.count <= TuningGrid.maximumValues, response.values.count <= TuningGrid.maximumValues else {
            return "a range of more values than allowed"
        }
        guard let grid = try? TuningGrid(damping: damping, response: response, base: SceneTuning(dampingRatio: 1, response: 0.5)) else { return nil }
        guard grid.tunings.count <= TuningGrid.maximumTunings else { return "a grid of more tunings than allowed" }
        guard grid.tunings.allSatisfy({ $0.dampingRatio.isFinite && $0.response.isFinite }) else { return "a tuning not finite" }
        return nil
    }

    /// A check file (`CheckSpec`): read or refused, nothing more.
    public static func check(_ bytes: [UInt8]) -> String? {
        _ = try? CheckSpec(json: bytes)
        return nil
    }

    /// A capture: the first byte picks the format (libinput, getevent, pointer) and whether a
    /// screen size maps it, the rest is the file. What is read becomes a recording in time order
    /// that reads back as `--replay` reads it.
    public static func importing(_ bytes: [UInt8]) -> String? {
        guard let first = bytes.first else { return nil }
        let file = Array(bytes.dropFirst())
        let size = first & 0x80 == 0 ? CGSize(width: 390, height: 844) : nil
        let capture: TouchCapture?
        switch ImportFormat.allCases[Int(first) % ImportFormat.allCases.count] {
        case .libinput: capture = try? LibinputRecording.capture(from: file, size: size)
        case .getevent:
            let ranges = (try? GeteventCapture.ranges(from: file)) ?? [:]
            capture = try? GeteventCapture.capture(from: file, ranges: ranges, size: size)
        case .pointer: capture = try? PointerEventLog.capture(from: file)
        }
        guard let capture else { return nil }
        for everyFinger in [false, true] {
            guard let records = try? ImportedRecording.records(from: capture, everyFinger: everyFinger) else { return nil }
            guard zip(records, records.dropFirst()).allSatisfy({ $0.time <= $1.time }) else { return "imported records go back in time" }
            guard let encoded = try? ImportedRecording.encode(records) else { continue }
            // What `fluid import` writes, `--replay` reads.
            let decoded = try? encoded.withUnsafeBufferPointer { try InputRecordCoding.decode(bytes: $0) }
            guard decoded?.count == records.count else { return "an imported recording that does not read back" }
        }
        return nil
    }
}
