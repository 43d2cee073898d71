import Animation
import Foundation
import Gestures

/// A motion besides the moving view's place whose releases the feel report, `C` and `G` measure
/// (issue 47 item 4): the photo's zoom in scale, its turn in radians. The scene says how to read
/// it; the app measures it frame by frame as it measures the place.
public struct MeasuredMotion {
    /// How the report and `C` name it ("zoom", "turn").
    public let name: String
    public let unit: FeelUnit
    /// The recogniser that drives it: held while it is under way, released when it ends.
    public let recognizer: GestureRecognizer
    /// The value as drawn now (the presentation's).
    public let value: () -> Double
    /// The finger's speed at the release in `unit` per second, as the scene's release takes it.
    public let fingerVelocity: () -> Double
    /// The animator the release started, if one runs now.
    public let animator: () -> PropertyAnimator?

    public init(name: String, unit: FeelUnit, recognizer: GestureRecognizer, value: @escaping () -> Double,
                fingerVelocity: @escaping () -> Double, animator: @escaping () -> PropertyAnimator?) {
        self.name = name
        self.unit = unit
        self.recognizer = recognizer
        self.value = value
        self.fingerVelocity = fingerVelocity
        self.animator = animator
    }

    /// True while its gesture is under way.
    var isHeld: Bool { recognizer.state == .began || recognizer.state == .changed }
}

extension ReleaseStart {
    /// The spring `motion`'s release at `time` started (F8): its animator's run, if it is a
    /// spring starting then; `origin.x` is the value it started from.
    static func find(_ motion: MeasuredMotion, at time: Double) -> ReleaseStart? {
        guard let animator = motion.animator(), let start = animator.currentRunStartTime, abs(start - time) < 1e-9,
              case let .spring(_, _, _, velocity) = animator.currentRun.curve.parameters else { return nil }
        return ReleaseStart(time: time, origin: CGPoint(x: motion.value(), y: 0), relativeVelocity: Double(velocity.dx))
    }
}
