extension PropertyAnimator {
    /// `UIViewPropertyAnimator()`: an animator with no animations, UIKit's default cubic curve
    /// and the default duration (a duration of 0 reads as 0.2 s, R8). Ports use it as a
    /// placeholder (`var animator = UIViewPropertyAnimator()`) that a real one replaces.
    public convenience init() {
        self.init(duration: 0, timingParameters: UICubicTimingParameters())
    }
}
