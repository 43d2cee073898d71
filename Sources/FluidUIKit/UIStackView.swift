import AutoLayout

extension NSLayoutConstraint {
    /// NSLayoutConstraint.Axis: the direction a stack view arranges its views in.
    public enum Axis: Int, Sendable {
        case horizontal, vertical
    }
}

/// UIStackView: a view that lays out its arranged subviews in a row or a column with Auto
/// Layout (R34), by the constraints UIKit documents for each `distribution` and `alignment`.
/// The stack draws nothing of its own. A hidden arranged subview takes no place; hiding or
/// showing one takes effect at the stack's next layout pass (UIKit's stack observes `isHidden`;
/// here call `setNeedsLayout()` on the stack, or change any of its properties).
open class UIStackView: UIView {
    /// UIStackView.Distribution: how the views share the stack's length.
    public enum Distribution: Int, Sendable {
        /// The views fill the length; the one with the lowest hugging priority stretches.
        case fill
        /// Every view the same length.
        case fillEqually
        /// Lengths in proportion to the views' intrinsic lengths.
        case fillProportionally
        /// The views at their natural lengths, the gaps between them equal (at least `spacing`).
        case equalSpacing
        /// The views' centres equally far apart (gaps at least `spacing`).
        case equalCentering
    }

    /// UIStackView.Alignment: where the views sit across the stack.
    public enum Alignment: Int, Sendable {
        /// As wide (or tall) as the stack across.
        case fill
        /// At the leading edge (a vertical stack) or the top (a horizontal one).
        case leading
        /// The top of a horizontal stack (the same as `leading`).
        public static let top = Alignment.leading
        /// The baseline of the first line of text: the top edge here (labels draw one line).
        case firstBaseline
        /// Centred across.
        case center
        /// At the trailing edge (a vertical stack) or the bottom (a horizontal one).
        case trailing
        /// The bottom of a horizontal stack (the same as `trailing`).
        public static let bottom = Alignment.trailing
        /// The baseline of the last line of text: the bottom edge here.
        case lastBaseline
    }

    /// The views the stack lays out, in order (each is also a subview).
    public private(set) var arrangedSubviews: [UIView] = []
    /// Row or column (default `.horizontal`).
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsArrangement() } }
    /// How the views share the length (default `.fill`).
    open var distribution: Distribution = .fill { didSet { setNeedsArrangement() } }
    /// Where the views sit across (default `.fill`).
    open var alignment: Alignment = .fill { didSet { setNeedsArrangement() } }
    /// The gap between neighbours, points (the least gap for the spacing distributions).
    /// `UIStackView.spacingUseSystem` asks for the system spacing (8 points).
    open var spacing: CGFloat = 0 { didSet { setNeedsArrangement() } }
    /// The gaps set after particular arranged views (`setCustomSpacing(_:after:)`), by view; a
    /// view's goes when it leaves the arrangement (so no later view can take its identity's).
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// As a spacing: the stack's own `spacing` (for `setCustomSpacing(_:after:)`).
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// As a spacing: the system spacing between the two views (8 points here).
    public static let spacingUseSystem = CGFloat.leastNonzeroMagnitude

    /// Sets the gap after `arrangedSubview` (`spacingUseDefault` goes back to `spacing`); a view
    /// not arranged in this stack is ignored.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        setNeedsArrangement()
    }

    /// The gap set after `arrangedSubview`, or `spacingUseDefault` when none was.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The gap after `view` as laid out, points.
    private func gap(after view: UIView) -> CGFloat {
        let set = customSpacings[ObjectIdentifier(view)] ?? spacing
        return set == Self.spacingUseSystem ? LayoutConstraint.systemSpacing : set
    }
    /// Lays the views out inside `layoutMargins` rather than the bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsArrangement() } }

    /// The constraints the stack made for its present arrangement.
    private var arrangement: [NSLayoutConstraint] = []
    /// The arranged views that took part in it (the hidden ones did not).
    private var arrangedVisible: [UIView] = []
    /// The guides between neighbours of the spacing distributions, kept for the next arrangement.
    private var spacers: [UILayoutGuide] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A stack of `views`, in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Adds `view` at the end of the arrangement (and as a subview when it is not one).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Puts `view` at `index` in the arrangement (clamped to the ends); a view arranged already
    /// moves there.
    open func insertArrangedSubview(_ view: UIView, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(index, arrangedSubviews.count)))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        setNeedsArrangement()
    }

    /// Takes `view` out of the arrangement; it stays a subview, as in UIKit (remove it from its
    /// superview to take it away).
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsArrangement()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // Views hidden or taken out since: the constraints follow, solved before the subviews' turn.
        if taking.map(ObjectIdentifier.init) != arrangedVisible.map(ObjectIdentifier.init) { arrange() }
    }

    private func setNeedsArrangement() {
        arrange()
        setNeedsLayout()
    }

    /// The arranged views that take a place now: shown, and still subviews (a view removed from
    /// the stack leaves the arrangement, as in UIKit).
    private var taking: [UIView] {
        arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
    }

    /// Replaces the stack's constraints with those of the present arrangement.
    private func arrange() {
        NSLayoutConstraint.deactivate(arrangement)
        arrangedSubviews.removeAll { $0.superview !== self }
        if customSpacings.count > 0 {
            let arranged = Set(arrangedSubviews.map(ObjectIdentifier.init))
            customSpacings = customSpacings.filter { arranged.contains($0.key) }
        }
        arrangedVisible = taking
        arrangement = StackArrangement(stack: self, views: arrangedVisible, axis: axis, distribution: distribution,
                                       alignment: alignment, spacing: { [unowned self] in self.gap(after: $0) },
                                       guide: isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : nil,
                                       spacers: &spacers).constraints
        NSLayoutConstraint.activate(arrangement)
    }
}
