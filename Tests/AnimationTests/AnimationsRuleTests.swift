import FluidTestSupport
import Foundation
import XCTest
import ViewTree
@testable import Animation

/// R10–R13: adding animations, delay factors, completions and keyframes.
final class AnimationsRuleTests: XCTestCase {
    func testR10_captureSetsModelAtActivationAndAnimatesFromPresented() {
        let rig = Rig()
        let a = rig.moveBox(to: 100)
        XCTAssertEqual(rig.box.frame.origin.x, 0, "kept until the animator becomes active")
        XCTAssertEqual(rig.x, 0)
        a.addAnimations {
            rig.box.alpha = 0.5
            rig.box.cornerRadius = 12
            rig.box.backgroundColor = .white
            rig.box.blurRadius = 8
            rig.box.transform = Transform(scaleX: 2, y: 2)
        }
        XCTAssertEqual(rig.box.alpha, 1)
        XCTAssertEqual(rig.box.presentation.alpha, 1)
        a.startAnimation()
        // The untransformed model rectangle: `frame` reads the scaled box once the transform is set.
        XCTAssertEqual(rig.box.model.frame.origin.x, 100, "model values set when it starts")
        XCTAssertEqual(rig.box.alpha, 0.5)
        rig.driver.advance(to: 0.5)
        assertClose(Double(rig.box.presentation.alpha), 0.75)
        assertClose(Double(rig.box.presentation.cornerRadius), 6)
        assertClose(rig.box.presentation.backgroundColor.alpha, 0.5)
        assertClose(Double(rig.box.presentation.blurRadius), 4)
        assertClose(Double(rig.box.presentation.transform.scale.width), 1.5)

        // Added while running: starts at once from the current value, ends with the animator.
        XCTAssertEqual(rig.other.presentation.alpha, 1)
        a.addAnimations { rig.other.alpha = 0 }
        XCTAssertEqual(rig.other.alpha, 0)
        XCTAssertEqual(rig.other.presentation.alpha, 1)
        rig.driver.advance(to: 0.75)
        assertClose(Double(rig.other.presentation.alpha), 0.5)
        rig.driver.advance(to: 1.0)
        XCTAssertEqual(a.state, .inactive)
        XCTAssertEqual(rig.other.presentation.alpha, 0)

        // Outside an animations closure a set moves the presented value at once.
        rig.box.alpha = 0.3
        XCTAssertEqual(rig.box.presentation.alpha, 0.3)
    }

    /// R10 (v2): from-values are read when the animator becomes active, not when it is built.
    func testR10_fromValuesAreReadAtActivation() {
        let rig = Rig()
        let a = rig.moveBox(to: 100)
        rig.box.frame.origin.x = 60   // moved after the animator was built
        a.startAnimation()
        XCTAssertEqual(rig.x, 60)
        rig.driver.advance(to: 0.5)
        assertClose(rig.x, 80, 1e-9, "from 60, not from 0")
    }

    /// R10 (v2): becoming active by pausing or by scrubbing runs the kept animations too.
    func testR10_pauseOrFirstScrubRunsTheKeptAnimations() {
        let rig = Rig()
        let a = rig.moveBox(to: 100)
        a.pauseAnimation()
        XCTAssertEqual(rig.box.frame.origin.x, 100)
        let b = PropertyAnimator(duration: 1, curve: .linear, driver: rig.driver) { rig.other.alpha = 0 }
        b.fractionComplete = 0.25
        XCTAssertEqual(rig.other.alpha, 0)
        assertClose(Double(rig.other.presentation.alpha), 0.75)
    }

    /// R10 (v2): an animator built and never started changes nothing and claims nothing: a
    /// running animator on the same property carries on.
    func testR10_neverStartedAnimatorChangesAndClaimsNothing() {
        let rig = Rig()
        let running = rig.moveBox(to: 100)
        running.startAnimation()
        rig.driver.advance(to: 0.25)
        let idle = PropertyAnimator(duration: 1, curve: .linear, driver: rig.driver) {
            rig.box.frame.origin.x = -500
            rig.box.alpha = 0
        }
        idle.addAnimations({ rig.box.cornerRadius = 40 }, delayFactor: 0.5)
        XCTAssertEqual(rig.box.frame.origin.x, 100)
        XCTAssertEqual(rig.box.alpha, 1)
        XCTAssertEqual(rig.box.cornerRadius, 0)
        rig.driver.advance(to: 0.5)
        assertClose(rig.x, 50)
        rig.frames(1)
        XCTAssertEqual(rig.x, 100)
        XCTAssertEqual(idle.state, .inactive)
    }

