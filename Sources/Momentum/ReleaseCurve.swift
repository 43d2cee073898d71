import Animation
import Foundation
import ViewTree

/// What a release runs, in the form its tuning is written in (F2): UIKit's duration + damping
/// ratio, SwiftUI's `Spring`, or a cubic curve for the rest of the way.
///
/// The form matters (SPEC F8): UIKit fits a damping-ratio spring to the animator's duration *with*
/// the release's velocity (R23), so the same ζ and duration move differently for different throws,
/// while a SwiftUI spring keeps its stiffness and damping whatever the velocity.
public enum ReleaseCurve: Equatable, Sendable {
    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)` in an animator of `duration`
    /// seconds: the spring UIKit fits to the duration with the release's velocity (R23); where
    /// that fit reaches no root, the engine's reading of F8 (the fit for a release at rest, started
    /// at the release's velocity). ζ above 1 moves as critical, as in UIKit.
    case uikitSpring(dampingRatio: Double, duration: Double)
    /// SwiftUI's spring (mass, stiffness, damping), which runs its own settling duration (R22);
    /// an overdamped one creeps, as in SwiftUI.
    case spring(Spring)
    /// A cubic curve for the rest of the way (a seed's literal timing): `parameters`, or the
    /// animator's own curve when nil (a started one has none: UIKit's default ease-in-out); a
    /// continued animator runs out its remaining time, a started one takes `duration` seconds.
    case cubic(CubicTimingParameters?, duration: Double)

    /// The timing parameters the engine runs for a release whose relative initial velocity is
    /// `velocity` (R24, distances per second per axis); nil for `.cubic(nil, …)`, the animator's
    /// own curve.
    public func timingParameters(initialVelocity velocity: CGVector) -> TimingCurveProvider? {
        switch self {
        case let .uikitSpring(ratio, _):
            return SpringTimingParameters(dampingRatio: ratio, initialVelocity: velocity)
        case let .spring(spring):
            return SpringTimingParameters(spring, initialVelocity: velocity)
        case let .cubic(parameters, _):
            return parameters
        }
    }

    /// The duration an animator made for this release is given (UIKit's fitted duration, the
    /// curve's), or for SwiftUI's spring its settling duration, which the animator runs anyway
    /// (R22). Seconds.
    public var duration: Double {
        switch self {
        case let .uikitSpring(_, duration), let .cubic(_, duration): return duration
        case let .spring(spring): return spring.settlingDuration
        }
    }

    /// Whether the curve carries the finger's speed (a spring, R24); a cubic curve does not.
    public var isSpring: Bool {
        if case .cubic = self { return false }
        return true
    }

    /// The `durationFactor` with which `animator`, continued, runs this release exactly (R15:
    /// the rest takes factor × the animator's duration): UIKit's spring the tuned duration,
    /// whatever duration the animator was made with and however far along it is (F1); a cubic
    /// curve its remaining time (0); SwiftUI's spring its own settling time, which no factor
    /// changes (R22), so 0.
    public func durationFactor(continuing animator: PropertyAnimator) -> Double {
        guard case let .uikitSpring(_, duration) = self else { return 0 }
        let factor = duration / animator.duration
        return factor.isFinite && factor > 0 ? factor : 1
    }
}
