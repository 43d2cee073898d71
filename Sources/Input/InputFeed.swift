
/// The replay rule, written once: each frame takes the records due by its timestamp, in file
/// order (a record stamped earlier than one before it goes with it). `ReplaySession` (drawn
/// frames) and the tests' scripted runs (undrawn) both step through one of these.
public struct InputFeed {
    public let records: [InputRecord]
    /// The index of the next record to deliver.
    public private(set) var next = 0

    public init(_ records: [InputRecord]) { self.records = records }

    /// True once every record has been delivered.
    public var isFinished: Bool { next >= records.count }

    /// When the next record is due, or nil when all are delivered.
    public var nextTime: Double? { isFinished ? nil : records[next].time }

    /// The latest time stamped on any record (0 for none): where a run starts waiting to settle.
    public var lastTime: Double { records.map(\.time).max() ?? 0 }

    /// Hands every record due by `time` to `deliver`, as the input events a frame takes.
    public mutating func take(dueBy time: Double, _ deliver: (InputEvent) -> Void) {
        while next < records.count, records[next].time <= time {
            deliver(InputEvent(records[next]))
            next += 1
        }
    }
}
