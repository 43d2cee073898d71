import Foundation

/// SwiftUI's spring vocabulary as a value: one damped spring, written in any of its forms —
/// perceptual (`duration`, `bounce`), SwiftUI's older (`response`, `dampingRatio`), physical
/// (`mass`, `stiffness`, `damping`) or a settling time — and read back in any other.
///
/// ```swift
/// let spring = Spring(duration: 0.5, bounce: 0.3)
/// (spring.mass, spring.stiffness, spring.damping)   // (1.0, 157.9, 17.6)
/// Spring(mass: 1, stiffness: 100, damping: 10).duration   // 0.63 s, bounce 0.5
/// ```
///
/// The motion is the damped harmonic oscillator m·x'' = −k·(x − target) − c·x', solved in closed
/// form: ``value(target:initialVelocity:time:)`` starts at 0 and moves toward `target`;
/// velocities are in value units per second (points per second for a position), positive in the
/// direction of increasing value, so the motion leaves 0 at `initialVelocity` whichever side the
/// target is on. Nothing here reads a clock: time is passed in.
///
/// ``SpringTimingParameters`` is the engine's (UIKit's) spring; `SpringTimingParameters(_:)` and
/// `Spring(_:duration:)` convert between the two through the mass/stiffness/damping form.
///
/// ## Numbers out of range
///
/// Nothing traps. Every initialiser clamps what it is given to the ranges below, and replaces
/// NaN by the default named: durations and responses to 0.001…1000 s (NaN: 0.5 s), `bounce`
/// to −0.999…1 (ζ at most 1000; NaN: 0), damping ratios to 0…1000 (NaN: 1), mass to
/// 10⁻⁶…10⁶ (NaN: 1), stiffness to 10⁻⁶…10¹⁵ (NaN: 100), damping to 0…10¹⁵ (NaN: critical).
/// Times below 0 or NaN are read as 0 and times above 10⁹ s as 10⁹ s. Targets and velocities are
/// used as given: a NaN or infinite one gives a NaN answer, never a trap.
public struct Spring: Equatable, Hashable, Sendable {
    /// The mass of the object on the spring (1 unless given): more mass, more overshoot and a
    /// longer settle.
    public let mass: Double
    /// The spring coefficient k, in force per value unit: stiffer springs oscillate faster and
    /// settle sooner.
    public let stiffness: Double
    /// The damping coefficient c, in force per (value unit per second): more damping, fewer and
    /// smaller oscillations. An overdamped spring made without `allowOverDamping` reports the
    /// critical damping 2√(km) it moves with.
    public let damping: Double

    // MARK: Creating a spring

    /// A spring with a perceptual duration and a bounce (SwiftUI's `Spring(duration:bounce:)`).
    ///
    /// Mass 1, stiffness (2π/duration)², damping ratio ζ = 1 − bounce for bounce ≥ 0 and
    /// 1/(1 + bounce) below 0, so damping = 4π(1 − bounce)/duration, or
    /// 4π/(duration·(1 + bounce)) when overdamped.
    /// - Parameters:
    ///   - duration: The pace of the spring in seconds: the period of its undamped oscillation,
    ///     about its settling time (for a very bouncy spring, its period). Clamped to
    ///     0.001…1000 s; NaN is 0.5 s.
    ///   - bounce: 0 is critically damped (no bounce), up to 1 undamped (oscillates forever),
    ///     below 0 overdamped. Clamped to −0.999…1; NaN is 0.
    public init(duration: Double = 0.5, bounce: Double = 0) {
        let d = Spring.clamp(duration, Spring.durationRange, nan: 0.5)
        let b = Spring.clamp(bounce, Spring.bounceRange, nan: 0)
        let zeta = b >= 0 ? 1 - b : 1 / (1 + b)
        self.init(period: d, dampingRatio: zeta)
    }

    /// A spring with SwiftUI's older parameters (`Spring(response:dampingRatio:)`).
    ///
    /// Mass 1, stiffness (2π/response)², damping 4π·dampingRatio/response. A ratio above 1 gives
    /// an overdamped spring.
    /// - Parameters:
    ///   - response: The period of the undamped oscillation in seconds. Clamped to
    ///     0.001…1000 s; NaN is 0.5 s.
    ///   - dampingRatio: The damping as a fraction of critical damping: 1 does not overshoot,
    ///     less oscillates, more creeps. Clamped to 0…1000; NaN is 1.
    public init(response: Double, dampingRatio: Double) {
        let r = Spring.clamp(response, Spring.durationRange, nan: 0.5)
        let zeta = Spring.clamp(dampingRatio, Spring.dampingRatioRange, nan: 1)
        self.init(period: r, dampingRatio: zeta)
    }

