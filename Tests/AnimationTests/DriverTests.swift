import FluidTestSupport
import Foundation
import XCTest
import ViewTree
@testable import Animation

/// The driver, diagnostics, groups and velocity handoff.
final class DriverTests: XCTestCase {
    func testAmbientDriverAndExplicitDriver() {
        let driver = AnimationDriver()
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let a = driver.run { PropertyAnimator(duration: 1, curve: .easeOut) { view.alpha = 0 } }
        XCTAssertTrue(a.driver === driver)
        XCTAssertTrue(a.diagnostics === driver.diagnostics)
        XCTAssertNil(AnimationDriver.current, "only inside run { }")
        let other = AnimationDriver()
        let b = driver.run { PropertyAnimator(duration: 1, curve: .linear, driver: other) }
        XCTAssertTrue(b.driver === other, "an explicit driver wins")
    }

    /// Issue 52: a driver runs a throwaway animation when it is made (the runtime's first uses
    /// out of the first release's frame); the new driver shows nothing of it.
    func testANewDriverShowsNothingOfItsWarmUp() {
        var heard: [String] = []
        let driver = AnimationDriver(time: 5, diagnostics: Diagnostics(handler: { heard.append($0.description) }))
        XCTAssertEqual(driver.now, 5)
        XCTAssertEqual(driver.runningCount, 0)
        XCTAssertFalse(driver.hasRunningAnimators)
        XCTAssertEqual(heard, [])
    }

    func testTheWarmUpIsValidUse() {
        var heard: [String] = []
        AnimationDriver.warmRuntimeTypes(diagnostics: Diagnostics(handler: { heard.append($0.description) }))
        XCTAssertEqual(heard, [], "the warm-up's calls are all allowed where it makes them")
    }

    /// An animator holds its driver: one left in the driver's list would keep both alive, a
    /// leak with every driver made (ASan's leak check found it in the first version).
    func testTheWarmUpLeavesNothingAlive() {
        weak var weakDriver: AnimationDriver?
        do {
            let driver = AnimationDriver(time: 0, diagnostics: Diagnostics(), warmsUp: false)
            weakDriver = driver
            AnimationDriver.runThrowawayAnimations(on: driver)
            XCTAssertEqual(driver.runningCount, 0)
        }
        XCTAssertNil(weakDriver, "the warm-up's driver outlived it")
    }

