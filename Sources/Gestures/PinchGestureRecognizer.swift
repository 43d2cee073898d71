import Foundation
import ViewTree

/// Two fingers moving apart or together: UIPinchGestureRecognizer's counterpart (R36),
/// continuous.
///
/// Begins once two touches are down and the distance between them has changed by
/// `GestureDefaults.pinchSlop` points; `scale` is then the distance over the distance when it
/// began (1 at `.began`, so nothing jumps), `velocity` its rate in scale per second. As UIKit
/// documents, apply `scale` to the view as it was when the gesture began, or set `scale = 1`
/// after applying each change. See `TwoTouchGestureRecognizer` for one finger lifting.
open class PinchGestureRecognizer: TwoTouchGestureRecognizer {
    private var storedScale: CGFloat = 1
    /// The distance the pair had when the gesture could begin (the slop counts from it).
    private var startDistance: CGFloat = 0
    /// The distance that reads as the current `scale` of 1.
    private var baseDistance: CGFloat = 0
    /// The distance now, and what it reads as from the begin, unaffected by setting `scale`.
    private var distance: CGFloat = 0
    private var rawBase: CGFloat = 0
    private var rawScale: CGFloat = 1


    /// A pinch that calls `handler` on each state it reports.
    public convenience init(name: String = "", handler: @escaping (PinchGestureRecognizer) -> Void) {
        self.init(name: name)
        addHandler(handler)
    }

    /// The distance between the two touches over that distance when the gesture began (R36);
    /// settable (positive, finite): later changes multiply what it is set to.
    public var scale: CGFloat {
        get { storedScale }
        set {
            guard newValue.isFinite, newValue > 0 else { return }
            storedScale = newValue
            if distance > 0 { baseDistance = distance / newValue }
        }
    }

    /// How fast `scale` changes, scale per second (R36): zero once the fingers stopped 40 ms
    /// before the pair broke (R29).
    public var velocity: CGFloat { CGFloat(valueVelocity) }

    open override func reset() {
        storedScale = 1
        rawScale = 1
        distance = 0
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        let dx = b.x - a.x, dy = b.y - a.y
        return (dx * dx + dy * dy).squareRoot()
    }

    override func pairFormed(_ a: CGPoint, _ b: CGPoint) {
        distance = Self.distance(a, b)
        if state == .possible {
            startDistance = distance
        } else if distance > 0 {
            // Back to two fingers: the scale goes on from where it held.
            baseDistance = distance / storedScale
            rawBase = distance / rawScale
        }
    }

    override func pairMoved(_ a: CGPoint, _ b: CGPoint) {
        distance = Self.distance(a, b)
        guard state.isInProgress, baseDistance > 0, rawBase > 0 else { return }
        storedScale = distance / baseDistance
        rawScale = distance / rawBase
    }

    override func pairShown(_ a: CGPoint, _ b: CGPoint) {
        let d = Self.distance(a, b)
        guard baseDistance > 0, d > 0 else { return }
        storedScale = d / baseDistance
    }

    override var hasCrossedSlop: Bool {
        distance > 0 && abs(distance - startDistance) >= CGFloat(GestureDefaults.pinchSlop)
    }

    override func beginValue() {
        baseDistance = distance
        rawBase = distance
        storedScale = 1
        rawScale = 1
    }

    override var sampleValue: Double { Double(rawScale) }
}
