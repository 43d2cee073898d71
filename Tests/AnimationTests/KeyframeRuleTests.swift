import FluidTestSupport
import Foundation
import XCTest
import ViewTree
@testable import Animation

/// R13 (v3): keyframes as in UIKit. Nested in an animator's animations (seed 004's
/// `animateKeyframes(withDuration: 0, …)`) they join the animator; standalone they run on
/// ease-in-out unless the options carry a curve; `calculationModeDiscrete` jumps at key times;
/// `.repeat` and `.autoreverse` loop.
final class KeyframeRuleTests: XCTestCase {
    /// A linear 1 s animator whose animations hold seed 004's nested keyframes: a keyframe over
    /// [0, 0.5] fading `rig.box` 1 → 0.
    private func nestedFade(_ rig: Rig) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: 1, curve: .linear, driver: rig.driver)
        animator.addAnimations {
            View.animateKeyframes(withDuration: 0, delay: 0, options: [], animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { rig.box.alpha = 0 }
            })
        }
        return animator
    }

    private func alpha(_ rig: Rig) -> Double { Double(rig.box.presentation.alpha) }

    /// Paused, `fractionComplete = 0.25`: alpha 0.5, and it stays 0.5 while paused (no animator
    /// of its own runs it to the end).
    func testR13_nestedKeyframesJoinTheAnimatorAndFollowItsScrub() {
        let rig = Rig()
        let animator = nestedFade(rig)
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        assertClose(alpha(rig), 0.5)
        rig.frames(1)
        assertClose(alpha(rig), 0.5, 1e-12, "paused: nothing else drives the fade")
        XCTAssertEqual(rig.driver.runningCount, 0, "no animator of the keyframes' own")
        XCTAssertEqual(rig.box.alpha, 0, "the model value is the keyframe's end")
        animator.fractionComplete = 0.4
        assertClose(alpha(rig), 0.2)
    }

    /// Reversing and continuing the animator drive the keyframes: back from 0.25 to the start,
    /// and forwards to the end.
    func testR13_reversingAndContinuingTheAnimatorDriveNestedKeyframes() {
        let rig = Rig()
        let animator = nestedFade(rig)
        var ended: AnimatingPosition?
        animator.addCompletion { ended = $0 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        rig.driver.advance(to: 0.125)
        assertClose(alpha(rig), 0.75, 1e-9, "halfway back along the fade")
        rig.driver.advance(to: 0.3)
        XCTAssertEqual(ended, .start)
        XCTAssertEqual(alpha(rig), 1)
        XCTAssertEqual(rig.box.alpha, 1)

        let forward = Rig()
        let again = nestedFade(forward)
        again.pauseAnimation()
        again.fractionComplete = 0.25
        again.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        forward.driver.advance(to: 0.125)
        assertClose(alpha(forward), 0.25, 1e-9)
        again.pauseAnimation()
        forward.frames(0.5)
        assertClose(alpha(forward), 0.25, 1e-9, "paused again: held")
        again.startAnimation()
        forward.frames(1)
        XCTAssertEqual(alpha(forward), 0)
        XCTAssertEqual(again.state, .inactive)
    }

    /// Nested keyframes sit on the animator's timeline after its curve (1 s ease-in: 63.1 % of
    /// the fade at 0.5 s), and the nested completion runs with the animator's.
    func testR13_nestedKeyframesTakeTheAnimatorsCurveAndCompletion() {
        let rig = Rig()
        var finished: Bool?
        let animator = PropertyAnimator(duration: 1, curve: .easeIn, driver: rig.driver) {
            View.animateKeyframes(withDuration: 0, delay: 0, options: [], animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { rig.box.alpha = 0 }
            }, completion: { finished = $0 })
        }
        animator.startAnimation()
        rig.driver.advance(to: 0.5)
        assertClose(1 - alpha(rig), 0.3153568125 / 0.5, 1e-6)
        XCTAssertNil(finished)
        rig.driver.advance(to: 1)
        XCTAssertEqual(finished, true)
    }

    /// With `.overrideInheritedDuration` nested keyframes keep their own duration and run on
    /// their own, as in UIKit.
    func testR13_overrideInheritedDurationRunsNestedKeyframesOnTheirOwn() {
        let rig = Rig()
        let animator = PropertyAnimator(duration: 1, curve: .linear, driver: rig.driver) {
            View.animateKeyframes(withDuration: 0.5, delay: 0, options: [.overrideInheritedDuration, .curveLinear], animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { rig.box.alpha = 0 }
            })
        }
        rig.driver.run { animator.pauseAnimation() }   // (the nested animator finds the driver)
        animator.fractionComplete = 0.9
        rig.driver.advance(to: 0.25)
        assertClose(alpha(rig), 0.5, 1e-9)
        XCTAssertEqual(rig.driver.runningCount, 1)
    }

    /// Standalone: ease-in-out by default, x 0 → 100 in 1 s is 12.92 at 0.25 s; 25.0 with
    /// `curveLinear` (UIKit code spells it `KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)`).
    func testR13_standaloneKeyframesRunOnEaseInOutUnlessTheOptionsGiveACurve() {
        func x(at t: Double, options: KeyframeAnimationOptions) -> Double {
            let rig = Rig()
            rig.driver.run {
                View.animateKeyframes(withDuration: 1, delay: 0, options: options, animations: {
                    View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { rig.box.frame.origin.x = 100 }
                })
            }
            rig.driver.advance(to: t)
            return rig.x
        }
        assertClose(x(at: 0.25, options: []), 12.92, 0.005)
        assertClose(x(at: 0.25, options: []), 100 * CubicTimingParameters(animationCurve: .easeInOut).progress(atFraction: 0.25), 1e-9)
        assertClose(x(at: 0.25, options: [.calculationModeLinear]), 12.92, 0.005)
        assertClose(x(at: 0.25, options: KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)), 25, 1e-9)
        assertClose(x(at: 0.25, options: .curveLinear), 25, 1e-9)
        assertClose(x(at: 0.25, options: KeyframeAnimationOptions(rawValue: AnimationOptions.curveEaseIn.rawValue)),
                       100 * CubicTimingParameters(animationCurve: .easeIn).progress(atFraction: 0.25), 1e-9)
    }

    /// `calculationModeDiscrete`: each keyframe's values appear at its key time (where it would
    /// have reached them), with nothing in between. Linear: [0, 0.5] → 50, [0.5, 0.5] → 100.
    func testR13_discreteKeyframesJumpAtKeyTimes() {
        let rig = Rig()
        rig.driver.run {
            View.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeDiscrete, .curveLinear], animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { rig.box.frame.origin.x = 50 }
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { rig.box.frame.origin.x = 100 }
            })
        }
        for t in [0.1, 0.25, 0.49] {
            rig.driver.advance(to: t)
            XCTAssertEqual(rig.x, 0, "before the first key time, t = \(t)")
        }
        for t in [0.5, 0.75, 0.99] {
            rig.driver.advance(to: t)
            XCTAssertEqual(rig.x, 50, "between the key times, t = \(t)")
        }
        rig.driver.advance(to: 1)
        XCTAssertEqual(rig.x, 100)
    }

    /// `.repeat` and `.autoreverse` loop as in UIKit; the completion is not called while it repeats.
    func testR13_repeatingAutoreversedKeyframesLoop() {
        let rig = Rig()
        var finished: Bool?
        rig.driver.run {
            View.animateKeyframes(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear], animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { rig.box.frame.origin.x = 100 }
            }, completion: { finished = $0 })
        }
        rig.driver.advance(to: 0.25)
        assertClose(rig.x, 25)
        rig.driver.advance(to: 1.25)
        assertClose(rig.x, 75, 1e-9, "on the way back")
        rig.driver.advance(to: 2.5)
        assertClose(rig.x, 50, 1e-9, "forwards again")
        rig.frames(10)
        XCTAssertNil(finished)
        XCTAssertTrue(rig.driver.hasRunningAnimators)
    }
}
