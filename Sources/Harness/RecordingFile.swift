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
    public static func printWarning(_ message: String) {
        FileHandle.standardError.write(Data("fluid: warning: \(message)\n".utf8))
    }

    /// The records of the recording at `path`, its warnings printed.
    public static func load(_ path: String) throws -> [InputRecord] {
        try load(path, warn: printWarning)
    }

    /// The records of the recording at `path`; `warn` hears "PATH: line N: …" for each thing passed over.
    public static func load(_ path: String, warn: (String) -> Void) throws -> [InputRecord] {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, limit: sizeLimit)
        } catch let error as InputFileError {
            throw RecordingFileError(message: "cannot read recording \(error)")
        }
        let records: [InputRecord]
        do {
            records = try bytes.withUnsafeBufferPointer {
                try InputRecordCoding.decode(bytes: $0, isKnownKey: KeyNames.isKnown) { warn("\(path): \($0)") }
            }
        } catch let error as InputRecordError {
            throw RecordingFileError(message: "\(path): \(error)")
        }
        guard !records.isEmpty else {
            throw RecordingFileError(message: "\(path): the recording is empty (no input lines)")
        }
        return records
    }
}

/// Why RecordingFile failed, in words for the person who ran it.
public struct RecordingFileError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}
