import Animation

/// CAMediaTimingFunction: the pace of a layer animation, a cubic Bézier from (0, 0) to (1, 1).
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    let curve: CubicTimingParameters

    /// One of Core Animation's named curves (their published control points).
    public convenience init(name: CAMediaTimingFunctionName) {
        let p: (CGFloat, CGFloat, CGFloat, CGFloat)
        switch name {
        case .easeIn: p = (0.42, 0, 1, 1)
        case .easeOut: p = (0, 0, 0.58, 1)
        case .easeInEaseOut: p = (0.42, 0, 0.58, 1)
        case .default: p = (0.25, 0.1, 0.25, 1)
        default: p = (0, 0, 1, 1)
        }
        self.init(controlPoints: Float(p.0), Float(p.1), Float(p.2), Float(p.3))
    }

    /// The curve through control points (c1x, c1y) and (c2x, c2y); x outside 0…1 is clamped.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        curve = CubicTimingParameters(controlPoint1: CGPoint(x: CGFloat(c1x), y: CGFloat(c1y)),
                                      controlPoint2: CGPoint(x: CGFloat(c2x), y: CGFloat(c2y)))
    }

    /// Progress (0…1) at time fraction `x` (0…1).
    func progress(at x: Double) -> Double { curve.progress(atFraction: min(max(x, 0), 1)) }
}

/// CAMediaTimingFunctionName.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// CAMediaTimingFillMode: `.forwards` and `.both` keep an animation's end value after it.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}
