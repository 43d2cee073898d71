import Animation
import Foundation

/// UIScrollView's deceleration: every millisecond the velocity is multiplied by `rate` (its
/// `decelerationRate`, 0.998 normal and 0.99 fast), so a release at v points per second coasts
/// `v/1000 · r/(1 − r)` points (SPEC F5's projection) and is `v/1000 · r/(1 − r) · (1 − r^(1000·t))`
/// along after t seconds.
public struct Deceleration: Equatable, Sendable {
    /// `UIScrollView.DecelerationRate.normal`.
    public static let normal = 0.998
    /// `UIScrollView.DecelerationRate.fast`.
    public static let fast = 0.99

    /// The velocity's factor per millisecond, in (0, 1).
    public let rate: Double

    /// A deceleration at `rate`, kept within (0, 1) (a rate of 1 would never stop).
    public init(rate: Double) {
        self.rate = rate.isFinite ? min(max(rate, 0.5), 0.99999) : Self.normal
    }

    /// The rate a tuning's response stands for in the scroll view: the deceleration's time
    /// constant in seconds, r = 1 − 1 ms/response (0.5 s is the normal rate, 0.1 s the fast one).
    public init(timeConstant seconds: Double) {
        self.init(rate: 1 - 0.001 / seconds)
    }

    /// How fast the velocity decays: v(t) ∝ e^(−decay·t), per second.
    public var decay: Double { -1000 * log(rate) }

    /// How far a release at `velocity` (points per second) coasts in all, signed as the velocity.
    public func distance(velocity: Double) -> Double {
        velocity / 1000 * rate / (1 - rate)
    }

    /// How far it has coasted `t` seconds after the release.
    public func offset(velocity: Double, at t: Double) -> Double {
        distance(velocity: velocity) * (1 - pow(rate, 1000 * t))
    }

    /// Its velocity (points per second) `t` seconds after the release.
    public func velocity(_ velocity: Double, at t: Double) -> Double {
        distance(velocity: velocity) * decay * pow(rate, 1000 * t)
    }

    /// When a release at `velocity` has coasted `s` points (same sign, less than the whole
    /// distance); nil when it never gets there.
    public func time(toCoast s: Double, velocity: Double) -> Double? {
        let whole = distance(velocity: velocity)
        guard whole != 0, s / whole >= 0, s / whole < 1 else { return nil }
        return log(1 - s / whole) / (1000 * log(rate))
    }

    /// The timing that moves a property over the whole coast exactly as the deceleration does:
    /// progress 1 − e^(−decay·t). An overdamped spring whose faster mode is not excited (its
    /// initial velocity is the slow root's), so only the slow one, the deceleration, is left.
    public var timing: SpringTimingParameters {
        let slow = decay, fast = 20 * decay
        var spring = SpringTimingParameters(mass: 1, stiffness: slow * fast, damping: slow + fast, initialVelocity: slow)
        spring.allowsOverdamping = true
        return spring
    }

    /// A cubic over `duration` seconds that leaves at `startSpeed` and arrives at `endSpeed`
    /// (both in distances per second, the distance being 1): the coast up to a point short of
    /// its end (an edge), matched to the deceleration in place and speed at both ends.
    public static func hermite(duration: Double, startSpeed: Double, endSpeed: Double) -> CubicTimingParameters {
        CubicTimingParameters(controlPoint1: CGPoint(x: 1.0 / 3, y: startSpeed * duration / 3),
                              controlPoint2: CGPoint(x: 2.0 / 3, y: 1 - endSpeed * duration / 3))
    }
}
