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

    /// Installs the noting handlers (headless runs; `signals`, by default `handled`). A call the signal interrupts is not
    /// restarted: a write blocked on a stalled reader (`--trace -`) returns, so the run can
    /// give it up and stop (`LineFile.stopRequested`).
    public static func install(_ signals: [Int32] = handled) {
        pending = 0
        for s in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                StopSignals.pending = number
            }
            sigemptyset(&action.sa_mask)
            // One noted signal; the next of its kind has the default action.
            action.sa_flags = Int32(bitPattern: UInt32(SA_RESETHAND))
            sigaction(s, &action, nil)
        }
    }

    /// Windowed runs: SDL already turns SIGTERM into a quit event; SIGHUP, SIGQUIT and SIGINT
    /// are sent on as SIGTERM so they quit the same way (state written, status 0). SIGINT too,
    /// because SDL takes it only where its action is the default, and a program started in the
    /// background by a shell script begins with SIGINT ignored: README's "SIGINT closes the
    /// window" holds there as well.
    public static func forwardToQuit() {
        for s in [SIGHUP, SIGQUIT, SIGINT] {
            signal(s) { _ in
                kill(getpid(), SIGTERM)
            }
        }
    }
}
