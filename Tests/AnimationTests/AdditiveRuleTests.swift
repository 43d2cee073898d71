import FluidTestSupport
import Foundation
import XCTest
import ViewTree
@testable import Animation

/// R10a (v2): two animators on one property add up; R25: the presented velocity is the sum of
/// what every running animation contributes.
final class AdditiveRuleTests: XCTestCase {
    /// x presented, and its velocity, at the driver's time.
    private func sample(_ rig: Rig) -> (x: Double, v: Double) {
        (rig.x, rig.box.presentedVelocity(of: .frame)[0])
    }

    /// R10a: a second animator animates the difference on top of the first, which runs on to
    /// its own end: 0 → 100 linear over 1 s, retargeted to 0 at 0.5 s over 1 s, linear.
    func testR10a_newerAnimatorAddsItsChangeOnTopOfTheOlder() {
        let rig = Rig()
        let a = rig.moveBox(to: 100)
        a.startAnimation()
        rig.driver.advance(to: 0.5)
        let b = rig.moveBox(to: 0)
        b.startAnimation()
        assertClose(rig.x, 50)
        rig.driver.advance(to: 0.75)
        // a: 75; b: (100 − 0)·(1 − 0.25) offset on model 0 → 0 + (75 − 100) + 100·(1 − 0.25) = 50.
        assertClose(rig.x, 50)
        rig.driver.advance(to: 1.0)
        XCTAssertEqual(a.state, .inactive, "the older runs on to its own end")
        assertClose(rig.x, 50, 1e-9, "100 + (0 − 100)·0.5")
        rig.driver.advance(to: 1.5)
        XCTAssertEqual(b.state, .inactive)
        XCTAssertEqual(rig.x, 0)
        XCTAssertEqual(rig.box.frame.origin.x, 0)
    }

    /// R10a: retargeting with a spring keeps position and velocity continuous at the moment of
    /// retargeting (to 1e-9).
    func testR10a_retargetKeepsPositionAndVelocityContinuous() {
        let rig = Rig()
        let a = rig.moveBox(to: 300, curve: .easeInOut)
        a.startAnimation()
        let h = 1e-6
        rig.driver.advance(to: 0.4 - h)
        let xJustBefore = rig.x
        rig.driver.advance(to: 0.4)
        let before = sample(rig)
        XCTAssertGreaterThan(before.v, 100)
        let b = PropertyAnimator(duration: 0.8, timingParameters: SpringTimingParameters(dampingRatio: 0.9), driver: rig.driver) {
            rig.box.frame.origin.x = -50
        }
        b.startAnimation()
        let after = sample(rig)
        assertClose(after.x, before.x, 1e-9, "position")
        assertClose(after.v, before.v, 1e-9, "velocity")
        // The same seen from outside the engine's velocity: the slope just before retargeting
        // and the slope just after agree (difference quotients over 1 µs).
        rig.driver.advance(to: 0.4 + h)
        let slopeBefore = (before.x - xJustBefore) / h, slopeAfter = (rig.x - after.x) / h
        assertClose(slopeAfter, slopeBefore, 1e-3 * abs(slopeBefore), "no jump in speed")
        rig.frames(1.2)
        XCTAssertEqual(rig.x, -50)
    }

    /// R10a: a plain assignment mid-flight sets the model; the running tracks carry on relative to it.
    func testR10a_plainAssignmentMidFlightShiftsTheRunningTracks() {
        let rig = Rig()
        let a = rig.moveBox(to: 100)
        a.startAnimation()
        rig.driver.advance(to: 0.5)
        assertClose(rig.x, 50)
        rig.box.frame.origin.x = 200
        XCTAssertEqual(rig.box.frame.origin.x, 200)
        assertClose(rig.x, 150, 1e-9, "shifted by the change of the model")
        rig.driver.advance(to: 0.75)
        assertClose(rig.x, 175)
        rig.driver.advance(to: 1)
        XCTAssertEqual(rig.x, 200)
    }

    /// R25: zero when nothing drives the property; the curve's slope × distance / duration while
    /// one animator runs; zero while paused.
    func testR25_presentedVelocityOfOneAnimation() {
        let rig = Rig()
        XCTAssertEqual(rig.box.presentedVelocity(of: .frame), AnimatableVector())
        let a = PropertyAnimator(duration: 2, curve: .easeIn, driver: rig.driver) {
            rig.box.frame.origin.x = 100
            rig.box.alpha = 0
        }
        a.startAnimation()
        rig.driver.advance(to: 1)
        let slope = CubicTimingParameters(animationCurve: .easeIn).slope(atFraction: 0.5)
        assertClose(rig.box.presentedVelocity(of: .frame)[0], 100 * slope / 2, 1e-9)
        XCTAssertEqual(rig.box.presentedVelocity(of: .frame)[1], 0)
        assertClose(rig.box.presentedVelocity(of: .alpha)[0], -slope / 2, 1e-9)
        a.pauseAnimation()
        XCTAssertEqual(rig.box.presentedVelocity(of: .frame), AnimatableVector())
    }

    /// R25: with two animators on a property, the contributions add up (checked against a
    /// finite difference of the presented value).
    func testR25_presentedVelocityIsTheSumOfContributions() {
        let rig = Rig()
        rig.moveBox(to: 100).startAnimation()
        rig.driver.advance(to: 0.3)
        rig.moveBox(to: 40, duration: 2, curve: .easeOut).startAnimation()
        rig.driver.advance(to: 0.6)
        let v = rig.box.presentedVelocity(of: .frame)[0]
        let x0 = rig.x
        rig.driver.advance(to: 0.6 + 1e-6)
        assertClose(v, (rig.x - x0) / 1e-6, 1e-3)
    }
}
