import FluidTestSupport
import Foundation
import XCTest
import ViewTree
@_spi(AnimationEngine) @testable import Animation

/// The per-frame fast paths: the cubic solved from last frame's answer, tracks moving
/// in step, and lane writes that never land a non-finite value.
final class FrameStepTests: XCTestCase {
    func testSolvingFromTheLastAnswerAgreesWithAFreshSolve() {
        let curves = [(0.42, 0.0, 0.58, 1.0), (0.42, 0.0, 1.0, 1.0), (0.0, 0.0, 0.58, 1.0), (0.9, -2.0, 0.1, 3.0),
                      (0.0, 1.0, 1.0, 0.0)]
        // Small steps, large ones, jumps back, the ends and points next to them.
        var xs: [Double] = (1...600).map { Double($0) / 601 }
        xs += [0.9, 0.1, 0.5, 1e-9, 1 - 1e-9, 0, 1, 0.3, 0.31, 0.32, 0.7]
        xs += (0...40).map { 1 - Double($0) / 40 }
        for c in curves {
            let b = UnitBezier(c.0, c.1, c.2, c.3)
            var memo = SolveMemo()
            for x in xs {
                let t = b.solveT(x, memo: &memo)
                assertClose(b.x(t), min(max(x, 0), 1), 1e-9, "curve \(c) at \(x)")
                assertClose(b.y(t), b.value(x), 1e-9, "curve \(c) at \(x)")
            }
        }
    }

    func testFramesFollowTheCurveWithinTolerance() {
        let rig = Rig()
        let a = rig.moveBox(to: 700, duration: 0.4, curve: .easeInOut)
        a.startAnimation()
        for i in 1...24 {
            rig.driver.advance(to: Double(i) / 60)
            let expected = 700 * referenceBezier(0.42, 0, 0.58, 1, at: min(Double(i) / 60 / 0.4, 1))
            assertClose(rig.x, expected, 1e-6, "frame \(i)")
        }
    }

    func testATrackAddedMidFlightLeavesTheOthersWhereTheyWere() {
        let rig = Rig()
        let a = PropertyAnimator(duration: 1, curve: .linear, driver: rig.driver) { rig.box.alpha = 0 }
        a.startAnimation()
        rig.until(0.5)
        XCTAssertTrue(a.tracksInStep, "one track on the shared progress moves in step")
        a.addAnimations { rig.box.cornerRadius = 10 }
        rig.until(0.75)
        assertClose(Double(rig.box.presentation.alpha), 0.25, 1e-9)
        rig.until(2)
        XCTAssertEqual(rig.box.presentation.alpha, 0)
        XCTAssertEqual(rig.box.presentation.cornerRadius, 10)
    }

    func testStoppingInStepTakesTheRestOutOfTheModelFromWhereTheTracksAre() {
        let rig = Rig()
        let a = PropertyAnimator(duration: 1, curve: .linear, driver: rig.driver) { rig.box.alpha = 0 }
        let b = PropertyAnimator(duration: 1, curve: .linear, driver: rig.driver) { rig.box.alpha = 0.5 }
        a.startAnimation()
        b.startAnimation()
        rig.until(0.5)
        XCTAssertTrue(a.tracksInStep)
        assertClose(Double(rig.box.presentation.alpha), 1 - 0.5 + 0.5 * 0.5, 1e-9)
        // R6 with another animation on the property: a's remaining −1 × (1 − 0.5) leaves the model.
        a.stopAnimation(false)
        assertClose(Double(rig.box.alpha), 0.5 + 0.5, 1e-9)
    }

    func testR8ASumThatOverflowsNeverLandsInAnyLaneWidth() {
        let rig = Rig()
        let big = 1.5e308
        let view = View()
        view.frame = CGRect(x: big, y: 0, width: 1, height: 1)
        view.alpha = big
        view.bounds = CGRect(x: big, y: 0, width: 1, height: 1)
        view.transform = Transform(translation: CGPoint(x: big, y: 0))
        let a = PropertyAnimator(duration: 1, curve: .linear, driver: rig.driver) {
            // Each change is −3e308: not finite as a number, so every write of it must be refused.
            view.frame = CGRect(x: -big, y: 0, width: 1, height: 1)
            view.alpha = -big
            view.bounds = CGRect(x: -big, y: 0, width: 1, height: 1)
            view.transform = Transform(translation: CGPoint(x: -big, y: 0))
        }
        a.startAnimation()
        for _ in 0..<30 {
            rig.frames(1.0 / 60)
            XCTAssertTrue(allFinite(view))
        }
        XCTAssertEqual(view.presentation.frame.origin.x, big, "refused writes leave the value as it was")
    }
}
