import Foundation
import Gestures

/// Generated input: drags as a pointer would make them, for benchmarks, the soak test and
/// scripted checks.
public enum ScriptedInput {
    /// The most samples one drag has.
    public static let maximumSteps = 100_000

    /// A straight drag from `from` to `to` starting at `start`, taking `duration` seconds with
    /// samples at `rate` Hz, eased in and out like a hand (velocity 0 at both ends when `ease`).
    public static func drag(from: CGPoint, to: CGPoint, start: Double, duration: Double,
                            rate: Double = 120, ease: Bool = false) -> [InputRecord] {
        // Checked before `Int(…)`: a duration or rate from outside must not trap or run away.
        let wanted = (duration * rate).rounded()
        let steps = wanted.isFinite ? Int(min(max(wanted, 1), Double(Self.maximumSteps))) : 1
        var records = [InputRecord(time: start, kind: .down(from))]
        for i in 1...steps {
            let t = Double(i) / Double(steps)
            let k = ease ? t * t * (3 - 2 * t) : t
            let p = CGPoint(x: from.x + (to.x - from.x) * CGFloat(k), y: from.y + (to.y - from.y) * CGFloat(k))
            records.append(InputRecord(time: start + duration * t, kind: .move(p)))
        }
        records.append(InputRecord(time: start + duration, kind: .up(to)))
        return records
    }

    /// Drags there and back, again and again, filling `seconds`: each drag takes `dragTime` and
    /// is followed by `pause` seconds for the animation to run.
    public static func backAndForth(from: CGPoint, to: CGPoint, seconds: Double,
                                    dragTime: Double = 0.4, pause: Double = 0.6) -> [InputRecord] {
        var records: [InputRecord] = []
        var t = 0.05, forward = true
        while t + dragTime < seconds {
            records += drag(from: forward ? from : to, to: forward ? to : from, start: t, duration: dragTime)
            t += dragTime + pause
            forward.toggle()
        }
        return records
    }
}
