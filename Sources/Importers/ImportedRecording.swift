import Input

/// The last step of an import: the recording a capture makes, as the bytes of a JSON Lines
/// recording (`InputRecordCoding`), read back by the strict decoder before anything is written,
/// so an import never writes a file that `--replay` would refuse.
public enum ImportedRecording {
    /// The first finger's records (`TouchCapture.pointerRecords()`), or with `everyFinger` every
    /// finger's, each its own pointer (`TouchCapture.everyFingerRecords()`, R36); an error when
    /// no finger touched.
    public static func records(from capture: TouchCapture, everyFinger: Bool = false) throws -> [InputRecord] {
        let records = everyFinger ? capture.everyFingerRecords() : capture.pointerRecords()
        guard !records.isEmpty else { throw ImportError(line: nil, problem: .noTouch) }
        return records
    }

    /// One line per record; throws what the recording's own reader would say about it.
    public static func encode(_ records: [InputRecord]) throws -> [UInt8] {
        let text = records.map { InputRecordCoding.encode($0) + "\n" }.joined()
        do {
            _ = try InputRecordCoding.decode(text)
        } catch let error as InputRecordError {
            throw ImportError(line: nil, problem: .wouldNotReplay(error))
        }
        return Array(text.utf8)
    }
}
