import Foundation
import ViewTree

extension AnimationDriver {
    /// Runs one animation of each timing kind on a throwaway driver and view, start to finish.
    ///
    /// The first animator a process builds, fills and stops has the Swift runtime instantiate
    /// the storage types of its lists (tracks, plans, pending blocks, completions) and the
    /// optional timing parameters' metadata: about 90 K instructions, which landed in a
    /// scene's first release (uikit-card's frame 27 took 528 K instructions against 370 K for a
    /// drag frame; issue 52, a spike). Made when a driver is, they are paid before the first
    /// frame. Nothing of it stays: the driver, view and animators are the function's own;
    /// `diagnostics` hears of any misuse (tests pass one to see that there is none).
    @inline(never)
    static func warmRuntimeTypes(diagnostics: Diagnostics = Diagnostics()) {
        runThrowawayAnimations(on: AnimationDriver(time: 0, diagnostics: diagnostics, warmsUp: false))
    }

    /// The warm-up's animations, on `driver` (a fresh one), which holds none of them after: its
    /// last frame drops the stopped ones from its list (an animator holds its driver, so one
    /// left there would keep both alive: LeakSanitizer caught that in the first version).
    static func runThrowawayAnimations(on driver: AnimationDriver) {
        let view = View(name: "warm-up")
        let curves: [TimingCurveProvider] = [CubicTimingParameters(animationCurve: .easeInOut),
                                             SpringTimingParameters(dampingRatio: 1)]
        for parameters in curves {
            let animator = PropertyAnimator(duration: 1, timingParameters: parameters, driver: driver)
            animator.addAnimations {
                view.alpha = 0.5
                view.frame = CGRect(x: 1, y: 1, width: 2, height: 2)
            }
            animator.addCompletion { _ in }
            animator.startAnimation()
            driver.advance(to: driver.now + 0.5)
            animator.pauseAnimation()
            animator.fractionComplete = 0.75
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
            driver.advance(to: driver.now + 0.05)
            animator.stopAnimation(false)
            animator.finishAnimation(at: .current)
        }
        driver.advance(to: driver.now + 0.5)
    }
}
