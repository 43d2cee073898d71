import FluidTestSupport
import Foundation
import XCTest
import ViewTree
@testable import Animation

/// R24 (v3): a position (frame origin, centre, bounds origin) gets one spring per axis when the
/// initial velocity's dx ≠ dy; nothing else does.
final class PerAxisSpringTests: XCTestCase {
    /// Throws `rig.box` from (0, 0) to (100, 100) on `spring` over 1 s.
    private func throwBox(_ rig: Rig, _ spring: SpringTimingParameters) -> PropertyAnimator {
        let a = PropertyAnimator(duration: 1, timingParameters: spring, driver: rig.driver) {
            rig.box.frame.origin = CGPoint(x: 100, y: 100)
        }
        a.startAnimation()
        return a
    }

    private func origin(_ rig: Rig) -> (x: Double, y: Double) {
        (Double(rig.box.presentation.frame.origin.x), Double(rig.box.presentation.frame.origin.y))
    }

    func testR24_thrownViewWithDx2DyMinus1CurvesAndBothAxesReachTheEnd() {
        let rig = Rig()
        let spring = SpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 2, dy: -1))
        _ = throwBox(rig, spring)
        rig.frames(1.0 / 60)
        XCTAssertGreaterThan(origin(rig).x, 0)
        XCTAssertLessThan(origin(rig).y, 0, "dy = −1: y first moves away from its target")
        rig.until(0.25)
        let quarter = origin(rig)
        // Each axis on its own UIKit fit (R23) for its own velocity.
        let springX = SpringTimingParameters.fitted(ratio: 0.8, velocity: 2, duration: 1)
        let springY = SpringTimingParameters.fitted(ratio: 0.8, velocity: -1, duration: 1)
        assertClose(quarter.x, 100 * springX.value(at: 0.25), 1e-9)
        assertClose(quarter.y, 100 * springY.value(at: 0.25), 1e-9)
        rig.until(0.5)
        let mid = origin(rig)
        XCTAssertGreaterThan(quarter.x - quarter.y, 5, "x and y progress differ at mid-run: the path curves")
        XCTAssertNotEqual(mid.x, mid.y)
        rig.until(1.1)
        XCTAssertEqual(origin(rig).x, 100)
        XCTAssertEqual(origin(rig).y, 100)
        XCTAssertEqual(rig.box.frame.origin, CGPoint(x: 100, y: 100))
    }

    func testR24_sizeAndOneDimensionalPropertiesFollowDx() {
        let rig = Rig()
        let spring = SpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 2, dy: -1))
        let a = PropertyAnimator(duration: 1, timingParameters: spring, driver: rig.driver) {
            rig.box.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            rig.box.alpha = 0
        }
        a.startAnimation()
        rig.until(0.25)
        let px = SpringTimingParameters.fitted(ratio: 0.8, velocity: 2, duration: 1).value(at: 0.25)
        assertClose(Double(rig.box.presentation.frame.height), 100 + 100 * px, 1e-9)
        assertClose(Double(rig.box.presentation.alpha), 1 - px, 1e-9)
    }

    func testR24_physicalSpringMovesYWithSameStiffnessAndDampingStartedAtDy() {
        let rig = Rig()
        let spring = SpringTimingParameters(mass: 1, stiffness: 200, damping: 20, initialVelocity: CGVector(dx: 0, dy: 3))
        let a = PropertyAnimator(duration: 1, timingParameters: spring, driver: rig.driver) {
            rig.box.center = CGPoint(x: 150, y: 150)
        }
        a.startAnimation()
        rig.until(0.2)
        let o = origin(rig)
        assertClose(o.x, 100 * SpringSolution(mass: 1, stiffness: 200, damping: 20, initialVelocity: 0).value(at: 0.2), 1e-9)
        assertClose(o.y, 100 * SpringSolution(mass: 1, stiffness: 200, damping: 20, initialVelocity: 3).value(at: 0.2), 1e-9)
    }

    /// R24 (v3): only positions split per axis; a transform (its translation too) follows the
    /// one spring started at dx, as on iOS. 0 → 300 pt: dy = 2 alone gives 0 pt/s at t = 0⁺,
    /// dx = 2 gives 600 pt/s, on both of the translation's axes.
    func testR24_transformFollowsOneSpringStartedAtDx() {
        func startSpeed(_ velocity: CGVector) -> (x: Double, y: Double) {
            let rig = Rig()
            let a = PropertyAnimator(duration: 1, timingParameters: SpringTimingParameters(dampingRatio: 1, initialVelocity: velocity),
                                     driver: rig.driver) {
                rig.box.transform = Transform(translationX: 300, y: 300)
            }
            a.startAnimation()
            XCTAssertFalse(AnimatableProperty.transform.hasPointY)
            let v = rig.box.presentedVelocity(of: .transform)
            return (v[0], v[1])
        }
        let dyOnly = startSpeed(CGVector(dx: 0, dy: 2))
        assertClose(dyOnly.y, 0, 1e-9)
        assertClose(dyOnly.x, 0, 1e-9)
        let dx = startSpeed(CGVector(dx: 2, dy: 0))
        assertClose(dx.y, 600, 1e-9)
        assertClose(dx.x, 600, 1e-9)
        // A frame later the translation's y has moved exactly as its x.
        let rig = Rig()
        _ = PropertyAnimator(duration: 1, timingParameters: SpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 0, dy: 2)),
                             driver: rig.driver) { rig.box.transform = Transform(translationX: 300, y: 300) }.startAnimation()
        rig.frames(0.1)
        let t = rig.box.presentation.transform.translation
        XCTAssertEqual(t.y, t.x)
    }

    func testR24_equalDxDyMovesYExactlyAsXWithoutPartingTheAxes() {
        let rig = Rig(), scalar = Rig()
        let a = throwBox(rig, SpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 2, dy: 2)))
        _ = throwBox(scalar, SpringTimingParameters(dampingRatio: 0.8, initialVelocity: 2))
        XCTAssertFalse(a.segment.curve.hasSeparateYAxis)
        for _ in 0..<70 {
            rig.frames(1.0 / 60)
            scalar.frames(1.0 / 60)
            XCTAssertFalse(a.axesApart)
            XCTAssertEqual(origin(rig).y.bitPattern, origin(rig).x.bitPattern)
            XCTAssertEqual(origin(rig).y.bitPattern, origin(scalar).y.bitPattern)
        }
    }

    func testR24_xAxisIsTheSameBitForBitWhateverDy() {
        let rig = Rig(), curved = Rig()
        _ = throwBox(rig, SpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 2, dy: 2)))
        _ = throwBox(curved, SpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 2, dy: -1)))
        for _ in 0..<50 {
            rig.frames(1.0 / 60)
            curved.frames(1.0 / 60)
            XCTAssertEqual(origin(curved).x.bitPattern, origin(rig).x.bitPattern)
        }
    }

    func testR24_pausedCurvedThrowContinuesFromWhereBothAxesAre() {
        let rig = Rig()
        let a = throwBox(rig, SpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 2, dy: -1)))
        rig.until(0.3)
        a.pauseAnimation()
        let held = origin(rig)
        a.continueAnimation(withTimingParameters: CubicTimingParameters(animationCurve: .linear), durationFactor: 0)
        rig.frames(1.0 / 60)
        let next = origin(rig)
        // One linear run from where each axis is: both cover the same share of what they have left.
        XCTAssertNotEqual(held.x, held.y)
        XCTAssertGreaterThan(next.x, held.x)
        assertClose((next.x - held.x) / (100 - held.x), (next.y - held.y) / (100 - held.y), 1e-9)
        rig.until(2)
        XCTAssertEqual(origin(rig).x, 100)
        XCTAssertEqual(origin(rig).y, 100)
    }

    func testR25_presentedVelocityOfACurvedThrowHasEachAxisSpringRate() {
        let rig = Rig()
        _ = throwBox(rig, SpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 2, dy: -1)))
        rig.until(0.1)
        let v = rig.box.presentedVelocity(of: .frame)
        let t = rig.driver.now
        assertClose(v[0], 100 * SpringTimingParameters.fitted(ratio: 0.8, velocity: 2, duration: 1).velocity(at: t), 1e-6)
        assertClose(v[1], 100 * SpringTimingParameters.fitted(ratio: 0.8, velocity: -1, duration: 1).velocity(at: t), 1e-6)
    }

    func testR24_curveReportsTheYAxisSpringValueAndVelocity() {
        let curve = TimingCurve(SpringTimingParameters(dampingRatio: 0.6, initialVelocity: CGVector(dx: 0, dy: 4)), duration: 0.8)
        XCTAssertTrue(curve.hasSeparateYAxis)
        let y = SpringTimingParameters.fitted(ratio: 0.6, velocity: 4, duration: 0.8)
        assertClose(curve.valueY(at: 0.2), y.value(at: 0.2), 1e-12)
        assertClose(curve.velocityY(at: 0), 4, 1e-12)
        XCTAssertNotEqual(curve.valueY(at: 0.2), curve.value(at: 0.2))
    }
}
