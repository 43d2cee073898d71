import Animation
import Foundation
import ViewTree

/// The spring a release started, read from the animator itself at the moment of the release:
/// what `C`, the feel report and `--trace` all name (F8), not the speed of a drawn frame.
struct ReleaseStart: Equatable {
    /// When the spring started, on the animation clock (seconds).
    var time: Double
    /// Where the scene's moving view was when the spring started (points).
    var origin: CGPoint
    /// The spring's initial velocity, in distances per second (R24), as the animator holds it.
    var relativeVelocity: Double

    /// The spring the release at `time` started in `scene`: the first of its animators whose
    /// run is a spring starting then; nil when the release started none (a curve, a coast, no
    /// animation).
    static func find(in scene: Scene, at time: Double) -> ReleaseStart? {
        guard let view = scene.movingView else { return nil }
        for animator in scene.animators {
            guard let start = animator.currentRunStartTime, abs(start - time) < 1e-9,
                  case let .spring(_, _, _, velocity) = animator.currentRun.curve.parameters else { continue }
            // The axis the release carries: the scenes give both, UIKit code often one
            // (`CGVector(dx: 0, dy: v)` for a vertical throw).
            let relative = abs(velocity.dy) > abs(velocity.dx) ? velocity.dy : velocity.dx
            return ReleaseStart(time: time, origin: view.presentedTransformedFrame.origin, relativeVelocity: Double(relative))
        }
        return nil
    }
}
