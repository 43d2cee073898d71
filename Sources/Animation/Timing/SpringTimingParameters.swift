import Foundation
import ViewTree

/// A spring timing curve (UISpringTimingParameters, R22–R24).
///
/// Two kinds, as in UIKit: a physical spring (mass, stiffness, damping) whose motion fixes its own
/// duration — the settling time (R22) — and a damping-ratio spring fitted the way UIKit fits it
/// to the animator's duration (R23). `initialVelocity` is relative to the distance to travel: 1
/// means the whole distance per second (R24); `dy` drives the y axis of point-like properties.
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
    /// Distances per second at the start, per axis (R24): `dx` for one-dimensional properties and
    /// x, `dy` for the y of a point-like property.
    public let initialVelocityVector: CGVector
    /// Problems found in the numbers given, already corrected (R8). Empty when all was well.
    public let issues: [String]
    /// False (the default, as in Core Animation): a spring with ζ > 1 moves as a critically
    /// damped one. True: it creeps as overdamped (R22).
    public var allowsOverdamping = false

    /// Distances per second at the start along x and for one-dimensional properties (R24).
    /// (Disfavoured: FluidUIKit adds UIKit's `initialVelocity`, the `CGVector`, which ported
    /// code then gets wherever a Double is not asked for.)
    @_disfavoredOverload
    public var initialVelocity: Double { Double(initialVelocityVector.dx) }

    /// The system spring, as UIKit's `UISpringTimingParameters()`: mass 3, stiffness 1000,
    /// damping 500 (R23).
    public init() { self.init(mass: 3, stiffness: 1000, damping: 500) }

    /// A spring with this damping ratio (clamped to ≤ 1) fitted to the animator's duration (R23).
    /// (Disfavoured, so that UIKit's `initialVelocity: .zero` means the `CGVector`.)
    @_disfavoredOverload
    public init(dampingRatio ratio: Double, initialVelocity velocity: Double = 0) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: velocity, dy: velocity))
    }

    /// UIKit's spelling: the initial velocity per axis (R24).
    public init(dampingRatio ratio: Double, initialVelocity velocity: CGVector) {
        var issues: [String] = []
        var r = ratio
        if !(ratio.isFinite && ratio > 0) {
            issues.append("SpringTimingParameters: dampingRatio must be > 0, got \(ratio); using 1")
            r = 1
        }
        definition = .dampingRatio(min(r, 1))
        initialVelocityVector = SpringTimingParameters.checkedVelocity(velocity, &issues)
        self.issues = issues
    }

    /// A physical spring; the animator's duration becomes its settling time (R22).
    @_disfavoredOverload
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity velocity: Double = 0) {
        self.init(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: CGVector(dx: velocity, dy: velocity))
    }

    /// UIKit's spelling: the initial velocity per axis (R24).
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity velocity: CGVector) {
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
        initialVelocityVector = SpringTimingParameters.checkedVelocity(velocity, &issues)
        self.issues = issues
    }

    /// SwiftUI's parameters: `response` is the period of the undamped oscillation in seconds,
    /// `dampingFraction` the damping ratio; k = (2π/response)², c = 4πζ/response, mass 1 (R23).
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
        self.init(mass: 1, stiffness: w0 * w0, damping: 2 * frac * w0, initialVelocity: velocity)
        self = self.adding(issues: issues)
    }

    /// iOS 17's perceptual spring (R23): `duration` the perceived duration (the undamped
    /// period), `bounce` −1…1: ζ = 1 − bounce, or 1/(1 + bounce) below 0 (overdamping allowed).
    public init(duration: Double, bounce: Double, initialVelocity velocity: CGVector = .zero) {
        var issues: [String] = []
        var d = duration, b = bounce
        if !(duration.isFinite && duration > 0) {
            issues.append("SpringTimingParameters: duration must be > 0, got \(duration); using 0.5")
            d = 0.5
        }
        if !(bounce.isFinite && bounce > -1 && bounce <= 1) {
            let clamped = bounce.isFinite ? min(max(bounce, -0.99), 1) : 0
            issues.append("SpringTimingParameters: bounce must be in −1…1, got \(bounce); using \(clamped)")
            b = clamped
        }
        let zeta = b >= 0 ? 1 - b : 1 / (1 + b)
        let w0 = 2 * Double.pi / d
        self.init(mass: 1, stiffness: w0 * w0, damping: 2 * zeta * w0, initialVelocity: velocity)
        self = self.adding(issues: issues)
        allowsOverdamping = true
    }

    /// As `init(duration:bounce:initialVelocity:)` with a velocity relative to the distance (R24).
    @_disfavoredOverload
    public init(duration: Double, bounce: Double, initialVelocity velocity: Double) {
        self.init(duration: duration, bounce: bounce, initialVelocity: CGVector(dx: velocity, dy: velocity))
    }

    /// SwiftUI's `.smooth`: 0.5 s, no bounce.
    public static let smooth = SpringTimingParameters(duration: 0.5, bounce: 0)
    /// SwiftUI's `.snappy`: 0.5 s, bounce 0.15.
    public static let snappy = SpringTimingParameters(duration: 0.5, bounce: 0.15)
    /// SwiftUI's `.bouncy`: 0.5 s, bounce 0.3.
    public static let bouncy = SpringTimingParameters(duration: 0.5, bounce: 0.3)

    private func adding(issues more: [String]) -> SpringTimingParameters {
        guard !more.isEmpty else { return self }
        var copy = SpringTimingParameters(definition: definition, initialVelocity: initialVelocityVector,
                                          issues: more + issues)
        copy.allowsOverdamping = allowsOverdamping
        return copy
    }

    private init(definition: Definition, initialVelocity: CGVector, issues: [String]) {
        self.definition = definition
        self.initialVelocityVector = initialVelocity
        self.issues = issues
    }

    private static func checkedVelocity(_ v: CGVector, _ issues: inout [String]) -> CGVector {
        guard v.dx.isFinite, v.dy.isFinite else {
            issues.append("SpringTimingParameters: initialVelocity must be finite, got (\(v.dx), \(v.dy)); using 0")
            return CGVector(dx: v.dx.isFinite ? v.dx : 0, dy: v.dy.isFinite ? v.dy : 0)
        }
        return v
    }

    public var timingCurveType: TimingCurveType { .spring }
    public var cubicTimingParameters: CubicTimingParameters? { nil }
    public var springTimingParameters: SpringTimingParameters? { self }

    /// The same spring starting at another relative velocity (velocity handoff, R24).
    public func withInitialVelocity(_ v: Double) -> SpringTimingParameters {
        withInitialVelocity(CGVector(dx: v, dy: v))
    }

    /// The same spring starting at another relative velocity per axis (R24).
    public func withInitialVelocity(_ v: CGVector) -> SpringTimingParameters {
        var more: [String] = []
        let checked = SpringTimingParameters.checkedVelocity(v, &more)
        var copy = SpringTimingParameters(definition: definition, initialVelocity: checked, issues: issues + more)
        copy.allowsOverdamping = allowsOverdamping
        return copy
    }

    /// ζ = c / (2√(km)): below 1 it overshoots, 1 is critical, above 1 creeps (R22).
    public var dampingRatio: Double {
        switch definition {
        case let .physical(m, k, c): return c / (2 * (k * m).squareRoot())
        case let .dampingRatio(r): return r
        }
    }

    /// The settling time of a physical spring as UIKit computes it, an envelope bound (R22): the
    /// longer of the two axes' when they start at different speeds (R24); nil for a
    /// damping-ratio spring, which takes the animator's duration instead.
    public var settlingDuration: Double? {
        guard case .physical = definition else { return nil }
        return max(solution(duration: 0, velocity: initialVelocity).settlingTime(),
                   solution(duration: 0, velocity: Double(initialVelocityVector.dy)).settlingTime())
    }

    /// The duration an animator given `requested` seconds actually runs (R22, R23).
    public func effectiveDuration(requested: Double) -> Double {
        settlingDuration ?? requested
    }

    /// True when x and y start at different relative speeds: a point-like property then gets one
    /// spring per axis (R24).
    public var hasPerAxisVelocity: Bool { initialVelocityVector.dx != initialVelocityVector.dy }

    /// The motion along x (and of one-dimensional properties) for an animator of `duration`.
    func solution(duration: Double) -> SpringSolution {
        solution(duration: duration, velocity: initialVelocity)
    }

    /// The motion starting at relative velocity `velocity`: the physical spring (critically damped
    /// when ζ > 1 unless `allowsOverdamping`, R22) or UIKit's fit to `duration` (R23).
    func solution(duration: Double, velocity: Double) -> SpringSolution {
        switch definition {
        case let .physical(m, k, c):
            let s = SpringSolution(mass: m, stiffness: k, damping: c, initialVelocity: velocity)
            if s.zeta > 1 && !allowsOverdamping {
                return SpringSolution(omega0: s.omega0, zeta: 1, initialVelocity: velocity)
            }
            return s
        case let .dampingRatio(ratio):
            return SpringTimingParameters.fitted(ratio: ratio, velocity: velocity, duration: duration)
        }
    }

    /// UIKit's spring for damping ratio `ratio` and duration `duration` (R23): mass 1, ζ ≤ 1,
    /// T in [0.01, 10] s, ω₀ the root of "the envelope has decayed to ε = 0.001 at T" with the
    /// initial velocity, by 12 Newton steps from 5/T; then k = ω₀², c = 2ζω₀.
    static func fitted(ratio: Double, velocity: Double, duration: Double) -> SpringSolution {
        let zeta = min(max(ratio, 1e-6), 1)
        let w = uikitNaturalFrequency(zeta: zeta, velocity: velocity, duration: duration)
        return SpringSolution(omega0: w, zeta: zeta, initialVelocity: velocity)
    }

    /// ω₀ of UIKit's fit (R23); the closed form for v = 0 where Newton fails.
    static func uikitNaturalFrequency(zeta: Double, velocity v: Double, duration: Double) -> Double {
        uikitFit(zeta: zeta, velocity: v, duration: duration).omega0
    }

    /// Whether UIKit's duration form (`UISpringTimingParameters(dampingRatio:initialVelocity:)`
    /// in an animator of `duration` seconds) moves as the engine runs it for this relative
    /// `velocity` (F8): true when R23's Newton steps land on a root; false when they reach none
    /// and the engine runs the fit for v = 0 instead (a fast throw close to its end), which only
    /// the mass/stiffness form can say.
    public static func durationFormHoldsForUIKit(dampingRatio: Double, velocity: Double, duration: Double) -> Bool {
        uikitFit(zeta: min(max(dampingRatio, 1e-6), 1), velocity: velocity, duration: duration).converged
    }

    /// R23's fit: ω₀, and whether Newton's 12 steps from 5/T found the root (else the v = 0 fit).
    static func uikitFit(zeta: Double, velocity v: Double, duration: Double) -> (omega0: Double, converged: Bool) {
        let T = duration.isFinite ? min(max(duration, 0.01), 10) : 10
        let epsilon = 0.001
        let critical = zeta >= 1
        let root = (1 - zeta * zeta).squareRoot()
        func f(_ w: Double) -> (value: Double, slope: Double) {
            if critical {
                let e = exp(-w * T)
                return (-epsilon + e * ((w - v) * T + 1), -e * T * T * (w - v))
            }
            let a = (zeta * w - v) / (w * root), da = v / (w * w * root)
            let e = exp(-zeta * w * T)
            return (epsilon - a * e, -e * (da - zeta * T * a))
        }
        var w = 5 / T
        for _ in 0..<12 {
            let (value, slope) = f(w)
            guard slope != 0, slope.isFinite else { break }
            let next = w - value / slope
            guard next.isFinite, next > 0 else { break }
            w = next
        }
        if w.isFinite, w > 0, abs(f(w).value) < 1e-6 { return (w, true) }
        // Velocities that lead Newton astray: the fit for v = 0.
        return (critical ? 9.2334 / T : log(zeta / (epsilon * root)) / (zeta * T), false)
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
