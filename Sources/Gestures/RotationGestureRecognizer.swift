import Foundation
import Input
import ViewTree

/// Two fingers turning: UIRotationGestureRecognizer's counterpart (R36), continuous.
///
/// Begins once two touches are down and the line between them has turned by
/// `GestureDefaults.rotationSlop` radians; `rotation` is then the angle it turned since the
/// gesture began (0 at `.began`), in radians, positive clockwise on screen (y grows down), and
/// not wrapped: two whole turns read 4π. `velocity` is its rate in radians per second. A
/// touchpad's pinch drives it with the pad's own turn. See `TwoTouchGestureRecognizer` for one
/// finger lifting.
open class RotationGestureRecognizer: TwoTouchGestureRecognizer {
    /// The line's angle at the newest samples, and how far it turned since the pair first
    /// formed, unwrapped across ±π: the measure.
    private var lastAngle: Double = 0
    private var turned: Double = 0


    /// A rotation that calls `handler` on each state it reports.
    public convenience init(name: String = "", handler: @escaping (RotationGestureRecognizer) -> Void) {
        self.init(name: name)
        addHandler(handler)
    }

    /// The angle the line between the touches turned since the gesture began, radians,
    /// clockwise on screen (R36); settable (finite): later turns add to what it is set to.
    public var rotation: CGFloat {
        get { CGFloat(reported) }
        set {
            guard newValue.isFinite else { return }
            setValue(Double(newValue))
        }
    }

    /// How fast `rotation` changes, radians per second (R36): zero once the fingers stopped
    /// 40 ms before the pair broke (R29).
    public var velocity: CGFloat { CGFloat(valueVelocity) }

    override var slop: Double { GestureDefaults.rotationSlop }

    /// The line's direction from `a` to `b`: atan2 in screen coordinates, so clockwise is positive.
    private static func angle(_ a: CGPoint, _ b: CGPoint) -> Double {
        atan2(Double(b.y - a.y), Double(b.x - a.x))
    }

    /// `d` brought into (−π, π]: the turn between two samples is the short way round.
    static func wrapped(_ d: Double) -> Double {
        var r = d.truncatingRemainder(dividingBy: 2 * .pi)
        if r > .pi { r -= 2 * .pi } else if r <= -.pi { r += 2 * .pi }
        return r
    }

    override func measureDidReset() {
        turned = 0
    }

    override func measure(formed a: CGPoint, _ b: CGPoint) -> Double {
        // A new pair (or the same fingers again) turns from its own line: the jump between the
        // old line and the new is not a turn.
        lastAngle = Self.angle(a, b)
        if state == .possible { turned = 0 }
        return turned
    }

    override func measure(moved a: CGPoint, _ b: CGPoint) -> Double {
        let angle = Self.angle(a, b)
        turned += Self.wrapped(angle - lastAngle)
        lastAngle = angle
        return turned
    }

    override func measure(shown a: CGPoint, _ b: CGPoint) -> Double {
        turned + Self.wrapped(Self.angle(a, b) - lastAngle)
    }

    /// A touchpad's rotation is the turn since its begin, unwrapped already.
    override func measure(pad gesture: TouchpadGesture) -> Double { gesture.rotation }

    override func value(of measure: Double, from base: Double) -> Double? { measure - base }
    override func base(for measure: Double, showing value: Double) -> Double? { measure - value }
}
