import Foundation

/// Estimates a pointer's velocity from timed samples (R29): a least-squares quadratic fit over the
/// samples of the last 100 ms (at most 20), differentiated at the newest sample.
///
/// A quadratic rather than a line because a finger accelerates and decelerates through a flick: a
/// line through 100 ms of a decelerating drag reports the average speed, not the release speed.
///
/// Real input is messy, so the tracker never divides by a time difference directly:
/// - a sample with the same timestamp as the newest one replaces its position (SDL2 stamps every
///   event of one pump with the same millisecond, and the last position is the truest for it);
/// - a sample older than the newest one is dropped (out of order);
/// - a sample that comes 40 ms or more after the previous one starts a new history: the pointer
///   rested, so what it did before the rest says nothing about its speed now (velocity 0 until it
///   moves again);
/// - samples that repeat one position for 40 ms or more (a touchscreen reporting a resting
///   finger) also mean a rest: velocity 0 until the position changes;
/// - non-finite points or times are dropped.
public struct VelocityTracker: Sendable {
    /// Samples older than this (relative to the newest) do not count (R29).
    public static let horizon: Double = 0.100
    /// At most this many of the newest samples count (R29).
    public static let maximumSamples = 20
    /// A gap this long between samples means the pointer rested (R29).
    public static let restThreshold: Double = 0.040

    /// Time differences are compared with this slack: stamps that are whole milliseconds in
    /// seconds (5.04 − 5.0 = 0.03999…) must still read as 40 ms, and a sample exactly 100 ms old
    /// must still count.
    private static let timeTolerance = 1e-9

    private struct Sample: Sendable {
        var x: Double
        var y: Double
        var t: Double
    }

    /// A ring buffer of the newest samples: a motion flood (R32) costs O(1) per sample.
    private var ring: [Sample] = []
    private var head = 0  // index of the newest sample when ring is non-empty
    /// When the pointer arrived at the newest sample's position (it has not moved since).
    private var stillSince: Double = 0

    public init() {
        ring.reserveCapacity(Self.maximumSamples)
    }

    /// How many samples the tracker holds now (at most `maximumSamples`).
    public var sampleCount: Int { ring.count }

    /// The time of the newest sample, if any.
    public var latestTime: Double? { ring.isEmpty ? nil : ring[head].t }

    /// Forgets every sample (a new gesture).
    public mutating func reset() {
        ring.removeAll(keepingCapacity: true)
        head = 0
    }

    /// Adds the pointer at `point` at `time` (seconds, any origin). See the type's notes for how
    /// shared, out-of-order and rested timestamps are handled.
    public mutating func addSample(_ point: CGPoint, at time: Double) {
        let x = Double(point.x), y = Double(point.y)
        guard x.isFinite, y.isFinite, time.isFinite else { return }
        let sample = Sample(x: x, y: y, t: time)
        if let newest = latestTime {
            if time < newest { return }
            let previous = ring[head]
            let samePlace = previous.x == x && previous.y == y
            if time == newest {
                ring[head] = sample
                if !samePlace { stillSince = time }
                return
            }
            if time - newest >= Self.restThreshold - Self.timeTolerance {
                reset()
                stillSince = time
            } else if !samePlace {
                stillSince = time
            }
        } else {
            stillSince = time
        }
        if ring.count < Self.maximumSamples {
            ring.append(sample)
            head = ring.count - 1
        } else {
            head = (head + 1) % Self.maximumSamples
            ring[head] = sample
        }
    }

