import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A file written line by line as a run goes (`--record`, `--trace`), so a crash, a kill or a
/// lost display loses at most what was not yet flushed. The file holds whole lines only: a
/// write cut short (a full disk) is cut back to the last whole line, so what came before still
/// reads. The first error is kept in `error`, reported to `onError` once, and ends the writing;
/// it never traps.
public final class LineFile {
    public let path: String
    /// The first error met (writing or closing), if any.
    public private(set) var error: LineFileError?
    /// Called once with the first error.
    public var onError: ((LineFileError) -> Void)?
    /// True once the first error was a reader that has gone (a pipe closed: `--trace - | head`):
    /// what the reader wanted it has, so the caller may end quietly.
    public private(set) var readerGone = false
    /// True once the first error was lines given up on because the program was being stopped
    /// and a stalled reader took no more (`stopRequested`): what was asked for, not a failure.
    public private(set) var gaveUpWhenStopped = false
    /// Asked as a write waits (interrupted by a signal, or before each piece once it says
    /// yes): true when the program is being stopped, so that lines a stalled reader does not
    /// take are given up on instead of waited for. Lines the pipe has room for still go out.
    public var stopRequested: (() -> Bool)?
    var fd: Int32?
    var buffer: [UInt8] = []
    /// For a regular file, the bytes of whole lines in it: where a cut-short write is cut back
    /// to. Nil for a device or pipe, which cannot be cut back.
    var wholeLines: off_t?
    /// A descriptor open on a regular file (`--trace - > trace.jsonl`): cut back from where the
    /// cut-short write ended, as others (standard error) may write to the same file too.
    private var cutsBackFromEnd = false

    /// A regular file's lines from before: kept until this run's first line or `close`.
    enum Start {
        /// Nothing written yet; `made` when the file was not there before.
        case keepsOld(made: Bool)
        /// Emptied for this run's lines.
        case started
    }
    var start = Start.started

    /// Opens `path`: a regular file (not a symbolic link), or a character device or pipe
    /// written through (a FIFO without a reader is refused at once, not waited on). A regular
    /// file is emptied only by the first `flush` with lines or by `close`: a run that fails
    /// before either leaves the file as it was (and one it made, gone). `doing` names the use
    /// in messages ("record to", "trace to").
    public init(path: String, doing: String = "write to") throws {
        self.path = path
        let flags = O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC
        var fd = Glibc.open(SystemPath.cString(path), flags | O_CREAT | O_EXCL, 0o666)
        let made = fd >= 0
        if !made && errno == EEXIST { fd = Glibc.open(SystemPath.cString(path), flags) }
        guard fd >= 0 else {
            throw errno == ELOOP ? LineFileError.symbolicLink(path: path)
                : errno == ENXIO ? LineFileError.fifoWithoutReader(path: path)
                : LineFileError.cannotCreate(path: path, reason: String(cString: strerror(errno)))
        }
        var info = stat()
        let mode = fstat(fd, &info) == 0 ? info.st_mode & S_IFMT : 0
        guard mode == S_IFREG || mode == S_IFCHR || mode == S_IFIFO else {
            Glibc.close(fd)
            throw LineFileError.notAFileDeviceOrPipe(path: path, doing: doing)
        }
        let now = fcntl(fd, F_GETFL)
        if now >= 0 { _ = fcntl(fd, F_SETFL, now & ~O_NONBLOCK) }
        self.fd = fd
        wholeLines = mode == S_IFREG ? 0 : nil
        if mode == S_IFREG { start = .keepsOld(made: made) }
    }

