/// UICubicTimingParameters: a cubic Bézier timing curve, a class as in UIKit (so a port's
/// `extension UICubicTimingParameters { convenience init(…) }` compiles), over the engine's
/// `CubicTimingParameters` (R21). Any animator takes it.
open class UICubicTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
    /// The engine's parameters these stand for.
    private let parameters: CubicTimingParameters

    /// Core Animation's default curve, (0.25, 0.1) (0.25, 1), as UIKit's
    /// `UICubicTimingParameters()` (R13a).
    public override init() {
        parameters = CubicTimingParameters()
        super.init()
    }

    /// One of the named curves (`.easeInOut`, `.easeIn`, `.easeOut`, `.linear`).
    public init(animationCurve curve: UIView.AnimationCurve) {
        parameters = CubicTimingParameters(animationCurve: curve)
        super.init()
    }

    /// A custom curve through these control points (x clamped to 0…1, R8).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        parameters = CubicTimingParameters(controlPoint1: point1, controlPoint2: point2)
        super.init()
    }

    /// The engine's parameters as a `UICubicTimingParameters`.
    public init(_ parameters: CubicTimingParameters) {
        self.parameters = parameters
        super.init()
    }

    /// The named curve; `.easeInOut` for a custom one (and for `init()`), which UIKit leaves unsaid.
    open var animationCurve: UIView.AnimationCurve { parameters.animationCurve ?? .easeInOut }
    /// The first control point.
    open var controlPoint1: CGPoint { parameters.controlPoint1 }
    /// The second control point.
    open var controlPoint2: CGPoint { parameters.controlPoint2 }

    /// `.builtin` for a named curve, `.cubic` otherwise.
    open var timingCurveType: UITimingCurveType { parameters.timingCurveType }
    /// The engine's cubic parameters (UIKit returns the object itself; these have the same
    /// `controlPoint1` and `controlPoint2`).
    open var cubicTimingParameters: CubicTimingParameters? { parameters }
    /// Nil: a cubic has no spring.
    open var springTimingParameters: SpringTimingParameters? { nil }

    /// Fluid's addition: progress (0…1) at time fraction `x` (0…1), to 1e-6 (R21).
    public func progress(atFraction x: Double) -> Double { parameters.progress(atFraction: x) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICubicTimingParameters else { return false }
        return other.parameters == parameters
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(controlPoint1.x)
        hasher.combine(controlPoint1.y)
        hasher.combine(controlPoint2.x)
        hasher.combine(controlPoint2.y)
        return hasher.finalize()
    }
}
