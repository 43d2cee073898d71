import FluidTestSupport
import Foundation
import XCTest
import ViewTree
@testable import Animation

/// R1–R9: the animator's states and what moves the values.
final class AnimatorStateRuleTests: XCTestCase {
    func testR1_newAnimatorDefaults() {
        let rig = Rig()
        let a = rig.moveBox(to: 100)
        XCTAssertEqual(a.state, .inactive)
        XCTAssertFalse(a.isRunning)
        XCTAssertEqual(a.fractionComplete, 0)
        XCTAssertFalse(a.isReversed)
        XCTAssertTrue(a.isInterruptible)
        XCTAssertFalse(a.pausesOnCompletion)
        XCTAssertTrue(a.scrubsLinearly)
        XCTAssertEqual(rig.x, 0, "creating an animator moves nothing on screen")
        XCTAssertEqual(rig.box.frame.origin.x, 0, "R10 (v2): the animations run when it becomes active")
        XCTAssertTrue(rig.diagnostics.messages.isEmpty)
    }

    func testR2_startAndStartAfterDelay() {
        let rig = Rig()
        let a = rig.moveBox(to: 100)
        a.startAnimation()
        XCTAssertEqual(a.state, .active)
        XCTAssertTrue(a.isRunning)
        rig.driver.advance(to: 0.5)
        assertClose(rig.x, 50)
        a.pauseAnimation()
        XCTAssertFalse(a.isRunning)
        a.startAnimation()
        XCTAssertTrue(a.isRunning, "paused → running")
        rig.driver.advance(to: 0.75)
        assertClose(rig.x, 75)

        let rig2 = Rig()
        let b = rig2.moveBox(to: 100)
        b.startAnimation(afterDelay: 0.5)
        XCTAssertEqual(b.state, .active, "active at once")
        XCTAssertEqual(b.delay, 0.5)
        rig2.driver.advance(to: 0.3)
        XCTAssertEqual(rig2.x, 0, "nothing moves during the delay")
        rig2.driver.advance(to: 1.0)
        assertClose(rig2.x, 50)
        rig2.driver.advance(to: 1.5)
        XCTAssertEqual(b.state, .inactive)
        XCTAssertEqual(rig2.x, 100)
    }

    func testR3_pause() {
        let rig = Rig()
        let a = rig.moveBox(to: 100)
        a.pauseAnimation()
        XCTAssertEqual(a.state, .active)
        XCTAssertFalse(a.isRunning)
        rig.frames(2)
        XCTAssertEqual(a.state, .active, "a paused animator never completes")
        XCTAssertEqual(rig.x, 0)
        a.startAnimation()
        rig.driver.advance(to: rig.driver.now + 0.25)
        assertClose(rig.x, 25)
        a.pauseAnimation()
        XCTAssertEqual(a.state, .active)
        XCTAssertFalse(a.isRunning)
        rig.frames(1)
        assertClose(rig.x, 25)
    }

    func testR4_naturalEndRunsCompletionsInOrderThenConsumesAnimations() {
        let rig = Rig()
        let a = rig.moveBox(to: 100)
        var log: [String] = []
        a.addCompletion { log.append("first \($0)") }
        a.addCompletion { log.append("second \($0)") }
        a.startAnimation()
        rig.frames(0.99)
        XCTAssertTrue(log.isEmpty)
        rig.frames(0.05)
        XCTAssertEqual(a.state, .inactive)
        XCTAssertFalse(a.isRunning)
        XCTAssertEqual(log, ["first .end", "second .end"])
        XCTAssertEqual(rig.x, 100)
        XCTAssertEqual(rig.box.frame.origin.x, 100)
        rig.frames(1)
        XCTAssertEqual(log.count, 2, "each completion runs once")

        // Consumed: starting again with nothing added is R4's empty start (testR4_startWithNoAnimations…).
        XCTAssertEqual(a.fractionComplete, 0)
        XCTAssertFalse(a.isReversed)

        // Reversed: completes at .start, values and model back at the start.
        let rig2 = Rig()
        let b = rig2.moveBox(to: 100)
        var position: AnimatingPosition?
        b.addCompletion { position = $0 }
        b.startAnimation()
        rig2.frames(0.4)
        b.isReversed = true
        rig2.frames(1)
        XCTAssertEqual(position, .start)
        XCTAssertEqual(rig2.x, 0)
        XCTAssertEqual(rig2.box.frame.origin.x, 0, "model follows the position it ended at")
        XCTAssertFalse(b.isReversed, "R4 (v2): clean after a natural end")
    }

