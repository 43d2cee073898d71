/// The replay rule, written once: each frame takes the input due by its timestamp, in the order
/// given (an event stamped earlier than one before it goes with it). Everything that feeds
/// recorded input steps one of these: headless replays and their sessions (soak, fuzzer,
/// `fluid compare`), a recording replayed into the window, `G`'s replayed gesture, the tests'
/// scripted runs.
public struct InputFeed {
    /// The input, on the feed's own clock (a recording's: seconds from its start).
    public private(set) var events: [InputEvent]
    /// The index of the next event to deliver.
    public private(set) var next = 0
    /// Added to every time on the feed when it is played: the clock it plays on (a window's
    /// loop start, the moment a replayed gesture starts again).
    public var timeOffset: Double

    /// A feed of recorded lines (each pointer sample with its line's pointer).
    public init(_ records: [InputRecord], timeOffset: Double = 0) {
        self.init(events: records.map { InputEvent($0) }, timeOffset: timeOffset)
    }

    /// A feed of input events (any pointer); an event without a time is due at once.
    public init(events: [InputEvent], timeOffset: Double = 0) {
        self.events = events
        self.timeOffset = timeOffset
    }

    /// True once every event has been delivered.
    public var isFinished: Bool { next >= events.count }

    /// When the next event is due, or nil when all are delivered.
    public var nextTime: Double? { isFinished ? nil : due(events[next]) }

    /// The latest time on any event (0 for none): where a run starts waiting to settle.
    public var lastTime: Double { events.compactMap(\.timestamp).max().map { $0 + timeOffset } ?? 0 }

    /// Adds `records` after the input still to come.
    public mutating func append(_ records: [InputRecord]) {
        events.append(contentsOf: records.map { InputEvent($0) })
    }

    /// Hands every event due by `time` to `deliver`, stamped on the clock it plays on.
    public mutating func take(dueBy time: Double, _ deliver: (InputEvent) -> Void) {
        while next < events.count, due(events[next]) <= time {
            deliver(timeOffset == 0 ? events[next] : events[next].shifted(by: timeOffset))
            next += 1
        }
    }

    private func due(_ event: InputEvent) -> Double {
        event.timestamp.map { $0 + timeOffset } ?? -.infinity
    }
}
