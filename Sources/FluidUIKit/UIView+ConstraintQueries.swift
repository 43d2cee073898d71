/// What UIKit code asks a view about its constraints: those it holds, those that place it
/// along an axis, and whether its layout is ambiguous.
extension UIView {
    /// The active constraints held by this view: those whose items' nearest common ancestor it
    /// is, as UIKit installs a constraint there (a constraint on one view's size is held by
    /// that view).
    public var constraints: [NSLayoutConstraint] {
        layoutEngine.constraints.filter { Self.holder(of: $0) === self }
    }

    /// The active constraints that place this view along `axis` (those on its x, width and
    /// centre-x for `.horizontal`), for debugging as in UIKit.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        layoutEngine.constraints.filter { constraint in
            (constraint.firstItem === self && Self.isOn(axis, constraint.firstAttribute))
                || (constraint.secondItem === self && Self.isOn(axis, constraint.secondAttribute))
        }
    }

    /// Always false: the solver settles every free position on one value (UIKit would report
    /// a layout that leaves one free).
    public var hasAmbiguousLayout: Bool { false }

    /// Does nothing here (there is no ambiguity to show).
    public func exerciseAmbiguityInLayout() {}

    /// UIView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:):
    /// as `systemLayoutSizeFitting(_:)` (the priorities are not read).
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
                                        verticalFittingPriority vertical: UILayoutPriority) -> CGSize {
        systemLayoutSizeFitting(targetSize)
    }

    private static func isOn(_ axis: NSLayoutConstraint.Axis, _ attribute: NSLayoutConstraint.Attribute) -> Bool {
        switch attribute {
        case .left, .right, .leading, .trailing, .width, .centerX: return axis == .horizontal
        case .top, .bottom, .height, .centerY: return axis == .vertical
        case .notAnAttribute: return false
        }
    }

    /// The view a constraint is installed on: the nearest common ancestor of its items' views.
    private static func holder(of constraint: NSLayoutConstraint) -> View? {
        guard let first = constraint.firstItem.flatMap(view(of:)) else { return nil }
        guard let second = constraint.secondItem.flatMap(view(of:)) else { return first }
        var ancestor: View? = first
        while let candidate = ancestor {
            if second === candidate || second.isDescendant(of: candidate) { return candidate }
            ancestor = candidate.superview
        }
        return nil
    }

    private static func view(of item: LayoutItem) -> View? {
        if let view = item as? View { return view }
        return (item as? UILayoutGuide)?.owningItem.flatMap(view(of:))
    }
}
