/// A view's natural size under Auto Layout (UIKit's `intrinsicContentSize`): for a view placed
/// by constraints, each axis with a metric holds it as two optional constraints, UIKit's
/// content hugging (≤, priority 250) and compression resistance (≥, priority 750), so a label
/// constrained by its position only takes its text's size (R34).
final class IntrinsicSizeConstraints {
    /// width ≤, width ≥, height ≤, height ≥ (made on first use).
    var constraints: [NSLayoutConstraint] = []
    /// Set by `invalidateIntrinsicContentSize()`; the next layout pass reads the size again.
    var isStale = true
    /// Content hugging (the ≤ constraints) and compression resistance (the ≥ ones), by axis:
    /// horizontal, vertical. UIKit's defaults for a view made in code.
    var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    var resistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]

    /// The priority of `constraints[i]`: width ≤, width ≥, height ≤, height ≥.
    func priority(at i: Int) -> UILayoutPriority { i % 2 == 0 ? hugging[i / 2] : resistance[i / 2] }
}

extension UIView {
    /// UIView.noIntrinsicMetric: an axis with no natural size.
    public static let noIntrinsicMetric: CGFloat = -1

    /// UIView.setContentHuggingPriority(_:for:): how strongly the view keeps from growing past
    /// its `intrinsicContentSize` along `axis` (250 by default).
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        intrinsicSize.hugging[axis.rawValue] = priority
        invalidateIntrinsicContentSize()
    }

    /// UIView.contentHuggingPriority(for:).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        intrinsicSize.hugging[axis.rawValue]
    }

    /// UIView.setContentCompressionResistancePriority(_:for:): how strongly the view keeps from
    /// shrinking below its `intrinsicContentSize` along `axis` (750 by default).
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        intrinsicSize.resistance[axis.rawValue] = priority
        invalidateIntrinsicContentSize()
    }

    /// UIView.contentCompressionResistancePriority(for:).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        intrinsicSize.resistance[axis.rawValue]
    }

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
        }
        // Out of the engine first: it refuses a change to or from required in place.
        for (i, constraint) in box.constraints.enumerated() where constraint.priority != box.priority(at: i) {
            constraint.isActive = false
            constraint.priority = box.priority(at: i)
        }
        for (i, constraint) in box.constraints.enumerated() {
            let metric = i < 2 ? size.width : size.height
            constraint.isActive = metric != UIView.noIntrinsicMetric
            if metric != UIView.noIntrinsicMetric { constraint.constant = metric }
        }
    }
}
