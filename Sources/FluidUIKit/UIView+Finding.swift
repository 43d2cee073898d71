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

    /// UIView.sizeToFit(): gives the view the size `sizeThatFits` says, keeping its origin.
    public func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
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
            updateConstraints()
        }
        for child in subviews { (child as? UIView)?.updateConstraintsIfNeeded() }
    }
}
