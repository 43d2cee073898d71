#if canImport(Glibc)
import Glibc
#endif

/// Why standard output could not be written.
public enum StandardOutputError: Error, Equatable, CustomStringConvertible {
    /// The reader has gone (EPIPE): `fluid curve … | head` read all it wanted.
    case readerGone
    /// Any other failure (a full disk, an I/O error), by its `errno`.
    case failed(Int32)

    /// The error number behind it.
    public var code: Int32 {
        switch self {
        case .readerGone: return EPIPE
        case .failed(let code): return code
        }
    }

    /// `cannot write standard output: No space left on device`.
    public var description: String { "cannot write standard output: \(systemError(code))" }
}

/// The one way the program writes its standard output (every subcommand's report, `-` for
/// `--state` and `--trace`, the window's `C`): each write goes out at once and is checked, so
/// a full disk or a closed pipe is an error the caller sees instead of output silently lost.
///
/// Pending `print` output (C stdio) is flushed first, so the two never interleave out of order.
/// SIGPIPE must be ignored for a closed pipe to arrive here as `.readerGone` rather than as
/// the signal's death.
public enum StandardOutput {
    /// Writes `text` to standard output (or to `descriptor`, for tests).
    public static func write(_ text: String, descriptor: Int32 = STDOUT_FILENO) throws(StandardOutputError) {
        try write(Array(text.utf8), descriptor: descriptor)
    }

    /// Writes `bytes` whole to standard output (or to `descriptor`, for tests).
    public static func write(_ bytes: [UInt8], descriptor: Int32 = STDOUT_FILENO) throws(StandardOutputError) {
        if descriptor == STDOUT_FILENO, fflush(stdout) != 0 { throw error(errno) }
        let failure: Int32 = bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            var done = 0
            while done < buffer.count {
                let n = Glibc.write(descriptor, base + done, buffer.count - done)
                if n < 0 {
                    if errno == EINTR { continue }
                    if errno == EAGAIN { usleep(1000); continue }
                    return errno
                }
                if n == 0 { return EIO }
                done += n
            }
            return 0
        }
        if failure != 0 { throw error(failure) }
    }

    private static func error(_ code: Int32) -> StandardOutputError {
        code == EPIPE ? .readerGone : .failed(code)
    }
}
