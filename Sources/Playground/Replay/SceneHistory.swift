import Foundation
import Gestures
import Input

/// What happened to one scene since it was made, on its animation clock: the input its gestures
/// took, tuning changes and reversals, so `G` can rebuild the scene as it was when the
/// last gesture began and play that gesture again.
///
/// Only what changes the scene is kept: pointer samples while a button is down (and the press),
/// cancellations, tuning, `R`, resizes. Hover moves are dropped.
struct SceneHistory {
    enum Entry {
        /// Input the gesture dispatcher took (pointer samples, Escape, focus loss).
        case input(InputEvent)
        case tuning(SceneTuning)
        case reverse
        case resize(CGSize)
    }

    /// How an input reached the scene (F7): the display time of the frame that delivered it,
    /// its gesture's resampling delay and the frame's input latency, so `G` can deliver it again
    /// on the same frames.
    struct Delivery {
        /// Nil until the frame after a delivery between frames is updated (`stampDeliveries`).
        var frameTime: Double?
        var resamplingDelay: Double
        var inputLatency: Double
    }

    struct Record {
        var entry: Entry
        /// The scene's animation time when it happened (the driver's `now`).
        var animationTime: Double
        var delivery: Delivery?
    }

    /// The animation time, tuning and size the scene was made with.
    let startTime: Double
    let startTuning: SceneTuning
    let startSize: CGSize
    private(set) var records: [Record] = []
    /// The records of the last complete gesture (press to release or cancel).
    private(set) var lastGesture: Range<Int>?
    /// Where the gesture under way began.
    private var openGesture: Int?
    /// The pointers pressed, for where a gesture of several ends.
    private var pressed = PressSpan()
    /// Records are dropped beyond this (a day of dragging): `G` then says the history is full.
    static let limit = 500_000
    private(set) var isFull = false

    init(startTime: Double, tuning: SceneTuning, size: CGSize) {
        self.startTime = startTime
        startTuning = tuning
        startSize = size
    }

    var isGestureOpen: Bool { openGesture != nil }

    /// Keeps `entry` if it matters to the scene; follows gesture boundaries.
    mutating func append(_ entry: Entry, at time: Double, delivery: Delivery? = nil) {
        guard records.count < Self.limit else { isFull = true; return }
        switch entry {
        case .input(.pointer(let event)):
            // A gesture of several fingers runs from the first press to the last release (R36).
            let edge = pressed.note(event)
            switch event.phase {
            case .down:
                if openGesture == nil { openGesture = records.count }
            case .move:
                guard openGesture != nil else { return }
            case .up, .cancel:
                guard let start = openGesture else { return }
                appendRecord(Record(entry: entry, animationTime: time, delivery: delivery))
                if edge != nil {
                    lastGesture = start..<records.count
                    openGesture = nil
                }
                return
            }
        case .input(.focusLost):
            // The releases of what was down may never come.
            pressed.reset()
            fallthrough
        case .input(.key):
            // Escape or focus loss cancelled the gesture under way.
            if let start = openGesture {
                appendRecord(Record(entry: entry, animationTime: time, delivery: delivery))
                lastGesture = start..<records.count
                openGesture = nil
                return
            }
        case .input:
            return
        case .tuning, .reverse, .resize:
            break
        }
        appendRecord(Record(entry: entry, animationTime: time, delivery: delivery))
    }

    /// Gives deliveries made between frames the time of the frame that follows them.
    mutating func stampDeliveries(frameTime: Double) {
        guard let first = firstUnstamped else { return }
        firstUnstamped = nil
        for i in first..<records.count where records[i].delivery != nil && records[i].delivery?.frameTime == nil {
            records[i].delivery?.frameTime = frameTime
        }
    }

    /// The first record delivered between frames and not yet stamped.
    private var firstUnstamped: Int?

    private mutating func appendRecord(_ record: Record) {
        if record.delivery != nil, record.delivery?.frameTime == nil, firstUnstamped == nil { firstUnstamped = records.count }
        records.append(record)
    }

    /// The tuning in effect just before record `index`.
    func tuning(before index: Int) -> SceneTuning {
        var tuning = startTuning
        for record in records[..<min(index, records.count)] {
            if case .tuning(let t) = record.entry { tuning = t }
        }
        return tuning
    }

    /// A history holding the records before `index` (the scene as it was when they had all
    /// happened), to be continued by a replay.
    func prefix(upTo index: Int) -> SceneHistory {
        var copy = SceneHistory(startTime: startTime, tuning: startTuning, size: startSize)
        copy.records = Array(records[..<min(index, records.count)])
        return copy
    }
}
