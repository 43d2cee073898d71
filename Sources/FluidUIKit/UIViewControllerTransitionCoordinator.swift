/// UIViewControllerTransitionCoordinator: what `viewWillTransition(to:with:)` gets. A window
/// resize here is not animated, so the alongside animations and completions run at once, in
/// that order, with a context that says the transition was not animated nor cancelled.
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

/// UIViewControllerTransitionCoordinatorContext.
public protocol UIViewControllerTransitionCoordinatorContext {
    var isAnimated: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
}

/// The coordinator of a resize: nothing animates, everything runs at once.
public struct ImmediateTransitionCoordinator: UIViewControllerTransitionCoordinator {
    public init() {}
    public var isAnimated: Bool { false }
    public var isCancelled: Bool { false }
    public var transitionDuration: TimeInterval { 0 }

    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animation?(self)
        completion?(self)
        return true
    }
}

extension UIView {
    /// UIView.layoutFittingCompressedSize: ask `systemLayoutSizeFitting` for the smallest size.
    public static let layoutFittingCompressedSize = CGSize.zero
    /// UIView.layoutFittingExpandedSize: ask for the largest.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    /// UIView.systemLayoutSizeFitting(_:): the view's size as its constraints and content give it;
    /// here its `sizeThatFits` (the intrinsic size on the axes that have one), which is what
    /// the views these demos measure (labels, buttons, images) report.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { sizeThatFits(targetSize) }
}
