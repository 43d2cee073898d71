import Foundation

/// A cubic Bézier timing curve (UICubicTimingParameters, R21).
///
/// Control points' x is clamped to 0…1 (outside it the curve would not be a function of time);
/// non-finite numbers are replaced by the default curve. Either is noted in `issues`, which an
/// animator adopting these parameters reports through its diagnostics (R8).
public struct CubicTimingParameters: TimingCurveProvider, Equatable, Sendable {
    /// The named curve these came from, or nil for custom control points.
    public let animationCurve: AnimationCurve?
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint
    /// Problems found in the numbers given, already corrected (R8). Empty when all was well.
    public let issues: [String]
    let bezier: UnitBezier

    /// Core Animation's default curve, (0.25, 0.1) (0.25, 1), as UIKit's `UICubicTimingParameters()`
    /// (R13a): x 0 → 100 over 1 s is at 80.24 at 0.5 s.
    public init() { self.init(controlPoint1: CGPoint(x: 0.25, y: 0.1), controlPoint2: CGPoint(x: 0.25, y: 1)) }

    public init(animationCurve curve: AnimationCurve) {
        let p = curve.controlPoints
        animationCurve = curve
        controlPoint1 = CGPoint(x: p.x1, y: p.y1)
        controlPoint2 = CGPoint(x: p.x2, y: p.y2)
        issues = []
        bezier = UnitBezier(p.x1, p.y1, p.x2, p.y2)
    }

    public init(controlPoint1 p1: CGPoint, controlPoint2 p2: CGPoint) {
        var issues: [String] = []
        var c1 = p1, c2 = p2
        if ![p1.x, p1.y, p2.x, p2.y].allSatisfy({ $0.isFinite }) {
            issues.append("CubicTimingParameters: control points must be finite, got (\(p1.x), \(p1.y)), (\(p2.x), \(p2.y)); using ease-in-out")
            let d = AnimationCurve.easeInOut.controlPoints
            c1 = CGPoint(x: d.x1, y: d.y1)
            c2 = CGPoint(x: d.x2, y: d.y2)
        } else if !(0...1).contains(p1.x) || !(0...1).contains(p2.x) {
            issues.append("CubicTimingParameters: control point x must be in 0…1, got \(p1.x) and \(p2.x); clamped")
            c1.x = min(max(c1.x, 0), 1)
            c2.x = min(max(c2.x, 0), 1)
        }
        animationCurve = nil
        controlPoint1 = c1
        controlPoint2 = c2
        self.issues = issues
        bezier = UnitBezier(Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y))
    }

    public var timingCurveType: TimingCurveType { animationCurve == nil ? .cubic : .builtin }
    public var cubicTimingParameters: CubicTimingParameters? { self }
    public var springTimingParameters: SpringTimingParameters? { nil }

    /// Progress (0…1) at time fraction `x` (0…1), to 1e-6 (R21, R25).
    public func progress(atFraction x: Double) -> Double {
        guard x.isFinite else { return 0 }
        return bezier.value(x)
    }

    /// d(progress)/d(time fraction) at time fraction `x` (R25). Divide by a duration for per-second.
    public func slope(atFraction x: Double) -> Double {
        guard x.isFinite else { return 0 }
        return bezier.slope(x)
    }

    public static func == (l: CubicTimingParameters, r: CubicTimingParameters) -> Bool {
        l.controlPoint1 == r.controlPoint1 && l.controlPoint2 == r.controlPoint2
    }
}
