import Foundation

/// Every contact of a capture made on a real device, on the device's own clock: seconds from
/// the capture's first event, so times start near 0 and keep the device's sub-millisecond
/// precision (R26: an event's time is when it happened, not when it was read).
///
/// The importers fill it in the order the device reported things; `pointerRecords()` turns the
/// first finger into a recording. The other fingers are kept here for multi-touch scenes.
public struct TouchCapture: Equatable, Sendable {
    /// Where one contact was at one report.
    public struct Sample: Equatable, Sendable {
        public var time: Double
        public var point: CGPoint

        public init(time: Double, point: CGPoint) {
            self.time = time
            self.point = point
        }
    }

    /// How a contact ended.
    public enum Ending: Equatable, Sendable {
        /// The finger was lifted (evdev: tracking id −1; a PointerEvent `pointerup`).
        case lifted(at: Double)
        /// The platform took the contact away (a PointerEvent `pointercancel`).
        case cancelled(at: Double)
    }

    /// One contact, from touch-down to lift.
    public struct Touch: Equatable, Sendable {
        /// The source's own name for it (an evdev tracking id, a PointerEvent's `pointerId`).
        public var id: Int
        /// The touch-down first, then one sample per report that moved it.
        public var samples: [Sample]
        /// nil while it is still down when the capture ends.
        public var ending: Ending?
        /// The order of its touch-down and its ending among all the capture's touch-downs and
        /// endings (two can share a time; the device's order decides which finger came first).
        var beganInOrder: Int
        var endedInOrder: Int?
    }

    /// Every contact, in the order they touched down.
    public private(set) var touches: [Touch] = []
    private var order = 0

    public init() {}

    /// A contact touches down; returns its index in `touches`.
    @discardableResult
    public mutating func begin(id: Int, at time: Double, point: CGPoint) -> Int {
        order += 1
        touches.append(Touch(id: id, samples: [Sample(time: time, point: point)], ending: nil, beganInOrder: order))
        return touches.count - 1
    }

    /// Contact `index` was reported at `point`: a new sample when it moved, nothing otherwise
    /// (a report about another finger, or about pressure only, is no movement of this one).
    public mutating func move(_ index: Int, at time: Double, to point: CGPoint) {
        guard touches[index].ending == nil, touches[index].samples.last?.point != point else { return }
        touches[index].samples.append(Sample(time: time, point: point))
    }

    /// Contact `index` ended at `ending`'s time, where its last sample is (a lift reports no position).
    public mutating func end(_ index: Int, _ ending: Ending) {
        guard touches[index].ending == nil else { return }
        order += 1
        touches[index].ending = ending
        touches[index].endedInOrder = order
    }

    /// The same contacts with every point passed through `transform` (device units to points).
    public func mapped(_ transform: (CGPoint) -> CGPoint) -> TouchCapture {
        var copy = self
        for t in copy.touches.indices {
            for s in copy.touches[t].samples.indices {
                copy.touches[t].samples[s].point = transform(copy.touches[t].samples[s].point)
            }
        }
        return copy
    }
}
