import Foundation
import ViewTree

/// A single tap: UITapGestureRecognizer's counterpart (R30), for buttons and title bars.
///
/// Recognised (`.ended`, UIKit's `.recognized`) when the pointer is released without ever having
/// gone 10 points from the press; fails as soon as it does, and when a pan on the same view or an
/// ancestor begins (the dispatcher gives the pointer to the first recogniser that recognises).
public final class TapGestureRecognizer: GestureRecognizer {
    /// How far the pointer may wander from the press and still tap (R30).
    public static let allowableMovement: CGFloat = 10

    public override init(name: String = "") {
        super.init(name: name)
    }

    /// A tap that calls `handler` when recognised.
    public convenience init(name: String = "", handler: @escaping (TapGestureRecognizer) -> Void) {
        self.init(name: name)
        addHandler(handler)
    }

    /// `UITapGestureRecognizer(target:action:)`: `TapGestureRecognizer(target: self, action: Scene.handleCardTap)`.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> (TapGestureRecognizer) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// For an action method without arguments (`func toggleDrawerTapped()`).
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    private func isNearPress(_ location: CGPoint) -> Bool {
        let dx = location.x - pressLocation.x, dy = location.y - pressLocation.y
        return (dx * dx + dy * dy).squareRoot() < Self.allowableMovement
    }

    override func pointerMoved(to location: CGPoint, time: Double, coalescing: Bool) {
        pointerLocation = location
        if state == .possible, !isNearPress(location) { state = .failed }
    }

    override func pointerUp(at location: CGPoint, time: Double) {
        pointerLocation = location
        guard state == .possible else { return }
        guard isNearPress(location) else {
            state = .failed
            return
        }
        if shouldBegin() { setState(.ended) }
    }
}
