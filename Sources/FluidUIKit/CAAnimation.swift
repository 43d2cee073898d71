import Animation

/// CAAnimation: a layer animation's timing. Added to a layer with `layer.add(_:forKey:)`, it
/// runs on the animation driver's frame clock (`CACurrentMediaTime()`), writing the animated
/// value to the layer each frame; when it ends the value goes back to what it was before
/// (`isRemovedOnCompletion`, the default) or stays at the end (`fillMode = .forwards` with
/// `isRemovedOnCompletion = false`). Unlike Core Animation the property reads the animated
/// value while it runs: there is one value, not a model and a presentation.
open class CAAnimation: NSObject, @unchecked Sendable {
    /// Seconds of one pass; 0 means Core Animation's default, 0.25 s.
    open var duration: CFTimeInterval = 0
    /// When to start on the `CACurrentMediaTime()` clock; 0: at once.
    open var beginTime: CFTimeInterval = 0
    /// The pace; nil: linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Passes (fractions allowed; `.infinity` repeats until removed); 0 is one pass.
    open var repeatCount: Float = 0
    /// Each pass runs forwards, then backwards.
    open var autoreverses = false
    open var isRemovedOnCompletion = true
    open var fillMode: CAMediaTimingFillMode = .removed
    /// Time runs this many times faster (0 freezes the animation at its start).
    open var speed: Float = 1
    /// Told when the animation starts and stops; held strongly, as Core Animation does.
    open var delegate: CAAnimationDelegate?

    override public init() { super.init() }

    /// The seconds one pass takes.
    var passDuration: Double { duration > 0 ? duration : 0.25 }
    /// Seconds from start to end, every pass and reversal included (infinite when it repeats forever).
    var activeDuration: Double {
        let passes = repeatCount > 0 ? Double(repeatCount) : 1
        return passDuration * passes * (autoreverses ? 2 : 1) / max(Double(speed), 1e-9)
    }

    /// Where in a pass the animation is `elapsed` seconds after the start, 0…1 before easing
    /// (running back down while it autoreverses, held at the end after the last pass).
    func phase(after elapsed: Double) -> Double {
        let local = max(elapsed, 0) * Double(speed) / passDuration
        let cycle = autoreverses ? 2.0 : 1.0
        let passes = (repeatCount > 0 ? Double(repeatCount) : 1) * cycle
        let t = min(local, passes)
        var phase = t.truncatingRemainder(dividingBy: cycle)
        if t >= passes && phase == 0 && t > 0 { phase = cycle }
        return phase <= 1 ? phase : 2 - phase
    }

    /// The eased progress (0…1 of from → to) `elapsed` seconds after the start.
    func progress(after elapsed: Double) -> Double {
        let x = phase(after: elapsed)
        return timingFunction?.progress(at: x) ?? x
    }
}

/// CAAnimationDelegate: both methods have empty defaults.
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// CAPropertyAnimation: an animation of one of the layer's properties, named by key path.
open class CAPropertyAnimation: CAAnimation, @unchecked Sendable {
    /// The property: "opacity", "position" (".x", ".y"), "bounds", "bounds.size",
    /// "cornerRadius", "borderWidth", "shadowOpacity", "shadowRadius", "zPosition",
    /// "backgroundColor", "borderColor", "shadowColor", "transform.rotation(.z)",
    /// "transform.scale(.x/.y)", "transform.translation(.x/.y)" (a view's layer), and on shape
    /// layers "strokeStart", "strokeEnd", "lineWidth", "fillColor", "strokeColor". Another key
    /// path animates nothing.
    open var keyPath: String?
    /// The values are added to the property's value before the animation.
    open var isAdditive = false
    /// Accepted; repeats do not build on each other here.
    open var isCumulative = false

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// CABasicAnimation: from `fromValue` to `toValue` (or by `byValue`); a missing end is the
/// layer's value when the animation is added. Values are numbers (`Int`, `Double`, `Float`,
/// `CGFloat`, `NSNumber`), `CGPoint`, `CGSize`, `CGRect` or `CGColor`, as the key path takes.
open class CABasicAnimation: CAPropertyAnimation, @unchecked Sendable {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
}

/// CASpringAnimation: a basic animation moved by a spring (the engine's, R23) from `fromValue`
/// to `toValue`; `duration` is usually set to `settlingDuration`.
open class CASpringAnimation: CABasicAnimation, @unchecked Sendable {
    /// kg.
    open var mass: CGFloat = 1
    /// N/m.
    open var stiffness: CGFloat = 100
    /// N·s/m.
    open var damping: CGFloat = 10
    /// In units of the whole change per second, as UISpringTimingParameters' initialVelocity.
    open var initialVelocity: CGFloat = 0

    var spring: Spring { Spring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping)) }

    /// Seconds until the spring is within 0.1% of its end and stays there.
    open var settlingDuration: CFTimeInterval {
        spring.settlingDuration(target: 1, initialVelocity: Double(initialVelocity), epsilon: 0.001)
    }

    override func progress(after elapsed: Double) -> Double {
        spring.value(target: 1, initialVelocity: Double(initialVelocity), time: max(elapsed, 0) * Double(speed))
    }
}