    func testAnAnimatorWithoutADriverReportsInsteadOfCrashing() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let a = PropertyAnimator(duration: 1, curve: .linear) { view.frame.origin.x = 100 }
        XCTAssertNil(a.driver)
        a.startAnimation()
        XCTAssertEqual(a.state, .inactive)
        XCTAssertEqual(a.diagnostics.kinds, [.noDriver])
        a.fractionComplete = 0.5   // scrubbing needs no clock
        XCTAssertEqual(view.presentation.frame.origin.x, 50)
        a.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        XCTAssertEqual(a.diagnostics.messages.count, 2)
        XCTAssertFalse(a.isRunning)
    }

    func testDiagnosticsHandlerAndBoundedHistory() {
        var seen: [String] = []
        let diagnostics = Diagnostics(capacity: 10) { seen.append($0.call) }
        let driver = AnimationDriver(diagnostics: diagnostics)
        let a = PropertyAnimator(duration: 1, curve: .linear, driver: driver)
        for _ in 0..<25 { a.finishAnimation(at: .end) }
        XCTAssertEqual(seen.count, 25)
        XCTAssertEqual(diagnostics.messages.count, 10)
        XCTAssertEqual(diagnostics.messages.last?.description,
                       "finishAnimation(at:): needs .stopped, found .inactive; ignored")
        XCTAssertEqual(diagnostics.messages.last?.kind, .illegalState(needs: .stopped, found: .inactive))
    }

    func testFinishedAnimatorsAreReleasedOverALongSession() {
        let rig = Rig()
        weak var weakest: PropertyAnimator?
        for i in 0..<2000 {
            let a = PropertyAnimator.runningPropertyAnimator(withDuration: 0.05, delay: 0, driver: rig.driver,
                                                             animations: { rig.box.frame.origin.x = CGFloat(i % 300) })
            if i == 0 { weakest = a }
            rig.frames(1.0 / 60)
        }
        rig.frames(0.2)
        XCTAssertEqual(rig.driver.runningCount, 0)
        XCTAssertNil(weakest, "released once finished")
        XCTAssertFalse(rig.driver.hasRunningAnimators)
    }

    /// The frame loop streams tracks from memory: keep them small (see `Track`).
    func testTracksStayCompact() {
        XCTAssertLessThanOrEqual(MemoryLayout<Track>.stride, 128)
    }

    func testStoppingAndRestartingBetweenFramesStepsOnceAndPausingManyIsCheap() {
        let rig = Rig()
        let a = rig.moveBox(to: 100)
        a.startAnimation()
        rig.driver.advance(to: 0.25)
        a.pauseAnimation()
        a.startAnimation()
        a.pauseAnimation()
        a.startAnimation()
        XCTAssertEqual(rig.driver.runningCount, 1)
        rig.driver.advance(to: 0.5)
        assertClose(rig.x, 50)
        let many = (0..<5000).map { _ in
            PropertyAnimator(duration: 1, curve: .linear, driver: rig.driver) { rig.other.alpha = 0.5 }
        }
        many.forEach { $0.startAnimation() }
        XCTAssertEqual(rig.driver.runningCount, 5001)
        many.forEach { $0.pauseAnimation() }
        XCTAssertEqual(rig.driver.runningCount, 1)
        rig.driver.advance(to: 0.6)
        XCTAssertEqual(rig.driver.running.count, 1, "paused animators are let go at the next frame")
        assertClose(rig.x, 60)
    }

    func testTimeOnlyMovesForward() {
        let rig = Rig()
        let a = rig.moveBox(to: 100)
        a.startAnimation()
        rig.driver.advance(to: 0.5)
        rig.driver.advance(to: 0.25)
        XCTAssertEqual(rig.driver.now, 0.5)
        assertClose(rig.x, 50)
        XCTAssertEqual(rig.diagnostics.kinds.last, .timeWentBackwards)
    }

    func testCompletionsMayStartNewAnimatorsAndThoseRunNextFrame() {
        let rig = Rig()
        var chain: PropertyAnimator?
        let a = rig.moveBox(to: 100)
        a.addCompletion { _ in
            // No driver passed: inside a completion the driver that runs it is `current`.
            chain = PropertyAnimator(duration: 1, curve: .linear) { rig.box.frame.origin.x = 0 }
            chain?.startAnimation()
        }
        a.startAnimation()
        rig.driver.advance(to: 1)
        XCTAssertEqual(rig.x, 100)
        XCTAssertEqual(chain?.isRunning, true)
        rig.driver.advance(to: 1.5)
        assertClose(rig.x, 50)
    }

    func testGroupCompletesOnceWhenAllMembersHaveFinished() {
        let rig = Rig()
        let short = rig.moveBox(to: 100, duration: 0.5)
        let long = PropertyAnimator(duration: 1, curve: .linear, driver: rig.driver) { rig.other.alpha = 0 }
        let group = AnimatorGroup([short, long])
        var got: [AnimatingPosition] = []
        group.addCompletion { got.append($0) }
        group.startAnimation()
        rig.driver.advance(to: 0.25)
        group.pauseAnimation()
        XCTAssertFalse(group.isRunning)
        group.fractionComplete = 0.5
        assertClose(rig.x, 50)
        assertClose(Double(rig.other.presentation.alpha), 0.5)
        group.isReversed = true
        group.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        rig.driver.advance(to: 0.6)
        XCTAssertTrue(got.isEmpty, "the long member still runs")
        rig.driver.advance(to: 1)
        XCTAssertEqual(got, [.start])
        XCTAssertTrue(group.isEmpty)
    }

    /// A pan releases at some speed: the spring carries it on at that speed (within 2 %, R24).
    func testVelocityHandoffMatchesTheFingerWithinTwoPercent() {
        for (fingerVelocity, ratio) in [(-1200.0, 0.8), (-300.0, 1.0), (400.0, 0.5)] {
            let rig = Rig()
            // The finger dragged the sheet to y = 500; it is released towards y = 100.
            rig.box.frame.origin.x = 500
            let target = 100.0
            let spring = VelocityHandoff.spring(dampingRatio: ratio, velocity: fingerVelocity, from: 500, to: target)
            let a = PropertyAnimator(duration: 0.6, timingParameters: spring, driver: rig.driver) {
                rig.box.frame.origin.x = CGFloat(target)
            }
            a.startAnimation()
            // Right after release: over 10 µs, so the spring's own acceleration (real, not a jump)
            // stays out of the measure.
            rig.driver.advance(to: 1e-5)
            let speed = (rig.x - 500) / 1e-5
            assertClose(speed, fingerVelocity, 0.02 * abs(fingerVelocity), "finger \(fingerVelocity)")
        }
    }

    /// Handoff into a paused animator with continueAnimation, as a pan's .ended does.
    func testVelocityHandoffThroughContinueAnimation() {
        let rig = Rig()
        let a = rig.moveBox(to: 400, duration: 1)
        a.pauseAnimation()
        a.fractionComplete = 0.25   // the finger dragged it to 100
        let velocity = 900.0
        let spring = VelocityHandoff.spring(dampingRatio: 0.9, velocity: velocity, from: rig.x, to: 400)
        a.continueAnimation(withTimingParameters: spring, durationFactor: 0)
        rig.driver.advance(to: 1e-5)
        assertClose((rig.x - 100) / 1e-5, velocity, 0.02 * velocity)
    }
}
