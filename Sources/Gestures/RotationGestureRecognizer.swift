import Foundation
import ViewTree

/// Two fingers turning: UIRotationGestureRecognizer's counterpart (R36), continuous.
///
/// Begins once two touches are down and the line between them has turned by
/// `GestureDefaults.rotationSlop` radians; `rotation` is then the angle it turned since the
/// gesture began (0 at `.began`), in radians, positive clockwise on screen (y grows down), and
/// not wrapped: two whole turns read 4π. `velocity` is its rate in radians per second. See
/// `TwoTouchGestureRecognizer` for one finger lifting.
open class RotationGestureRecognizer: TwoTouchGestureRecognizer {
    private var storedRotation: CGFloat = 0
    /// The line's angle at the newest samples, and how far it turned since the pair formed,
    /// unwrapped across ±π.
    private var lastAngle: Double = 0
    private var turned: Double = 0
    /// `turned` when `rotation` read 0.
    private var base: Double = 0


    /// A rotation that calls `handler` on each state it reports.
    public convenience init(name: String = "", handler: @escaping (RotationGestureRecognizer) -> Void) {
        self.init(name: name)
        addHandler(handler)
    }

    /// The angle the line between the touches turned since the gesture began, radians,
    /// clockwise on screen (R36); settable (finite): later turns add to what it is set to.
    public var rotation: CGFloat {
        get { storedRotation }
        set {
            guard newValue.isFinite else { return }
            storedRotation = newValue
            base = turned - Double(newValue)
        }
    }

    /// How fast `rotation` changes, radians per second (R36): zero once the fingers stopped
    /// 40 ms before the pair broke (R29).
    public var velocity: CGFloat { CGFloat(valueVelocity) }

    open override func reset() {
        storedRotation = 0
        turned = 0
        base = 0
    }

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

    override func pairFormed(_ a: CGPoint, _ b: CGPoint) {
        // A new pair (or the same fingers again) turns from its own line: the jump between the
        // old line and the new is not a turn.
        lastAngle = Self.angle(a, b)
        if state == .possible { turned = 0 }
    }

    override func pairMoved(_ a: CGPoint, _ b: CGPoint) {
        let angle = Self.angle(a, b)
        turned += Self.wrapped(angle - lastAngle)
        lastAngle = angle
        if state.isInProgress { storedRotation = CGFloat(turned - base) }
    }

    override func pairShown(_ a: CGPoint, _ b: CGPoint) {
        storedRotation = CGFloat(turned + Self.wrapped(Self.angle(a, b) - lastAngle) - base)
    }

    override var hasCrossedSlop: Bool { abs(turned) >= GestureDefaults.rotationSlop }

    override func beginValue() {
        base = turned
        storedRotation = 0
    }

    override var sampleValue: Double { turned }
}
