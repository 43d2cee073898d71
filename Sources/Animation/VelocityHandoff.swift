import Foundation

/// Turns a gesture's release velocity into a spring's relative initial velocity (R24), so the
/// view leaves the finger at the finger's speed instead of jumping to the spring's own.
///
/// A spring's `initialVelocity` is in distances per second, the distance being what is left to
/// travel: a finger at 600 pt/s with 300 pt to go is 2.0.
public enum VelocityHandoff {
    /// `velocity` (points per second, along the motion) over the distance from `current` to
    /// `target`. Zero when the distance is (nearly) zero or a number is not finite (R8).
    public static func relativeVelocity(_ velocity: Double, from current: Double, to target: Double) -> Double {
        let distance = target - current
        guard velocity.isFinite, distance.isFinite, abs(distance) > 1e-9 else { return 0 }
        return velocity / distance
    }

    /// The 2-D case: the part of `velocity` along the line from `current` to `target`, over its length.
    public static func relativeVelocity(_ velocity: CGPoint, from current: CGPoint, to target: CGPoint) -> Double {
        let dx = Double(target.x - current.x), dy = Double(target.y - current.y)
        let d2 = dx * dx + dy * dy
        let vx = Double(velocity.x), vy = Double(velocity.y)
        guard vx.isFinite, vy.isFinite, d2.isFinite, d2 > 1e-18 else { return 0 }
        return (vx * dx + vy * dy) / d2
    }

    /// Spring parameters that carry the finger's speed: `dampingRatio` as given, the initial
    /// velocity from `velocity` and the remaining distance.
    public static func spring(dampingRatio: Double, velocity: Double, from current: Double, to target: Double)
        -> SpringTimingParameters {
        SpringTimingParameters(dampingRatio: dampingRatio,
                               initialVelocity: relativeVelocity(velocity, from: current, to: target))
    }
}
