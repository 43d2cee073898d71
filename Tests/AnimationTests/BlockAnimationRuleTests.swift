import FluidTestSupport
import Foundation
import XCTest
import ViewTree
@testable import Animation

/// R13a (v3): the `View.animate` front ends, the default cubic and a fresh reversed animator
/// behave as UIKit's.
final class BlockAnimationRuleTests: XCTestCase {
    private func alpha(_ rig: Rig) -> Double { Double(rig.box.presentation.alpha) }

    /// `withDuration: 0` sets the values at once: 0.1 s later alpha is 0 (a 0.2 s animation
    /// would show 0.5); the completion runs on the next frame, told it finished.
    func testR13a_animateWithDurationZeroAppliesAtOnce() {
        let rig = Rig()
        var finished: Bool?
        rig.driver.run {
            View.animate(withDuration: 0, animations: { rig.box.alpha = 0 }, completion: { finished = $0 })
        }
        XCTAssertEqual(alpha(rig), 0, "at once")
        XCTAssertNil(finished, "not before the next frame")
        XCTAssertTrue(rig.driver.hasRunningAnimators, "a frame is due for the completion")
        rig.driver.advance(to: 0.1)
        XCTAssertEqual(alpha(rig), 0)
        XCTAssertEqual(finished, true)
        XCTAssertEqual(rig.driver.runningCount, 0)
        XCTAssertFalse(rig.driver.hasRunningAnimators)
        XCTAssertTrue(rig.diagnostics.messages.isEmpty)
    }

    /// A negative or non-finite duration is reported (R8) and sets the values at once.
    func testR13a_invalidDurationIsReportedAndAppliesAtOnce() {
        let rig = Rig()
        rig.driver.run {
            View.animate(withDuration: -1) { rig.box.alpha = 0.3 }
            View.animate(withDuration: .nan) { rig.box.cornerRadius = 8 }
        }
        assertClose(alpha(rig), 0.3)
        XCTAssertEqual(rig.box.presentation.cornerRadius, 8)
        XCTAssertEqual(rig.diagnostics.messages.map(\.kind), [.invalidArgument, .invalidArgument])
    }

