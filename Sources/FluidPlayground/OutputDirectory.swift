import FileSafety
import Foundation

/// A command's `--out DIR`, the directory it writes its files into.
package enum OutputDirectory {
    /// Makes `path` when nothing is there; otherwise the problem when it is not a directory or,
    /// with `mustBeEmpty`, holds anything (files of an earlier run beside this run's would read
    /// as one run). Nil when the directory is ready.
    package static func prepare(_ path: String, option: String = "--out", mustBeEmpty: Bool) -> CommandError? {
        switch FileKind.of(path) {
        case nil:
            return DirectoryPath.make(path).map { .directoryNotMade(option: option, path: path, reason: $0) }
        case .directory?:
            guard mustBeEmpty else { return nil }
            let entries: [String]
            switch DirectoryEntries.names(in: path) {
            case .success(let names): entries = names
            case .failure(let failure): return .directoryUnreadable(option: option, path: path, reason: failure.description)
            }
            return entries.isEmpty ? nil : .directoryNotEmpty(option: option, path: path, entries: entries.count)
        case let kind?:
            return .notADirectory(option: option, path: path, kind: kind)
        }
    }
}
