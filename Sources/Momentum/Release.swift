import Animation
import Foundation
import ViewTree

/// A finger letting go, handed to an animator: the one place the release rule lives. Give it the
/// point chosen to settle on (from ``SnapPoints``, ``Projection`` or an animator's end), where the
/// view is presented now, the finger's velocity and the tuning's ``ReleaseCurve``; it computes the
/// spring's relative initial velocity (R24: the velocity over the distance still to go, per axis
/// as UIKit's `CGVector`) and the timing parameters the engine's reading of F8 needs, then either
/// continues a paused animator (``continue(_:reversed:)``) or starts a new one
/// (``start(animations:)``).
///
/// ```swift
/// let end = snapPoints.target(from: restAtBegan, position: y, velocity: vy) ?? y
/// Release(toward: end, from: y, velocity: vy, curve: .uikitSpring(dampingRatio: 0.8, duration: 0.5))
///     .continue(animator)
/// ```
///
/// The value is also the record of what ran: the same numbers a copied or exported release
/// prints (`velocity` over `distance`), so what is felt is what is shipped (F8).
public struct Release: Equatable, Sendable {
    /// The curve the release runs.
    public let curve: ReleaseCurve
    /// Where the view was presented when the finger let go, and where it settles (points, or any
    /// unit the animation moves in, the same for both).
    public let origin: CGPoint
    public let target: CGPoint
    /// The finger's velocity, units per second (points per second for points).
    public let velocity: CGVector
    /// The spring's initial velocity, in distances per second per axis (R24): `velocity` over
    /// `target − origin` along each axis, 0 where that distance is (nearly) zero or a number is
    /// not finite (R8).
    public let relativeVelocity: CGVector

    /// A release along one axis. Both axes of the relative velocity get the same value, as UIKit
    /// reads x for one-dimensional properties and y for the y of a point-like one (R24).
    /// - Parameters:
    ///   - target: Where the view settles.
    ///   - presented: Where it is presented now (not where the model says: a caught view is where
    ///     it is drawn, R5).
    ///   - velocity: The finger's velocity along the axis, units per second, positive towards
    ///     increasing values.
    ///   - curve: The tuning's form.
    public init(toward target: CGFloat, from presented: CGFloat, velocity: CGFloat, curve: ReleaseCurve) {
        let relative = Self.relative(velocity, from: presented, to: target)
        self.init(curve: curve, origin: CGPoint(x: 0, y: presented), target: CGPoint(x: 0, y: target),
                  velocity: CGVector(dx: 0, dy: velocity), relativeVelocity: CGVector(dx: relative, dy: relative))
    }

    /// A release in the plane: each axis's velocity over that axis's distance, UIKit's `CGVector`
    /// initial velocity (R24).
    public init(toward target: CGPoint, from presented: CGPoint, velocity: CGPoint, curve: ReleaseCurve) {
        let relative = CGVector(dx: Self.relative(velocity.x, from: presented.x, to: target.x),
                                dy: Self.relative(velocity.y, from: presented.y, to: target.y))
        self.init(curve: curve, origin: presented, target: target, velocity: CGVector(dx: velocity.x, dy: velocity.y),
                  relativeVelocity: relative)
    }

    private init(curve: ReleaseCurve, origin: CGPoint, target: CGPoint, velocity: CGVector, relativeVelocity: CGVector) {
        self.curve = curve
        self.origin = origin
        self.target = target
        self.velocity = velocity
        self.relativeVelocity = curve.isSpring ? relativeVelocity : .zero
    }

    private static func relative(_ velocity: CGFloat, from current: CGFloat, to target: CGFloat) -> CGFloat {
        CGFloat(VelocityHandoff.relativeVelocity(Double(velocity), from: Double(current), to: Double(target)))
    }

    /// The distance still to go along the motion (y for a one-axis release), units.
    public var distance: CGFloat { target.y - origin.y }

    /// What the animator is given: the curve's timing parameters with ``relativeVelocity``; nil to
    /// keep the animator's own curve (`.cubic(nil, …)`).
    public var timingParameters: TimingCurveProvider? {
        curve.timingParameters(initialVelocity: relativeVelocity)
    }

    /// The spring that runs, in SwiftUI's vocabulary: UIKit's fit to the duration with the
    /// release's velocity along the motion (R23, F8), or SwiftUI's spring as given; nil for a
    /// cubic curve.
    public var spring: Spring? {
        switch curve {
        case let .uikitSpring(ratio, duration):
            let v = Double(relativeVelocity.dy)
            return Spring(SpringTimingParameters(dampingRatio: ratio, initialVelocity: v), duration: duration)
        case let .spring(spring):
            return spring
        case .cubic:
            return nil
        }
    }

    /// Continues `animator` towards its end with this release: pauses it if it is still running
    /// (an interrupted one), sets its direction first when `reversed` is given, so the rest is
    /// laid out the way it now runs (R14), then `continueAnimation(withTimingParameters:durationFactor:)`
    /// with the timing and the factor that make it run the tuning exactly (F1).
    public func `continue`(_ animator: PropertyAnimator, reversed: Bool? = nil) {
        if animator.isRunning { animator.pauseAnimation() }
        if let reversed { animator.isReversed = reversed }
        animator.continueAnimation(withTimingParameters: timingParameters,
                                   durationFactor: curve.durationFactor(continuing: animator))
    }

    /// Continues several animators in step (a sheet and its blur): each with this release's
    /// timing and the first one's factor, so they end together.
    public func `continue`(together animators: [PropertyAnimator], reversed: Bool? = nil) {
        guard let first = animators.first else { return }
        let factor = curve.durationFactor(continuing: first)
        for animator in animators {
            if animator.isRunning { animator.pauseAnimation() }
            if let reversed { animator.isReversed = reversed }
            animator.continueAnimation(withTimingParameters: timingParameters, durationFactor: factor)
        }
    }

    /// Starts a new animator running `animations` with this release, and returns it: the duration
    /// the curve gives (UIKit's fitted duration, a SwiftUI spring's settling time, R22, R23).
    @discardableResult
    public func start(animations: @escaping () -> Void) -> PropertyAnimator {
        let animator: PropertyAnimator
        if let timing = timingParameters {
            animator = PropertyAnimator(duration: curve.duration, timingParameters: timing, animations: animations)
        } else {
            animator = PropertyAnimator(duration: curve.duration, curve: .easeInOut, animations: animations)
        }
        animator.startAnimation()
        return animator
    }
}
