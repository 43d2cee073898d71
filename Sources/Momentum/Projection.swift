import Animation
import Foundation

/// Which rest a release goes to (SPEC F5): where the finger's velocity would carry the view if it
/// coasted as a scroll view decelerates (`v/1000 · r/(1 − r)`, r = 0.998, UIScrollView's normal
/// rate; WWDC 2018 "Designing Fluid Interfaces"), added to where the view is, then the nearest
/// rest to that point. A slow flick from near one end stays there; a short fast one carries on;
/// a release at rest (or a cancelled gesture, velocity 0) goes to the nearer rest.
public enum Projection {
    /// UIScrollView.DecelerationRate.normal.
    public static let decelerationRate: CGFloat = 0.998

    /// How far (points) a release at `velocity` (points per second) coasts, signed as the velocity.
    public static func distance(velocity: CGFloat) -> CGFloat {
        (velocity / 1000) * decelerationRate / (1 - decelerationRate)
    }

    /// The index in `rests` (positions in points, on the velocity's axis) of the rest nearest to
    /// where a release at `position` moving at `velocity` coasts to; the first on a tie.
    public static func nearestRest(_ rests: [CGFloat], from position: CGFloat, velocity: CGFloat) -> Int {
        let projected = position + distance(velocity: velocity)
        return rests.indices.min { abs(rests[$0] - projected) < abs(rests[$1] - projected) } ?? 0
    }

    /// For a scene with two rests, the start (0) and the end (`travel` points on): whether a
    /// release `fraction` of the way along, moving at `velocity` (points per second, positive
    /// towards the end), goes to the end. Half-way exactly carries on.
    public static func reachesEnd(fraction: Double, travel: CGFloat, velocity: CGFloat) -> Bool {
        nearestRest([travel, 0], from: CGFloat(fraction) * travel, velocity: velocity) == 0
    }

    /// How far along its own timeline (start 0, end 1) `animator` is, whichever way it runs now:
    /// a reversed animator's `fractionComplete` counts in its current direction (R14 v2), which
    /// a decision on absolute ends must undo.
    public static func timelineFraction(of animator: PropertyAnimator) -> Double {
        animator.isReversed ? 1 - animator.fractionComplete : animator.fractionComplete
    }
}