    /// Writes through an open descriptor (`-`, `/dev/stdout`, `/dev/fd/N`), a copy of it, so
    /// closing this file leaves the descriptor open. `path` names it in messages.
    public init(descriptor: Int32, path: String) throws {
        self.path = path
        let fd = fcntl(descriptor, F_DUPFD_CLOEXEC, 3)
        guard fd >= 0 else { throw LineFileError.cannotWrite(path: path, reason: String(cString: strerror(errno))) }
        self.fd = fd
        wholeLines = nil
        var info = stat()
        cutsBackFromEnd = fstat(fd, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// The file `path` names as `OutputFile` reads names: `-` and the descriptor names write
    /// through their descriptor, anything else is created as `init(path:doing:)` does.
    public static func open(_ path: String, doing: String = "write to") throws -> LineFile {
        if path == "-" { return try LineFile(descriptor: STDOUT_FILENO, path: "standard output") }
        if let fd = OutputFile.openDescriptor(named: path) { return try LineFile(descriptor: fd, path: path) }
        return try LineFile(path: path, doing: doing)
    }

    /// Let go without `close`: lines queued are written; a file nothing was written to is
    /// left as it was (one this made, removed).
    deinit {
        if case .keepsOld(let made) = start, buffer.isEmpty, let fd {
            if made { unlink(SystemPath.cString(path)) }
            Glibc.close(fd)
            self.fd = nil
            return
        }
        close()
    }

    /// False once an error ended the writing (or after `close`).
    public var isOpen: Bool { fd != nil }

    /// Bytes waiting for `flush`.
    public var buffered: Int { buffer.count }

    /// Queues `bytes`, which end with a newline (whole lines only), for the next `flush`.
    public func append<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        guard fd != nil else { return }
        buffer.append(contentsOf: bytes)
    }

    /// Writes what is queued now; a failure is reported once and ends the writing.
    public func flush() {
        guard let fd, !buffer.isEmpty, startAfresh() else { return }
        var done = 0
        var gone = false
        let failure: LineFileError.WriteFailure? = buffer.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return nil }
            while done < bytes.count {
                var piece = bytes.count - done
                if stopRequested?() == true {
                    // Only what goes without waiting: PIPE_BUF bytes when there is room for them.
                    guard Self.hasRoom(fd) else { return .readerStalledAtStop }
                    piece = min(piece, Int(PIPE_BUF))
                }
                let n = Glibc.write(fd, base + done, piece)
                if n < 0 {
                    if errno == EINTR { continue }
                    // A descriptor left non-blocking by whoever opened it: wait as a blocking one.
                    if errno == EAGAIN { Self.waitForRoom(fd); continue }
                    gone = errno == EPIPE
                    return .system(errno: errno)
                }
                if n == 0 { return .tookNoMoreBytes }
                done += n
            }
            return nil
        }
        if gone && error == nil { readerGone = true }
        if failure == .readerStalledAtStop && error == nil { gaveUpWhenStopped = true }
        // The buffer holds whole lines: on a failure, the part of it written may end inside one.
        let whole = failure == nil ? done : buffer[0..<done].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        buffer.removeAll(keepingCapacity: true)
        var cutBack: off_t?
        if let written = wholeLines {
            wholeLines = written + off_t(whole)
            cutBack = written + off_t(whole)
        } else if cutsBackFromEnd {
            let end = lseek(fd, 0, SEEK_CUR)
            cutBack = end >= 0 ? end - off_t(done - whole) : nil
        }
        if whole < done, let cutBack, ftruncate(fd, cutBack) != 0 {
            fail(.cannotCutBack(path: path, failure: failure ?? .tookNoMoreBytes, errno: errno))
            return
        }
        if let failure { fail(.writingStopped(path: path, failure: failure)) }
    }

    /// Whether `fd` takes PIPE_BUF bytes now (a regular file always does).
    private static func hasRoom(_ fd: Int32) -> Bool {
        var wanted = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        return poll(&wanted, 1, 0) == 1 && wanted.revents & Int16(POLLOUT) != 0
    }

    /// Waits until `fd` takes bytes or a signal comes.
    private static func waitForRoom(_ fd: Int32) {
        var wanted = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        _ = poll(&wanted, 1, -1)
    }

    /// Empties a regular file kept from before, once: false (and the error) when it cannot be.
    private func startAfresh() -> Bool {
        guard case .keepsOld = start, let fd else { return true }
        start = .started
        guard ftruncate(fd, 0) == 0 else {
            fail(.cannotTruncate(path: path, reason: String(cString: strerror(errno))))
            return false
        }
        return true
    }

    /// Writes what is queued and closes the file (emptied, if nothing was written: the run
    /// ended with no lines). Further lines are ignored.
    public func close() {
        flush()
        _ = startAfresh()
        guard let fd else { return }
        self.fd = nil
        if Glibc.close(fd) != 0 { fail(.cannotClose(path: path, errno: errno)) }
    }

    private func fail(_ failure: LineFileError) {
        guard error == nil else { return }
        error = failure
        if let fd { Glibc.close(fd) }
        fd = nil
        onError?(failure)
    }
}