    /// View.transform is CGAffineTransform, animated by decomposition with rotation the short
    /// way (as Core Animation): 0.1 rad to 2π − 0.1 turns back through 0, not the long way round.
    func testTransformAnimatesByDecompositionRotatingTheShortWay() {
        let rig = Rig()
        rig.box.transform = CGAffineTransform(rotationAngle: 0.1)
        let a = PropertyAnimator(duration: 1, curve: .linear, driver: rig.driver) {
            rig.box.transform = CGAffineTransform(rotationAngle: 2 * .pi - 0.1).scaledBy(x: 2, y: 2)
        }
        a.startAnimation()
        rig.driver.advance(to: 0.5)
        // Halfway the short way is at 0 (mod 2π); the long way would be at π.
        assertClose(remainder(Double(rig.box.presentation.transform.rotation), 2 * .pi), 0, 1e-9)
        assertClose(Double(rig.box.presentation.transform.scale.width), 1.5)
        rig.driver.advance(to: 0.75)
        assertClose(remainder(Double(rig.box.presentation.transform.rotation), 2 * .pi), -0.05, 1e-9)
        rig.driver.advance(to: 1)
        assertClose(Double(rig.box.presentation.transform.a), cos(-0.1) * 2, 1e-9)
        assertClose(Double(rig.box.presentation.transform.b), sin(-0.1) * 2, 1e-9)
    }

    func testR11_delayFactorStartsAfterRemainingTimesFactor() {
        let rig = Rig()
        let a = rig.moveBox(to: 300, duration: 3)
        a.addAnimations({ rig.box.cornerRadius = 50 }, delayFactor: 0.5)
        a.startAnimation()
        rig.driver.advance(to: 1.5)
        XCTAssertEqual(rig.box.presentation.cornerRadius, 0)
        rig.driver.advance(to: 2.25)
        assertClose(Double(rig.box.presentation.cornerRadius), 25)
        rig.driver.advance(to: 3)
        XCTAssertEqual(rig.box.presentation.cornerRadius, 50)

        // Added 1 s into a 3 s animator: starts at 1 + 2 × 0.5 = 2 s.
        let rig2 = Rig()
        let b = rig2.moveBox(to: 300, duration: 3)
        b.startAnimation()
        rig2.driver.advance(to: 1)
        b.addAnimations({ rig2.box.alpha = 0 }, delayFactor: 0.5)
        rig2.driver.advance(to: 1.99)
        XCTAssertEqual(rig2.box.presentation.alpha, 1)
        rig2.driver.advance(to: 2.5)
        assertClose(Double(rig2.box.presentation.alpha), 0.5)
        rig2.driver.advance(to: 3)
        XCTAssertEqual(rig2.box.presentation.alpha, 0)
    }

    func testR12_manyCompletionsGetTheFinalPosition() {
        let rig = Rig()
        let a = rig.moveBox(to: 100)
        var got: [Int: AnimatingPosition] = [:]
        for i in 0..<5 { a.addCompletion { got[i] = $0 } }
        a.startAnimation()
        rig.frames(0.3)
        a.stopAnimation(false)
        a.finishAnimation(at: .current)
        XCTAssertEqual(got.count, 5)
        XCTAssertTrue(got.values.allSatisfy { $0 == .current })
    }

    /// R13 (v2): key times sit on the timeline after the animator's curve: 1 s ease-in, a
    /// keyframe over [0, 0.5] fading alpha 1 → 0: at 0.5 s the curve reads 0.3154, so the fade
    /// is 63.1 % done (not finished). Seed 004 adds keyframes inside an animator's animations.
    func testR13_keyTimesSitAfterTheAnimatorsCurve() {
        let rig = Rig()
        let a = PropertyAnimator(duration: 1, curve: .easeIn, driver: rig.driver) {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { rig.box.alpha = 0 }
        }
        a.startAnimation()
        rig.driver.advance(to: 0.5)
        assertClose(1 - Double(rig.box.presentation.alpha), 0.631, 5e-4)
        assertClose(1 - Double(rig.box.presentation.alpha), 0.3153568125 / 0.5, 1e-6)
        rig.driver.advance(to: 0.8)
        XCTAssertEqual(rig.box.presentation.alpha, 0, "done once the curve passes 0.5")
    }

