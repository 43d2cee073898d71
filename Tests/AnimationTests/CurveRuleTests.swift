import Foundation
import XCTest
import ViewTree
@testable import Animation

/// R21–R25: cubic curves, springs, initial velocity, value and velocity at any time.
final class CurveRuleTests: XCTestCase {
    func testR21_namedCurvesAndTheCubicSolver() {
        XCTAssertTrue(AnimationCurve.easeIn.controlPoints == (0.42, 0, 1, 1))
        XCTAssertTrue(AnimationCurve.easeOut.controlPoints == (0, 0, 0.58, 1))
        XCTAssertTrue(AnimationCurve.easeInOut.controlPoints == (0.42, 0, 0.58, 1))
        XCTAssertTrue(AnimationCurve.linear.controlPoints == (0, 0, 1, 1))
        let curves: [(Double, Double, Double, Double)] = [
            (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.42, 0, 0.58, 1), (0.25, 0.1, 0.25, 1),
            (0.58, 0.11, 0.98, 0.54), (0.11, 0.98, 0.97, 0.03), (0, 1, 1, 0), (0.68, -0.55, 0.27, 1.55),
            (0.5, 0.5, 0.5, 0.5),
        ]
        for c in curves {
            let p = CubicTimingParameters(c.0, c.1, c.2, c.3)
            for i in 0...1000 {
                let x = Double(i) / 1000
                XCTAssertClose(p.progress(atFraction: x), referenceBezier(c.0, c.1, c.2, c.3, at: x), 1e-6, "\(c) at \(x)")
            }
        }
        let linear = CubicTimingParameters(animationCurve: .linear)
        for i in 0...20 { XCTAssertClose(linear.progress(atFraction: Double(i) / 20), Double(i) / 20, 1e-12) }
    }

    func testR22_physicalSpringFollowsClosedFormAndSettles() {
        let rig = Rig()
        let spring = SpringTimingParameters(mass: 1, stiffness: 170, damping: 26)
        let a = PropertyAnimator(duration: 5, timingParameters: spring, driver: rig.driver) {
            rig.box.frame.origin.x = 100
        }
        guard let settle = spring.settlingDuration else { return XCTFail("physical springs settle") }
        XCTAssertEqual(a.duration, settle, "the duration passed in is ignored")
        XCTAssertLessThan(settle, 1)
        a.startAnimation()
        for t in stride(from: 0.05, to: settle, by: 0.05) {
            rig.driver.advance(to: t)
            let (x, _) = integrateSpring(mass: 1, stiffness: 170, damping: 26, v0: 0, until: t)
            XCTAssertClose(rig.x, 100 * x, 1e-6, "t = \(t)")
        }
        // Settled: within 0.1 % of the distance and at rest from then on, not just before.
        let solution = SpringSolution(mass: 1, stiffness: 170, damping: 26, initialVelocity: 0)
        XCTAssertLessThanOrEqual(solution.restDistance(at: settle), 1e-3 + 1e-9)
        for t in stride(from: settle, through: settle + 3, by: 0.001) {
            XCTAssertLessThanOrEqual(abs(solution.displacement(at: t)), 1e-3 + 1e-9)
        }
        XCTAssertGreaterThan(solution.restDistance(at: settle - 1e-4), 1e-3)
        rig.driver.advance(to: settle + 1e-6)
        XCTAssertEqual(a.state, .inactive)
        XCTAssertEqual(rig.x, 100)
    }

    func testR23_dampingRatioSpringSettlesInTheDuration() {
        for (ratio, duration) in [(0.3, 2.0), (0.7, 0.5), (1.0, 0.3), (1.5, 1.0)] {
            let rig = Rig()
            let a = PropertyAnimator(duration: duration, dampingRatio: ratio, driver: rig.driver) {
                rig.box.frame.origin.x = 100
            }
            XCTAssertEqual(a.duration, duration)
            let fitted = SpringTimingParameters.fitted(ratio: ratio, velocity: 0, duration: duration)
            XCTAssertClose(fitted.settlingTime(), duration, 1e-6, "ratio \(ratio)")
            XCTAssertClose(fitted.zeta, ratio, 1e-12)
            a.startAnimation()
            rig.driver.advance(to: duration * 0.999)
            XCTAssertEqual(a.state, .active)
            rig.driver.advance(to: duration)
            XCTAssertEqual(a.state, .inactive)
        }
        // With an initial velocity too.
        let withVelocity = SpringTimingParameters.fitted(ratio: 0.8, velocity: 3, duration: 0.6)
        XCTAssertClose(withVelocity.settlingTime(), 0.6, 1e-6)
    }

    func testR24_initialVelocityIsRelativeToTheDistance() {
        let spring = SpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: 2)
        XCTAssertClose(spring.velocity(at: 0, duration: 1), 2, 1e-12)
        let rig = Rig()
        let a = PropertyAnimator(duration: 1, timingParameters: spring, driver: rig.driver) {
            rig.box.frame.origin.x = 300
        }
        a.startAnimation()
        rig.driver.advance(to: 0.0005)
        XCTAssertClose(rig.x / 0.0005, 600, 12, "2 distances per second of 300 points")

        // A pan's velocity over the remaining distance hands the finger's speed over.
        let fingerVelocity = -900.0, current = 200.0, target = 0.0
        let v = VelocityHandoff.relativeVelocity(fingerVelocity, from: current, to: target)
        XCTAssertClose(v, 4.5)
        XCTAssertEqual(VelocityHandoff.relativeVelocity(100, from: 5, to: 5), 0)
        XCTAssertEqual(VelocityHandoff.relativeVelocity(.nan, from: 0, to: 5), 0)
        XCTAssertClose(VelocityHandoff.relativeVelocity(CGPoint(x: 30, y: 400), from: .zero, to: CGPoint(x: 0, y: 200)), 2)
    }

    func testR25_everyCurveReportsValueAndVelocity() {
        let providers: [(String, TimingCurveProvider)] = [
            ("linear", CubicTimingParameters(animationCurve: .linear)),
            ("easeInOut", CubicTimingParameters(animationCurve: .easeInOut)),
            ("custom", CubicTimingParameters(0.68, -0.55, 0.27, 1.55)),
            ("ratio", SpringTimingParameters(dampingRatio: 0.5, initialVelocity: 1)),
            ("under", SpringTimingParameters(mass: 1, stiffness: 300, damping: 8)),
            ("critical", SpringTimingParameters(mass: 2, stiffness: 200, damping: 40, initialVelocity: -3)),
            ("over", SpringTimingParameters(mass: 1, stiffness: 100, damping: 60)),
            ("response", SpringTimingParameters(response: 0.55, dampingFraction: 0.825)),
        ]
        for (name, provider) in providers {
            let curve = TimingCurve(provider, duration: 0.8)
            XCTAssertEqual(curve.value(at: 0), 0, name)
            for i in 1..<40 {
                let t = curve.duration * Double(i) / 40
                let h = 1e-6
                let numeric = (curve.value(at: t + h) - curve.value(at: t - h)) / (2 * h)
                XCTAssertClose(curve.velocity(at: t), numeric, 1e-4 * max(1, abs(numeric)), "\(name) at \(t)")
            }
        }
    }
}
