import Foundation
import Input

extension TouchCapture {
    /// The recording the first finger makes: the pointer follows a contact that touches down
    /// while no other contact drives it, until that contact ends; fingers that touch down while
    /// it is driven never drive it. Per driving contact: one `down` at the touch-down, one `move`
    /// per later sample, and the `up` at the lift's own time at the last position (the lift is
    /// no movement). A cancelled contact is a focus loss (R27: the gesture is cancelled, not
    /// ended) and then the `up`. A contact still down when the capture ends has no `up`.
    public func pointerRecords() -> [InputRecord] {
        var records: [InputRecord] = []
        var freeAfter = 0  // the order of the last driving contact's ending
        for touch in touches where touch.beganInOrder > freeAfter {
            guard let first = touch.samples.first else { continue }
            records.append(InputRecord(time: first.time, kind: .down(first.point)))
            for sample in touch.samples.dropFirst() {
                records.append(InputRecord(time: sample.time, kind: .move(sample.point)))
            }
            let last = touch.samples.last?.point ?? first.point
            switch touch.ending {
            case .lifted(let time)?:
                records.append(InputRecord(time: time, kind: .up(last)))
            case .cancelled(let time)?:
                records.append(InputRecord(time: time, kind: .focusLost))
                records.append(InputRecord(time: time, kind: .up(last)))
            case nil:
                return records
            }
            freeAfter = touch.endedInOrder ?? Int.max
        }
        return records
    }
}
