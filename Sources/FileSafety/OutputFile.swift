#if canImport(Glibc)
import Glibc
#endif


/// The one way the program writes a file the user names (`--state`, `--screenshot`,
/// `--trace`, `fluid blur OUT`, tuning files, goldens).
///
/// - A new path or a regular file is replaced atomically: the bytes go to a temporary file in
///   the same directory, are flushed and their size checked, then renamed over the path. Any
///   failure removes the temporary file and leaves what was there as it was.
/// - `-` and the names scripts give an open descriptor (`/dev/stdout`, `/dev/fd/N`,
///   `/proc/self/fd/N`), where `allowsStandardOutput`, are written through that descriptor,
///   whatever it is open on (a file the shell redirected to included); a character device
///   (`/dev/null`, a terminal) and a FIFO or pipe with a reader (`>(…)`) are written through,
///   never replaced.
/// - A directory, a block device, a socket, a FIFO with no reader and a symbolic link to a
///   regular file are refused (a link is followed only with `followsSymbolicLinks`, for files
///   the program owns, like tuning, whose link a dotfiles manager made).
public enum OutputFile {
    public struct Options: Sendable {
        public var allowsStandardOutput = true
        public var followsSymbolicLinks = false
        /// File mode for a new file (before the umask).
        public var mode: mode_t = 0o666
        public init(allowsStandardOutput: Bool = true, followsSymbolicLinks: Bool = false) {
            self.allowsStandardOutput = allowsStandardOutput
            self.followsSymbolicLinks = followsSymbolicLinks
        }
    }

    /// How `path` would be written.
    public enum Plan: Equatable {
        case standardOutput
        /// An already open descriptor other than standard output (`/dev/fd/3`, `/dev/stderr`).
        case descriptor(Int32)
        case writeThrough
        case replace(String)
    }

    /// Writes `bytes` to `path` as described above.
    public static func write(_ bytes: [UInt8], to path: String, options: Options = Options()) throws {
        switch try plan(for: path, options: options) {
        case .standardOutput:
            do {
                try StandardOutput.write(bytes)
            } catch {
                throw OutputFileError(path: "-", problem: .systemError(errno: error.code))
            }
        case .descriptor(let fd):
            try writeAll(fd, bytes, path: path)
        case .writeThrough:
            try writeThrough(bytes, to: path)
        case .replace(let target):
            try replace(target, with: bytes, reportedAs: path, mode: options.mode)
        }
    }

    /// Checks `path` without writing: throws what `write` would refuse.
    public static func plan(for path: String, options: Options = Options()) throws -> Plan {
        func fail(_ problem: OutputFileError.Problem) -> OutputFileError { OutputFileError(path: path, problem: problem) }
        guard !path.isEmpty else { throw fail(.emptyName) }
        if path == "-" {
            guard options.allowsStandardOutput else { throw fail(.standardOutputNotAllowed) }
            return .standardOutput
        }
        if options.allowsStandardOutput, let fd = openDescriptor(named: path) {
            return fd == STDOUT_FILENO ? .standardOutput : .descriptor(fd)
        }
        guard let own = FileKind.of(path, followingLinks: false) else {
            guard errno == ENOENT else { throw fail(.cannotOpen(errno: errno)) }
            try checkDirectory(of: path, reportedAs: path)
            return .replace(path)
        }
        switch own {
        case .regular:
            return .replace(path)
        case .characterDevice:
            return .writeThrough
        case .fifo:
            return .writeThrough
        case .symbolicLink:
            switch FileKind.of(path, followingLinks: true) {
            case .characterDevice?, .fifo?:
                // /dev/stdout, /dev/fd/N, /proc/self/fd/N: the stream itself.
                return .writeThrough
            case .regular?, nil:
                guard options.followsSymbolicLinks else {
                    throw fail(.symbolicLink(target: linkTarget(path)))
                }
                guard let resolved = resolve(path) else { throw fail(.brokenSymbolicLink) }
                return try plan(for: resolved, options: Options(allowsStandardOutput: false, followsSymbolicLinks: false))
            case let other?:
                throw fail(.symbolicLinkTo(other))
            }
        case .directory:
            throw fail(.directory)
        default:
            throw fail(.notWritable(own))
        }
    }

    // MARK: Writing