    /// R13 with R10a: keyframes chained on one property (fade out, then back in) each start
    /// from the value the previous one set, as in UIKit. (v3: standalone keyframes run on
    /// ease-in-out, key times after it: at 0.25 s the curve reads 0.1292, at 0.75 s 0.8708.)
    func testR13_chainedKeyframesOnOnePropertyFollowEachOther() {
        let rig = Rig()
        var finished: Bool?
        rig.driver.run {
            View.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { rig.box.alpha = 0 }
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { rig.box.alpha = 0.8 }
            }, completion: { finished = $0 })
        }
        let easeInOut = CubicTimingParameters(animationCurve: .easeInOut)
        rig.driver.advance(to: 0.25)
        assertClose(Double(rig.box.presentation.alpha), 1 - easeInOut.progress(atFraction: 0.25) / 0.5)
        assertClose(Double(rig.box.presentation.alpha), 0.7417, 1e-4)
        rig.driver.advance(to: 0.5)
        assertClose(Double(rig.box.presentation.alpha), 0)
        rig.driver.advance(to: 0.75)
        assertClose(Double(rig.box.presentation.alpha), 0.8 * (easeInOut.progress(atFraction: 0.75) - 0.5) / 0.5)
        assertClose(Double(rig.box.presentation.alpha), 0.5933, 1e-4)
        rig.driver.advance(to: 1)
        XCTAssertEqual(finished, true)
        XCTAssertEqual(rig.box.presentation.alpha, 0.8)
        XCTAssertEqual(rig.box.alpha, 0.8)
    }

    func testR13_keyframesMoveOnlyWithinTheirPartOfTheTimeline() {
        let rig = Rig()
        let a = PropertyAnimator(duration: 1, curve: .linear, driver: rig.driver) {
            rig.box.frame.origin.x = 100
            PropertyAnimator.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { rig.box.alpha = 0 }
            PropertyAnimator.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { rig.box.cornerRadius = 20 }
        }
        a.addKeyframe(relativeStartTime: 0.25, relativeDuration: 0.5) { rig.other.blurRadius = 10 }
        a.startAnimation()
        rig.driver.advance(to: 0.25)
        assertClose(Double(rig.box.presentation.alpha), 0.5)
        XCTAssertEqual(rig.box.presentation.cornerRadius, 0)
        XCTAssertEqual(rig.other.presentation.blurRadius, 0)
        rig.driver.advance(to: 0.5)
        XCTAssertEqual(rig.box.presentation.alpha, 0)
        XCTAssertEqual(rig.box.presentation.cornerRadius, 0)
        assertClose(Double(rig.other.presentation.blurRadius), 5)
        rig.driver.advance(to: 0.75)
        XCTAssertEqual(rig.box.presentation.alpha, 0)
        assertClose(Double(rig.box.presentation.cornerRadius), 10)
        XCTAssertEqual(rig.other.presentation.blurRadius, 10)
        assertClose(rig.x, 75)
        // Scrubbing back shows the keyframes in their windows too.
        a.pauseAnimation()
        a.fractionComplete = 0.1
        assertClose(Double(rig.box.presentation.alpha), 0.8)
        XCTAssertEqual(rig.box.presentation.cornerRadius, 0)
        XCTAssertEqual(rig.other.presentation.blurRadius, 0)
        // Outside any animator the keyframe's changes happen at once.
        PropertyAnimator.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { rig.other.alpha = 0.25 }
        XCTAssertEqual(rig.other.presentation.alpha, 0.25)
    }
}

/// A transform's skew animates linearly with its other components.
final class SkewAnimationTests: XCTestCase {
    func testSkewMovesLinearlyWithTheRestAndLandsExactly() {
        let rig = Rig()
        let a = PropertyAnimator(duration: 1, curve: .linear, driver: rig.driver) {
            rig.box.transform = Transform(translation: CGPoint(x: 40, y: 0), rotation: 0.5, skew: 0.8)
        }
        a.startAnimation()
        rig.driver.advance(to: 0.5)
        let t = rig.box.presentation.transform
        assertClose(Double(t.skew), 0.4)
        assertClose(Double(t.translation.x), 20)
        assertClose(Double(t.rotation), 0.25)
        rig.driver.advance(to: 1.1)
        XCTAssertEqual(rig.box.presentation.transform.skew, 0.8)
        XCTAssertEqual(rig.box.transform.skew, 0.8)
    }

    func testReversedSkewAnimationReturnsToNoSkew() {
        let rig = Rig()
        let a = PropertyAnimator(duration: 1, curve: .easeInOut, driver: rig.driver) {
            rig.box.transform = Transform(skew: -1.5)
        }
        a.startAnimation()
        rig.driver.advance(to: 0.4)
        XCTAssertLessThan(Double(rig.box.presentation.transform.skew), 0)
        a.isReversed = true
        rig.driver.advance(to: 1.5)
        XCTAssertEqual(rig.box.presentation.transform.skew, 0)
        XCTAssertEqual(rig.box.transform, .identity)
    }
}
