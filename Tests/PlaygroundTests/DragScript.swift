import Foundation
import Gestures
@testable import Playground

/// Scripted pointer input for replay tests: straight drags and taps as `InputRecord`s, timed so
/// that the pan recogniser sees what a hand would give it (a press, moves at a sample rate, a
/// release), including a rest before release when a test needs zero velocity (R29).
enum DragScript {
    /// How the pointer's progress along the drag goes over time.
    enum Ease {
        /// Constant speed: the release velocity is distance / duration.
        case linear
        /// Slows towards the end (a careful drag): releases slower than the average speed.
        case easeOut
        /// Speeds up towards the end (a flick): releases faster than the average speed.
        case easeIn

        func progress(_ t: Double) -> Double {
            switch self {
            case .linear: return t
            case .easeOut: return 1 - (1 - t) * (1 - t)
            case .easeIn: return t * t
            }
        }
    }

    /// A press at `from`, moves to `to` over `duration` seconds at `sampleRate` samples a second,
    /// then (after resting `restBeforeRelease` seconds at `to`, if any) a release at `to`.
    /// The press is at `start` seconds into the recording.
    static func drag(from: CGPoint, to: CGPoint, start: Double = 0.1, duration: Double,
                     sampleRate: Double = 120, ease: Ease = .linear,
                     restBeforeRelease: Double = 0) -> [InputRecord] {
        var records = [InputRecord(time: start, kind: .down(from))]
        let samples = max(1, Int((duration * sampleRate).rounded()))
        for i in 1...samples {
            let t = Double(i) / Double(samples)
            let p = ease.progress(t)
            let point = CGPoint(x: from.x + (to.x - from.x) * p, y: from.y + (to.y - from.y) * p)
            records.append(InputRecord(time: start + duration * t, kind: .move(point)))
        }
        if restBeforeRelease > 0 {
            // Keep reporting the same point while resting, as a touch screen does.
            let rests = max(1, Int((restBeforeRelease * sampleRate).rounded()))
            for i in 1...rests {
                records.append(InputRecord(time: start + duration + restBeforeRelease * Double(i) / Double(rests),
                                           kind: .move(to)))
            }
        }
        records.append(InputRecord(time: start + duration + restBeforeRelease, kind: .up(to)))
        return records
    }

    /// A vertical drag at `x` from `fromY` to `toY`: most scene drags.
    static func verticalDrag(x: CGFloat, fromY: CGFloat, toY: CGFloat, start: Double = 0.1, duration: Double,
                             sampleRate: Double = 120, ease: Ease = .linear,
                             restBeforeRelease: Double = 0) -> [InputRecord] {
        drag(from: CGPoint(x: x, y: fromY), to: CGPoint(x: x, y: toY), start: start, duration: duration,
             sampleRate: sampleRate, ease: ease, restBeforeRelease: restBeforeRelease)
    }

    /// A press and release at `point`, `hold` seconds apart.
    static func tap(at point: CGPoint, time: Double, hold: Double = 0.08) -> [InputRecord] {
        [InputRecord(time: time, kind: .down(point)), InputRecord(time: time + hold, kind: .up(point))]
    }
}

extension PlaygroundApp {
    /// An app on `scene` with the HUD off, optionally pausing on completion (scene tests).
    static func forTests(scene: String, pausesOnCompletion: Bool = false) throws -> PlaygroundApp {
        let app = try PlaygroundApp(sceneName: scene)
        app.showsHUD = false
        if pausesOnCompletion {
            var tuning = app.tuning
            tuning.pausesOnCompletion = true
            app.tuning = tuning
        }
        return app
    }
}