    /// R4 (v2): started with no animations, an animator is `.active` and paused until some are
    /// added, and never completes on its own; added animations then run.
    func testR4_startWithNoAnimationsWaitsActiveAndPausedAndNeverCompletes() {
        let rig = Rig()
        let a = PropertyAnimator(duration: 1, curve: .linear, driver: rig.driver)
        var completed: AnimatingPosition?
        a.addCompletion { completed = $0 }
        a.startAnimation()
        XCTAssertEqual(a.state, .active)
        XCTAssertFalse(a.isRunning)
        rig.frames(5)
        XCTAssertEqual(a.state, .active, "never completes on its own")
        XCTAssertNil(completed)
        XCTAssertEqual(rig.driver.runningCount, 0)
        a.addAnimations { rig.box.frame.origin.x = 100 }
        XCTAssertTrue(a.isRunning, "runs once animations arrive")
        rig.driver.advance(to: rig.driver.now + 0.5)
        assertClose(rig.x, 50)
        rig.frames(0.6)
        XCTAssertEqual(completed, .end)
        XCTAssertEqual(a.state, .inactive)
        XCTAssertTrue(rig.diagnostics.messages.isEmpty, "\(rig.diagnostics.messages)")
    }

    /// R4 (v2): the same after a natural end consumed the animations.
    func testR4_startAfterAnimationsWereConsumedWaitsForNewOnes() {
        let rig = Rig()
        let a = rig.moveBox(to: 100)
        a.startAnimation()
        rig.frames(1.1)
        XCTAssertEqual(a.state, .inactive)
        rig.box.frame.origin.x = 30
        a.startAnimation()
        XCTAssertEqual(a.state, .active)
        XCTAssertFalse(a.isRunning)
        rig.frames(3)
        XCTAssertEqual(a.state, .active)
        XCTAssertEqual(rig.x, 30, "changes nothing")
        a.stopAnimation(true)
        XCTAssertEqual(a.state, .inactive)
    }

    /// R3 (v2): pausing an animator with no animations does nothing.
    func testR3_pauseWithNoAnimationsDoesNothing() {
        let rig = Rig()
        let a = PropertyAnimator(duration: 1, curve: .linear, driver: rig.driver)
        a.pauseAnimation()
        XCTAssertEqual(a.state, .inactive)
        XCTAssertTrue(rig.diagnostics.messages.isEmpty)
    }

    func testR5_stopWithoutFinishing() {
        let rig = Rig()
        let a = rig.moveBox(to: 100)
        var ran = false
        a.addCompletion { _ in ran = true }
        a.startAnimation()
        rig.driver.advance(to: 0.4)
        a.stopAnimation(true)
        XCTAssertEqual(a.state, .inactive)
        assertClose(rig.x, 40)
        assertClose(Double(rig.box.frame.origin.x), 40, 1e-9, "model = presentation")
        rig.frames(2)
        XCTAssertFalse(ran)
        assertClose(rig.x, 40)
        a.startAnimation()
        XCTAssertFalse(a.isRunning, "animations were discarded: it waits for new ones (R4)")
        rig.frames(1.1)
        assertClose(rig.x, 40, 1e-9, "animations were discarded")

        // On an inactive animator: discards nothing, changes nothing.
        let rig2 = Rig()
        let b = rig2.moveBox(to: 100)
        b.stopAnimation(true)
        XCTAssertEqual(b.state, .inactive)
        b.startAnimation()
        rig2.frames(1.1)
        XCTAssertEqual(rig2.x, 100)
        XCTAssertTrue(rig2.diagnostics.messages.isEmpty)
    }

    /// R5 (v2): a reversed animator stopped is no longer reversed; model = presentation.
    func testR5_stopLeavesIsReversedFalse() {
        let rig = Rig()
        let a = rig.moveBox(to: 100)
        a.startAnimation()
        rig.driver.advance(to: 0.6)
        a.isReversed = true
        rig.driver.advance(to: 0.8)
        assertClose(rig.x, 40)
        a.stopAnimation(true)
        XCTAssertFalse(a.isReversed)
        assertClose(Double(rig.box.frame.origin.x), 40)
    }

