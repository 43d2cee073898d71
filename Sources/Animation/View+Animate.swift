import ViewTree

/// UIView's block-based front ends, built on `PropertyAnimator` so the seeds' code ports without
/// edits. They find their driver as every animator does (`AnimationDriver.current`).
///
/// As in UIKit (R13, R13a): called inside an animator's animations closure they join that
/// animator (its duration, curve and timeline: scrubbing, pausing, reversing and continuing
/// drive them) unless the options carry `.overrideInheritedDuration`; a duration of 0 sets the
/// values at once; `.repeat` and `.autoreverse` loop; the views they move take no touches
/// unless `.allowUserInteraction` is given, and are then hit-tested at their model values.
extension View {
    /// `UIView.animate(withDuration:delay:options:animations:completion:)` (R13a): the curve
    /// the options name (ease-in-out by default); the completion is told whether the
    /// animations reached their end.
    public static func animate(withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        BlockAnimation(call: "View.animate(withDuration:delay:options:animations:completion:)",
                       duration: duration, delay: delay, rawOptions: options.rawValue,
                       timing: CubicTimingParameters(animationCurve: options.curve))
            .run(animations, completion: completion)
    }

    /// The spring variant (R13a): a damping ratio fitted as UIKit fits it (R23) and an initial
    /// velocity relative to the distance (R24).
    public static func animate(withDuration duration: Double, delay: Double,
                               usingSpringWithDamping dampingRatio: Double, initialSpringVelocity velocity: Double,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let spring = SpringTimingParameters(dampingRatio: dampingRatio, initialVelocity: CGVector(dx: velocity, dy: velocity))
        BlockAnimation(call: "View.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)",
                       duration: duration, delay: delay, rawOptions: options.rawValue, timing: spring)
            .run(animations, completion: completion)
    }

    /// `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)` (R13): the
    /// keyframes added inside `animations` with `View.addKeyframe` share one timeline, which
    /// runs on ease-in-out unless the options carry a curve; key times sit after the curve.
    /// Inside an animator's animations (seed 004 passes a duration of 0 there) the keyframes
    /// join that animator.
    public static func animateKeyframes(withDuration duration: Double, delay: Double = 0,
                                        options: KeyframeAnimationOptions = [],
                                        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let calculation: KeyframeCalculation = options.isDiscrete ? .discrete : .linear
        let keyframes = {
            guard let animator = PropertyAnimator.capturing else { return animations() }
            animator.withKeyframeCalculation(calculation, animations)
        }
        BlockAnimation(call: "View.animateKeyframes(withDuration:delay:options:animations:completion:)",
                       duration: duration, delay: delay, rawOptions: options.rawValue,
                       timing: CubicTimingParameters(animationCurve: options.curve))
            .run(keyframes, completion: completion)
    }

    /// `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)` (R13): inside
    /// `animateKeyframes` or an animator's animations, the changes move only within that part
    /// of the timeline (after the animator's curve); elsewhere they happen at once.
    public static func addKeyframe(withRelativeStartTime start: Double, relativeDuration: Double,
                                   animations: @escaping () -> Void) {
        PropertyAnimator.addKeyframe(withRelativeStartTime: start, relativeDuration: relativeDuration, animations: animations)
    }

    /// `UIView.performWithoutAnimation(_:)`: the changes in `actions` happen at once, even
    /// inside an animations closure.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        PropertyCapture.withoutAnimation(actions)
    }
}

/// One call of a block front end, and how it runs (R13, R13a).
private struct BlockAnimation {
    let call: String
    let duration: Double
    let delay: Double
    /// The options' bits: `AnimationOptions` and `KeyframeAnimationOptions` share UIKit's layout.
    let rawOptions: UInt
    let timing: TimingCurveProvider

    private func has(_ option: AnimationOptions) -> Bool { rawOptions & option.rawValue == option.rawValue }

    func run(_ animations: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        let driver = AnimationDriver.current
        if let outer = PropertyAnimator.capturing, !has(.overrideInheritedDuration) {
            // Nested: the animations join the animator capturing now, as UIKit's nested
            // animations inherit its duration and curve.
            animations()
            if let completion { outer.addCompletion { completion($0 == .end) } }
            return
        }
        guard duration.isFinite, duration > 0 else {
            if duration != 0 {
                driver?.diagnostics.report(call, .invalidArgument,
                                           "duration must be finite and ≥ 0, got \(duration); the changes are made at once")
            }
            // UIKit: no animation, the values set now; the completion on the next frame.
            PropertyCapture.withoutAnimation(animations)
            guard let completion else { return }
            if let driver { driver.performOnNextFrame { completion(true) } } else { completion(true) }
            return
        }
        let animator = PropertyAnimator(duration: duration, timingParameters: timing)
        animator.repetition = Repetition(repeats: has(.repeat), autoreverses: has(.autoreverse))
        animator.viewsHitTesting = has(.allowUserInteraction) ? .modelValues : .ignoresTouches
        animator.addAnimations(animations)
        if let completion { animator.addCompletion { completion($0 == .end) } }
        animator.startAnimation(afterDelay: delay)
    }
}

extension View {
    /// `UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)`
    /// (iOS 17): a block animation on the perceptual spring of `duration` seconds and `bounce`
    /// (−1…1, 0 critically damped; R23), its initial velocity relative to the distance (R24).
    /// The spring decides when it settles, as any spring of this form does.
    public static func animate(springDuration duration: Double = 0.5, bounce: Double = 0,
                               initialSpringVelocity velocity: Double = 0, delay: Double = 0,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let spring = SpringTimingParameters(duration: duration, bounce: bounce,
                                            initialVelocity: CGVector(dx: velocity, dy: velocity))
        BlockAnimation(call: "View.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)",
                       duration: duration, delay: delay, rawOptions: options.rawValue, timing: spring)
            .run(animations, completion: completion)
    }
}