    private static func writeThrough(_ bytes: [UInt8], to path: String) throws {
        func fail(_ problem: OutputFileError.Problem) -> OutputFileError { OutputFileError(path: path, problem: problem) }
        // Non-blocking open: a FIFO with no reader fails (ENXIO) instead of hanging.
        let fd = open(SystemPath.cString(path), O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else {
            throw fail(errno == ENXIO ? .fifoWithoutReader : .cannotOpen(errno: errno))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw fail(.systemError(errno: errno)) }
        let kind = FileKind(mode: info.st_mode)
        guard kind == .characterDevice || kind == .fifo || kind == .socket else {
            throw fail(.changedWhileOpening(kind))
        }
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
        try writeAll(fd, bytes, path: path)
    }

    /// The steps of an atomic replace, for tests that interrupt it at each.
    enum ReplacePhase: CaseIterable {
        /// The temporary file is made, empty.
        case opened
        /// The bytes are in it.
        case written
        /// It is flushed and closed, not yet renamed.
        case closed
    }

    /// Replaces `target` by way of a temporary file beside it, held by `SignalCleanup` from
    /// its making to its rename or removal. `phase` is told each step (tests).
    static func replace(_ target: String, with bytes: [UInt8], reportedAs path: String, mode: mode_t,
                        phase: (ReplacePhase) -> Void = { _ in }) throws {
        func fail(_ problem: OutputFileError.Problem) -> OutputFileError { OutputFileError(path: path, problem: problem) }
        let (directory, name) = split(target)
        var existing = stat()
        let exists = lstat(SystemPath.cString(target), &existing) == 0
        var temp = ""
        var fd: Int32 = -1
        var hold: SignalCleanup.Hold?
        for attempt in 0..<100 {
            temp = directory + "/." + name + ".tmp-\(getpid())-\(attempt)"
            // Held before it exists: a signal between the two finds nothing to remove.
            hold = SignalCleanup.hold(temp)
            fd = open(SystemPath.cString(temp), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, exists ? 0o600 : mode)
            if fd >= 0 { break }
            let failure = errno
            SignalCleanup.release(hold)
            hold = nil
            errno = failure
            if failure != EEXIST { break }
        }
        guard fd >= 0 else { throw fail(.noTemporaryFile(directory: directory, errno: errno)) }
        defer { SignalCleanup.release(hold) }
        var closed = false
        do {
            phase(.opened)
            if exists { _ = fchmod(fd, existing.st_mode & 0o7777) }
            try writeAll(fd, bytes, path: path)
            phase(.written)
            guard fsync(fd) == 0 || errno == EINVAL else { throw fail(.systemError(errno: errno)) }
            var info = stat()
            guard fstat(fd, &info) == 0, Int(info.st_size) == bytes.count else {
                throw fail(.wrongSize(written: Int(info.st_size), expected: bytes.count))
            }
            closed = true
            guard close(fd) == 0 else { throw fail(.systemError(errno: errno)) }
            phase(.closed)
            guard rename(SystemPath.cString(temp), SystemPath.cString(target)) == 0 else { throw fail(.systemError(errno: errno)) }
        } catch {
            if !closed { close(fd) }
            unlink(SystemPath.cString(temp))
            throw error
        }
    }

    static func writeAll(_ fd: Int32, _ bytes: [UInt8], path: String) throws {
        var done = 0
        try bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            while done < buffer.count {
                let n = Glibc.write(fd, base + done, buffer.count - done)
                if n < 0 {
                    if errno == EINTR { continue }
                    if errno == EAGAIN { usleep(1000); continue }
                    throw OutputFileError(path: path, problem: .systemError(errno: errno))
                }
                if n == 0 { throw OutputFileError(path: path, problem: .deviceFull) }
                done += n
            }
        }
    }

    // MARK: Paths

    /// The open descriptor `path` names (`/dev/stdout`, `/dev/stderr`, `/dev/fd/N`,
    /// `/proc/self/fd/N`), or nil for any other path or a descriptor that is not open.
    static func openDescriptor(named path: String) -> Int32? {
        let number: Int32?
        switch path {
        case "/dev/stdout": number = STDOUT_FILENO
        case "/dev/stderr": number = STDERR_FILENO
        default:
            let prefix = ["/dev/fd/", "/proc/self/fd/"].first { path.hasPrefix($0) }
            number = prefix.flatMap { Int32(path.dropFirst($0.count)) }
        }
        guard let fd = number, fd >= 0, fcntl(fd, F_GETFD) >= 0 else { return nil }
        return fd
    }

    private static func checkDirectory(of path: String, reportedAs: String) throws {
        let (directory, _) = split(path)
        guard let kind = FileKind.of(directory) else {
            throw OutputFileError(path: reportedAs, problem: .noDirectory(directory))
        }
        guard kind == .directory else { throw OutputFileError(path: reportedAs, problem: .notADirectory(directory)) }
    }

    /// The directory (no trailing slash; "." for a bare name) and the last component.
    static func split(_ path: String) -> (String, String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let directory = String(path[..<slash])
        return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
    }

    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink(SystemPath.cString(path), &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return SystemPath.decode(buffer[0..<n].map { UInt8(bitPattern: $0) })
    }

    /// The real path of `path` (links resolved); for a link to a file not yet there, its
    /// directory's real path and the name.
    static func resolve(_ path: String) -> String? {
        if let real = realpath(SystemPath.cString(path), nil) {
            defer { free(real) }
            return SystemPath.decode(cBytes(real))
        }
        guard let target = linkTarget(path) else { return nil }
        let absolute = target.hasPrefix("/") ? target : split(path).0 + "/" + target
        let (directory, name) = split(absolute)
        guard let real = realpath(SystemPath.cString(directory), nil) else { return nil }
        defer { free(real) }
        return SystemPath.decode(cBytes(real)) + "/" + name
    }
}
