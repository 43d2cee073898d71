extension AnimationDriver {
    /// Stops every animator this driver is running, and the paused ones in `others`,
    /// interruptible or not, as `stopAnimation(true)` does: values stay where they show, no
    /// completion runs, animations and completions are discarded (R5). Completions waiting for
    /// the next frame (`View.animate` of no duration, R13a) are dropped too.
    ///
    /// For an owner that goes away while its animations run (a playground scene switched out):
    /// its animators must not be advanced, and their completions must not run, after it is gone.
    /// The driver lets go of them at once, so they and what their closures hold can be freed.
    public func stopAll(including others: [PropertyAnimator] = []) {
        let animators = running
        for animator in animators where animator.lifecycle.link.isScheduled { animator.abandon() }
        for animator in others { animator.abandon() }
        running.removeAll { $0.lifecycle.unlistIfUnscheduled() }
        nextFrameActions.removeAll()
    }
}

extension PropertyAnimator {
    /// `stopAnimation(true)` whatever `isInterruptible` says: R19 guards the owner's own calls,
    /// not its teardown.
    func abandon() {
        guard state != .inactive else { return }
        interruptibleFlag = true
        stopAnimation(true)
    }
}
