import Foundation

/// A spring timing curve (UISpringTimingParameters, R22–R24).
///
/// Two kinds, as in UIKit: a physical spring (mass, stiffness, damping) whose motion fixes its own
/// duration — the settling time (R22) — and a damping-ratio spring that is fitted to settle in
/// whatever duration the animator has (R23). `initialVelocity` is relative to the distance to
/// travel: 1 means the whole distance per second (R24).
///
/// Invalid numbers (R8) are replaced — damping ratio ≤ 0 or non-finite by 1 (critical), mass or
/// stiffness ≤ 0 by 1 and 100, velocity by 0 — and noted in `issues`, which an animator adopting
/// the parameters reports through its diagnostics.
public struct SpringTimingParameters: TimingCurveProvider, Equatable, Sendable {
    /// Physical (R22) or fitted to the animator's duration (R23).
    public enum Definition: Equatable, Sendable {
        case physical(mass: Double, stiffness: Double, damping: Double)
        case dampingRatio(Double)
    }

    public let definition: Definition
    /// Distances per second at the start (R24).
    public let initialVelocity: Double
    /// Problems found in the numbers given, already corrected (R8). Empty when all was well.
    public let issues: [String]

    /// A critically damped spring fitted to the animator's duration.
    public init() { self.init(dampingRatio: 1, initialVelocity: 0) }

    /// A spring with this damping ratio that settles in the animator's duration (R23).
    public init(dampingRatio ratio: Double, initialVelocity velocity: Double = 0) {
        var issues: [String] = []
        var r = ratio
        if !(ratio.isFinite && ratio > 0) {
            issues.append("SpringTimingParameters: dampingRatio must be > 0, got \(ratio); using 1")
            r = 1
        }
        definition = .dampingRatio(r)
        initialVelocity = SpringTimingParameters.checkedVelocity(velocity, &issues)
        self.issues = issues
    }

    /// A physical spring; the animator's duration becomes its settling time (R22).
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity velocity: Double = 0) {
        var issues: [String] = []
        var m = mass, k = stiffness, c = damping
        if !(mass.isFinite && mass > 0) {
            issues.append("SpringTimingParameters: mass must be > 0, got \(mass); using 1")
            m = 1
        }
        if !(stiffness.isFinite && stiffness > 0) {
            issues.append("SpringTimingParameters: stiffness must be > 0, got \(stiffness); using 100")
            k = 100
        }
        if !(damping.isFinite && damping > 0) {
            // Undamped or negative damping never settles: the animation would never end.
            issues.append("SpringTimingParameters: damping must be > 0, got \(damping); using critical damping")
            c = 2 * (k * m).squareRoot()
        }
        definition = .physical(mass: m, stiffness: k, damping: c)
        initialVelocity = SpringTimingParameters.checkedVelocity(velocity, &issues)
        self.issues = issues
    }

    /// SwiftUI's parameters: `response` is the period of the undamped oscillation in seconds,
    /// `dampingFraction` the damping ratio. Mass is 1.
    public init(response: Double, dampingFraction: Double, initialVelocity velocity: Double = 0) {
        var issues: [String] = []
        var resp = response, frac = dampingFraction
        if !(response.isFinite && response > 0) {
            issues.append("SpringTimingParameters: response must be > 0, got \(response); using 0.5")
            resp = 0.5
        }
        if !(dampingFraction.isFinite && dampingFraction > 0) {
            issues.append("SpringTimingParameters: dampingFraction must be > 0, got \(dampingFraction); using 1")
            frac = 1
        }
        let w0 = 2 * Double.pi / resp
        definition = .physical(mass: 1, stiffness: w0 * w0, damping: 2 * frac * w0)
        initialVelocity = SpringTimingParameters.checkedVelocity(velocity, &issues)
        self.issues = issues
    }

    private static func checkedVelocity(_ v: Double, _ issues: inout [String]) -> Double {
        guard v.isFinite else {
            issues.append("SpringTimingParameters: initialVelocity must be finite, got \(v); using 0")
            return 0
        }
        return v
    }

    public var timingCurveType: TimingCurveType { .spring }
    public var cubicTimingParameters: CubicTimingParameters? { nil }
    public var springTimingParameters: SpringTimingParameters? { self }

    /// The same spring starting at another relative velocity (velocity handoff, R24).
    public func withInitialVelocity(_ v: Double) -> SpringTimingParameters {
        switch definition {
        case let .physical(m, k, c): return SpringTimingParameters(mass: m, stiffness: k, damping: c, initialVelocity: v)
        case let .dampingRatio(r): return SpringTimingParameters(dampingRatio: r, initialVelocity: v)
        }
    }

    /// ζ = c / (2√(km)): below 1 it overshoots, 1 is critical, above 1 creeps (R22).
    public var dampingRatio: Double {
        switch definition {
        case let .physical(m, k, c): return c / (2 * (k * m).squareRoot())
        case let .dampingRatio(r): return r
        }
    }

    /// The settling time of a physical spring (R22); nil for a damping-ratio spring, which takes
    /// the animator's duration instead.
    public var settlingDuration: Double? {
        guard case let .physical(m, k, c) = definition else { return nil }
        return SpringSolution(mass: m, stiffness: k, damping: c, initialVelocity: initialVelocity).settlingTime()
    }

    /// The duration an animator given `requested` seconds actually runs (R22, R23).
    public func effectiveDuration(requested: Double) -> Double {
        settlingDuration ?? requested
    }

    /// The motion that settles in `duration` (R23), or the physical spring's own motion (R22).
    func solution(duration: Double) -> SpringSolution {
        switch definition {
        case let .physical(m, k, c):
            return SpringSolution(mass: m, stiffness: k, damping: c, initialVelocity: initialVelocity)
        case let .dampingRatio(ratio):
            return SpringTimingParameters.fitted(ratio: ratio, velocity: initialVelocity, duration: duration)
        }
    }

    /// The spring of damping ratio `ratio` whose settling time is `duration`.
    ///
    /// Without initial velocity the settling time scales exactly as 1/ω0, so one evaluation fixes
    /// ω0; a velocity (in distances per second) breaks the scaling a little, which a few
    /// fixed-point rounds ω ← ω·T(ω)/duration absorb.
    static func fitted(ratio: Double, velocity: Double, duration: Double) -> SpringSolution {
        guard duration > 0, duration.isFinite else {
            return SpringSolution(omega0: 1e6, zeta: ratio, initialVelocity: velocity)
        }
        var w = SpringSolution(omega0: 1, zeta: ratio, initialVelocity: 0).settlingTime() / duration
        for _ in 0..<40 {
            let t = SpringSolution(omega0: w, zeta: ratio, initialVelocity: velocity).settlingTime()
            guard t.isFinite, t > 0 else { break }
            let next = w * t / duration
            if abs(next - w) <= 1e-10 * w { w = next; break }
            w = next
        }
        return SpringSolution(omega0: w, zeta: ratio, initialVelocity: velocity)
    }

    /// Progress at `t` seconds for an animator of `duration` seconds (R25).
    public func value(at t: Double, duration: Double) -> Double {
        solution(duration: duration).value(at: t)
    }

    /// Progress per second at `t` seconds for an animator of `duration` seconds (R25).
    public func velocity(at t: Double, duration: Double) -> Double {
        solution(duration: duration).velocity(at: t)
    }
}
