import Foundation

/// How hit testing treats a view (R13a, R26).
public enum AnimatedHitTesting: Equatable, Sendable {
    /// Where it is drawn: the presented values, so a view can be caught mid-flight. Views that
    /// nothing animates, and views moved by animators.
    case presentedValues
    /// Where it is going: the model values, as UIKit hit-tests a view animated by
    /// `View.animate` with `.allowUserInteraction`.
    case modelValues
    /// Not at all, it and its subviews: a view animated by `View.animate` without
    /// `.allowUserInteraction`, as in UIKit.
    case ignoresTouches
}

/// Hit testing as UIKit does it (R26), on presented values so a view can be caught mid-flight
/// (R13a: block animations hit-test otherwise, see `AnimatedHitTesting`).
extension View {
    /// Whether this view can receive pointer input at all: not hidden, not (nearly) transparent,
    /// interaction enabled, not in a block animation that ignores touches. A view that cannot
    /// hides its whole subtree from hit testing.
    public var acceptsPointer: Bool {
        guard !isHidden && isUserInteractionEnabled else { return false }
        switch animatedHitTesting {
        case .presentedValues: return presentation.alpha >= 0.01
        case .modelValues: return model.alpha >= 0.01
        case .ignoresTouches: return false
        }
    }

    /// `point` (in the superview's coordinates) in this view's, as hit testing reads the view:
    /// at its model values while a block animation that allows interaction moves it (R13a), else
    /// where it is drawn. Nil when the view's transform cannot be inverted.
    public func pointFromSuperviewForHitTesting(_ point: CGPoint) -> CGPoint? {
        animatedHitTesting == .modelValues ? View.point(point, fromSuperviewInto: model, anchor: anchorPoint) : pointFromSuperview(point)
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
