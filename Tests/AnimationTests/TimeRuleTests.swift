import FluidTestSupport
import Foundation
import XCTest
import ViewTree
@_spi(AnimationEngine) @testable import Animation

/// R14–R20: direction, continuing, scrubbing, pausing on completion, interruptibility.
final class TimeRuleTests: XCTestCase {
    func testR14_reverseAnyNumberOfTimesRunningOrPaused() {
        let rig = Rig()
        let a = rig.moveBox(to: 100)
        var position: AnimatingPosition?
        a.addCompletion { position = $0 }
        a.startAnimation()
        rig.driver.advance(to: 0.5)
        assertClose(rig.x, 50)
        a.isReversed = true
        rig.driver.advance(to: 0.7)
        assertClose(rig.x, 30)
        a.isReversed = false   // a second flip counts, as in today's UIKit (R14 v2)
        rig.driver.advance(to: 0.8)
        assertClose(rig.x, 40)
        a.pauseAnimation()
        a.isReversed = true    // third flip, while paused
        a.startAnimation()
        rig.driver.advance(to: 0.9)
        assertClose(rig.x, 30)
        a.isReversed = false
        rig.driver.advance(to: 1.0)
        assertClose(rig.x, 40)
        XCTAssertFalse(a.isReversed)
        rig.frames(0.7)
        XCTAssertEqual(position, .end)
        XCTAssertEqual(rig.x, 100)
        XCTAssertTrue(rig.diagnostics.messages.isEmpty)
    }

    /// R14 (v2): flipping `isReversed` maps `fractionComplete` to 1 − f, running or paused, so the
    /// seeds' `if animator.isReversed { fraction *= -1 }` idiom works as written.
    func testR14_reversedFractionCountsInTheCurrentDirection() {
        let rig = Rig()
        let a = rig.moveBox(to: 100)
        a.startAnimation()
        rig.driver.advance(to: 0.3)
        assertClose(a.fractionComplete, 0.3)
        a.isReversed = true
        assertClose(a.fractionComplete, 0.7)
        rig.driver.advance(to: 0.4)
        assertClose(a.fractionComplete, 0.8)
        assertClose(rig.x, 20)
        a.pauseAnimation()
        assertClose(a.fractionComplete, 0.8)
        a.isReversed = false
        assertClose(a.fractionComplete, 0.2)
        a.isReversed = true
        // Scrubbing a reversed animator: the seed idiom, dragging on in the reversed direction.
        var fraction = 0.1
        if a.isReversed { fraction *= -1 }
        a.fractionComplete = 0.8 + fraction * -1
        assertClose(a.fractionComplete, 0.9)
        assertClose(rig.x, 10)
        XCTAssertTrue(rig.diagnostics.messages.isEmpty)
    }

    /// R15 (v2): continuing along the curve from the equivalent point t*: SPEC's numbers.
    func testR15_continueAlongTheCurveFromTheEquivalentPoint() {
        let rig = Rig()
        let a = rig.moveBox(to: 100, curve: .easeInOut)
        var done: Double?
        a.addCompletion { _ in done = rig.driver.now }
        a.fractionComplete = 0.5
        assertClose(rig.x, 50)
        a.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        rig.driver.advance(to: 0.1)
        assertClose(rig.x, 66.81, 0.005)
        rig.driver.advance(to: 0.49)
        XCTAssertNil(done)
        rig.driver.advance(to: 0.5)
        assertClose(done ?? -1, 0.5)

        let rig2 = Rig()
        let b = rig2.moveBox(to: 100, curve: .easeInOut)
        var ended: Double?
        b.addCompletion { _ in ended = rig2.driver.now }
        b.fractionComplete = 0.8
        b.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        assertClose(b.segment.curve.duration, 0.3098, 5e-5, "the rest takes 0.3098 s")
        rig2.driver.advance(to: 0.3)
        XCTAssertNil(ended)
        rig2.driver.advance(to: 0.31)
        XCTAssertNotNil(ended)
    }

