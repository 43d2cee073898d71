/// A cubic Bézier from (0, 0) to (1, 1) with two control points, solved for y at a given x (R21).
///
/// The curve is parametric: x(t) and y(t) are cubics in t. A timing function asks "at time
/// fraction x, what progress y?", so x(t) = x must be solved for t first: Newton's method from
/// t = x (fast, quadratic convergence), falling back to bisection where the slope is too flat for
/// Newton to be trusted. Both stop at 1e-11 in x, so y is good to far better than 1e-6; an
/// animator's frames solve from the previous frame's answer (`solveT(_:memo:)`).
///
/// Not public API: `fluid bench animators` times the same solve in its flat-array baseline, so
/// the few members it calls are SPI and inlinable.
@_spi(AnimationEngine)
public struct UnitBezier: Equatable, Sendable {
    // Power-basis coefficients: x(t) = ((ax·t + bx)·t + cx)·t, likewise y.
    @usableFromInline let ax, bx, cx: Double
    @usableFromInline let ay, by, cy: Double
    /// 3·ax, 6·ax and 2·bx, for the derivatives.
    @usableFromInline let ax3: Double
    let ax6: Double
    @usableFromInline let bx2: Double
    /// The largest |x''(t)| on 0…1 (x'' is linear in t, so at an end): bounds a Newton step's error.
    let maxCurvature: Double

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
        ax3 = 3 * ax
        ax6 = 6 * ax
        bx2 = 2 * bx
        maxCurvature = max(abs(2 * bx), abs(6 * ax + 2 * bx))
    }

    @inlinable @inline(__always) public func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inlinable @inline(__always) public func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inlinable @inline(__always) func dx(_ t: Double) -> Double { (ax3 * t + bx2) * t + cx }
    @inline(__always) func dy(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }
    @inline(__always) func ddx(_ t: Double) -> Double { ax6 * t + bx2 }

    /// The parameter t with x(t) = x, for x in 0…1 (x is monotonic there because both control
    /// points' x lie in 0…1, which `CubicTimingParameters` guarantees).
    @inline(__always)
    func solveT(_ x: Double) -> Double { solveT(x, from: x) }

    /// As `solveT(_:)`, starting Newton from `guess` — the previous frame's answer, which is
    /// usually within a Newton step or two of this frame's.
    @inlinable @inline(__always)
    public func solveT(_ x: Double, from guess: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var t = guess >= 0 && guess <= 1 ? guess : x
        for _ in 0..<8 {
            let err = self.x(t) - x
            // 1e-11 in x keeps y within ~1e-10 for any curve with a slope below 10 — far inside
            // the 1e-6 promised — and usually saves one Newton step over a tighter bound.
            if abs(err) < 1e-11 { return t }
            let d = dx(t)
            if abs(d) < 1e-6 { break }
            t -= err / d
            if t < 0 || t > 1 { break }
        }
        // Bisection: always converges because x(t) is monotonic on 0…1.
        var lo = 0.0, hi = 1.0
        t = x
        for _ in 0..<64 {
            let v = self.x(t)
            if abs(v - x) < 1e-12 { return t }
            if v < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return t
    }

    /// As `solveT(_:)`, remembering in `memo` where it ended. From frame to frame x moves
    /// little, so last frame's answer followed along its first and second derivative lands
    /// within about (Δx)³ of this one, and one Newton step, whose size bounds its own error,
    /// usually finishes (two cubic evaluations and one division). When that step is not small
    /// enough, or the slope is too flat to trust, `solveT(_:from:)` takes over.
    @inline(__always)
    func solveT(_ x: Double, memo: inout SolveMemo) -> Double {
        // Before the first solve `memo.t` is NaN, and so are t0 and d: the test on d fails.
        let dx0 = x - memo.x
        let t0 = memo.t + dx0 * (memo.dtdx + dx0 * memo.halfD2tdx2)
        let d = dx(t0)
        // (x outside 0…1 puts t outside it too, so `solveT(_:from:)` answers it.)
        if d > 1e-3 {
            let r = 1 / d
            let step = (self.x(t0) - x) * r
            let t = t0 - step
            // Newton's error after this step is at most |x''|/(2·x') · step²; within 1e-10
            // in t, y is good to far better than the 1e-6 promised.
            if step * step * maxCurvature <= 2e-10 * d, t > 0, t < 1 {
                memo = SolveMemo(t: t, x: x, dtdx: r, halfD2tdx2: -0.5 * ddx(t0) * r * r * r)
                return t
            }
        }
        let t = solveT(x, from: memo.t)
        let slope = dx(t)
        memo = slope > 1e-3 ? SolveMemo(t: t, x: x, dtdx: 1 / slope, halfD2tdx2: -0.5 * ddx(t) / (slope * slope * slope))
                            : SolveMemo(t: t, x: x)
        return t
    }

    /// Progress y at time fraction x.
    @inline(__always)
    func value(_ x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return y(solveT(x))
    }

    /// The time fraction at which the curve first reaches progress `y` (0…1): the point of the
    /// curve equivalent to a value fraction (R15). Bisection on the parameter, as y(t) rises.
    func timeFraction(reaching target: Double) -> Double {
        if target <= 0 { return 0 }
        if target >= 1 { return 1 }
        var lo = 0.0, hi = 1.0
        for _ in 0..<64 {
            let mid = (lo + hi) / 2
            if y(mid) < target { lo = mid } else { hi = mid }
        }
        return x((lo + hi) / 2)
    }

    /// dy/dx at time fraction x: progress per unit of time fraction.
    func slope(_ x: Double) -> Double {
        let t = solveT(min(max(x, 0), 1))
        let ddx = dx(t), ddy = dy(t)
        if abs(ddx) > 1e-9 { return ddy / ddx }
        // Both first derivatives vanish at an end whose control point sits on it (ease-out at 0):
        // the slope is the ratio of second derivatives there (l'Hôpital).
        let sx = 6 * ax * t + 2 * bx, sy = 6 * ay * t + 2 * by
        if abs(ddy) < 1e-9, abs(sx) > 1e-12 { return sy / sx }
        return ddy >= 0 ? Double.greatestFiniteMagnitude.squareRoot() : -Double.greatestFiniteMagnitude.squareRoot()
    }
}

/// Where one caller's last `UnitBezier.solveT(_:memo:)` ended (an animator keeps one per run).
struct SolveMemo {
    /// The parameter solved for last; NaN before the first solve (then every extrapolation
    /// from it is NaN and fails its test, with no test of its own).
    var t = Double.nan
    /// The x it was solved for.
    var x = 0.0
    /// dt/dx there, and half of d²t/dx² (0 where the slope is too flat to extrapolate along).
    var dtdx = 0.0
    var halfD2tdx2 = 0.0
}
