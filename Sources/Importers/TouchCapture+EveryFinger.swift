import Foundation
import Input

extension TouchCapture {
    /// The recording every finger makes (R36): each contact is a pointer from its touch-down to
    /// its lift, numbered with the smallest pointer free at its touch-down (the first finger is
    /// pointer 0, so a one-finger capture reads as `pointerRecords()` makes it). Per contact: one
    /// `down`, one `move` per later sample, the `up` at the lift's own time where it last was; a
    /// cancelled contact is a focus loss, then its `up`. Records are in time order, and contacts'
    /// touch-downs and endings at the same time keep the device's order. A contact still down when
    /// the capture ends has no `up`. Contacts beyond `InputRecordCoding.maximumPointer + 1` at once
    /// are left out.
    public func everyFingerRecords() -> [InputRecord] {
        // Each record with where it falls: its time, then the device's order for touch-downs and
        // endings (moves after the touch-down, before the ending, of their own contact).
        var timed: [(time: Double, order: Double, record: InputRecord)] = []
        var inUse = Set<Int>()
        // Touch-downs and endings replayed in the device's order to number the pointers.
        var events: [(order: Int, touch: Int, begins: Bool)] = []
        for (index, touch) in touches.enumerated() {
            events.append((touch.beganInOrder, index, true))
            if let ended = touch.endedInOrder { events.append((ended, index, false)) }
        }
        events.sort { $0.order < $1.order }
        var pointer = [Int?](repeating: nil, count: touches.count)
        for event in events {
            if event.begins {
                guard let free = (0...InputRecordCoding.maximumPointer).first(where: { !inUse.contains($0) }) else { continue }
                inUse.insert(free)
                pointer[event.touch] = free
            } else if let id = pointer[event.touch] {
                inUse.remove(id)
            }
        }
        for (index, touch) in touches.enumerated() {
            guard let id = pointer[index], let first = touch.samples.first else { continue }
            let began = Double(touch.beganInOrder)
            timed.append((first.time, began, InputRecord(time: first.time, kind: .down(first.point), pointer: id)))
            for sample in touch.samples.dropFirst() {
                timed.append((sample.time, began + 0.5, InputRecord(time: sample.time, kind: .move(sample.point), pointer: id)))
            }
            let last = touch.samples.last?.point ?? first.point
            let ended = Double(touch.endedInOrder ?? Int.max)
            switch touch.ending {
            case .lifted(let time)?:
                timed.append((time, ended, InputRecord(time: time, kind: .up(last), pointer: id)))
            case .cancelled(let time)?:
                timed.append((time, ended, InputRecord(time: time, kind: .focusLost)))
                timed.append((time, ended + 0.25, InputRecord(time: time, kind: .up(last), pointer: id)))
            case nil:
                break
            }
        }
        // Stable by time, then order: a contact's own records keep their sequence.
        let sorted = timed.enumerated().sorted { a, b in
            (a.element.time, a.element.order, a.offset) < (b.element.time, b.element.order, b.offset)
        }
        return sorted.map(\.element.record)
    }
}
