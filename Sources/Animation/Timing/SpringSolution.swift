import Foundation

/// The closed-form motion of a damped harmonic oscillator m·x'' + c·x' + k·(x − 1) = 0 with
/// x(0) = 0 and x'(0) = v0 (R22): progress from 0 towards 1, possibly overshooting.
///
/// Written in terms of the displacement y = x − 1 (y(0) = −1, y'(0) = v0), whose solution in each
/// regime is a textbook formula. Evaluating it costs a few exp/sin/cos — no integration, no state —
/// so any time can be asked for in any order (scrubbing, plots, tests).
struct SpringSolution: Equatable {
    enum Regime: Equatable { case underdamped, critical, overdamped }

    let omega0: Double          // undamped angular frequency √(k/m)
    let zeta: Double            // damping ratio c / (2√(km))
    let v0: Double              // initial velocity in distances per second (R24)
    let regime: Regime
    // Coefficients of y(t), fixed by the regime (see `init`).
    private let a: Double, b: Double, r1: Double, r2: Double

    /// Treats ratios this close to 1 as critical: the under/over formulas divide by ~0 there.
    static let criticalTolerance = 1e-7

    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        let w0 = (stiffness / mass).squareRoot()
        self.init(omega0: w0, zeta: damping / (2 * (stiffness * mass).squareRoot()), initialVelocity: initialVelocity)
    }

    init(omega0: Double, zeta: Double, initialVelocity: Double) {
        self.omega0 = omega0
        self.zeta = zeta
        self.v0 = initialVelocity
        let y0 = -1.0
        if abs(zeta - 1) < SpringSolution.criticalTolerance {
            regime = .critical
            // y = e^(−ω0 t)·(A + B t)
            a = y0
            b = initialVelocity + omega0 * y0
            r1 = -omega0
            r2 = 0
        } else if zeta < 1 {
            regime = .underdamped
            // y = e^(−ζω0 t)·(A cos ωd t + B sin ωd t); r1 = ζω0 (decay), r2 = ωd
            let wd = omega0 * (1 - zeta * zeta).squareRoot()
            a = y0
            b = (initialVelocity + zeta * omega0 * y0) / wd
            r1 = zeta * omega0
            r2 = wd
        } else {
            regime = .overdamped
            // y = C1 e^(r1 t) + C2 e^(r2 t), both roots negative
            let s = (zeta * zeta - 1).squareRoot()
            let root1 = -omega0 * (zeta - s), root2 = -omega0 * (zeta + s)
            let c2 = (initialVelocity - root1 * y0) / (root2 - root1)
            a = y0 - c2
            b = c2
            r1 = root1
            r2 = root2
        }
    }

    /// Progress at `t` seconds (0 at t = 0, → 1).
    @inline(__always)
    func value(at t: Double) -> Double {
        1 + displacement(at: t)
    }

    @inline(__always)
    func displacement(at t: Double) -> Double {
        switch regime {
        case .critical:
            return exp(r1 * t) * (a + b * t)
        case .underdamped:
            return exp(-r1 * t) * (a * cos(r2 * t) + b * sin(r2 * t))
        case .overdamped:
            return a * exp(r1 * t) + b * exp(r2 * t)
        }
    }

    /// Progress per second at `t`.
    @inline(__always)
    func velocity(at t: Double) -> Double {
        switch regime {
        case .critical:
            let e = exp(r1 * t)
            return e * (b + r1 * (a + b * t))
        case .underdamped:
            let e = exp(-r1 * t), c = cos(r2 * t), s = sin(r2 * t)
            return e * ((b * r2 - r1 * a) * c - (a * r2 + r1 * b) * s)
        case .overdamped:
            return a * r1 * exp(r1 * t) + b * r2 * exp(r2 * t)
        }
    }

    /// How far from rest at `t`: displacement and velocity combined so that one threshold serves
    /// both ("within 0.1 % of the distance and at rest", R22). Velocity is scaled by 1/ω0, the
    /// spring's own time unit, so the measure does not depend on how stiff the spring is.
    @inline(__always)
    func restDistance(at t: Double) -> Double {
        let y = displacement(at: t), v = velocity(at: t) / omega0
        return (y * y + v * v).squareRoot()
    }

    /// The settling time as UIKit computes it (R22): when the motion's envelope has decayed to
    /// `threshold` (0.1 % of the distance). An upper bound on the motion, not its last crossing:
    /// past it the spring is surely within the threshold.
    ///
    /// Underdamped, |y| ≤ (1 + |B|)·e^(−ζω₀t) with B = (ζω₀ − v)/ω_d, so
    /// t = ln((1 + |B|)/threshold)/(ζω₀). Critical, |y| ≤ (1 + |ω₀ − v|·t)·e^(−ω₀t), solved for the
    /// time it falls to the threshold. Overdamped (allowed, R22), the slower exponential's bound.
    func settlingTime(threshold: Double = 1e-3) -> Double {
        guard omega0 > 0, omega0.isFinite, zeta > 0, threshold > 0 else { return .infinity }
        switch regime {
        case .underdamped:
            // b = (v − ζω₀)/ω_d: its size is |B|.
            return max(0, log((1 + abs(b)) / threshold) / r1)
        case .critical:
            return SpringSolution.criticalEnvelopeTime(omega0: omega0, slope: abs(b), threshold: threshold)
        case .overdamped:
            // r1 = −ω₀(ζ − √(ζ² − 1)) is the slower root.
            return max(0, log((abs(a) + abs(b)) / threshold) / -r1)
        }
    }

    /// The time at which (1 + c·t)·e^(−ω₀t) falls to `threshold` for good: the envelope of a
    /// critically damped spring, c = |ω₀ − v| (R22). Bisection past the envelope's peak.
    static func criticalEnvelopeTime(omega0 w: Double, slope c: Double, threshold: Double) -> Double {
        func excess(_ t: Double) -> Double { (1 + c * t) * exp(-w * t) - threshold }
        // The envelope rises until 1/ω₀ − 1/c when c > ω₀, and falls from then on.
        var lo = c > w ? 1 / w - 1 / c : 0
        guard excess(lo) > 0 else { return lo }
        var hi = max(lo, 1 / w)
        while excess(hi) > 0 {
            lo = hi
            hi *= 2
            guard hi.isFinite, hi < 1e9 else { return .infinity }
        }
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if excess(mid) > 0 { lo = mid } else { hi = mid }
        }
        return hi
    }
}
