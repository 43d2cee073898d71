import Foundation

/// A rebuilt scene tried in a fork of the running window before the window takes it: a scene
/// that traps as it is made (a `fatalError` in its `init`, a bad index in its layout) ends the
/// fork, not the window. The fork runs only `body` and leaves with `_exit`, so it flushes,
/// writes and shows nothing (nor runs the process's exit handlers).
package enum SceneProbe {
    /// How the fork ended.
    package enum Result: Equatable {
        case passed
        case ended(status: Int32)
        case killed(signal: Int32)

        /// From a `waitpid` status (the `WIFEXITED` family are macros Swift does not import).
        package init(waitStatus status: Int32) {
            let signal = status & 0x7f
            if signal == 0 {
                let code = (status >> 8) & 0xff
                self = code == 0 ? .passed : .ended(status: code)
            } else {
                self = .killed(signal: signal)
            }
        }
    }

    /// Forks; the child runs `body` and exits 0. Nil when there could be no fork (then the
    /// scene is not tried: the caller says so and keeps the old one).
    package static func start(_ body: () -> Void) -> pid_t? {
        let pid = fork()
        if pid == 0 {
            body()
            _exit(0)
        }
        return pid > 0 ? pid : nil
    }

    /// How `pid` ended, or nil while it runs.
    package static func poll(_ pid: pid_t) -> Result? {
        var status: Int32 = 0
        let done = waitpid(pid, &status, WNOHANG)
        if done == 0 { return nil }
        if done < 0 { return .ended(status: -1) }
        return Result(waitStatus: status)
    }

    /// Waits for `pid` up to `seconds`, checking every millisecond; nil if it still runs.
    package static func wait(_ pid: pid_t, upTo seconds: Double) -> Result? {
        let end = Date().timeIntervalSince1970 + seconds
        while true {
            if let result = poll(pid) { return result }
            if Date().timeIntervalSince1970 > end { return nil }
            usleep(1000)
        }
    }

    /// Ends a fork that hangs, and reaps it.
    package static func kill(_ pid: pid_t) {
        Foundation.kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }
}
