import Gestures
import Input
import Playground

/// The input two runs are compared on: a recording without the keys that would change the
/// tuning, the scene or the run (`KeyAction.changesComparedRun`), so `--a` and `--b` are what
/// is compared, and each left-out key named once.
public struct ComparedInput {
    public let records: [InputRecord]
    /// The keys left out, each once, in the order first met.
    public let ignoredKeys: [String]

    public init(_ recording: [InputRecord]) {
        var kept: [InputRecord] = []
        var ignored: [String] = []
        kept.reserveCapacity(recording.count)
        for record in recording {
            if case .key(let name) = record.kind, KeyTable.action(for: name)?.changesComparedRun == true {
                if !ignored.contains(name) { ignored.append(name) }
                continue
            }
            kept.append(record)
        }
        records = kept
        ignoredKeys = ignored
    }

    /// What `fluid compare` and `fluid sweep` say about the input, as a case; the words are in
    /// its `description`.
    public enum Note: Equatable, CustomStringConvertible {
        /// The recording's keys that would change the tuning, the scene or the run, left out.
        case keysLeftOut([String])

        public var description: String {
            switch self {
            case .keysLeftOut(let keys):
                return "note: the recording's keys \(keys.joined(separator: " ")) are left out: they would change the tuning, the scene or the run being compared"
            }
        }
    }

    /// The note `fluid compare` prints, or nil when nothing was left out.
    public var note: Note? {
        ignoredKeys.isEmpty ? nil : .keysLeftOut(ignoredKeys)
    }
}
