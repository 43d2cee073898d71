import ViewTree

/// UIView's block-based front ends, built on `PropertyAnimator` so the seeds' code ports without
/// edits. They find their driver as every animator does (`AnimationDriver.current`).
extension View {
    /// `UIView.animate(withDuration:delay:options:animations:completion:)`: a running animator
    /// (R20) whose completion is told whether the animations reached their end.
    public static func animate(withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        PropertyAnimator.runningPropertyAnimator(withDuration: duration, delay: delay, options: options,
                                                 animations: animations,
                                                 completion: completion.map { done in { done($0 == .end) } })
    }

    /// The spring variant: a damping ratio fitted as UIKit fits it (R23) and an initial velocity
    /// relative to the distance (R24).
    public static func animate(withDuration duration: Double, delay: Double,
                               usingSpringWithDamping dampingRatio: Double, initialSpringVelocity velocity: Double,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let spring = SpringTimingParameters(dampingRatio: dampingRatio, initialVelocity: CGVector(dx: velocity, dy: velocity))
        let animator = PropertyAnimator(duration: duration, timingParameters: spring, animations: animations)
        if let completion { animator.addCompletion { completion($0 == .end) } }
        animator.startAnimation(afterDelay: delay)
    }

    /// `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)` (R13): the
    /// keyframes added inside `animations` with `View.addKeyframe` share one linear timeline.
    public static func animateKeyframes(withDuration duration: Double, delay: Double = 0,
                                        options: KeyframeAnimationOptions = [],
                                        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let animator = PropertyAnimator(duration: duration, curve: .linear, animations: animations)
        if let completion { animator.addCompletion { completion($0 == .end) } }
        animator.startAnimation(afterDelay: delay)
    }

    /// `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)` (R13): inside
    /// `animateKeyframes` or an animator's animations, the changes move only within that part
    /// of the timeline (after the animator's curve); elsewhere they happen at once.
    public static func addKeyframe(withRelativeStartTime start: Double, relativeDuration: Double,
                                   animations: @escaping () -> Void) {
        PropertyAnimator.addKeyframe(withRelativeStartTime: start, relativeDuration: relativeDuration, animations: animations)
    }
}

/// UIView.KeyframeAnimationOptions for `View.animateKeyframes` (R13). Keyframes are linear in
/// time here; the other modes and the repeat options are accepted and ignored.
public struct KeyframeAnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
}