    /// R6 (v2): `stopAnimation(false)` sets the model to the presented values, and leaves
    /// `isReversed == false`; `finishAnimation(at: .end)` then puts both at the end.
    func testR6_stopFalseSetsTheModelToThePresentedValues() {
        let rig = Rig()
        let a = PropertyAnimator(duration: 1, curve: .linear, driver: rig.driver) {
            rig.box.frame.origin.x = 100
            rig.box.alpha = 0
        }
        a.startAnimation()
        rig.driver.advance(to: 0.5)
        a.isReversed = true
        rig.driver.advance(to: 0.6)
        a.stopAnimation(false)
        XCTAssertEqual(a.state, .stopped)
        XCTAssertFalse(a.isReversed)
        assertClose(Double(rig.box.frame.origin.x), 40)
        assertClose(Double(rig.box.alpha), 0.6)
        XCTAssertEqual(rig.box.model, rig.box.presentation)
        a.finishAnimation(at: .end)
        XCTAssertEqual(rig.box.frame.origin.x, 100)
        XCTAssertEqual(rig.box.alpha, 0)
        XCTAssertEqual(rig.box.model, rig.box.presentation)
    }

    func testR6_stopThenFinishAt() {
        for (position, expected) in [(AnimatingPosition.end, 100.0), (.start, 0), (.current, 40)] {
            let rig = Rig()
            let a = rig.moveBox(to: 100)
            var got: [AnimatingPosition] = []
            a.addCompletion { got.append($0) }
            a.startAnimation()
            rig.driver.advance(to: 0.4)
            a.stopAnimation(false)
            XCTAssertEqual(a.state, .stopped)
            XCTAssertFalse(a.isRunning)
            rig.frames(1)
            assertClose(rig.x, 40, 1e-9, "frozen while stopped")
            XCTAssertTrue(got.isEmpty)
            a.finishAnimation(at: position)
            XCTAssertEqual(a.state, .inactive)
            XCTAssertEqual(got, [position])
            assertClose(rig.x, expected)
            assertClose(Double(rig.box.frame.origin.x), expected)
        }
    }

    /// R4–R6 (v2), in one place: a reversed animator is clean (`isReversed == false`) after a
    /// natural end, after `stopAnimation(true)`, after `stopAnimation(false)` and after the
    /// `finishAnimation(at:)` that follows, whatever position it finishes at.
    func testR4R5R6_isReversedIsFalseAfterNaturalEndAndEveryStop() {
        func reversedRunning() -> (Rig, PropertyAnimator) {
            let rig = Rig()
            let a = rig.moveBox(to: 100)
            a.startAnimation()
            rig.driver.advance(to: 0.5)
            a.isReversed = true
            rig.driver.advance(to: 0.6)
            XCTAssertTrue(a.isReversed)
            return (rig, a)
        }
        // Natural end (R4): back at the start, clean.
        var (rig, a) = reversedRunning()
        rig.frames(1)
        XCTAssertEqual(a.state, .inactive)
        XCTAssertFalse(a.isReversed, "R4: after a natural end")
        XCTAssertEqual(a.fractionComplete, 0)
        XCTAssertEqual(rig.x, 0)
        // stopAnimation(true) (R5).
        (rig, a) = reversedRunning()
        a.stopAnimation(true)
        XCTAssertFalse(a.isReversed, "R5: after stopAnimation(true)")
        assertClose(Double(rig.box.frame.origin.x), 40)
        // Paused and reversed, then stopAnimation(true) (R5).
        (rig, a) = reversedRunning()
        a.pauseAnimation()
        a.stopAnimation(true)
        XCTAssertFalse(a.isReversed, "R5: after stopAnimation(true) while paused")
        // stopAnimation(false), then each finishAnimation(at:) (R6).
        for (position, x) in [(AnimatingPosition.end, 100.0), (.start, 0), (.current, 40)] {
            (rig, a) = reversedRunning()
            a.stopAnimation(false)
            XCTAssertEqual(a.state, .stopped)
            XCTAssertFalse(a.isReversed, "R6: after stopAnimation(false)")
            assertClose(Double(rig.box.frame.origin.x), 40, 1e-9, "R6: the model is the presented value")
            a.finishAnimation(at: position)
            XCTAssertEqual(a.state, .inactive)
            XCTAssertFalse(a.isReversed, "R6: after finishAnimation(at: \(position))")
            assertClose(rig.x, x)
        }
        XCTAssertTrue(rig.diagnostics.messages.isEmpty)
    }

