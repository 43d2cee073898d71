import Foundation

/// The closed-form displacement y(t) of m·y'' + c·y' + k·y = 0 from y(0) = y0, y'(0) = v0, in
/// each regime, and when it last leaves a band around 0.
struct SpringMotion {
    enum Regime { case underdamped, critical, overdamped }

    let omega0: Double
    let zeta: Double
    let regime: Regime
    /// Underdamped: y = e^(−λt)(a cos ω_d t + b sin ω_d t), λ = `r1`, ω_d = `r2`.
    /// Critical: y = e^(−ω₀t)(a + b t), `r1` = −ω₀.
    /// Overdamped: y = a e^(r1 t) + b e^(r2 t), r1 the slower root.
    let a: Double, b: Double, r1: Double, r2: Double

    /// Ratios this close to 1 are critical: the other formulas divide by nearly 0 there.
    static let criticalTolerance = 1e-9

    init(omega0: Double, zeta: Double, y0: Double, v0: Double) {
        self.omega0 = omega0
        self.zeta = zeta
        if abs(zeta - 1) <= SpringMotion.criticalTolerance {
            regime = .critical
            a = y0
            b = v0 + omega0 * y0
            r1 = -omega0
            r2 = 0
        } else if zeta < 1 {
            regime = .underdamped
            let lambda = zeta * omega0
            let wd = omega0 * (1 - zeta * zeta).squareRoot()
            a = y0
            b = (v0 + lambda * y0) / wd
            r1 = lambda
            r2 = wd
        } else {
            regime = .overdamped
            let s = (zeta * zeta - 1).squareRoot()
            // −ω₀(ζ − s) written without the cancellation: (ζ − s)(ζ + s) = 1.
            let slow = -omega0 / (zeta + s), fast = -omega0 * (zeta + s)
            let c2 = (v0 - slow * y0) / (fast - slow)
            a = y0 - c2
            b = c2
            r1 = slow
            r2 = fast
        }
    }

    func displacement(at t: Double) -> Double {
        switch regime {
        case .underdamped:
            return exp(-r1 * t) * (a * cos(r2 * t) + b * sin(r2 * t))
        case .critical:
            return exp(r1 * t) * (a + b * t)
        case .overdamped:
            return exp(r1 * t) * a + exp(r2 * t) * b
        }
    }

    func velocity(at t: Double) -> Double {
        switch regime {
        case .underdamped:
            let e = exp(-r1 * t), c = cos(r2 * t), s = sin(r2 * t)
            return e * ((b * r2 - r1 * a) * c - (a * r2 + r1 * b) * s)
        case .critical:
            return exp(r1 * t) * (b + r1 * (a + b * t))
        case .overdamped:
            return a * r1 * exp(r1 * t) + b * r2 * exp(r2 * t)
        }
    }

    /// The smallest t ≥ 0 after which |y| ≤ `epsilon` for good.
    ///
    /// Between two extrema y is monotone, so the band is left for the last time between the last
    /// extremum outside it and the next extremum (or after the last extremum when there is no
    /// next): there {|y| > ε} is an initial interval, found by bisection. Underdamped, the
    /// extrema sit at known times, π/ω_d apart, with heights R·(ω_d/ω₀)·e^(−λt); critical and
    /// overdamped motions have at most one.
    func settlingTime(epsilon: Double) -> Double {
        guard omega0 > 0 else { return abs(displacement(at: 0)) > epsilon ? .infinity : 0 }
        switch regime {
        case .underdamped:
            return underdampedSettlingTime(epsilon)
        case .critical, .overdamped:
            return monotoneTailSettlingTime(epsilon)
        }
    }

    private func underdampedSettlingTime(_ eps: Double) -> Double {
        let lambda = r1, wd = r2
        let amplitude = (a * a + b * b).squareRoot()
        guard amplitude > eps else { return 0 }
        guard lambda > 0 else { return .infinity }   // undamped: it never settles
        // y = R e^(−λt) cos(ω_d t − φ); extrema where ω_d t − φ = −α + kπ, α = atan(λ/ω_d).
        let phi = atan2(b, a), alpha = atan(lambda / wd)
        func extremum(_ k: Double) -> Double { (phi - alpha + k * Double.pi) / wd }
        let k0 = ((alpha - phi) / Double.pi).rounded(.up)            // the first at t ≥ 0
        // Extremum heights fall below ε from tLimit on.
        let tLimit = log(amplitude * wd / (omega0 * eps)) / lambda
        let kLast = ((tLimit * wd - phi + alpha) / Double.pi).rounded(.up) - 1
        if kLast >= k0 {
            return bandExit(from: max(0, extremum(kLast)), to: extremum(kLast + 1), eps)
        }
        // No extremum outside the band: only the start can be, on the way to the first one.
        return abs(a) > eps ? bandExit(from: 0, to: max(0, extremum(k0)), eps) : 0
    }

    private func monotoneTailSettlingTime(_ eps: Double) -> Double {
        // The one time y' = 0 for t > 0, if any.
        var turn: Double?
        switch regime {
        case .critical:
            // y' = e^(−ω₀t)(v0 − ω₀·b·t), v0 = b − ω₀a.
            let v0 = b - omega0 * a
            if b != 0 { let t = v0 / (omega0 * b); if t > 0 { turn = t } }
        default:
            // a·r1·e^(r1 t) = −b·r2·e^(r2 t)  ⇔  e^((r1 − r2)t) = −b·r2/(a·r1).
            let q = -(b * r2) / (a * r1)
            if q > 1, q.isFinite { turn = log(q) / (r1 - r2) }
        }
        if let turn, abs(displacement(at: turn)) > eps {
            return bandExit(from: turn, to: nil, eps)
        }
        guard abs(displacement(at: 0)) > eps else { return 0 }
        return bandExit(from: 0, to: turn, eps)
    }

    /// The time in [lo, hi] where |y| falls to ε, given |y| > ε on an initial part of it and ≤ ε
    /// at `hi`. No `hi`: found by doubling (infinity if the motion never gets there).
    private func bandExit(from lo: Double, to hi: Double?, _ eps: Double) -> Double {
        var lo = lo
        var hi = hi ?? max(lo, 0) + 1 / omega0
        if hi <= lo { return lo }
        while abs(displacement(at: hi)) > eps {
            lo = hi
            hi *= 2
            guard hi < 1e12 else { return .infinity }
        }
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            guard mid > lo, mid < hi else { break }
            if abs(displacement(at: mid)) > eps { lo = mid } else { hi = mid }
        }
        return hi
    }
}
