import Foundation
import Input
import ViewTree

/// Two fingers moving apart or together: UIPinchGestureRecognizer's counterpart (R36),
/// continuous.
///
/// Begins once two touches are down and the distance between them has changed by
/// `GestureDefaults.pinchSlop` points; `scale` is then the distance over the distance when it
/// began (1 at `.began`, so nothing jumps), `velocity` its rate in scale per second. As UIKit
/// documents, apply `scale` to the view as it was when the gesture began, or set `scale = 1`
/// after applying each change. A touchpad's pinch drives it with the pad's own scale. See
/// `TwoTouchGestureRecognizer` for one finger lifting.
open class PinchGestureRecognizer: TwoTouchGestureRecognizer {
    /// A pinch that calls `handler` on each state it reports.
    public convenience init(name: String = "", handler: @escaping (PinchGestureRecognizer) -> Void) {
        self.init(name: name)
        addHandler(handler)
    }

    /// The distance between the two touches over that distance when the gesture began (R36);
    /// settable (positive, finite): later changes multiply what it is set to.
    public var scale: CGFloat {
        get { CGFloat(reported) }
        set {
            guard newValue.isFinite, newValue > 0 else { return }
            setValue(Double(newValue))
        }
    }

    /// How fast `scale` changes, scale per second (R36): zero once the fingers stopped 40 ms
    /// before the pair broke (R29).
    public var velocity: CGFloat { CGFloat(valueVelocity) }

    override var restValue: Double { 1 }
    override var slop: Double { Double(GestureDefaults.pinchSlop) }

    /// The distance between the touches, points.
    private static func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
        let dx = Double(b.x - a.x), dy = Double(b.y - a.y)
        return (dx * dx + dy * dy).squareRoot()
    }

    override func measure(formed a: CGPoint, _ b: CGPoint) -> Double { Self.distance(a, b) }
    override func measure(moved a: CGPoint, _ b: CGPoint) -> Double { Self.distance(a, b) }
    override func measure(shown a: CGPoint, _ b: CGPoint) -> Double { Self.distance(a, b) }
    /// A touchpad's scale is the fingers' distance over their distance at its begin: a distance
    /// in a unit of its own, which every ratio here reads the same.
    override func measure(pad gesture: TouchpadGesture) -> Double { gesture.scale }

    /// The scale is the distance over the base distance; none reads from a distance of zero.
    override func value(of measure: Double, from base: Double) -> Double? {
        measure > 0 && base > 0 ? measure / base : nil
    }

    override func base(for measure: Double, showing value: Double) -> Double? {
        measure > 0 && value > 0 ? measure / value : nil
    }
}
