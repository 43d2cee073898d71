import Animation

extension PropertyAnimator {
    /// Retunes a running animator live (R15): it pauses and continues from where it is, at its
    /// current speed, on a spring with `tuning`'s damping, the rest of its run rescaled to
    /// `tuning`'s response.
    func continueOnSpring(of tuning: SceneTuning) {
        pauseAnimation()
        let factor = duration > 0 ? tuning.response / duration : 1
        continueAnimation(withTimingParameters: SpringTimingParameters(dampingRatio: tuning.dampingRatio),
                          durationFactor: factor)
    }
}
