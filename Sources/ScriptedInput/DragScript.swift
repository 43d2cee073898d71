import Foundation
import Input

/// Generated pointer input, the one drag generator for benchmarks, the soak, the replay fuzzer and
/// every test: a press, moves at a sample rate, a release, as a hand gives them to a recogniser
/// (including a rest before release when a test needs zero velocity, R29).
public enum DragScript {
    /// The most move samples one drag has: a duration or rate from outside must not run away.
    public static let maximumSteps = 100_000

    /// How the pointer's progress along the drag goes over time.
    public enum Ease: Sendable {
        /// Constant speed: the release velocity is distance / duration.
        case linear
        /// Slows towards the end (a careful drag): releases slower than the average speed.
        case easeOut
        /// Speeds up towards the end (a flick): releases faster than the average speed.
        case easeIn
        /// Starts and ends at rest, like a hand moving something into place (smoothstep).
        case smooth

        public func progress(_ t: Double) -> Double {
            switch self {
            case .linear: return t
            case .easeOut: return 1 - (1 - t) * (1 - t)
            case .easeIn: return t * t
            case .smooth: return t * t * (3 - 2 * t)
            }
        }
    }

    /// A press at `from` at `start` seconds, moves to `to` over `duration` seconds at
    /// `sampleRate` samples a second, then (after resting `restBeforeRelease` seconds at `to`,
    /// reporting the same point as a touch screen does) a release at `to`.
    public static func drag(from: CGPoint, to: CGPoint, start: Double = 0.1, duration: Double,
                            sampleRate: Double = 120, ease: Ease = .linear,
                            restBeforeRelease: Double = 0) -> [InputRecord] {
        var records = [InputRecord(time: start, kind: .down(from))]
        let samples = steps(duration * sampleRate)
        for i in 1...samples {
            let t = Double(i) / Double(samples)
            let p = CGFloat(ease.progress(t))
            let point = CGPoint(x: from.x + (to.x - from.x) * p, y: from.y + (to.y - from.y) * p)
            records.append(InputRecord(time: start + duration * t, kind: .move(point)))
        }
        var end = start + duration
        if restBeforeRelease > 0, restBeforeRelease.isFinite {
            let rests = steps(restBeforeRelease * sampleRate)
            for i in 1...rests {
                records.append(InputRecord(time: end + restBeforeRelease * Double(i) / Double(rests), kind: .move(to)))
            }
            end += restBeforeRelease
        }
        records.append(InputRecord(time: end, kind: .up(to)))
        return records
    }

    /// A vertical drag at `x` from `fromY` to `toY`: most scene drags.
    public static func verticalDrag(x: CGFloat, fromY: CGFloat, toY: CGFloat, start: Double = 0.1, duration: Double,
                                    sampleRate: Double = 120, ease: Ease = .linear,
                                    restBeforeRelease: Double = 0) -> [InputRecord] {
        drag(from: CGPoint(x: x, y: fromY), to: CGPoint(x: x, y: toY), start: start, duration: duration,
             sampleRate: sampleRate, ease: ease, restBeforeRelease: restBeforeRelease)
    }

    /// A press and release at `point`, `hold` seconds apart.
    public static func tap(at point: CGPoint, time: Double, hold: Double = 0.08) -> [InputRecord] {
        [InputRecord(time: time, kind: .down(point)), InputRecord(time: time + hold, kind: .up(point))]
    }

    /// Drags there and back, again and again, filling `seconds`: each drag takes `dragTime` and
    /// is followed by `pause` seconds for the animation to run.
    public static func backAndForth(from: CGPoint, to: CGPoint, seconds: Double,
                                    dragTime: Double = 0.4, pause: Double = 0.6, sampleRate: Double = 120) -> [InputRecord] {
        var records: [InputRecord] = []
        var t = 0.05, forward = true
        while t + dragTime < seconds {
            records += drag(from: forward ? from : to, to: forward ? to : from, start: t, duration: dragTime, sampleRate: sampleRate)
            t += dragTime + pause
            forward.toggle()
        }
        return records
    }

    /// The records as the pointer events a dispatcher takes (recogniser tests feed it directly).
    public static func pointerEvents(_ records: [InputRecord]) -> [PointerEvent] {
        records.compactMap(\.pointerEvent)
    }

    /// Checked before `Int(…)`: at least one step, at most `maximumSteps`, never a trap.
    private static func steps(_ wanted: Double) -> Int {
        let rounded = wanted.rounded()
        return rounded.isFinite ? Int(min(max(rounded, 1), Double(maximumSteps))) : 1
    }
}