    /// R15 (v2), SPEC's example checked only through what the view shows, against a reference
    /// Bézier (plain bisection, not the engine's solver): 1 s ease-in-out, 0 → 100, scrubbed
    /// linearly to 0.5, `continueAnimation(nil, 0)`: x = 66.81 after 0.1 s, done after 0.5 s;
    /// scrubbed to 0.8, the rest takes 0.3098 s. Then a new curve: scrubbed to 0.5 and continued
    /// along ease-in from the point where ease-in reads 0.5, for (1 − t*) × D.
    func testR15_ContinueWithNewCurveMatchesSpecNumbers() {
        func easeInOut(_ x: Double) -> Double { referenceBezier(0.42, 0, 0.58, 1, at: x) }
        func easeIn(_ x: Double) -> Double { referenceBezier(0.42, 0, 1, 1, at: x) }
        /// The time fraction at which `curve` reaches `value` (bisection; the curves rise).
        func timeReaching(_ value: Double, _ curve: (Double) -> Double) -> Double {
            var lo = 0.0, hi = 1.0
            for _ in 0..<60 { let m = (lo + hi) / 2; if curve(m) < value { lo = m } else { hi = m } }
            return (lo + hi) / 2
        }
        assertClose(100 * easeInOut(0.6), 66.81, 0.005, "SPEC's 66.81 is ease-in-out at t* + 0.1")
        assertClose(1 - timeReaching(0.8, easeInOut), 0.3098, 5e-5, "SPEC's 0.3098 s")

        // Scrubbed to 0.5: t* = 0.5 (ease-in-out is symmetric); x(0.1 s) = 66.81; done at 0.5 s.
        let rig = Rig()
        let a = rig.moveBox(to: 100, curve: .easeInOut)
        var doneAt: Double?
        a.addCompletion { _ in doneAt = rig.driver.now }
        a.fractionComplete = 0.5
        a.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        for dt in [0.05, 0.1, 0.2, 0.3, 0.4, 0.45] {
            rig.driver.advance(to: dt)
            assertClose(rig.x, 100 * easeInOut(0.5 + dt), 1e-6, "x at \(dt) s")
            if dt == 0.1 { assertClose(rig.x, 66.81, 0.005, "SPEC: x = 66.81 after 0.1 s") }
        }
        rig.driver.advance(to: 0.4999)
        XCTAssertNil(doneAt)
        rig.driver.advance(to: 0.5)
        XCTAssertEqual(doneAt, 0.5)
        XCTAssertEqual(rig.x, 100)

        // Scrubbed to 0.8: the rest takes 0.3098 s, along the tail of the curve.
        let rig2 = Rig()
        let b = rig2.moveBox(to: 100, curve: .easeInOut)
        var endedAt: Double?
        b.addCompletion { _ in endedAt = rig2.driver.now }
        b.fractionComplete = 0.8
        b.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        let tStar = timeReaching(0.8, easeInOut)
        rig2.driver.advance(to: 0.15)
        assertClose(rig2.x, 100 * easeInOut(tStar + 0.15), 1e-4)
        rig2.driver.advance(to: 0.3097)
        XCTAssertNil(endedAt, "still running just before 0.3098 s")
        rig2.driver.advance(to: 0.3099)
        XCTAssertNotNil(endedAt, "done just after 0.3098 s")

        // A new curve: linear scrub to 0.5, continued along ease-in with k = 0 from its own t*.
        let rig3 = Rig()
        let c = rig3.moveBox(to: 100)
        var cDoneAt: Double?
        c.addCompletion { _ in cDoneAt = rig3.driver.now }
        c.fractionComplete = 0.5
        c.continueAnimation(withTimingParameters: CubicTimingParameters(animationCurve: .easeIn), durationFactor: 0)
        let tEaseIn = timeReaching(0.5, easeIn)
        assertClose(rig3.x, 50, 1e-9, "no jump when the curve changes (R9)")
        rig3.driver.advance(to: 0.1)
        assertClose(rig3.x, 100 * easeIn(tEaseIn + 0.1), 1e-4)
        rig3.driver.advance(to: (1 - tEaseIn) - 1e-4)
        XCTAssertNil(cDoneAt)
        rig3.driver.advance(to: (1 - tEaseIn) + 1e-4)
        XCTAssertNotNil(cDoneAt, "the rest took (1 − t*) × 1 s")
        XCTAssertTrue(rig.diagnostics.messages.isEmpty && rig2.diagnostics.messages.isEmpty && rig3.diagnostics.messages.isEmpty)
    }

