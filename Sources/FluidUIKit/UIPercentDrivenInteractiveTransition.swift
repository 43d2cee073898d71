/// UIPercentDrivenInteractiveTransition: a transition a gesture scrubs (`update(_:)`) and then
/// finishes or cancels. It scrubs the animator's `interruptibleAnimator(using:)` (the default
/// presentation has one); an animator without one is not scrubbed: it runs when `finish()` is
/// called, and `cancel()` undoes the transition at once.
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    /// How far the transition is, 0…1.
    public private(set) var percentComplete: CGFloat = 0
    /// The transition's duration, seconds (the animator's).
    open var duration: CGFloat {
        guard let context else { return 0 }
        return CGFloat(context.animator.transitionDuration(using: context))
    }
    /// How much faster than the animator's own the rest runs after `finish()` or `cancel()`.
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing of the rest after `finish()` or `cancel()` (nil: the animator's own).
    open var timingCurve: UITimingCurveProvider?
    /// Whether the transition starts paused under the gesture (true) or running, to become
    /// interactive when `pause()` catches it.
    open var wantsInteractiveStart = true

    private var context: PresentationTransition?
    private var scrubbed: UIViewImplicitlyAnimating?

    public init() {}

    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? PresentationTransition else { return }
        let animator = context.animator.interruptibleAnimator(using: context)
        guard !(animator is NoInterruptibleAnimator) else {
            // Nothing to scrub: started running, it is the animator's own transition.
            if wantsInteractiveStart { self.context = context } else { context.animator.animateTransition(using: context) }
            return
        }
        self.context = context
        scrubbed = animator
        if wantsInteractiveStart {
            animator.pauseAnimation()
            animator.fractionComplete = percentComplete
        } else {
            // Running; if nothing catches it, it completes the transition itself and is let go.
            animator.addCompletion { [weak self, weak animator] _ in
                guard let self, let animator, self.scrubbed === animator else { return }
                self.context = nil
                self.scrubbed = nil
                self.percentComplete = 0
            }
            animator.startAnimation()
        }
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1).
    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(percentComplete, 0), 1)
        scrubbed?.fractionComplete = self.percentComplete
        context?.updateInteractiveTransition(self.percentComplete)
    }

    /// Holds the transition where it is: one that started running becomes interactive here,
    /// and `percentComplete` reads where it was caught.
    open func pause() {
        guard let scrubbed else { return }
        scrubbed.pauseAnimation()
        percentComplete = scrubbed.fractionComplete
        context?.pauseInteractiveTransition()
    }

    /// Runs the rest of the transition to its end.
    open func finish() { complete(cancelled: false) }

    /// Runs the transition back to where it started; the presentation or dismissal is undone.
    open func cancel() { complete(cancelled: true) }

    /// Lets the scrubbed animator run on, forward or back, at `completionSpeed`; without one,
    /// runs the animator's transition (finish) or undoes it at once (cancel).
    private func complete(cancelled: Bool) {
        guard let context else { return }
        if cancelled { context.cancelInteractiveTransition() } else { context.finishInteractiveTransition() }
        if let scrubbed {
            scrubbed.isReversed = cancelled
            scrubbed.continueAnimation(withTimingParameters: timingCurve, durationFactor: Double(1 / max(completionSpeed, 0.01)))
        } else if cancelled {
            context.completeTransition(false)
        } else {
            context.animator.animateTransition(using: context)
        }
        self.context = nil
        scrubbed = nil
        percentComplete = 0
    }
}
