#if canImport(Glibc)
import Glibc
#endif

/// What a program keeps when it dies of a fault no code can catch: a trap (`fatalError`, a bad
/// index, an overflow: SIGILL, or SIGTRAP on some processors), a bad address (SIGSEGV, SIGBUS),
/// `abort` (SIGABRT) or a division by zero (SIGFPE). Installed, the handler writes the lines
/// queued for the kept `LineFile`s (`--record`, `--trace`), puts the file prepared ahead in
/// place (`--state`, atomically: a temporary file beside it renamed over it) and says the
/// message prepared ahead on standard error; then the signal goes on to whatever handled it
/// before (Swift's backtrace, or the default action), so the program still dies of it, with the
/// same status.
///
/// A handler may make only async-signal-safe calls, and the program's state may be broken:
/// everything the handler writes is prepared before the fault (`prepare`, typically once a
/// frame), in memory the handler only reads, and it calls nothing but write(2), open(2),
/// close(2), rename(2), unlink(2), ftruncate(2), poll(2), sigaction and raise.
///
/// Process-wide, as signals are: prepared bytes live in blocks this allocates and the handler
/// reads through one pointer.
public enum FatalSignals {
    /// The signals of faults that end the program.
    public static let fatal: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV]

    /// What the handler writes: the message around the signal's name, and a file's bytes.
    struct Prepared {
        /// Said before and after the signal's name ("SIGILL").
        var before: UnsafeMutableBufferPointer<UInt8>
        var after: UnsafeMutableBufferPointer<UInt8>
        /// The file to put in place (terminated by a zero), the temporary name beside it, and
        /// its contents; `path` is empty when there is none. `descriptor` is a file written
        /// through (`-`, `/dev/fd/N`), `openAtTheFault` for a device or pipe named by `path`, or
        /// -1 for a file replaced.
        var path: UnsafeMutableBufferPointer<CChar>
        var temporary: UnsafeMutableBufferPointer<CChar>
        var contents: UnsafeMutableBufferPointer<UInt8>
        var descriptor: Int32

        func free() {
            before.deallocate(); after.deallocate(); path.deallocate(); temporary.deallocate(); contents.deallocate()
        }
    }

    /// The block the handler reads, and the one before it (freed at the next `prepare`, so a
    /// handler running on another thread never reads a freed block).
    private nonisolated(unsafe) static var current: UnsafeMutablePointer<Prepared>?
    private nonisolated(unsafe) static var retired: UnsafeMutablePointer<Prepared>?
    /// Kept line files (retained until `forget`).
    private static let capacity = 8
    private nonisolated(unsafe) static let kept: UnsafeMutablePointer<Unmanaged<LineFile>?> = {
        let p = UnsafeMutablePointer<Unmanaged<LineFile>?>.allocate(capacity: capacity)
        p.initialize(repeating: nil, count: capacity)
        return p
    }()
    /// The actions in place before `install`, by signal number, put back by the handler.
    private nonisolated(unsafe) static let previous: UnsafeMutablePointer<sigaction> = {
        let p = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        p.initialize(repeating: sigaction(), count: 65)
        return p
    }()
    private nonisolated(unsafe) static var installed = false
    /// Set as the handler starts: a second fault inside it goes straight on.
    private nonisolated(unsafe) static var handling: sig_atomic_t = 0

    /// Installs the handler for every fatal signal, once, on a stack of its own (a fault of an
    /// exhausted stack still runs it).
    public static func install() {
        guard !installed else { return }
        installed = true
        _ = kept
        var stack = stack_t()
        if sigaltstack(nil, &stack) == 0, stack.ss_flags & Int32(SS_DISABLE) != 0 {
            let size = 1 << 16
            stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
            stack.ss_size = size
            stack.ss_flags = 0
            sigaltstack(&stack, nil)
        }
        for number in fatal {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = { number, info, _ in
                FatalSignals.handle(number, sent: info.map { $0.pointee.si_code <= 0 } ?? true)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_SIGINFO | SA_ONSTACK
            sigaction(number, &action, previous + Int(number))
        }
    }

    /// Lines queued for `file` are written if a fatal signal comes (until `forget`).
    public static func keep(_ file: LineFile) {
        guard let slot = (0..<capacity).first(where: { kept[$0] == nil }) else { return }
        kept[slot] = Unmanaged.passRetained(file)
    }

    public static func forget(_ file: LineFile) {
        for slot in 0..<capacity where kept[slot]?.takeUnretainedValue() === file {
            let held = kept[slot]
            kept[slot] = nil
            held?.release()
        }
    }

    /// What a fatal signal writes from now on: `before`, the signal's name and `after` on
    /// standard error, and `contents` put in place as the file `path` (as `OutputFile` names
    /// files: `-` and `/dev/fd/N` are written through, a device or pipe too), if given.
    public static func prepare(before: String, after: String, file: (path: String, contents: [UInt8])?) {
        let made = UnsafeMutablePointer<Prepared>.allocate(capacity: 1)
        var descriptor: Int32 = -1
        var path: [CChar] = [0], temporary: [CChar] = [0]
        if let file {
            if file.path == "-" {
                descriptor = STDOUT_FILENO
            } else if let fd = OutputFile.openDescriptor(named: file.path) {
                descriptor = fd
            } else {
                path = SystemPath.cString(file.path)
                temporary = SystemPath.cString(file.path + ".tmp-\(getpid())-fault")
                // A device or pipe is written through, opened by the handler without waiting.
                if let kind = FileKind.of(file.path, followingLinks: false), kind == .characterDevice || kind == .fifo {
                    descriptor = openAtTheFault
                }
            }
        }
        made.initialize(to: Prepared(before: copy(Array(before.utf8)), after: copy(Array(after.utf8)),
                                     path: copy(path), temporary: copy(temporary),
                                     contents: copy(file?.contents ?? []), descriptor: descriptor))
        if let retired {
            retired.pointee.free()
            retired.deallocate()
        }
        retired = current
        current = made
    }

    private static func copy<T>(_ values: [T]) -> UnsafeMutableBufferPointer<T> {
        let buffer = UnsafeMutableBufferPointer<T>.allocate(capacity: max(values.count, 1))
        _ = buffer.initialize(fromContentsOf: values)
        return UnsafeMutableBufferPointer(rebasing: buffer[0..<values.count])
    }

    // MARK: In the handler

    private static func handle(_ number: Int32, sent: Bool) {
        if handling == 0 {
            handling = 1
            for slot in 0..<capacity {
                kept[slot]?._withUnsafeGuaranteedRef { $0.writeQueuedAfterAFault() }
            }
            if let prepared = current {
                writeFile(prepared.pointee)
                writeAll(STDERR_FILENO, UnsafeRawBufferPointer(prepared.pointee.before))
                let name = Self.name(number)
                writeAll(STDERR_FILENO, UnsafeRawBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
                writeAll(STDERR_FILENO, UnsafeRawBufferPointer(prepared.pointee.after))
            }
        }
        // On to the action from before. A fault returned from happens again at once (and is
        // handled there, with its own address); a signal sent, or a breakpoint's SIGTRAP
        // (which would carry on past it), is sent again, delivered as this handler returns.
        sigaction(number, previous + Int(number), nil)
        if sent || number == SIGTRAP { raise(number) }
    }

    /// `Prepared.descriptor` of a device or pipe the handler opens by its name.
    static let openAtTheFault: Int32 = -2

    private static func writeFile(_ prepared: Prepared) {
        if prepared.descriptor == openAtTheFault, let path = prepared.path.baseAddress {
            let fd = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
            if fd >= 0 { writeAll(fd, UnsafeRawBufferPointer(prepared.contents)); close(fd) }
            return
        }
        if prepared.descriptor >= 0 {
            _ = writeAll(prepared.descriptor, UnsafeRawBufferPointer(prepared.contents))
            return
        }
        guard let path = prepared.path.baseAddress, let temporary = prepared.temporary.baseAddress, path.pointee != 0 else { return }
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard fd >= 0 else { return }
        let whole = writeAll(fd, UnsafeRawBufferPointer(prepared.contents))
        if close(fd) == 0 && whole {
            if rename(temporary, path) == 0 { return }
        }
        unlink(temporary)
    }

    /// Writes all of `bytes` to `fd`; a pipe or device that takes nothing for a second is given
    /// up on (a stalled reader must not hold a dying program). False when not all went.
    @discardableResult
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var done = 0
        while done < bytes.count {
            let n = write(fd, base + done, bytes.count - done)
            if n > 0 { done += n; continue }
            if n < 0 && errno == EINTR { continue }
            if n < 0 && errno == EAGAIN {
                var wanted = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                if poll(&wanted, 1, 1000) == 1 { continue }
            }
            return false
        }
        return true
    }

    /// The signal's name, from constant bytes.
    static func name(_ number: Int32) -> StaticString {
        switch number {
        case SIGILL: return "SIGILL"
        case SIGTRAP: return "SIGTRAP"
        case SIGABRT: return "SIGABRT"
        case SIGBUS: return "SIGBUS"
        case SIGFPE: return "SIGFPE"
        case SIGSEGV: return "SIGSEGV"
        default: return "a fatal signal"
        }
    }
}
