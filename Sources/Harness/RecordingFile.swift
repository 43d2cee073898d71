import FileSafety
import Foundation
import Gestures
import Input
import Platform
import Playground

/// Reads a recording from disk for `--replay`, `fluid inspect` and `fluid compare`: through the
/// one input-file reader (regular files only, size-capped), then the strict streaming decoder.
/// Every failure is one message naming the file (and the line), for exit status 2; what the
/// decoder passed over (a cut last line, fields this version does not know) is a warning
/// naming the file and the line.
public enum RecordingFile {
    /// The largest recording read (a million lines at ~60 bytes is 60 MB).
    public static let sizeLimit = 256 << 20

    /// `fluid: warning: MESSAGE` on standard error.
    public static func printWarning(_ warning: some CustomStringConvertible) {
        FileHandle.standardError.write(Data("fluid: warning: \(warning)\n".utf8))
    }

    /// The records of the recording at `path`, its warnings printed.
    public static func load(_ path: String) throws -> [InputRecord] {
        try load(path) { printWarning($0) }
    }

    /// The records of the recording at `path`; `warn` hears each thing passed over.
    public static func load(_ path: String, warn: (RecordingWarning) -> Void) throws -> [InputRecord] {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, limit: sizeLimit)
        } catch let error as InputFileError {
            throw RecordingFileError.unreadable(error)
        }
        let records: [InputRecord]
        do {
            records = try bytes.withUnsafeBufferPointer {
                try InputRecordCoding.decode(bytes: $0, isKnownKey: KeyNames.isKnown) { warn(RecordingWarning(path: path, warning: $0)) }
            }
        } catch let error as InputRecordError {
            throw RecordingFileError.malformed(path: path, error)
        }
        guard !records.isEmpty else {
            throw RecordingFileError.empty(path: path)
        }
        return records
    }
}

/// Why a recording could not be read; `description` is the one rendering.
public enum RecordingFileError: Error, Equatable, CustomStringConvertible {
    /// The file itself (missing, a FIFO, too large).
    case unreadable(InputFileError)
    /// A line that is not a record.
    case malformed(path: String, InputRecordError)
    /// No input lines at all.
    case empty(path: String)

    public var description: String {
        switch self {
        case .unreadable(let error): return "cannot read recording \(error)"
        case let .malformed(path, error): return "\(path): \(error)"
        case .empty(let path): return "\(path): the recording is empty (no input lines)"
        }
    }
}

/// Something a recording's reader passed over (`InputRecordWarning`), with the file it is in.
public struct RecordingWarning: Equatable, CustomStringConvertible {
    public var path: String
    public var warning: InputRecordWarning
    public var description: String { "\(path): \(warning)" }
}
