#if canImport(Glibc)
import Glibc
#endif

/// Why an input file could not be used: the path, and what is wrong as a case.
public struct InputFileError: Error, Equatable, CustomStringConvertible {
    /// What is wrong with the file.
    public enum Problem: Equatable, Sendable {
        case emptyName
        /// `open` failed with this `errno`.
        case cannotOpen(errno: Int32)
        /// `fstat`, `read` or `lseek` failed with this `errno`.
        case systemError(errno: Int32)
        /// A directory, FIFO, device or socket: refused before any byte is read.
        case notRegular(FileKind)
        case tooLarge(size: Int, limit: Int)
        /// The caller's header check refused it (its words: a picture's, a font's).
        case refusedHeader(String)
        /// The file grew while it was being read.
        case grew
    }

    public var path: String
    public var problem: Problem

    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    /// What is wrong, in words, without the path ("is a FIFO (named pipe), not a regular file").
    public var reason: String {
        switch problem {
        case .emptyName: return "empty file name"
        case .cannotOpen(let code): return InputFile.openFailure(code)
        case .systemError(let code): return FileSafety.systemError(code)
        case .notRegular(let kind): return "is \(kind.phrase), not a regular file"
        case let .tooLarge(size, limit): return "is \(size) bytes, more than the \(limit)-byte limit"
        case .refusedHeader(let why): return why
        case .grew: return "grew while it was being read"
        }
    }

    public var description: String { "\(SystemPath.display(path)): \(reason)" }
}

/// The one way the program reads a file it is given (recordings, tuning files, images):
/// regular files only, never more than `limit` bytes, every failure said in words.
///
/// A FIFO, a device or a directory is refused by what it is, before any byte is read, so
/// `/dev/zero` cannot fill memory and a FIFO with no writer cannot hang the program.
public enum InputFile {
    /// The whole content of the regular file at `path`, at most `limit` bytes.
    public static func read(_ path: String, limit: Int) throws -> [UInt8] {
        try read(path, limit: limit, headerLength: 0) { _, _ in nil }
    }

    /// As `read(_:limit:)`, but the first `headerLength` bytes (fewer in a shorter file) are
    /// handed to `check` with the file's size before the whole file is allocated: a picture
    /// whose header claims more pixels than its size can hold is refused on its header.
    /// `check` returns why the file is refused, or nil.
    public static func read(_ path: String, limit: Int, headerLength: Int,
                            check: (_ header: [UInt8], _ fileSize: Int) -> String?) throws -> [UInt8] {
        func fail(_ problem: InputFileError.Problem) -> InputFileError { InputFileError(path: path, problem: problem) }
        guard !path.isEmpty else { throw fail(.emptyName) }
        // Non-blocking, so that opening a FIFO with no writer returns at once; it is refused below.
        let fd = open(SystemPath.cString(path), O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw fail(.cannotOpen(errno: errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw fail(.systemError(errno: errno)) }
        let kind = FileKind(mode: info.st_mode)
        guard kind == .regular else { throw fail(.notRegular(kind)) }
        let size = Int(info.st_size)
        guard size <= limit else { throw fail(.tooLarge(size: size, limit: limit)) }

        if headerLength > 0 {
            var header = [UInt8](repeating: 0, count: min(headerLength, size))
            let got = try fill(&header, from: fd, path: path)
            if let problem = check(Array(header[0..<got]), size) { throw fail(.refusedHeader(problem)) }
            guard lseek(fd, 0, SEEK_SET) == 0 else { throw fail(.systemError(errno: errno)) }
        }
        var bytes = [UInt8](repeating: 0, count: size)
        let filled = try fill(&bytes, from: fd, path: path)
        // One byte of room past the end finds a file that grew since fstat.
        var probe: UInt8 = 0
        while true {
            let got = Glibc.read(fd, &probe, 1)
            if got < 0, errno == EINTR { continue }
            if got < 0 { throw fail(.systemError(errno: errno)) }
            if got > 0 { throw fail(.grew) }
            break
        }
        if filled < size { bytes.removeLast(size - filled) }
        return bytes
    }

    /// Reads into `buffer` until it is full or the file ends; the number of bytes read.
    private static func fill(_ buffer: inout [UInt8], from fd: Int32, path: String) throws -> Int {
        var filled = 0
        let count = buffer.count
        while filled < count {
            let got = buffer.withUnsafeMutableBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return Glibc.read(fd, base + filled, count - filled)
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw InputFileError(path: path, problem: .systemError(errno: errno))
            }
            if got == 0 { break }
            filled += got
        }
        return filled
    }

    static func openFailure(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES: return "permission denied"
        case ENOTDIR: return "a part of the path is not a directory"
        case ELOOP: return "too many levels of symbolic links"
        case ENAMETOOLONG: return "file name too long"
        default: return systemError(code)
        }
    }
}
