/// UISpringTimingParameters: a spring timing curve, a class as in UIKit (so the popular
/// `extension UISpringTimingParameters { convenience init(damping:response:initialVelocity:) }`
/// compiles), over the engine's `SpringTimingParameters` (R22–R24). Any animator takes it.
open class UISpringTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
    /// The engine's parameters these stand for.
    private let parameters: SpringTimingParameters

    /// The system spring, as UIKit's `UISpringTimingParameters()`: mass 3, stiffness 1000,
    /// damping 500 (R23).
    public override init() {
        parameters = SpringTimingParameters()
        super.init()
    }

    /// A spring with this damping ratio (≤ 1), fitted to the animator's duration (R23), with an
    /// initial velocity relative to the distance to travel, per axis (R24).
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        parameters = SpringTimingParameters(dampingRatio: Double(ratio), initialVelocity: velocity)
        super.init()
    }

    /// A spring with this damping ratio and no initial velocity.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// A physical spring: the animator's duration becomes its settling time (R22).
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        parameters = SpringTimingParameters(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                                            initialVelocity: velocity)
        super.init()
    }

    /// iOS 17's perceptual spring: `duration` the perceived duration, `bounce` −1…1 (R23).
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = .zero) {
        parameters = SpringTimingParameters(duration: duration, bounce: Double(bounce), initialVelocity: velocity)
        super.init()
    }

    /// The engine's parameters as a `UISpringTimingParameters`.
    public init(_ parameters: SpringTimingParameters) {
        self.parameters = parameters
        super.init()
    }

    /// The initial velocity relative to the distance to travel, per axis (R24).
    open var initialVelocity: CGVector { parameters.initialVelocityVector }

    /// `.spring`.
    open var timingCurveType: UITimingCurveType { parameters.timingCurveType }
    /// Nil: a spring has no cubic.
    open var cubicTimingParameters: CubicTimingParameters? { nil }
    /// The engine's spring parameters (UIKit returns the object itself).
    open var springTimingParameters: SpringTimingParameters? { parameters }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UISpringTimingParameters else { return false }
        return other.parameters == parameters
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(initialVelocity.dx)
        hasher.combine(initialVelocity.dy)
        return hasher.finalize()
    }
}