    /// The velocity at the newest sample in points per second; zero with fewer than two samples
    /// inside the horizon or after a rest (R29).
    public func velocity() -> CGPoint {
        guard !ring.isEmpty else { return .zero }
        let newest = ring[head]
        if newest.t - stillSince >= Self.restThreshold - Self.timeTolerance { return .zero }
        // Newest first, inside the horizon. Times are relative to the newest sample (τ ≤ 0).
        var taus: [Double] = [], xs: [Double] = [], ys: [Double] = []
        taus.reserveCapacity(ring.count); xs.reserveCapacity(ring.count); ys.reserveCapacity(ring.count)
        for k in 0..<ring.count {
            let s = ring[(head - k + ring.count) % ring.count]
            let tau = s.t - newest.t
            if tau < -(Self.horizon + Self.timeTolerance) { break }
            taus.append(tau); xs.append(s.x); ys.append(s.y)
        }
        guard taus.count >= 2, let span = taus.last.map({ -$0 }), span > 0 else { return .zero }
        // Scale time to u = τ / span ∈ [-1, 0] so the normal equations are well conditioned
        // whatever the sampling rate.
        let us = taus.map { $0 / span }
        let vx: Double, vy: Double
        let lx = Self.linearSlope(us, xs), ly = Self.linearSlope(us, ys)
        if taus.count >= 3, let qx = Self.quadraticSlope(us, xs), let qy = Self.quadraticSlope(us, ys) {
            // A quadratic can bend back at the newest sample when the samples bunch up (a flood
            // followed by a short hold): where it points against the straight fit, the straight
            // fit is the honest reading of where the finger was going.
            vx = Self.agreeing(qx, lx); vy = Self.agreeing(qy, ly)
        } else {
            vx = lx; vy = ly
        }
        return CGPoint(x: vx / span, y: vy / span)
    }

    /// The slope at u = 0 of the least-squares line through (u, v).
    /// The quadratic's slope unless it points against the linear one.
    private static func agreeing(_ quadratic: Double, _ linear: Double) -> Double {
        quadratic * linear < 0 ? linear : quadratic
    }

    private static func linearSlope(_ u: [Double], _ v: [Double]) -> Double {
        let n = Double(u.count)
        let mu = u.reduce(0, +) / n, mv = v.reduce(0, +) / n
        var suu = 0.0, suv = 0.0
        for i in u.indices {
            suu += (u[i] - mu) * (u[i] - mu)
            suv += (u[i] - mu) * (v[i] - mv)
        }
        return suu > 0 ? suv / suu : 0
    }

    /// The slope at u = 0 (coefficient b) of the least-squares v ≈ a + b·u + c·u²; nil when the
    /// samples do not determine a parabola (fewer than three distinct times).
    private static func quadraticSlope(_ u: [Double], _ v: [Double]) -> Double? {
        // Normal equations M·[a b c]ᵀ = r, M[i][j] = Σ u^(i+j), r[i] = Σ v·u^i.
        var s = [Double](repeating: 0, count: 5)
        var r = [Double](repeating: 0, count: 3)
        for i in u.indices {
            let u1 = u[i], u2 = u1 * u1
            s[0] += 1; s[1] += u1; s[2] += u2; s[3] += u2 * u1; s[4] += u2 * u2
            r[0] += v[i]; r[1] += v[i] * u1; r[2] += v[i] * u2
        }
        var m: [[Double]] = [[s[0], s[1], s[2], r[0]],
                             [s[1], s[2], s[3], r[1]],
                             [s[2], s[3], s[4], r[2]]]
        // Gaussian elimination with partial pivoting; a tiny pivot means a degenerate fit.
        let scale = max(s[0], 1)
        for col in 0..<3 {
            var pivot = col
            for row in (col + 1)..<3 where abs(m[row][col]) > abs(m[pivot][col]) { pivot = row }
            guard abs(m[pivot][col]) > 1e-10 * scale else { return nil }
            if pivot != col { m.swapAt(pivot, col) }
            for row in (col + 1)..<3 {
                let f = m[row][col] / m[col][col]
                for k in col..<4 { m[row][k] -= f * m[col][k] }
            }
        }
        let c = m[2][3] / m[2][2]
        let b = (m[1][3] - m[1][2] * c) / m[1][1]
        return b.isFinite ? b : nil
    }
}