    /// R15 (v2): k > 0 makes the remaining 1 − f of the timeline take k × D: the rest takes
    /// (1 − t*)/(1 − f) × k × D.
    func testR15_durationFactorScalesTheOriginalDuration() {
        let rig = Rig()
        let a = rig.moveBox(to: 100, duration: 2, curve: .easeInOut)
        a.fractionComplete = 0.8
        a.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
        let tStar = 1 - 0.3098
        assertClose(a.segment.curve.duration, (1 - tStar) / 0.2 * 0.5 * 2, 1e-3)
        // Linear: t* = f, so the rest takes k × D.
        let rig2 = Rig()
        let b = rig2.moveBox(to: 100, duration: 2)
        b.startAnimation()
        rig2.driver.advance(to: 1)
        b.pauseAnimation()
        b.continueAnimation(withTimingParameters: nil, durationFactor: 2)
        rig2.driver.advance(to: 3)
        assertClose(rig2.x, 75)
        rig2.driver.advance(to: 5)
        XCTAssertEqual(b.state, .inactive)
    }

    func testR15_continueWithFactorAndTimingThenOwnTimingAgain() {
        let rig = Rig()
        let a = rig.moveBox(to: 100, duration: 2)
        var done: Double?
        a.addCompletion { _ in done = rig.driver.now }
        a.startAnimation()
        rig.driver.advance(to: 1)
        a.pauseAnimation()
        a.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)   // rest: 0.5 × 2 s
        XCTAssertTrue(a.isRunning)
        rig.driver.advance(to: 1.5)
        assertClose(rig.x, 75)
        rig.driver.advance(to: 1.99)
        XCTAssertNil(done)
        rig.driver.advance(to: 2)
        XCTAssertEqual(done, 2)
        rig.driver.advance(to: 3)

        // The animator's own duration applies again afterwards.
        a.addAnimations { rig.box.frame.origin.x = 0 }
        a.addCompletion { _ in done = rig.driver.now }   // completions are consumed by each run
        a.startAnimation()
        rig.driver.advance(to: 4)
        assertClose(rig.x, 50)
        rig.driver.advance(to: 5)
        XCTAssertEqual(done, 5)

        // durationFactor 0: the remaining time as it is; the given cubic drives the rest.
        let rig2 = Rig()
        let b = rig2.moveBox(to: 100, duration: 2)
        b.startAnimation()
        rig2.driver.advance(to: 1)
        b.pauseAnimation()
        b.continueAnimation(withTimingParameters: CubicTimingParameters(animationCurve: .easeIn), durationFactor: 0)
        // Along ease-in from where it reads 0.5: t* ≈ 0.7 (R15).
        let easeIn = CubicTimingParameters(animationCurve: .easeIn)
        let tStar = easeIn.bezier.timeFraction(reaching: 0.5)
        assertClose(easeIn.progress(atFraction: tStar), 0.5, 1e-9)
        assertClose(b.segment.curve.duration, (1 - tStar) * 2, 1e-9)
        rig2.driver.advance(to: 1.2)
        assertClose(rig2.x, 100 * easeIn.progress(atFraction: tStar + 0.2 / 2), 1e-6)
        rig2.driver.advance(to: 1 + (1 - tStar) * 2 + 0.01)
        XCTAssertEqual(b.state, .inactive)

        // A spring continues from the current value with its velocity (relative to what remains).
        let rig3 = Rig()
        let c = rig3.moveBox(to: 100, duration: 2)
        c.startAnimation()
        rig3.driver.advance(to: 1)
        c.pauseAnimation()
        c.continueAnimation(withTimingParameters: SpringTimingParameters(dampingRatio: 1, initialVelocity: 2), durationFactor: 0)
        rig3.driver.advance(to: 1.001)
        assertClose((rig3.x - 50) / 0.001, 100, 2, "2 × 50 remaining points per second")