    /// A physical spring (`Spring(mass:stiffness:damping:allowOverDamping:)`).
    /// - Parameters:
    ///   - mass: The mass on the spring. Clamped to 10⁻⁶…10⁶; NaN is 1.
    ///   - stiffness: The spring coefficient k. Clamped to 10⁻⁶…10¹⁵; NaN is 100.
    ///   - damping: The damping coefficient c. Clamped to 0…10¹⁵; NaN is critical damping.
    ///   - allowOverDamping: False (the default, as in SwiftUI and Core Animation): damping
    ///     above critical, 2√(km), is read as critical. True: the spring creeps as overdamped.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let m = Spring.clamp(mass, Spring.massRange, nan: 1)
        let k = Spring.clamp(stiffness, Spring.stiffnessRange, nan: 100)
        let critical = 2 * (k * m).squareRoot()
        var c = Spring.clamp(damping, Spring.dampingRange, nan: critical)
        if c > critical && !allowOverDamping { c = critical }
        self.init(checkedMass: m, stiffness: k, damping: c)
    }

    /// The spring that settles in about `settlingDuration` seconds with this damping ratio, fitted
    /// as UIKit fits `UISpringTimingParameters(dampingRatio:)` to an animator's duration (R23)
    /// for a start at rest: mass 1, ω₀ such that ζ/√(1 − ζ²)·e^(−ζω₀T) = ε (critical:
    /// (1 + ω₀T)·e^(−ω₀T) = ε), stiffness ω₀², damping 2ζω₀.
    ///
    /// Critically damped, ``settlingDuration`` is then T exactly (with this ε); underdamped, the
    /// fit bounds the sine part of the motion only, so the last exit from the ε band comes a
    /// little before or after T.
    /// - Parameters:
    ///   - settlingDuration: T in seconds, clamped to UIKit's 0.01…10 s; NaN is 0.5 s.
    ///   - dampingRatio: ζ, clamped to 0.001…1 (UIKit's fit knows no overdamping); NaN is 1.
    ///     Below ζ ≈ ε, where UIKit's bound is already met at rest, the whole amplitude
    ///     1/√(1 − ζ²) is bounded instead.
    ///   - epsilon: The distance from the target, as a fraction of the distance to travel, that
    ///     counts as settled. Clamped to 10⁻¹²…0.5; NaN is 0.001.
    public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) {
        let T = Spring.clamp(settlingDuration, 0.01...10, nan: 0.5)
        let zeta = Spring.clamp(dampingRatio, 0.001...1, nan: 1)
        let eps = Spring.clamp(epsilon, 1e-12...0.5, nan: 0.001)
        let omega0: Double
        if zeta >= 1 {
            omega0 = Spring.criticalEnvelopeRoot(epsilon: eps) / T
        } else {
            let root = (1 - zeta * zeta).squareRoot()
            var coefficient = zeta / root
            if coefficient <= eps { coefficient = 1 / root }
            omega0 = log(coefficient / eps) / (zeta * T)
        }
        self.init(mass: 1, stiffness: omega0 * omega0, damping: 2 * zeta * omega0, allowOverDamping: false)
    }

    /// Mass 1, stiffness (2π/period)², damping ratio ζ: the perceptual and response forms.
    private init(period: Double, dampingRatio zeta: Double) {
        let omega0 = 2 * Double.pi / period
        self.init(mass: 1, stiffness: omega0 * omega0, damping: 2 * zeta * omega0, allowOverDamping: true)
    }

    private init(checkedMass: Double, stiffness: Double, damping: Double) {
        self.mass = checkedMass
        self.stiffness = stiffness
        self.damping = damping
    }

    // MARK: Presets

    /// SwiftUI's `.smooth`: duration 0.5 s, bounce 0 (critically damped).
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// SwiftUI's `.snappy`: duration 0.5 s, bounce 0.15.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// SwiftUI's `.bouncy`: duration 0.5 s, bounce 0.3.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    /// `.smooth` tuned: `duration` in seconds, bounce 0 + `extraBounce`.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// `.snappy` tuned: `duration` in seconds, bounce 0.15 + `extraBounce`.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// `.bouncy` tuned: `duration` in seconds, bounce 0.3 + `extraBounce`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    // MARK: Reading the other forms

    /// The perceptual duration in seconds: the period of the undamped oscillation, 2π√(m/k).
    public var duration: Double { 2 * Double.pi * (mass / stiffness).squareRoot() }

    /// How bouncy the spring is: 1 − ζ up to critical damping (0), 1/ζ − 1 when overdamped
    /// (down towards −1); 1 is undamped.
    public var bounce: Double {
        let zeta = dampingRatio
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// The response in seconds: the period of the undamped oscillation, the same number as
    /// ``duration``.
    public var response: Double { duration }

    /// ζ = c/(2√(km)): the damping as a fraction of critical damping. 1 settles without
    /// overshoot, less oscillates, more creeps.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The time in seconds the spring needs to settle from 0 to 1 starting at rest: after it
    /// every value stays within 0.001 of 1 (SwiftUI's definition: target 1, initial velocity 0,
    /// ε 0.001). See ``settlingDuration(target:initialVelocity:epsilon:)``.
    public var settlingDuration: Double {
        settlingDuration(target: 1, initialVelocity: 0, epsilon: 0.001)
    }

    /// The time in seconds after which every value of the motion from 0 toward `target` stays
    /// within `epsilon` of `target`: the last time the motion leaves the band, found on the
    /// closed form (its extrema are known, then bisection), not an envelope bound.
    ///
    /// For a start at rest toward 1 with ε 0.001 this is at most UIKit's settling time for the same
    /// spring (``SpringTimingParameters/settlingDuration``, R22), which bounds the envelope instead.
    /// - Parameters:
    ///   - target: Where the motion goes, in value units (it starts at 0).
    ///   - initialVelocity: The velocity at 0 s, in value units per second.
    ///   - epsilon: The half-width of the band, in value units. NaN is 0.001; at least 10⁻¹².
    /// - Returns: Seconds; 0 when the motion never leaves the band, infinity for an undamped
    ///   spring that moves at all.
    public func settlingDuration(target: Double, initialVelocity: Double = 0, epsilon: Double) -> Double {
        let eps = Spring.clamp(epsilon, 1e-12...Double.infinity, nan: 0.001)
        return motion(displacement: -target, velocity: initialVelocity).settlingTime(epsilon: eps)
    }

    // MARK: The motion

    /// The value at `time` seconds of the motion that starts at 0 with `initialVelocity` (value
    /// units per second) and is pulled toward `target`.
    public func value(target: Double, initialVelocity: Double = 0, time: Double) -> Double {
        target + motion(displacement: -target, velocity: initialVelocity).displacement(at: Spring.checkedTime(time))
    }

    /// The velocity in value units per second at `time` seconds of the motion of
    /// ``value(target:initialVelocity:time:)``: `initialVelocity` at 0 s.
    public func velocity(target: Double, initialVelocity: Double = 0, time: Double) -> Double {
        motion(displacement: -target, velocity: initialVelocity).velocity(at: Spring.checkedTime(time))
    }

    /// The force on the mass at `position` moving at `velocity` (value units per second):
    /// −stiffness·(position − target) − damping·velocity. Divided by ``mass`` it is the
    /// acceleration in value units per second squared (for mass 1, every spring made from a
    /// duration or a response, the two are the same).
    public func force(target: Double, position: Double, velocity: Double) -> Double {
        -stiffness * (position - target) - damping * velocity
    }

    /// Moves `value` and `velocity` (value units per second) on by `deltaTime` seconds toward
    /// `target`, exactly: the closed form from the current state, not a numerical step, so any
    /// frame rate gives the same motion.
    ///
    /// A `deltaTime` below 0 or NaN leaves both as they are; above 10⁹ s it is 10⁹ s.
    public func update(value: inout Double, velocity: inout Double, target: Double, deltaTime: Double) {
        let dt = Spring.checkedTime(deltaTime)
        guard dt > 0 else { return }
        let m = motion(displacement: value - target, velocity: velocity)
        value = target + m.displacement(at: dt)
        velocity = m.velocity(at: dt)
    }

    /// The motion of the displacement y = x − target from y(0) = `y0`, y'(0) = `v0`.
    private func motion(displacement y0: Double, velocity v0: Double) -> SpringMotion {
        SpringMotion(omega0: (stiffness / mass).squareRoot(), zeta: dampingRatio, y0: y0, v0: v0)
    }

    // MARK: Ranges

    static let durationRange = 0.001...1000.0
    static let bounceRange = -0.999...1.0
    static let dampingRatioRange = 0.0...1000.0
    static let massRange = 1e-6...1e6
    static let stiffnessRange = 1e-6...1e15
    static let dampingRange = 0.0...1e15

    static func clamp(_ x: Double, _ range: ClosedRange<Double>, nan: Double) -> Double {
        x.isNaN ? nan : min(max(x, range.lowerBound), range.upperBound)
    }

    /// Times before the start are the start; NaN is the start; beyond 10⁹ s is 10⁹ s.
    static func checkedTime(_ t: Double) -> Double {
        t.isNaN ? 0 : min(max(t, 0), 1e9)
    }

    /// x > 0 with (1 + x)·e^(−x) = ε: the critically damped envelope, by bisection.
    static func criticalEnvelopeRoot(epsilon: Double) -> Double {
        var lo = 0.0, hi = 100.0   // (1 + 100)·e^(−100) ≈ 4e−42, below any ε allowed
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if (1 + mid) * exp(-mid) > epsilon { lo = mid } else { hi = mid }
            if hi - lo <= 1e-15 * hi { break }
        }
        return (lo + hi) / 2
    }
}
