/// What a report is about (R7, R8), so code and tests match cases, not wording.
public enum Diagnostic: Equatable, Sendable {
    /// A call the animator's state does not allow: UIKit raises; here nothing changes (R7).
    case illegalState(needs: StateRequirement, found: AnimatorPhase)
    /// A number or parameter out of range or not finite, replaced as the text says (R8).
    case invalidArgument
    /// The animator has no `AnimationDriver`, so nothing can run.
    case noDriver
    /// `advance(to:)` was given a time that is not finite.
    case timeNotFinite
    /// `advance(to:)` was given a time before the driver's; the clock held.
    case timeWentBackwards
    /// `advance(to:)` was called from a completion of the same driver.
    case reentrantAdvance
}

/// The state a call needs (R7).
public enum StateRequirement: Equatable, Sendable, CustomStringConvertible {
    case inactive
    case inactiveOrActive
    /// `.inactive`, or `.active` and running.
    case inactiveOrRunning
    case active
    /// `.active` and paused.
    case paused
    case stopped
    /// `isInterruptible == true`.
    case interruptible

    public var description: String {
        switch self {
        case .inactive: return ".inactive"
        case .inactiveOrActive: return ".inactive or .active"
        case .inactiveOrRunning: return ".inactive or .active (running)"
        case .active: return ".active"
        case .paused: return ".active (paused)"
        case .stopped: return ".stopped"
        case .interruptible: return "an interruptible animator (isInterruptible == true)"
        }
    }
}

/// Where misuse and bad numbers are reported instead of crashing (R7, R8).
///
/// UIKit raises an exception for an illegal animator call; here the call changes nothing and a
/// message names the call, the state it needs and the state it found. Each driver owns one
/// channel (no global), so a test sees exactly the reports of the animators it drives.
public final class Diagnostics {
    /// One report: `description` reads "call: needs …, found …; ignored".
    public struct Message: Equatable, CustomStringConvertible {
        /// The API that was misused, e.g. "finishAnimation(at:)".
        public let call: String
        /// What kind of report it is.
        public let kind: Diagnostic
        /// What was wrong and what was done instead.
        public let text: String
        public var description: String { "\(call): \(text)" }
    }

    /// Oldest first; only the newest `capacity` are kept, so a long session cannot grow it without bound.
    public private(set) var messages: [Message] = []
    /// How many messages are kept.
    public let capacity: Int
    /// Called for every message as it is reported (a scene might print it, a test collect it).
    public var handler: ((Message) -> Void)?

    public init(capacity: Int = 1000, handler: ((Message) -> Void)? = nil) {
        self.capacity = max(1, capacity)
        self.handler = handler
    }

    /// Records a message and hands it to `handler`.
    public func report(_ call: String, _ kind: Diagnostic, _ text: String) {
        let message = Message(call: call, kind: kind, text: text)
        if messages.count >= capacity { messages.removeFirst(messages.count - capacity + 1) }
        messages.append(message)
        handler?(message)
    }

    /// An illegal call: the text says what it needs and what it found (R7).
    public func reportIllegal(_ call: String, needs: StateRequirement, found: AnimatorPhase) {
        report(call, .illegalState(needs: needs, found: found), "needs \(needs), found \(found); ignored")
    }

    /// Forgets the messages kept so far (the handler stays).
    public func removeAll() { messages.removeAll() }

    /// The kinds reported so far, oldest first (what tests compare).
    public var kinds: [Diagnostic] { messages.map(\.kind) }

    /// True when some message's call or text contains `fragment` (for people reading logs; tests
    /// match `kinds`).
    public func contains(_ fragment: String) -> Bool {
        messages.contains { $0.description.contains(fragment) }
    }
}