    /// Every illegal call is reported (call, needed state, found state) and changes nothing.
    func testR7_illegalCallsAreReportedNotFatal() {
        func check(_ name: String, setUp: (Rig, PropertyAnimator) -> Void, call: (PropertyAnimator) -> Void,
                   file: StaticString = #filePath, line: UInt = #line) {
            let rig = Rig()
            let a = rig.moveBox(to: 100)
            setUp(rig, a)
            let before = (a.state, a.isRunning, a.fractionComplete, a.isReversed, a.isInterruptible, rig.x)
            let count = rig.diagnostics.messages.count
            call(a)
            XCTAssertEqual(rig.diagnostics.messages.count, count + 1, "\(name) not reported", file: file, line: line)
            if let m = rig.diagnostics.messages.last {
                XCTAssertTrue(m.call.contains(name), "\(m)", file: file, line: line)
                guard case .illegalState(_, let found) = m.kind else {
                    return XCTFail("\(name): \(m.kind) is not an illegal-state report", file: file, line: line)
                }
                XCTAssertEqual(found.state, before.0, "\(m)", file: file, line: line)
            }
            let after = (a.state, a.isRunning, a.fractionComplete, a.isReversed, a.isInterruptible, rig.x)
            XCTAssert(before == after, "\(name) changed state: \(before) → \(after)", file: file, line: line)
        }
        let stopped: (Rig, PropertyAnimator) -> Void = { rig, a in
            a.startAnimation(); rig.frames(0.2); a.stopAnimation(false)
        }
        let running: (Rig, PropertyAnimator) -> Void = { rig, a in a.startAnimation(); rig.frames(0.2) }
        let rigid: (Rig, PropertyAnimator) -> Void = { rig, a in
            a.isInterruptible = false; a.startAnimation(); rig.frames(0.2)
        }
        check("finishAnimation", setUp: { _, _ in }, call: { $0.finishAnimation(at: .end) })
        check("finishAnimation", setUp: running, call: { $0.finishAnimation(at: .end) })
        check("startAnimation", setUp: stopped, call: { $0.startAnimation() })
        check("pauseAnimation", setUp: stopped, call: { $0.pauseAnimation() })
        check("addAnimations", setUp: stopped, call: { $0.addAnimations {} })
        check("continueAnimation", setUp: stopped, call: { $0.continueAnimation(withTimingParameters: nil, durationFactor: 0) })
        check("continueAnimation", setUp: running, call: { $0.continueAnimation(withTimingParameters: nil, durationFactor: 0) })
        check("continueAnimation", setUp: { _, _ in }, call: { $0.continueAnimation(withTimingParameters: nil, durationFactor: 0) })
        check("isInterruptible", setUp: running, call: { $0.isInterruptible = false })
        check("pauseAnimation", setUp: rigid, call: { $0.pauseAnimation() })
        check("stopAnimation", setUp: rigid, call: { $0.stopAnimation(true) })
        check("fractionComplete", setUp: rigid, call: { $0.fractionComplete = 0.5 })
        check("isReversed", setUp: rigid, call: { $0.isReversed = true })
        // (v2) stopping a stopped animator, and a delayed start of a paused one.
        check("stopAnimation", setUp: stopped, call: { $0.stopAnimation(true) })
        check("stopAnimation", setUp: stopped, call: { $0.stopAnimation(false) })
        check("startAnimation(afterDelay:)", setUp: { rig, a in a.startAnimation(); rig.frames(0.2); a.pauseAnimation() },
              call: { $0.startAnimation(afterDelay: 0.1) })
    }

    /// R8 (v2): a duration of exactly 0 means UIKit's 0.2 s, and is not reported.
    func testR8_durationZeroIsTwoTenthsOfASecond() {
        let rig = Rig()
        let a = rig.moveBox(to: 100, duration: 0)
        XCTAssertEqual(a.duration, 0.2)
        XCTAssertTrue(rig.diagnostics.messages.isEmpty)
        a.startAnimation()
        rig.driver.advance(to: 0.1)
        assertClose(rig.x, 50)
        rig.driver.advance(to: 0.2)
        XCTAssertEqual(a.state, .inactive)
        XCTAssertEqual(rig.x, 100)
    }

