#if canImport(Glibc)
import Glibc
#endif

/// The signals that end a run early — SIGTERM, SIGINT, SIGHUP (terminal closed) and SIGQUIT —
/// handled so the run still writes what it has (`--state`, the recording).
///
/// Headless, a handler only notes the signal; the frame loop asks `received` before every
/// frame. A second signal of the same kind ends the process at once (the default action).
public enum StopSignals {
    public static let handled: [Int32] = [SIGTERM, SIGINT, SIGHUP, SIGQUIT]

    /// The last signal received since `install()`, or 0.
    public static var received: Int32 { pending }

    // Written by the signal handler: a plain word store, nothing else.
    private nonisolated(unsafe) static var pending: Int32 = 0

    /// Installs the noting handlers (headless runs).
    public static func install() {
        pending = 0
        for s in handled {
            signal(s) { number in
                StopSignals.pending = number
                signal(number, SIG_DFL)
            }
        }
    }

    /// Windowed runs: SDL already turns SIGTERM and SIGINT into a quit event; SIGHUP and
    /// SIGQUIT are sent on as SIGTERM so they quit the same way (state written, status 0).
    public static func forwardToQuit() {
        for s in [SIGHUP, SIGQUIT] {
            signal(s) { _ in
                kill(getpid(), SIGTERM)
            }
        }
    }
}
