import AutoLayout

extension UIView {
    /// UIView.addLayoutGuide(_:): `guide` joins this view's layout, its frame in this view's
    /// coordinates (R34). Adding a guide already added does nothing.
    public final func addLayoutGuide(_ guide: UILayoutGuide) {
        guard !addedGuides.contains(where: { $0 === guide }) else { return }
        guide.attach(to: self)
        addedGuides.append(guide)
    }

    /// UIView.removeLayoutGuide(_:): the guide leaves this view; its constraints stay as the
    /// caller left them (deactivate them first, as in UIKit).
    public final func removeLayoutGuide(_ guide: UILayoutGuide) {
        addedGuides.removeAll { $0 === guide }
    }

    /// UIView.layoutGuides: the guides added with `addLayoutGuide`, in order.
    public final var layoutGuides: [UILayoutGuide] { addedGuides }
}

extension UIView {
    /// UIView.directionalLayoutMargins (points): `layoutMargins` with leading and trailing, which
    /// are left and right here (every layout runs left to right).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }
}