    /// Invalid numbers never reach a view and are reported.
    func testR8_invalidNumbersAreRejectedOrClampedAndReported() {
        let rig = Rig()
        let bad: [(String, () -> PropertyAnimator)] = [
            ("duration NaN", { PropertyAnimator(duration: .nan, curve: .linear, driver: rig.driver) { rig.box.alpha = 0.5 } }),
            ("duration -1", { PropertyAnimator(duration: -1, curve: .linear, driver: rig.driver) { rig.box.alpha = 0.5 } }),
            ("duration inf", { PropertyAnimator(duration: .infinity, curve: .linear, driver: rig.driver) { rig.box.alpha = 0.5 } }),
            ("damping ratio 0", { PropertyAnimator(duration: 1, dampingRatio: 0, driver: rig.driver) { rig.box.alpha = 0.5 } }),
            ("damping ratio -1", { PropertyAnimator(duration: 1, dampingRatio: -1, driver: rig.driver) { rig.box.alpha = 0.5 } }),
            ("mass 0", { PropertyAnimator(duration: 1, timingParameters: SpringTimingParameters(mass: 0, stiffness: 100, damping: 10), driver: rig.driver) }),
            ("stiffness -5", { PropertyAnimator(duration: 1, timingParameters: SpringTimingParameters(mass: 1, stiffness: -5, damping: 10), driver: rig.driver) }),
            ("control point NaN", { PropertyAnimator(duration: 1, controlPoint1: CGPoint(x: Double.nan, y: 0), controlPoint2: CGPoint(x: 1, y: 1), driver: rig.driver) }),
        ]
        for (name, make) in bad {
            let count = rig.diagnostics.messages.count
            let a = make()
            XCTAssertGreaterThan(rig.diagnostics.messages.count, count, "\(name) not reported")
            XCTAssertTrue(a.duration.isFinite && a.duration >= 0, name)
            a.startAnimation()
            rig.frames(0.3)
            XCTAssertTrue(allFinite(rig.box), name)
        }

        let a = rig.moveBox(to: 300)
        var count = rig.diagnostics.messages.count
        a.startAnimation(afterDelay: -2)
        XCTAssertEqual(rig.diagnostics.messages.count, count + 1, "negative delay")
        rig.frames(0.2)
        a.pauseAnimation()
        count = rig.diagnostics.messages.count
        let f = a.fractionComplete
        a.fractionComplete = .nan
        XCTAssertEqual(a.fractionComplete, f, "NaN fraction rejected")
        a.fractionComplete = .infinity
        XCTAssertEqual(a.fractionComplete, f, "infinite fraction rejected")
        XCTAssertEqual(rig.diagnostics.messages.count, count + 2)
        a.addAnimations({ rig.box.alpha = 0.2 }, delayFactor: 7)
        a.addAnimations({ rig.box.cornerRadius = 9 }, delayFactor: -.nan)
        XCTAssertEqual(rig.diagnostics.messages.count, count + 4)
        a.continueAnimation(withTimingParameters: nil, durationFactor: -3)
        XCTAssertEqual(rig.diagnostics.messages.count, count + 5)
        XCTAssertTrue(a.isRunning, "clamped factor still continues")
        rig.driver.advance(to: .nan)
        XCTAssertEqual(rig.diagnostics.messages.count, count + 6)
        PropertyAnimator(duration: 1, curve: .linear, driver: rig.driver) {
            rig.box.alpha = .nan
            rig.box.frame = CGRect(x: Double.infinity, y: 0, width: 1, height: 1)
        }.startAnimation()
        rig.frames(2)
        XCTAssertTrue(allFinite(rig.box))
    }

    /// Values move continuously through pause, resume, reverse and continue.
    func testR9_noJumpOnPauseResumeReverseContinue() {
        let rig = Rig()
        let a = rig.moveBox(to: 100, curve: .easeInOut)
        var samples: [Double] = [rig.x]
        func frames(_ seconds: Double) {
            let end = rig.driver.now + seconds
            while rig.driver.now < end - 1e-9 {
                rig.driver.advance(to: min(end, rig.driver.now + 1.0 / 60))
                samples.append(rig.x)
            }
        }
        func act(_ body: () -> Void) { samples.append(rig.x); body(); samples.append(rig.x) }
        act { a.startAnimation() }
        frames(0.4)
        act { a.pauseAnimation() }
        frames(0.2)
        act { a.startAnimation() }
        frames(0.1)
        act { a.isReversed = true }
        frames(0.2)
        act { a.isReversed = false }
        frames(0.1)
        act { a.pauseAnimation() }
        act { a.continueAnimation(withTimingParameters: SpringTimingParameters(dampingRatio: 0.9), durationFactor: 1.5) }
        frames(0.1)
        act { a.isReversed = true }   // a continued run is not retraceable: a new run from here
        frames(0.1)
        act { a.pauseAnimation() }
        act { a.continueAnimation(withTimingParameters: CubicTimingParameters(animationCurve: .easeOut), durationFactor: 0) }
        frames(2)
        XCTAssertEqual(a.state, .inactive)
        let jumps = zip(samples, samples.dropFirst()).map { abs($1 - $0) }
        XCTAssertLessThan(jumps.max() ?? 0, 4.5, "largest step between samples")
    }
}
