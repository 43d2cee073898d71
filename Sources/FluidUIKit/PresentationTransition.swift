/// The context of one presentation or dismissal (`UIViewControllerContextTransitioning`): the
/// container, the two controllers, where the presented view starts and ends.
final class PresentationTransition: UIViewControllerContextTransitioning {
    let containerView: UIView
    let from: UIViewController
    let to: UIViewController
    /// True for a presentation (`to` arrives), false for a dismissal (`from` leaves).
    let isPresenting: Bool
    let isAnimated: Bool
    var isInteractive = false
    private(set) var transitionWasCancelled = false
    /// The animator running the transition (the interaction controller asks it for its animator).
    let animator: UIViewControllerAnimatedTransitioning
    /// What the presentation does once the animator says it is done.
    var onComplete: (Bool) -> Void = { _ in }
    private var completed = false

    /// The presented controller (arriving or leaving).
    var presented: UIViewController { isPresenting ? to : from }

    init(container: UIView, from: UIViewController, to: UIViewController, presenting: Bool, animated: Bool,
         animator: UIViewControllerAnimatedTransitioning) {
        containerView = container
        self.from = from
        self.to = to
        isPresenting = presenting
        isAnimated = animated
        self.animator = animator
        presented.runningTransition = self
    }

    var presentationStyle: UIModalPresentationStyle { presented.modalPresentationStyle }
    var targetTransform: CGAffineTransform { .identity }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() { transitionWasCancelled = false }
    func cancelInteractiveTransition() { transitionWasCancelled = true }
    /// A transition that started running becomes interactive (UIKit's `wantsInteractiveStart`
    /// false, then paused by the gesture).
    func pauseInteractiveTransition() { isInteractive = true }

    func completeTransition(_ didComplete: Bool) {
        guard !completed else { return }
        completed = true
        if presented.runningTransition === self { presented.runningTransition = nil }
        animator.animationEnded(didComplete)
        let finish = onComplete
        // The controllers are let go: the closure holds them, and the animator holds this context.
        onComplete = { _ in }
        finish(didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from : key == .to ? to : nil
    }

    /// The presented controller's view; the presenter's only when the presented one covers it
    /// (for other styles UIKit leaves the presenter's view alone and answers nil).
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        guard let controller = key == .from ? from : key == .to ? to : nil else { return nil }
        if controller === presented || presentationStyle.coversPresenter { return controller.view }
        return nil
    }

    /// The arriving controller has none yet (.zero, as UIKit); the leaving one is where it is.
    func initialFrame(for viewController: UIViewController) -> CGRect {
        if isPresenting && viewController === to { return .zero }
        return viewController === presented ? viewController.view.frame : containerView.bounds
    }

    /// Where the presented view ends (its style's place on a presentation, .zero on a
    /// dismissal); the presenter's view fills the container.
    func finalFrame(for viewController: UIViewController) -> CGRect {
        guard viewController === presented else { return containerView.bounds }
        return isPresenting ? Self.frame(of: presentationStyle, in: containerView.bounds) : .zero
    }

    /// Puts the views where the transition leaves them (an unanimated transition).
    func placeAtEnd() {
        guard isPresenting else { return }
        let view: UIView = to.view
        view.frame = finalFrame(for: to)
        if view.superview !== containerView { containerView.addSubview(view) }
        if presentationStyle.isSheet {
            DefaultModalAnimator.dimmingView(in: containerView).alpha = 1
            DefaultModalAnimator.roundTop(of: view)
        }
    }

    /// A style's place in `bounds`: full for the full-screen and context styles and `.custom`,
    /// 40 points down from the top for a page sheet, 540 × 620 in the middle for a form sheet
    /// (less in a smaller window), as on an iPad.
    static func frame(of style: UIModalPresentationStyle, in bounds: CGRect) -> CGRect {
        switch style {
        case .pageSheet, .automatic:
            return CGRect(x: bounds.minX, y: bounds.minY + 40, width: bounds.width, height: max(bounds.height - 40, 0))
        case .formSheet, .popover:
            let width = min(540, bounds.width - 40), height = min(620, bounds.height - 80)
            return CGRect(x: bounds.midX - max(width, 0) / 2, y: bounds.midY - max(height, 0) / 2,
                          width: max(width, 0), height: max(height, 0))
        default:
            return bounds
        }
    }
}

/// The presentation UIKit runs without a custom animator: the presented view rises from the
/// bottom (`.coverVertical`) or fades (the other transition styles), over a dimmed backdrop for
/// a sheet, on a critically damped spring (0.5 s). Its animator is interruptible, so an
/// interaction controller can scrub it.
final class DefaultModalAnimator: UIViewControllerAnimatedTransitioning {
    private var made: (context: PresentationTransition, animator: UIViewPropertyAnimator)?
    /// The black the backdrop of a sheet dims to.
    static let dimming = UIColor(white: 0, alpha: 0.4)

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    /// Lets the transition's animator (and through its completion, the context) go.
    func animationEnded(_ transitionCompleted: Bool) { made = nil }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let made, made.context === transitionContext { return made.animator }
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), dampingRatio: 1)
        guard let context = transitionContext as? PresentationTransition else { return animator }
        let presented = context.presented
        let view: UIView = presented.view
        let container = context.containerView
        let fades = presented.modalTransitionStyle != .coverVertical
        let end = context.isPresenting ? context.finalFrame(for: presented) : view.frame
        let away = end.offsetBy(dx: 0, dy: container.bounds.maxY - end.minY)
        let sheet = context.presentationStyle.isSheet
        let dimmer = sheet ? Self.dimmingView(in: container) : nil
        if context.isPresenting {
            container.addSubview(view)
            view.frame = fades ? end : away
            if fades { view.alpha = 0 }
            if sheet { Self.roundTop(of: view) }
            dimmer?.alpha = 0
        }
        animator.addAnimations {
            if fades { view.alpha = context.isPresenting ? 1 : 0 } else { view.frame = context.isPresenting ? end : away }
            dimmer?.alpha = context.isPresenting ? 1 : 0
        }
        animator.addCompletion { _ in context.completeTransition(!context.transitionWasCancelled) }
        made = (context, animator)
        return animator
    }

    /// The dimmed backdrop of a sheet: the container's first subview, made on first use.
    static func dimmingView(in container: UIView) -> UIView {
        if let existing = container.subviews.first as? UIView, existing.accessibilityIdentifier == "UIDimmingView" {
            return existing
        }
        let dimmer = UIView(frame: container.bounds)
        dimmer.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmer.accessibilityIdentifier = "UIDimmingView"
        dimmer.backgroundColor = dimming
        dimmer.alpha = 0
        container.insertSubview(dimmer, at: 0)
        return dimmer
    }

    /// A sheet's top corners are rounded (10 points), as UIKit's.
    static func roundTop(of view: UIView) {
        view.layer.cornerRadius = 10
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        view.clipsToBounds = true
    }
}
