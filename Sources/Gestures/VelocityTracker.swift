import Foundation

/// Estimates a pointer's velocity from timed samples exactly as Flutter's `VelocityTracker` does
/// (R29 v2): the samples of the down and every move (not the up), walked back from the newest
/// while they are at most 100 ms older than it, at most 20 of them, stopping at the first gap over
/// 40 ms; with at least 3 of them, a least-squares quadratic in time (milliseconds before the
/// newest sample, Flutter's `LeastSquaresSolver` of degree 2) whose slope at the newest sample is
/// the velocity; zero otherwise, and zero at a release that comes more than 40 ms after the newest
/// sample (`velocity(atRelease:)`).
///
/// Real input is messier than Flutter's, so the tracker also holds these rules, none of which
/// touches a stream of finite samples with increasing times (Flutter's own recorded data gives
/// Flutter's numbers):
/// - a sample with the same time as the newest one replaces its position (SDL2 stamps every event
///   of one pump with the same millisecond, and the last position is the truest for it);
/// - a sample older than the newest one is dropped (out of order);
/// - non-finite points or times are dropped;
/// - the history is a ring buffer of the newest 20 samples: a motion flood (R32) costs O(1) per
///   sample, and only the velocity query does the fit.
public struct VelocityTracker: Sendable {
    /// Samples older than this (relative to the newest) do not count (R29), in seconds.
    public static let horizon = GestureDefaults.velocityHorizon
    /// At most this many of the newest samples count (R29).
    public static let maximumSamples = GestureDefaults.velocityMaximumSamples
    /// Fewer samples than this give no estimate (Flutter's `_minSampleSize`).
    public static let minimumSamples = GestureDefaults.velocityMinimumSamples
    /// A gap longer than this between samples, or between the newest sample and the release,
    /// means the pointer stopped (R29), in seconds.
    public static let restThreshold = GestureDefaults.velocityRestThreshold

    /// Time differences are compared with this slack (in milliseconds): stamps that are whole
    /// milliseconds in seconds (5.04 − 5.0 = 0.03999…) must read as the 40 ms they are.
    private static let toleranceMilliseconds = 1e-6

    private struct Sample: Sendable {
        var x: Double
        var y: Double
        var t: Double
    }

    /// A ring buffer of the newest samples; `head` is the newest one when `count > 0`.
    private var ring: [Sample]
    private var head = 0
    private var count = 0

    public init() {
        ring = Array(repeating: Sample(x: 0, y: 0, t: 0), count: Self.maximumSamples)
    }

    /// How many samples the tracker holds now (at most `maximumSamples`).
    public var sampleCount: Int { count }

    /// The time of the newest sample, if any.
    public var latestTime: Double? { count == 0 ? nil : ring[head].t }

    /// Forgets every sample (a new gesture).
    public mutating func reset() {
        count = 0
        head = 0
    }

    /// Adds the pointer at `point` at `time` (seconds, any origin). See the type's notes for how
    /// shared, out-of-order and non-finite samples are handled.
    public mutating func addSample(_ point: CGPoint, at time: Double) {
        let x = Double(point.x), y = Double(point.y)
        guard x.isFinite, y.isFinite, time.isFinite else { return }
        let sample = Sample(x: x, y: y, t: time)
        if let newest = latestTime {
            if time < newest { return }
            if time == newest {
                ring[head] = sample
                return
            }
        }
        head = count == 0 ? 0 : (head + 1) % Self.maximumSamples
        ring[head] = sample
        count = min(count + 1, Self.maximumSamples)
    }

    /// The velocity at the newest sample in points per second (R29); zero with fewer than three
    /// samples in the continuous motion before it or when they do not determine a parabola.
    public func velocity() -> CGPoint {
        guard count > 0 else { return .zero }
        let newest = ring[head]
        let capacity = Self.maximumSamples
        // Fixed storage for the walk and the fits (times, xs, ys, then both fits' coefficients):
        // a read allocates nothing (`LeastSquaresSolver`).
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 3 * capacity + 6) { storage -> CGPoint in
            guard let base = storage.baseAddress else { return .zero }
            let times = base, xs = base + capacity, ys = base + 2 * capacity
            // Flutter's walk: newest first, ages in milliseconds before the newest sample.
            var used = 0
            var previous = newest
            for k in 0..<count {
                let sample = ring[(head - k + capacity) % capacity]
                let age = (newest.t - sample.t) * 1000
                let gap = abs(sample.t - previous.t) * 1000
                previous = sample
                if age > Self.horizon * 1000 + Self.toleranceMilliseconds
                    || gap > Self.restThreshold * 1000 + Self.toleranceMilliseconds { break }
                times[used] = -age; xs[used] = sample.x; ys[used] = sample.y
                used += 1
            }
            let fx = UnsafeMutableBufferPointer(start: base + 3 * capacity, count: 3)
            let fy = UnsafeMutableBufferPointer(start: base + 3 * capacity + 3, count: 3)
            let t = UnsafeBufferPointer(start: times, count: used)
            guard used >= Self.minimumSamples,
                  LeastSquaresSolver.fit(x: t, y: UnsafeBufferPointer(start: xs, count: used), degree: 2, into: fx),
                  LeastSquaresSolver.fit(x: t, y: UnsafeBufferPointer(start: ys, count: used), degree: 2, into: fy)
            else { return .zero }
            // Points per millisecond to points per second.
            return CGPoint(x: fx[1] * 1000, y: fy[1] * 1000)
        }
    }

    /// The velocity a release at `releaseTime` reports (R29): `velocity()`, or zero when the
    /// newest sample is more than 40 ms older than the release (the pointer stopped first).
    public func velocity(atRelease releaseTime: Double) -> CGPoint {
        guard let newest = latestTime, releaseTime.isFinite else { return .zero }
        let waited = (releaseTime - newest) * 1000
        if waited > Self.restThreshold * 1000 + Self.toleranceMilliseconds { return .zero }
        return velocity()
    }
}
