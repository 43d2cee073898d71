import Foundation

/// Modal presentation: `present(_:animated:completion:)` puts a controller's view over the
/// window in a container of its own, animated by the presented controller's transitioning
/// delegate when it gives an animator (and driven by its interaction controller when it gives
/// one), else by the default: the view rises from the bottom (`.coverVertical`) or fades in (the
/// other transition styles), on a critically damped spring over 0.5 s. `dismiss` runs it back.
extension UIViewController {
    /// Presents `viewController` over this controller's window; `completion` runs once it is
    /// shown. Presenting while already presenting, or a controller that is already presented,
    /// is reported and ignored, as UIKit warns and ignores it.
    public func present(_ viewController: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            return Self.warn("Attempt to present \(viewController) on \(self) which is already presenting \(presented).")
        }
        guard viewController !== self, viewController.presentingViewController == nil else {
            return Self.warn("Application tried to present \(viewController), which is already presented or is the presenter.")
        }
        let own: UIView = view
        let host: UIView = own.window ?? own
        let container = UIView(frame: host.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.accessibilityIdentifier = "UITransitionView"
        host.addSubview(container)
        presentedViewController = viewController
        viewController.presentingViewController = self
        viewController.presentationContainer = container
        let coversPresenter = viewController.modalPresentationStyle.coversPresenter
        let animator = viewController.transitioningDelegate?.animationController(
            forPresented: viewController, presenting: self, source: self) ?? DefaultModalAnimator()
        let context = PresentationTransition(container: container, from: self, to: viewController, presenting: true,
                                             animated: flag, animator: animator)
        viewController.beginAppearanceTransition(true, animated: flag)
        if coversPresenter { beginAppearanceTransition(false, animated: flag) }
        context.onComplete = { [weak self] done in
            guard let self else { return }
            if done {
                viewController.endAppearanceTransition()
                if coversPresenter { self.endAppearanceTransition() }
                completion?()
            } else {
                viewController.view.removeFromSuperview()
                container.removeFromSuperview()
                self.presentedViewController = nil
                viewController.presentingViewController = nil
                viewController.presentationContainer = nil
                viewController.beginAppearanceTransition(false, animated: false)
                viewController.endAppearanceTransition()
                if coversPresenter { self.beginAppearanceTransition(true, animated: false); self.endAppearanceTransition() }
            }
        }
        let interaction = viewController.transitioningDelegate?.interactionControllerForPresentation(using: animator)
        run(context, animator: animator, interaction: interaction)
    }

    /// Dismisses the controller this one presented, or this one if it was presented (and any
    /// it presented in turn, at once); `completion` runs once it is gone.
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let presenter: UIViewController, presented: UIViewController
        if let shown = presentedViewController {
            (presenter, presented) = (self, shown)
        } else if let below = presentingViewController {
            (presenter, presented) = (below, self)
        } else {
            return
        }
        if presented.isBeingDismissed {
            return Self.warn("Attempt to dismiss \(presented) while its dismissal is in progress.")
        }
        if presented.presentedViewController != nil { presented.dismiss(animated: false) }
        guard let container = presented.presentationContainer else { return }
        let coversPresenter = presented.modalPresentationStyle.coversPresenter
        let animator = presented.transitioningDelegate?.animationController(forDismissed: presented) ?? DefaultModalAnimator()
        let context = PresentationTransition(container: container, from: presented, to: presenter, presenting: false,
                                             animated: flag, animator: animator)
        presented.beginAppearanceTransition(false, animated: flag)
        if coversPresenter { presenter.beginAppearanceTransition(true, animated: flag) }
        context.onComplete = { done in
            if done {
                presented.view.removeFromSuperview()
                container.removeFromSuperview()
                presenter.presentedViewController = nil
                presented.presentingViewController = nil
                presented.presentationContainer = nil
                presented.endAppearanceTransition()
                if coversPresenter { presenter.endAppearanceTransition() }
                completion?()
            } else {
                presented.beginAppearanceTransition(true, animated: false)
                presented.endAppearanceTransition()
                if coversPresenter { presenter.beginAppearanceTransition(false, animated: false); presenter.endAppearanceTransition() }
            }
        }
        let interaction = presented.transitioningDelegate?.interactionControllerForDismissal(using: animator)
        run(context, animator: animator, interaction: interaction)
    }

    /// Whether this controller is on its way in (presented, its transition not complete yet).
    public var isBeingPresented: Bool { runningTransition?.isPresenting == true }
    /// Whether this controller is on its way out.
    public var isBeingDismissed: Bool { runningTransition?.isPresenting == false }

    /// Runs the transition: by the interaction controller when there is one (paused under the
    /// gesture when it wants an interactive start, else running, to be caught later), by the
    /// animator when animated, else at once (the views placed where they end).
    private func run(_ context: PresentationTransition, animator: UIViewControllerAnimatedTransitioning,
                     interaction: UIViewControllerInteractiveTransitioning?) {
        if let interaction, interaction.wantsInteractiveStart || context.isAnimated {
            context.isInteractive = interaction.wantsInteractiveStart
            interaction.startInteractiveTransition(context)
        } else if context.isAnimated {
            animator.animateTransition(using: context)
        } else {
            context.placeAtEnd()
            context.completeTransition(true)
        }
    }

    static func warn(_ message: String) {
        FileHandle.standardError.write(Data("[Presentation] \(message)\n".utf8))
    }
}

extension UIModalPresentationStyle {
    /// Whether the presented view hides the presenter's entirely (which then disappears).
    var coversPresenter: Bool { self == .fullScreen || self == .currentContext }
    /// Whether the presented view is a sheet over a dimmed backdrop.
    var isSheet: Bool { self == .pageSheet || self == .formSheet || self == .automatic || self == .popover }
}
