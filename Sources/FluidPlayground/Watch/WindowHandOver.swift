/// The watcher's side of handing the window from the running program to the one just rebuilt,
/// as a small state machine (`WatchSession` feeds it what it sees and does what it says).
///
/// The rebuilt program starts with its window hidden and readies everything that does not need
/// the old window gone, while the old window still shows; only once it says it is ready is the
/// old window asked to close, and once that has written its carry-over (the last thing it does
/// before letting its window go) or has ended, the new one is told to go. A rebuilt program that
/// ends or hangs before it is ready leaves the old window running.
package struct WindowHandOver: Equatable {
    package enum Stage: Equatable {
        /// The rebuilt program is starting, the old window shows.
        case warming
        /// The rebuilt program is ready; the old window was asked to close.
        case closingOld
        /// The old window handed over; the rebuilt program was told to go.
        case handed
        /// The rebuilt program did not get ready; the old window runs on.
        case keptOld
        /// The old window was closed by its user while the rebuilt program started: both end.
        case stopped
    }

    /// What the watcher saw since it last asked.
    package enum Event: Equatable {
        case newReady
        /// The rebuilt program ended with `status`, or was killed by that signal (a crash).
        case newExited(status: Int32, bySignal: Bool)
        case oldExited(status: Int32)
        /// The old window, asked to close, has written its carry-over.
        case oldHandedOver
        /// Nothing happened; `seconds` have passed since the rebuilt program was started.
        case waited(seconds: Double)
    }

    /// What the watcher does next.
    package enum Step: Equatable {
        case wait
        /// Ask the old window to close (SIGTERM: it writes a new carry-over as it goes; the one
        /// there now is removed first, so that its appearing says the old window is done).
        case closeOld
        /// Add the reload's times to the carry-over and tell the rebuilt program to go.
        case go
        /// End the rebuilt program (if it still runs) and tell the old window why it stays.
        case keepOld(NotHandedOver)
        /// End the rebuilt program; the watch ends with the old window's `status`.
        case stop(status: Int32)
    }

    package private(set) var stage = Stage.warming
    /// How long a rebuilt program may take to get ready (a debug build on a loaded machine
    /// takes seconds).
    package let patience: Double

    package init(patience: Double = 60) {
        self.patience = patience
    }

    package mutating func next(_ event: Event) -> Step {
        switch (stage, event) {
        case (.warming, .newReady):
            stage = .closingOld
            return .closeOld
        case (.warming, .newExited(let status, let bySignal)):
            stage = .keptOld
            return .keepOld(bySignal ? .killed(signal: status) : .ended(status: status))
        case (.warming, .oldExited(let status)):
            stage = .stopped
            return .stop(status: status)
        case (.warming, .waited(let seconds)) where seconds > patience:
            stage = .keptOld
            return .keepOld(.notReady(within: patience))
        case (.closingOld, .oldHandedOver), (.closingOld, .oldExited):
            stage = .handed
            return .go
        case (.closingOld, .newExited(let status, _)):
            // The old window is already going: the watch ends with the new program's status.
            stage = .stopped
            return .stop(status: status)
        case (.warming, _), (.closingOld, _), (.handed, _), (.keptOld, _), (.stopped, _):
            return .wait
        }
    }
}

/// Why a rebuilt program did not take the window over (the old scene runs on).
package enum NotHandedOver: Equatable, CustomStringConvertible {
    /// It ended with `status` before its window opened.
    case ended(status: Int32)
    /// A signal ended it before its window opened (a crash in its scene's `init`, say).
    case killed(signal: Int32)
    /// It was not ready within `within` seconds.
    case notReady(within: Double)
    /// It could not be started at all (`reason` in the system's words).
    case notStarted(reason: String)

    package var description: String {
        switch self {
        case .ended(let status):
            return "the rebuilt program ended (status \(status)) before its window opened; the old scene runs on"
        case .killed(let signal):
            return "the rebuilt program was killed by signal \(signal) before its window opened; the old scene runs on"
        case .notReady(let seconds):
            return "the rebuilt program was not ready within \(Int(seconds)) s; the old scene runs on"
        case .notStarted(let reason):
            return "the rebuilt program did not start (\(reason)); the old scene runs on"
        }
    }
}