    /// A 1 s `[.repeat, .autoreverse, .curveLinear]` fade: at 1.5 s alpha is 0.5 (halfway back),
    /// and the completion has not run.
    func testR13a_repeatAndAutoreverseLoop() {
        let rig = Rig()
        var finished: Bool?
        rig.driver.run {
            View.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
                         animations: { rig.box.alpha = 0 }, completion: { finished = $0 })
        }
        rig.until(1.5)
        assertClose(alpha(rig), 0.5, 1e-9)
        XCTAssertNil(finished)
        rig.driver.advance(to: 2.25)
        assertClose(alpha(rig), 0.75, 1e-9, "forwards again from 2 s")
        XCTAssertEqual(rig.box.alpha, 0, "the model value is the end value throughout")
        rig.frames(20)
        XCTAssertNil(finished)
    }

    /// `.repeat` alone starts again from the start; the legs keep time exactly whatever the
    /// frames (here ten frames a second).
    func testR13a_repeatWithoutAutoreverseStartsOverFromTheStart() {
        let rig = Rig()
        rig.driver.run {
            View.animate(withDuration: 1, delay: 0.5, options: [.repeat, .curveLinear], animations: { rig.box.frame.origin.x = 100 })
        }
        rig.driver.advance(by: 2.75, frameInterval: 0.1)
        assertClose(rig.x, 25, 1e-9, "0.5 s delay, then 1 s legs: 2.75 s is a quarter into the third")
    }

    /// `.autoreverse` alone: there and back once, then it finishes showing the end values (the
    /// model's, as UIKit does) and the completion is told it finished.
    func testR13a_autoreverseAloneGoesThereAndBackThenShowsTheEnd() {
        let rig = Rig()
        var finished: Bool?
        rig.driver.run {
            View.animate(withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear],
                         animations: { rig.box.frame.origin.x = 100 }, completion: { finished = $0 })
        }
        rig.driver.advance(to: 1.5)
        assertClose(rig.x, 50, 1e-9)
        XCTAssertNil(finished)
        rig.driver.advance(to: 2)
        XCTAssertEqual(finished, true)
        XCTAssertEqual(rig.x, 100)
        XCTAssertEqual(rig.driver.runningCount, 0)
    }

    /// `CubicTimingParameters()` is Core Animation's default curve (0.25, 0.1, 0.25, 1): x 0 → 100
    /// over 1 s is at 80.24 at 0.5 s and 40.85 at 0.25 s.
    func testR13a_defaultCubicIsCoreAnimationsDefault() {
        let rig = Rig()
        let animator = PropertyAnimator(duration: 1, timingParameters: CubicTimingParameters(), driver: rig.driver) {
            rig.box.frame.origin.x = 100
        }
        XCTAssertEqual(CubicTimingParameters().controlPoint1, CGPoint(x: 0.25, y: 0.1))
        XCTAssertEqual(CubicTimingParameters().controlPoint2, CGPoint(x: 0.25, y: 1))
        animator.startAnimation()
        rig.driver.advance(to: 0.25)
        assertClose(rig.x, 40.85, 0.005)
        rig.driver.advance(to: 0.5)
        assertClose(rig.x, 80.24, 0.005)
        assertClose(rig.x, 100 * referenceBezier(0.25, 0.1, 0.25, 1, at: 0.5), 1e-4)
    }

    /// A fresh animator set `isReversed = true` becomes `.active`, paused at its end (x 100 for
    /// a 0 → 100 move); started, it plays back to the start.
    func testR13a_freshAnimatorReversedIsActivePausedAtItsEnd() {
        let rig = Rig()
        let animator = rig.moveBox(to: 100)
        var ended: AnimatingPosition?
        animator.addCompletion { ended = $0 }
        animator.isReversed = true
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        assertClose(rig.x, 100, 1e-9)
        rig.frames(0.5)
        assertClose(rig.x, 100, 1e-9, "paused")
        animator.startAnimation()
        rig.frames(0.25)
        assertClose(rig.x, 75, 1e-9)
        rig.frames(1)
        XCTAssertEqual(ended, .start)
        XCTAssertEqual(rig.x, 0)
        XCTAssertTrue(rig.diagnostics.messages.isEmpty)
    }

    /// Setting `isReversed = false` on a fresh animator, or reversing one with no animations,
    /// changes nothing.
    func testR13a_reversingWithoutEffectLeavesAFreshAnimatorInactive() {
        let rig = Rig()
        let animator = rig.moveBox(to: 100)
        animator.isReversed = false
        XCTAssertEqual(animator.state, .inactive)
        let empty = PropertyAnimator(duration: 1, curve: .linear, driver: rig.driver)
        empty.isReversed = true
        XCTAssertEqual(empty.state, .inactive)
        XCTAssertEqual(rig.x, 0)
    }

    /// Views animated by `View.animate` take no touches (nor do their subviews) until it ends;
    /// with `.allowUserInteraction` they are hit-tested at their model values; views moved by an
    /// animator are hit where they are drawn, as before. `box` moves x 0 → 200 over 1 s; at
    /// 0.5 s it is drawn over x 100…200 and its model is at 200…300.
    func testR13a_blockAnimatedViewsTakeNoTouchesUnlessAllowedThenAtTheirModelValues() {
        func hits(_ options: AnimationOptions?, at x: CGFloat) -> String? {
            let rig = Rig()
            let child = View(frame: CGRect(x: 10, y: 10, width: 80, height: 80), name: "child")
            rig.box.addSubview(child)
            if let options {
                rig.driver.run {
                    View.animate(withDuration: 1, delay: 0, options: options.union(.curveLinear),
                                 animations: { rig.box.frame.origin.x = 200 })
                }
            } else {
                rig.moveBox(to: 200).startAnimation()
            }
            rig.driver.advance(to: 0.5)
            return rig.root.hitTest(CGPoint(x: x, y: 5))?.name
        }
        XCTAssertEqual(hits([], at: 150), "root", "drawn there, but it takes no touches")
        XCTAssertEqual(hits([], at: 250), "root", "nor where it is going")
        XCTAssertEqual(hits([.allowUserInteraction], at: 150), "root", "not where it is drawn")
        XCTAssertEqual(hits([.allowUserInteraction], at: 250), "box", "where its model is")
        XCTAssertEqual(hits(nil, at: 150), "box", "an animator's view: where it is drawn")
        XCTAssertEqual(hits(nil, at: 250), "root")

        // A subview of a view that takes no touches takes none either; once the animation
        // ends, both take touches again.
        let rig = Rig()
        let child = View(frame: CGRect(x: 10, y: 10, width: 80, height: 80), name: "child")
        rig.box.addSubview(child)
        rig.driver.run { View.animate(withDuration: 1) { rig.box.alpha = 0.5 } }
        rig.driver.advance(to: 0.5)
        XCTAssertEqual(rig.root.hitTest(CGPoint(x: 50, y: 50))?.name, "root")
        rig.driver.advance(to: 1)
        XCTAssertEqual(rig.root.hitTest(CGPoint(x: 50, y: 50))?.name, "child")
        XCTAssertEqual(rig.box.animatedHitTesting, .presentedValues)
    }

    /// An owner going away (`stopAll`, a scene switched out) stops a repeating `View.animate`,
    /// whose views take touches again, and drops a completion waiting for the next frame.
    func testStopAllEndsRepeatingBlockAnimationsAndDropsWaitingCompletions() {
        let rig = Rig()
        var completions = 0
        rig.driver.run {
            View.animate(withDuration: 1, delay: 0, options: [.repeat], animations: { rig.box.alpha = 0.5 },
                         completion: { _ in completions += 1 })
            View.animate(withDuration: 0, animations: { rig.other.alpha = 0.5 }, completion: { _ in completions += 1 })
        }
        rig.frames(0.5)
        XCTAssertEqual(rig.box.animatedHitTesting, .ignoresTouches)
        rig.driver.run { View.animate(withDuration: 0, animations: { rig.other.alpha = 0.4 }, completion: { _ in completions += 1 }) }
        rig.driver.stopAll()
        rig.frames(2)
        XCTAssertEqual(completions, 1, "the first no-duration completion ran on the frame after it; nothing since")
        XCTAssertEqual(rig.box.animatedHitTesting, .presentedValues)
        XCTAssertFalse(rig.driver.hasRunningAnimators)
    }
}
