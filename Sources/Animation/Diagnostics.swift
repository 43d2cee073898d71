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
    public func report(_ call: String, _ text: String) {
        let message = Message(call: call, text: text)
        if messages.count >= capacity { messages.removeFirst(messages.count - capacity + 1) }
        messages.append(message)
        handler?(message)
    }

    /// Forgets the messages kept so far (the handler stays).
    public func removeAll() { messages.removeAll() }

    /// True when some message's call or text contains `fragment` (for tests).
    public func contains(_ fragment: String) -> Bool {
        messages.contains { $0.description.contains(fragment) }
    }
}
