/// UIViewAnimating: what every animator answers to (R1–R9, R14, R16).
public protocol UIViewAnimating: AnyObject {
    var state: AnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: Double)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: AnimatingPosition)
}

/// UIViewImplicitlyAnimating: an animator that takes animations closures and completions, and
/// continues with new timing (R10–R15). UIKit's members are optional (`@objc optional`); here
/// they are required, so call them without `?`.
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: Double)
    func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: TimingCurveProvider?, durationFactor: Double)
}

extension PropertyAnimator: UIViewImplicitlyAnimating {}
