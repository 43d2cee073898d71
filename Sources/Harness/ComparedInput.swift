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

    /// The note `fluid compare` prints, or nil when nothing was left out.
    public var note: String? {
        guard !ignoredKeys.isEmpty else { return nil }
        return "note: the recording's keys \(ignoredKeys.joined(separator: " ")) are left out: they would change the tuning, the scene or the run being compared"
    }
}
