/// A view's natural size under Auto Layout (UIKit's `intrinsicContentSize`): for a view placed
/// by constraints, each axis with a metric holds it as two optional constraints, UIKit's
/// content hugging (≤, priority 250) and compression resistance (≥, priority 750), so a label
/// constrained by its position only takes its text's size (R34).
final class IntrinsicSizeConstraints {
    /// width ≤, width ≥, height ≤, height ≥ (made on first use).
    var constraints: [NSLayoutConstraint] = []
    /// Set by `invalidateIntrinsicContentSize()`; the next layout pass reads the size again.
    var isStale = true
}

extension UIView {
    /// UIView.noIntrinsicMetric: an axis with no natural size.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The size changed (a label's text, say): the next layout pass reads it again.
    public func invalidateIntrinsicContentSize() {
        intrinsicSize.isStale = true
        setNeedsLayout()
    }

    /// Before a layout pass: views placed by constraints whose natural size is stale hold it
    /// anew (their constraints' constants change: incremental).
    func updateIntrinsicSizes() {
        if intrinsicSize.isStale, !translatesAutoresizingMaskIntoConstraints {
            intrinsicSize.isStale = false
            holdIntrinsicSize(intrinsicContentSize)
        }
        for child in subviews {
            (child as? UIView)?.updateIntrinsicSizes()
        }
    }

    private func holdIntrinsicSize(_ size: CGSize) {
        let box = intrinsicSize
        if box.constraints.isEmpty {
            guard size.width != UIView.noIntrinsicMetric || size.height != UIView.noIntrinsicMetric else { return }
            box.constraints = [
                widthAnchor.constraint(lessThanOrEqualToConstant: 0),
                widthAnchor.constraint(greaterThanOrEqualToConstant: 0),
                heightAnchor.constraint(lessThanOrEqualToConstant: 0),
                heightAnchor.constraint(greaterThanOrEqualToConstant: 0),
            ]
            for (i, constraint) in box.constraints.enumerated() {
                constraint.priority = i % 2 == 0 ? .defaultLow : .defaultHigh
            }
        }
        for (i, constraint) in box.constraints.enumerated() {
            let metric = i < 2 ? size.width : size.height
            constraint.isActive = metric != UIView.noIntrinsicMetric
            if metric != UIView.noIntrinsicMetric { constraint.constant = metric }
        }
    }
}