/// Why a `LineFile` could not be opened, or why its writing ended; `description` is the one
/// rendering.
public enum LineFileError: Error, Equatable, CustomStringConvertible {
    /// The name is a symbolic link: never written through (name the file itself).
    case symbolicLink(path: String)
    /// A FIFO nothing reads: refused at once rather than waited on.
    case fifoWithoutReader(path: String)
    /// `open` failed for another reason (the system's words).
    case cannotCreate(path: String, reason: String)
    /// A directory, socket or block device; `doing` names the use ("record to").
    case notAFileDeviceOrPipe(path: String, doing: String)
    case cannotTruncate(path: String, reason: String)
    /// A descriptor (`-`, `/dev/fd/N`) could not be copied.
    case cannotWrite(path: String, reason: String)
    /// A write failed: the lines before it stay, and nothing more is written.
    case writingStopped(path: String, failure: WriteFailure)
    /// A write failed part way and the file could not be cut back to its last whole line
    /// (`errno` is the truncation's).
    case cannotCutBack(path: String, failure: WriteFailure, errno: Int32)
    case cannotClose(path: String, errno: Int32)

    /// Why a write failed.
    public enum WriteFailure: Equatable, Sendable, CustomStringConvertible {
        /// The system's error number (`ENOSPC` for a full disk, `EPIPE` for a reader gone).
        case system(errno: Int32)
        /// The reader took no more while the run was being stopped (`stopRequested`).
        case readerStalledAtStop
        /// `write` returned 0.
        case tookNoMoreBytes

        public var description: String {
            switch self {
            case .system(let errno): return String(cString: strerror(errno))
            case .readerStalledAtStop: return "the reader took no more while the run was being stopped"
            case .tookNoMoreBytes: return "the file took no more bytes"
            }
        }
    }

    public var description: String {
        switch self {
        case .symbolicLink(let path): return "cannot create \(SystemPath.display(path)): it is a symbolic link; name the file itself"
        case .fifoWithoutReader(let path): return "cannot create \(SystemPath.display(path)): it is a FIFO with no reader"
        case let .cannotCreate(path, reason): return "cannot create \(SystemPath.display(path)): \(reason)"
        case let .notAFileDeviceOrPipe(path, doing): return "cannot \(doing) \(SystemPath.display(path)): it is not a regular file, a device or a pipe"
        case let .cannotTruncate(path, reason): return "cannot truncate \(SystemPath.display(path)): \(reason)"
        case let .cannotWrite(path, reason): return "cannot write \(SystemPath.display(path)): \(reason)"
        case let .writingStopped(path, failure): return "cannot write \(SystemPath.display(path)): \(failure); writing stops here"
        case let .cannotCutBack(path, failure, errno):
            return "cannot write \(SystemPath.display(path)): \(failure), and cannot cut it back to its last whole line: \(String(cString: strerror(errno)))"
        case let .cannotClose(path, errno): return "cannot close \(SystemPath.display(path)): \(String(cString: strerror(errno)))"
        }
    }
}
