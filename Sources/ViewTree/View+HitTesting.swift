import Foundation

/// Hit testing as UIKit does it (R26), on presented values so a view can be caught mid-flight.
extension View {
    /// Whether this view can receive pointer input at all: not hidden, not (nearly) transparent,
    /// interaction enabled. A view that cannot hides its whole subtree from hit testing.
    public var acceptsPointer: Bool {
        !isHidden && isUserInteractionEnabled && presentation.alpha >= 0.01
    }

    /// True when `point` (in this view's coordinates) lies in its bounds.
    public func point(inside point: CGPoint) -> Bool {
        presentedBounds.contains(point)
    }

    /// The deepest view under `point` (in this view's coordinates), front-most first; nil when
    /// the point is outside or this view does not accept the pointer.
    public func hitTest(_ point: CGPoint) -> View? {
        guard acceptsPointer, self.point(inside: point) else { return nil }
        for child in subviews.reversed() {
            guard let local = child.pointFromSuperview(point) else { continue }
            if let hit = child.hitTest(local) { return hit }
        }
        return self
    }

    /// The deepest view under `point` that has an interaction (a gesture recogniser), walking up
    /// from the deepest hit view: a recogniser on an ancestor sees a drag on a child without one.
    public func interactiveView(at point: CGPoint) -> View? {
        var v = hitTest(point)
        while let current = v {
            if !current.interactions.isEmpty { return current }
            v = current.superview
        }
        return nil
    }
}
