import Animation
import Foundation
import Momentum
import ViewTree

/// What a scene turns its tuning into when a drag is released (F2): the one description the
/// scene's own animators, the HUD, `fluid export` and `fluid compare` all read, so what is shown
/// and exported is what runs.
public enum ReleaseTiming: Equatable, Sendable {
    /// How a scene reads damping ζ and response as a spring.
    public enum SpringForm: String, Equatable, Sendable {
        /// UIKit: `PropertyAnimator(duration: response, timingParameters: SpringTimingParameters(dampingRatio: ζ))`,
        /// the spring fitted to the duration as UIKit fits it (R23).
        case uikitDuration
        /// SwiftUI: `.spring(response: response, dampingFraction: ζ)`.
        case swiftUIResponse
    }

    /// A spring made from damping ratio and response as `form` says.
    case spring(form: SpringForm, dampingRatio: Double, response: Double)
    /// A cubic curve over `duration` seconds (the seeds' literal timing).
    case cubic(curve: AnimationCurve, duration: Double)
    /// A scroll view's coast: the velocity multiplied by `rate` every millisecond
    /// (UIScrollView's `decelerationRate`), and past an end the rubber band's constant (F4).
    case deceleration(rate: Double, rubberBand: Double)
    /// Nothing is released here (the scene has no drag).
    case none

    /// The curve a release runs for this timing (Momentum's one release call takes it): UIKit's
    /// duration + ζ, SwiftUI's `Spring(response:dampingRatio:)`, or the cubic curve (the
    /// animator's own when `animatorsOwnCurve`, as the seeds continue with nil); nil for a coast
    /// or no release.
    public func releaseCurve(animatorsOwnCurve: Bool = false) -> ReleaseCurve? {
        switch self {
        case let .spring(.uikitDuration, ratio, response):
            return .uikitSpring(dampingRatio: ratio, duration: response)
        case let .spring(.swiftUIResponse, ratio, response):
            return .spring(Spring(response: response, dampingRatio: ratio))
        case let .cubic(curve, duration):
            return .cubic(animatorsOwnCurve ? nil : CubicTimingParameters(animationCurve: curve), duration: duration)
        case .deceleration, .none:
            return nil
        }
    }

    /// The spring as the engine runs it, with `velocity` (relative, R24) at the start; nil for a
    /// curve. A UIKit damping ratio above 1 moves as critical, as in UIKit (R23); a SwiftUI
    /// damping fraction above 1 creeps as overdamped, as in SwiftUI (R22).
    public func springParameters(initialVelocity velocity: CGVector = .zero) -> SpringTimingParameters? {
        guard case .spring = self else { return nil }
        return releaseCurve()?.timingParameters(initialVelocity: velocity) as? SpringTimingParameters
    }

    /// The animator's duration for this timing (the fitted duration for a UIKit spring, the
    /// curve's duration); nil when there is none.
    public var duration: Double? {
        switch self {
        case let .spring(_, _, response): return response
        case let .cubic(_, duration): return duration
        case .deceleration, .none: return nil
        }
    }
}
