import Foundation

/// How a thrown thing slows down on each platform, with where it ends and when: a velocity that
/// decays exponentially, in each platform's own parameter.
///
/// - `scrollView(rate:)`: UIScrollView, the velocity multiplied by `rate` every millisecond
///   (`.normal` 0.998, `.fast` 0.99): x(t) = v/1000 · r/(1 − r) · (1 − r^(1000t)).
/// - `exponential(frictionMultiplier:)`: Android's `FlingAnimation` and Compose's
///   `exponentialDecay()`, the velocity times e^(−4.2·f·t): x(t) = v/(4.2f) · (1 − e^(−4.2ft)).
/// - `friction(drag:)`: Flutter's `FrictionSimulation(drag, position, velocity)`, the velocity
///   times drag^t: x(t) = v · (drag^t − 1)/ln(drag).
///
/// Positions are offsets from where the release was (points), velocities points per second.
public enum Decay: Equatable, Sendable {
    case scrollView(rate: Double)
    case exponential(frictionMultiplier: Double)
    case friction(drag: Double)

    /// UIScrollView's normal and fast deceleration.
    public static let normal = Decay.scrollView(rate: Deceleration.normal)
    public static let fast = Decay.scrollView(rate: Deceleration.fast)
    /// Compose's `exponentialDecay()` defaults: friction multiplier 1, stopping below 0.1 px/s.
    public static let compose = Decay.exponential(frictionMultiplier: 1)
    /// Android's and Compose's friction constant: e^(−4.2·f·t).
    public static let androidFriction = 4.2

    /// The velocity's decay constant λ (per second): v(t) = v·e^(−λt). Parameters outside their
    /// range are brought inside it (a rate or drag of 1 would never stop).
    public var lambda: Double {
        switch self {
        case .scrollView(let rate): return -1000 * log(Self.inside(rate))
        case .exponential(let f): return Self.androidFriction * (f.isFinite ? max(f, 1e-4) : 1)
        case .friction(let drag): return -log(Self.inside(drag))
        }
    }

    /// How far a release at `velocity` coasts in all, signed as the velocity.
    public func distance(velocity: Double) -> Double {
        guard velocity.isFinite else { return 0 }
        if case .scrollView(let rate) = self {
            // Per millisecond, exactly as UIScrollView steps (and as F5's projection reads).
            let r = Self.inside(rate)
            return velocity / 1000 * r / (1 - r)
        }
        return velocity / lambda
    }

    /// How far it has coasted `t` seconds after the release.
    public func offset(velocity: Double, at t: Double) -> Double {
        guard t > 0 else { return 0 }
        return distance(velocity: velocity) * (1 - exp(-lambda * t))
    }

    /// Its velocity `t` seconds after the release (points per second).
    public func velocity(_ velocity: Double, at t: Double) -> Double {
        guard t > 0 else { return velocity }
        return distance(velocity: velocity) * lambda * exp(-lambda * t)
    }

    /// When a release at `velocity` slows below `threshold` points per second (Compose stops at
    /// 0.1, Flutter's tolerance is 0.001); 0 when it starts below it.
    public func duration(velocity: Double, threshold: Double = 0.1) -> Double {
        let v = abs(velocity), floor = abs(threshold)
        guard v.isFinite, floor > 0, v > floor else { return 0 }
        let speedAtZero = abs(distance(velocity: velocity)) * lambda
        return log(speedAtZero / floor) / lambda
    }

    private static func inside(_ factor: Double) -> Double {
        factor.isFinite ? min(max(factor, 1e-9), 1 - 1e-9) : Deceleration.normal
    }
}
