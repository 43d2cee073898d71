#if canImport(Glibc)
import Glibc
#endif

/// Why an output could not be written: the path, and what is wrong as a case. What was at the
/// path before is untouched.
public struct OutputFileError: Error, Equatable, CustomStringConvertible {
    /// What is wrong with the output.
    public enum Problem: Equatable, Sendable {
        case emptyName
        /// `-` where only a file may be named.
        case standardOutputNotAllowed
        /// `open` failed with this `errno`.
        case cannotOpen(errno: Int32)
        /// A write, `fstat`, `fsync`, `close` or `rename` failed with this `errno`.
        case systemError(errno: Int32)
        /// A symbolic link where links are not followed (its target, when it can be read).
        case symbolicLink(target: String?)
        case brokenSymbolicLink
        /// A symbolic link to something that cannot be written (a directory, a socket).
        case symbolicLinkTo(FileKind)
        case directory
        /// Not a regular file, character device or pipe.
        case notWritable(FileKind)
        case fifoWithoutReader
        /// The path turned into something else between the check and the open.
        case changedWhileOpening(FileKind)
        /// No temporary file could be made beside the target (`open`'s `errno`).
        case noTemporaryFile(directory: String, errno: Int32)
        /// The temporary file's size after writing is not what was written.
        case wrongSize(written: Int, expected: Int)
        /// A device's `write` took nothing.
        case deviceFull
        case noDirectory(String)
        case notADirectory(String)
    }

    public var path: String
    public var problem: Problem

    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    /// What is wrong, in words, without the path ("is a directory").
    public var reason: String {
        switch problem {
        case .emptyName: return "empty file name"
        case .standardOutputNotAllowed: return "'-' (standard output) is not allowed here"
        case .cannotOpen(let code): return InputFile.openFailure(code)
        case .systemError(let code): return FileSafety.systemError(code)
        case .symbolicLink(let target): return "is a symbolic link\(target.map { " to \($0)" } ?? ""); name the file itself"
        case .brokenSymbolicLink: return "is a symbolic link that cannot be followed"
        case .symbolicLinkTo(let kind): return "is a symbolic link to \(kind.phrase)"
        case .directory: return "is a directory"
        case .notWritable(let kind): return "is \(kind.phrase); only regular files, character devices and pipes can be written"
        case .fifoWithoutReader: return "is a FIFO with no reader"
        case .changedWhileOpening(let kind): return "is \(kind.phrase), which changed while it was being opened"
        case let .noTemporaryFile(directory, code): return "cannot create a temporary file in \(directory): \(InputFile.openFailure(code))"
        case let .wrongSize(written, expected): return "the file written is \(written) bytes, expected \(expected)"
        case .deviceFull: return "the device took no more bytes"
        case .noDirectory(let directory): return "the directory \(directory) does not exist"
        case .notADirectory(let directory): return "\(directory) is not a directory"
        }
    }

    public var description: String { "cannot write \(path == "-" ? "standard output" : SystemPath.display(path)): \(reason)" }
}
