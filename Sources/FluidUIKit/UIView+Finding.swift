/// UIView's lookups and sizing helpers that UIKit code calls in passing.
extension UIView {
    /// UIView.viewWithTag(_:): this view or the first in its subtree (depth first) whose `tag`
    /// is `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for child in subviews {
            if let found = (child as? UIView)?.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// UIView.window: the view at the top of this view's tree (the scene's window here), nil
    /// while the view is in no tree.
    public var window: UIView? {
        guard var top = superview else { return nil }
        while let up = top.superview { top = up }
        return top as? UIView
    }

    /// UIView.addConstraint(_:): activates `constraint` (UIKit's older spelling).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// UIView.addConstraints(_:).
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// UIView.removeConstraint(_:): deactivates it.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    /// UIView.removeConstraints(_:).
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    /// UIView.setNeedsUpdateConstraints(): the next layout pass runs `updateConstraints()`.
    public func setNeedsUpdateConstraints() {
        needsConstraintUpdate = true
        setNeedsLayout()
    }

    /// UIView.updateConstraintsIfNeeded(): runs `updateConstraints()` on the marked views of
    /// this subtree now.
    public func updateConstraintsIfNeeded() {
        if needsConstraintUpdate {
            needsConstraintUpdate = false
            // A controller's view asks its controller, whose default asks the view (UIKit's order).
            if let owningController { owningController.updateViewConstraints() } else { updateConstraints() }
        }
        for child in subviews { (child as? UIView)?.updateConstraintsIfNeeded() }
    }
}

extension View {
    /// The view at the top of this one's tree (itself when it has no superview).
    var topOfTree: View {
        var top = self
        while let up = top.superview { top = up }
        return top
    }
}

extension UIView {
    /// Tells this view and its subtree that their window is now `window`.
    func windowDidChange(to window: UIView?) {
        willMove(toWindow: window)
        didMoveToWindow()
        for case let child as UIView in subviews { child.windowDidChange(to: window) }
    }
}

extension CGRect {
    /// CGRect.applying(_:): the smallest rectangle holding this one's corners transformed by `t`.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)]
            .map { CGPoint(x: t.a * $0.x + t.c * $0.y + t.tx, y: t.b * $0.x + t.d * $0.y + t.ty) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return self }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension CALayer {
    /// CALayer.model(): the layer itself (its values are the model values).
    public func model() -> Self { self }
    /// CALayer.displayIfNeeded(): a view's layer draws its view's `draw(_:)` now if it is marked.
    public func displayIfNeeded() { (hostView as? UIView)?.displayIfNeeded() }
}

/// UIAccessibility: the system's accessibility settings, all off here (there is no such
/// setting on this desktop), so code that honours Reduce Motion animates as usual.
public enum UIAccessibility {
    public static var isReduceMotionEnabled: Bool { false }
    public static var isVoiceOverRunning: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var prefersCrossFadeTransitions: Bool { false }
}
