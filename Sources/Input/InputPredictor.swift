import Foundation

/// F7, optional (`--predict MS`, off by default): shows the finger a little ahead of where the
/// resampler says it was, to take back part of the time between a sample and the screen, as
/// Android's and Chrome's input predictors and iOS's predicted touches do.
///
/// It reads only the finger as the frames show it (the resampled location at each frame's sample
/// time), never raw samples, so its steps are as even as the resampler's: a finger moving at a
/// constant velocity `v` is shown exactly `v · ahead` ahead, every frame.
///
/// What it must never do is carry the finger past where it stops or turns (at most
/// `maximumOvershoot`). So it extrapolates with the velocity and the deceleration the last three
/// frames give, as a body braking evenly would move: a finger slowing down is shown stopping
/// where that braking would stop it, not running on at its old speed; a finger whose direction
/// turned (or that did not move) is not extrapolated at all; a finger speeding up is extrapolated
/// at its last frame's velocity, not more. The extrapolation never covers more than one frame.
/// A finger stopped dead from full speed in one sample cannot be foreseen by any predictor: that
/// frame's guess is at most `v · ahead` past the stop, and the next frame takes it back.
public struct InputPredictor: Equatable {
    /// Points a prediction may run past a smooth stop or turn (the SPEC's bound).
    public static let maximumOvershoot = 1.0

    /// Where the finger is shown, and how far ahead (seconds) of its sample time that is: the
    /// time the shown place stands for is `sample time + ahead`.
    public struct Prediction: Equatable {
        public var location: CGPoint
        public var ahead: Double
    }

    private struct Point: Equatable {
        var time: Double
        var x: Double
        var y: Double
    }

    /// The finger at the last three frames' sample times, oldest first (fewer at a gesture's start).
    private var points: [Point] = []

    public init() {
        points.reserveCapacity(3)
    }

    /// Forgets the finger (a release): the next gesture starts with no velocity.
    public mutating func reset() {
        points.removeAll(keepingCapacity: true)
    }

    /// The finger resampled to `location` at `time` (one call a frame, times increasing), shown
    /// up to `ahead` seconds later; `ahead` ≤ 0 shows it where it is.
    public mutating func predict(_ location: CGPoint, at time: Double, ahead: Double) -> Prediction {
        let here = Point(time: time, x: Double(location.x), y: Double(location.y))
        guard here.time.isFinite, here.x.isFinite, here.y.isFinite else { return Prediction(location: location, ahead: 0) }
        if let last = points.last, here.time <= last.time {
            points[points.count - 1] = Point(time: last.time, x: here.x, y: here.y)   // the same frame again
        } else {
            if points.count == 3 { points.removeFirst() }
            points.append(here)
        }
        guard ahead > 0, ahead.isFinite, points.count == 3 else { return Prediction(location: location, ahead: 0) }
        let (p0, p1, p2) = (points[0], points[1], points[2])
        let h1 = p2.time - p1.time, h0 = p1.time - p0.time
        guard h1 > 0, h0 > 0 else { return Prediction(location: location, ahead: 0) }
        // At most one frame ahead.
        let span = min(ahead, h1)
        let v1 = ((p2.x - p1.x) / h1, (p2.y - p1.y) / h1)
        let v0 = ((p1.x - p0.x) / h0, (p1.y - p0.y) / h0)
        let speed1 = hypot(v1.0, v1.1), speed0 = hypot(v0.0, v0.1)
        // Still, or turning: not extrapolated (a turn is never run past).
        guard speed1 > 0, v1.0 * v0.0 + v1.1 * v0.1 > 0 else { return Prediction(location: location, ahead: 0) }
        let distance: Double
        if speed1 < speed0 {
            // Braking: the frames' velocities are averages over their intervals, so the braking
            // is (speed0 − speed1) over the time between the intervals' middles, and the speed now
            // is speed1 less half an interval of it. From there, braking evenly: it stops after
            // speedNow / braking.
            let braking = (speed0 - speed1) / ((h0 + h1) / 2)
            let speedNow = max(0, speed1 - braking * h1 / 2)
            let time = min(span, speedNow / braking)
            distance = speedNow * time - braking * time * time / 2
        } else {
            distance = speed1 * span
        }
        guard distance > 0 else { return Prediction(location: location, ahead: 0) }
        let k = distance / speed1
        let shown = CGPoint(x: CGFloat(p2.x + v1.0 * k), y: CGFloat(p2.y + v1.1 * k))
        // The time the shown place stands for: how far ahead at the last velocity.
        return Prediction(location: shown, ahead: k)
    }
}
