#if canImport(Glibc)
import Glibc
#endif

/// Files that must not outlive a signal that ends the program: an atomic write's temporary
/// file (`OutputFile`), removed if SIGTERM, SIGINT, SIGHUP, SIGQUIT or another signal that ends
/// the program (`endingSignals`) arrives while it exists.
///
/// While at least one file is held, each of those signals whose action is the default gets a
/// handler that removes the held files, puts the default action back and raises the signal
/// again: the program still dies of it, with the same status. A signal someone else handles
/// (a headless run's `StopSignals`, SDL's quit) is left to them: they end the program in good
/// order, and the write finishes or removes its file itself. Once nothing is held, the actions
/// are the defaults again, so a handler installed later (SDL installs its own only over the
/// default) still is.
///
/// The one process-wide state of FileSafety, as signals are: the paths live in fixed slots
/// the handler reads without a lock or an allocation.
public enum SignalCleanup {
    /// The signals whose default action ends the program and that are sent to end it: the
    /// usual four, and those a program gets only when someone sends them or a limit runs out
    /// (SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ), which end it as surely.
    public static let endingSignals: [Int32] = [SIGTERM, SIGINT, SIGHUP, SIGQUIT] + alsoEnding

    /// The signals beyond the usual four whose default action ends the program.
    public static let alsoEnding: [Int32] = [SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ]

    /// A held file, for `release`.
    public struct Hold: Equatable {
        fileprivate let slot: Int
    }

    /// How many files can be held at once; a file beyond them is written but not held.
    static let capacity = 16
    /// The longest path a slot holds, in bytes with its terminating zero.
    static let pathBytes = Int(PATH_MAX)

    // Slot i: `ready[i]` is 1 while `paths + i * pathBytes` holds a path to remove.
    private nonisolated(unsafe) static let paths: UnsafeMutablePointer<CChar> = {
        let p = UnsafeMutablePointer<CChar>.allocate(capacity: capacity * pathBytes)
        p.initialize(repeating: 0, count: capacity * pathBytes)
        return p
    }()
    private nonisolated(unsafe) static let ready: UnsafeMutablePointer<sig_atomic_t> = {
        let p = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: capacity)
        p.initialize(repeating: 0, count: capacity)
        return p
    }()
    /// Held files, and the signals this installed its handler for (to put back).
    private nonisolated(unsafe) static var held = 0
    private nonisolated(unsafe) static var installed: [Int32] = []
    private nonisolated(unsafe) static var lock: pthread_mutex_t = {
        var m = pthread_mutex_t()
        pthread_mutex_init(&m, nil)
        return m
    }()

    /// Holds `path` (bytes as the system takes them) until `release`: removed if an ending
    /// signal arrives first. Nil when every slot is taken or the path is too long.
    public static func hold(_ path: String) -> Hold? {
        let bytes = SystemPath.cString(path)
        guard bytes.count <= pathBytes else { return nil }
        return locked {
            guard let slot = (0..<capacity).first(where: { ready[$0] == 0 }) else { return nil }
            let start = paths + slot * pathBytes
            bytes.withUnsafeBufferPointer { buffer in
                if let base = buffer.baseAddress { start.update(from: base, count: buffer.count) }
            }
            ready[slot] = 1
            held += 1
            if held == 1 { installHandlers() }
            return Hold(slot: slot)
        }
    }

    /// The file of `hold` is no longer at risk (renamed into place, or removed).
    public static func release(_ hold: Hold?) {
        guard let hold else { return }
        locked {
            guard ready[hold.slot] == 1 else { return }
            ready[hold.slot] = 0
            held -= 1
            if held == 0 { restoreDefaults() }
        }
    }

    /// Runs `body` under the lock with the ending signals blocked on this thread, so the
    /// handler never sees a slot half written from here.
    private static func locked<T>(_ body: () -> T) -> T {
        var block = sigset_t(), old = sigset_t()
        sigemptyset(&block)
        for s in endingSignals { sigaddset(&block, s) }
        pthread_sigmask(SIG_BLOCK, &block, &old)
        pthread_mutex_lock(&lock)
        defer {
            pthread_mutex_unlock(&lock)
            pthread_sigmask(SIG_SETMASK, &old, nil)
        }
        return body()
    }

    private static func installHandlers() {
        for s in endingSignals {
            var current = sigaction()
            guard sigaction(s, nil, &current) == 0, current.__sigaction_handler.sa_handler == nil,
                  current.sa_flags & SA_SIGINFO == 0 else { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                SignalCleanup.removeHeld()
                signal(number, SIG_DFL)
                raise(number)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            if sigaction(s, &action, nil) == 0 { installed.append(s) }
        }
    }

    private static func restoreDefaults() {
        for s in installed { signal(s, SIG_DFL) }
        installed = []
    }

    /// In the handler: only `unlink`, on bytes already in place.
    private static func removeHeld() {
        for slot in 0..<capacity where ready[slot] == 1 {
            unlink(paths + slot * pathBytes)
        }
    }
}