        // Only while paused.
        c.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        XCTAssertEqual(rig3.diagnostics.kinds.last, .illegalState(needs: .paused, found: .running))
    }

    func testR16_fractionCompleteClampsPausesAndNeverCompletesWhilePaused() {
        let rig = Rig()
        let a = rig.moveBox(to: 100)
        var completed = false
        a.addCompletion { _ in completed = true }
        a.fractionComplete = 0.3
        XCTAssertEqual(a.state, .active)
        XCTAssertFalse(a.isRunning)
        assertClose(rig.x, 30)
        a.fractionComplete = 1.5
        XCTAssertEqual(a.fractionComplete, 1)
        XCTAssertEqual(rig.x, 100)
        rig.frames(2)
        XCTAssertEqual(a.state, .active)
        a.fractionComplete = -1
        XCTAssertEqual(a.fractionComplete, 0)
        XCTAssertEqual(rig.x, 0)
        rig.frames(2)
        XCTAssertFalse(completed)
        XCTAssertEqual(a.state, .active)

        // Running: the timeline moves there and keeps running, as today's UIKit does (R16).
        a.startAnimation()
        rig.driver.advance(to: rig.driver.now + 0.2)
        assertClose(rig.x, 20)
        a.fractionComplete = 0.7
        XCTAssertTrue(a.isRunning)
        assertClose(rig.x, 70)
        rig.driver.advance(to: rig.driver.now + 0.1)
        assertClose(rig.x, 80)
        a.fractionComplete = 1
        XCTAssertEqual(a.state, .active, "completes only by running past its end")
        rig.frames(0.05)
        XCTAssertTrue(completed)
        XCTAssertEqual(a.state, .inactive)
    }

    /// R16: read while running, `fractionComplete` is the fraction of time, not of the way.
    func testR16_readWhileRunningIsTheTimeFraction() {
        let rig = Rig()
        let a = rig.moveBox(to: 100, curve: .easeIn)
        a.startAnimation()
        rig.driver.advance(to: 0.5)
        assertClose(rig.x, 31.53568125, 1e-6)
        assertClose(a.fractionComplete, 0.5)
    }

    func testR17_scrubsLinearlyOrAlongTheCurve() {
        let rig = Rig()
        let a = rig.moveBox(to: 100, curve: .easeIn)
        a.pauseAnimation()
        a.fractionComplete = 0.25
        assertClose(rig.x, 25)
        XCTAssertEqual(a.fractionComplete, 0.25)

        let rig2 = Rig()
        let b = rig2.moveBox(to: 100, curve: .easeIn)
        b.scrubsLinearly = false
        b.fractionComplete = 0.25
        assertClose(rig2.x, 100 * 0.0934646507, 1e-6)
        XCTAssertEqual(b.fractionComplete, 0.25)

        // Scrubbed linearly, then started: the rest runs from there in the remaining time.
        a.startAnimation()
        rig.driver.advance(to: 0.75)
        XCTAssertEqual(a.state, .inactive)
        XCTAssertEqual(rig.x, 100)
    }

    /// R17, as UIKit: `scrubsLinearly` set while paused moves nothing when it is set and takes
    /// effect on the next scrub, either way, on a scrubbed or a paused run. 1 s ease-in, 0 → 100:
    /// 50 linearly at 0.5, 31.54 along the curve; 9.35 along the curve at 0.25.
    func testR17_scrubsLinearlySetWhilePausedTakesEffectOnTheNextScrub() {
        let rig = Rig()
        let a = rig.moveBox(to: 100, curve: .easeIn)
        a.pauseAnimation()
        a.fractionComplete = 0.5
        assertClose(rig.x, 50)
        a.scrubsLinearly = false
        assertClose(rig.x, 50, 1e-12, "nothing moves when it is set")
        a.fractionComplete = 0.5
        assertClose(rig.x, 31.5357, 1e-4, "the next scrub follows the curve")
        a.scrubsLinearly = true
        assertClose(rig.x, 31.5357, 1e-4)
        a.fractionComplete = 0.5
        assertClose(rig.x, 50, 1e-12, "and linearly again")

        // Paused mid-run rather than scrubbed.
        let run = Rig()
        let b = run.moveBox(to: 100, curve: .easeIn)
        b.startAnimation()
        run.driver.advance(to: 0.5)
        b.pauseAnimation()
        let held = run.x
        b.scrubsLinearly = false
        run.frames(0.5)
        XCTAssertEqual(run.x, held)
        b.fractionComplete = 0.25
        assertClose(run.x, 100 * 0.0934646507, 1e-6)
        XCTAssertTrue(run.diagnostics.messages.isEmpty)
    }

    func testR18_pausesOnCompletionKeepsTheAnimatorForPlayback() {
        let rig = Rig()
        let a = rig.moveBox(to: 100)
        a.pausesOnCompletion = true
        var completed = false
        a.addCompletion { _ in completed = true }
        a.startAnimation()
        rig.frames(1.1)
        XCTAssertEqual(a.state, .active)
        XCTAssertFalse(a.isRunning)
        XCTAssertEqual(a.fractionComplete, 1)
        XCTAssertEqual(rig.x, 100)
        XCTAssertFalse(completed)
        a.isReversed = true
        XCTAssertEqual(a.fractionComplete, 0, "flipping maps 1 to 0 (R14)")
        a.startAnimation()
        rig.driver.advance(to: rig.driver.now + 0.5)
        assertClose(rig.x, 50)
        rig.frames(0.6)
        XCTAssertEqual(a.state, .active)
        XCTAssertEqual(a.fractionComplete, 1, "at its end in the current direction (R14, R18)")
        XCTAssertEqual(rig.x, 0)
        XCTAssertFalse(completed)
        a.stopAnimation(true)
        XCTAssertEqual(a.state, .inactive)
        a.startAnimation()
        rig.frames(1.1)
        XCTAssertEqual(rig.x, 0, "stopAnimation discarded the animations")
        XCTAssertFalse(completed)
    }

    func testR19_nonInterruptibleRunsToTheEnd() {
        let rig = Rig()
        let a = rig.moveBox(to: 100)
        a.isInterruptible = false
        XCTAssertFalse(a.isInterruptible)
        a.startAnimation()
        rig.driver.advance(to: 0.5)
        a.pauseAnimation()
        a.stopAnimation(false)
        a.fractionComplete = 0.1
        a.isReversed = true
        a.isInterruptible = true
        XCTAssertEqual(rig.diagnostics.messages.count, 5)
        XCTAssertTrue(a.isRunning)
        XCTAssertFalse(a.isInterruptible)
        rig.driver.advance(to: 0.75)
        assertClose(rig.x, 75)
        rig.driver.advance(to: 1)
        XCTAssertEqual(a.state, .inactive)
        a.isInterruptible = true
        XCTAssertTrue(a.isInterruptible)
        XCTAssertEqual(rig.diagnostics.messages.count, 5)
    }

    func testR20_runningPropertyAnimator() {
        let rig = Rig()
        var got: [AnimatingPosition] = []
        let a = rig.driver.run {
            PropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0.5,
                                                     options: [.curveEaseIn, .repeat, .autoreverse],
                                                     animations: { rig.box.frame.origin.x = 100 },
                                                     completion: { got.append($0) })
        }
        XCTAssertTrue(a.isRunning)
        XCTAssertEqual(a.state, .active)
        XCTAssertTrue(a.driver === rig.driver, "found through AnimationDriver.current")
        rig.driver.advance(to: 1)
        assertClose(rig.x, 100 * 0.3153568125, 1e-6)
        rig.driver.advance(to: 1.5)
        XCTAssertEqual(got, [.end])
        rig.frames(3)
        XCTAssertEqual(got, [.end], "no repeat, no autoreverse")
        XCTAssertEqual(rig.x, 100)
    }
}
