import ViewTree

extension AnimationDriver {
    /// The running animators that move `view` (a property of it has a track in them), in the
    /// order they started: what `CALayer.removeAllAnimations()` on the view's layer stops.
    public func animators(animating view: View) -> [PropertyAnimator] {
        running.filter { animator in
            animator.lifecycle.link.isScheduled && animator.plans.contains { $0.view === view }
        }
    }

    /// CALayer.removeAllAnimations() for a view's layer: every running animator that moves
    /// `view` ends at once at its end (the model values, where Core Animation's removed
    /// animations leave a layer), its completions run with `.end`. The animator's other views
    /// end with it: an animator is one timeline here, not one animation per layer.
    public func removeAnimations(of view: View) {
        for animator in animators(animating: view) where animator.state == .active {
            animator.abandonToEnd()
        }
    }
}

extension PropertyAnimator {
    /// `stopAnimation(false)` then `finishAnimation(at: .end)`, whatever `isInterruptible` says.
    func abandonToEnd() {
        interruptibleFlag = true
        stopAnimation(false)
        finishAnimation(at: .end)
    }
}
