import FluidTestSupport
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
                assertClose(p.progress(atFraction: x), referenceBezier(c.0, c.1, c.2, c.3, at: x), 1e-6, "\(c) at \(x)")
            }
        }
        let linear = CubicTimingParameters(animationCurve: .linear)
        for i in 0...20 { assertClose(linear.progress(atFraction: Double(i) / 20), Double(i) / 20, 1e-12) }
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
            assertClose(rig.x, 100 * x, 1e-6, "t = \(t)")
        }
        // Settled (v3: UIKit's envelope bound, R22): within 0.1 % of the distance from then on.
        let solution = SpringSolution(mass: 1, stiffness: 170, damping: 26, initialVelocity: 0)
        for t in stride(from: settle, through: settle + 3, by: 0.001) {
            XCTAssertLessThanOrEqual(abs(solution.displacement(at: t)), 1e-3 + 1e-9)
        }
        rig.driver.advance(to: settle + 1e-6)
        XCTAssertEqual(a.state, .inactive)
        XCTAssertEqual(rig.x, 100)
    }

    /// R22 (v3): a mass/stiffness spring runs for UIKit's settling time, the envelope bound
    /// ln(1000·(1 + |(ζω₀ − v)/ω_d|))/(ζω₀): (1, 100, 10) → 1.4727 s; (1, 300, 20) → 0.7443 s;
    /// (1, 100, 5) → 2.8550 s; not the last crossing of 0.1 %, which comes earlier.
    func testR22_settlingTimeIsUIKitsEnvelopeBound() {
        let table: [(m: Double, k: Double, c: Double, seconds: Double)] = [
            (1, 100, 10, 1.4727), (1, 300, 20, 0.7443), (1, 100, 5, 2.8550),
        ]
        for row in table {
            let spring = SpringTimingParameters(mass: row.m, stiffness: row.k, damping: row.c)
            let a = PropertyAnimator(duration: 1, timingParameters: spring, driver: AnimationDriver())
            assertClose(a.duration, row.seconds, 5e-5, "\(row)")
            let w0 = (row.k / row.m).squareRoot(), zeta = row.c / (2 * (row.k * row.m).squareRoot())
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            assertClose(a.duration, log(1000 * (1 + zeta * w0 / wd)) / (zeta * w0), 1e-9, "\(row)")
        }
        // With a relative initial velocity v, |ζω₀ − v| replaces ζω₀: (1, 100, 10), v = 3.
        let thrown = SpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: 3)
        assertClose(thrown.settlingDuration ?? 0, log(1000 * (1 + 2 / (10 * 0.75.squareRoot()))) / 5, 1e-9)
        // Critically damped (and overdamped read as critical): (1 + |ω₀ − v|·t)·e^(−ω₀t) = 0.001.
        let critical = SpringTimingParameters(mass: 1, stiffness: 100, damping: 20)
        let t = critical.settlingDuration ?? 0
        assertClose((1 + 10 * t) * exp(-10 * t), 1e-3, 1e-12)
        assertClose(t, 0.92334, 1e-4)
        XCTAssertEqual(SpringTimingParameters(mass: 1, stiffness: 100, damping: 60).settlingDuration, t)
    }

    /// R23 (v2): UIKit's fit of a damping ratio to a duration, against SPEC's table (to 0.1 %).
    func testR23_dampingRatioFitMatchesUIKitsTable() {
        let table: [(duration: Double, ratio: Double, k: Double, c: Double)] = [
            (0.5, 0.8, 323.59, 28.78), (0.5, 1.0, 341.02, 36.93), (0.3, 0.5, 1796.88, 42.39), (1.0, 0.7, 96.82, 13.78),
        ]
        for row in table {
            let fit = SpringTimingParameters.fitted(ratio: row.ratio, velocity: 0, duration: row.duration)
            let k = fit.omega0 * fit.omega0, c = 2 * fit.zeta * fit.omega0
            assertClose(k, row.k, row.k * 1e-3, "k for \(row)")
            assertClose(c, row.c, row.c * 1e-3, "c for \(row)")
        }
    }

    /// R23 (v2): SPEC's table through the public path: `PropertyAnimator(duration: T,
    /// dampingRatio: ζ)` moves a view as the spring of mass 1, stiffness k and damping c from the
    /// table (integrated numerically), to 0.1 % of the distance.
    func testR23_animatorWithDurationAndRatioMovesAsTheTablesSpring() {
        let table: [(duration: Double, ratio: Double, k: Double, c: Double)] = [
            (0.5, 0.8, 323.59, 28.78), (0.5, 1.0, 341.02, 36.93), (0.3, 0.5, 1796.88, 42.39), (1.0, 0.7, 96.82, 13.78),
        ]
        for row in table {
            let rig = Rig()
            let a = PropertyAnimator(duration: row.duration, dampingRatio: row.ratio, driver: rig.driver) {
                rig.box.frame.origin.x = 100
            }
            guard let motion = TimingCurve(a.timingParameters, duration: a.duration).springMotion else {
                XCTFail("a damping-ratio animator moves along a spring"); continue
            }
            assertClose(motion.omega0 * motion.omega0, row.k, row.k * 1e-3, "k for \(row)")
            assertClose(2 * motion.dampingRatio * motion.omega0, row.c, row.c * 1e-3, "c for \(row)")
            a.startAnimation()
            for i in 1..<10 {
                let t = row.duration * Double(i) / 10
                rig.driver.advance(to: t)
                let (x, _) = integrateSpring(mass: 1, stiffness: row.k, damping: row.c, v0: 0, until: t)
                assertClose(rig.x, 100 * x, 0.1, "x at \(t) s for \(row)")
            }
            rig.driver.advance(to: row.duration)
            XCTAssertEqual(a.state, .inactive, "ends at T")
            XCTAssertEqual(rig.x, 100)
        }
    }

    /// R23 (v2): the animator runs the duration given; ζ is clamped to ≤ 1.
    func testR23_dampingRatioAnimatorRunsItsDurationWithRatioClampedToOne() {
        for (ratio, duration) in [(0.3, 2.0), (0.7, 0.5), (1.0, 0.3), (1.5, 1.0)] {
            let rig = Rig()
            let a = PropertyAnimator(duration: duration, dampingRatio: ratio, driver: rig.driver) {
                rig.box.frame.origin.x = 100
            }
            XCTAssertEqual(a.duration, duration)
            XCTAssertEqual(SpringTimingParameters(dampingRatio: ratio).dampingRatio, min(ratio, 1))
            a.startAnimation()
            rig.driver.advance(to: duration * 0.999)
            XCTAssertEqual(a.state, .active)
            assertClose(rig.x, 100, 0.5, "settled to within half a point near the end")
            rig.driver.advance(to: duration)
            XCTAssertEqual(a.state, .inactive)
            XCTAssertEqual(rig.x, 100)
        }
        // With an initial velocity the envelope still decays to 0.001 at T.
        let fit = SpringTimingParameters.fitted(ratio: 0.8, velocity: 3, duration: 0.6)
        let w = fit.omega0, z = fit.zeta
        let envelope = (z * w - 3) / (w * (1 - z * z).squareRoot()) * exp(-z * w * 0.6)
        assertClose(envelope, 0.001, 1e-9)
    }

    /// R23 (v2): iOS 17's duration and bounce: ζ = 1 − b (b ≥ 0) or 1/(1 + b), k = (2π/d)².
    func testR23_durationAndBounce() {
        let bouncy = SpringTimingParameters(duration: 0.5, bounce: 0.3)
        guard case let .physical(m, k, c) = bouncy.definition else { return XCTFail("physical") }
        XCTAssertEqual(m, 1)
        assertClose(k, pow(2 * .pi / 0.5, 2), 1e-9)
        assertClose(bouncy.dampingRatio, 0.7, 1e-12)
        assertClose(c, 4 * .pi * 0.7 / 0.5, 1e-9)
        let flat = SpringTimingParameters(duration: 1, bounce: -0.5)
        assertClose(flat.dampingRatio, 2, 1e-12)
        XCTAssertTrue(flat.allowsOverdamping)
        XCTAssertEqual(SpringTimingParameters(duration: 1, bounce: 0.2, initialVelocity: CGVector(dx: 2, dy: 1)).initialVelocity, 2)
    }

    /// R23 (v2): SwiftUI's response and damping fraction: k = (2π/response)², c = 4πζ/response.
    func testR23_responseAndDampingFraction() {
        let spring = SpringTimingParameters(response: 0.4, dampingFraction: 0.8)
        guard case let .physical(m, k, c) = spring.definition else { return XCTFail("physical") }
        XCTAssertEqual(m, 1)
        assertClose(k, pow(2 * .pi / 0.4, 2), 1e-9)
        assertClose(c, 4 * .pi * 0.8 / 0.4, 1e-9)
    }

    /// R23 (v2): the presets carry SwiftUI's durations and bounces.
    func testR23_presetsAreSwiftUIs() {
        for (preset, bounce) in [(SpringTimingParameters.smooth, 0.0), (.snappy, 0.15), (.bouncy, 0.3)] {
            XCTAssertEqual(preset, SpringTimingParameters(duration: 0.5, bounce: bounce))
            assertClose(preset.dampingRatio, 1 - bounce, 1e-12)
        }
    }

    /// R23 (v2): `SpringTimingParameters()` is the system spring: mass 3, stiffness 1000, damping 500.
    func testR23_defaultIsTheSystemSpring() {
        let system = SpringTimingParameters()
        XCTAssertEqual(system.definition, .physical(mass: 3, stiffness: 1000, damping: 500))
        assertClose(system.dampingRatio, 500 / (2 * (3000.0).squareRoot()), 1e-12)
        XCTAssertFalse(system.allowsOverdamping)
    }

    /// R22 (v2): ζ > 1 moves as critical damping unless `allowsOverdamping` is set.
    func testR22_overdampedSpringIsCriticalUnlessAllowed() {
        var spring = SpringTimingParameters(mass: 1, stiffness: 100, damping: 60)
        let critical = SpringSolution(omega0: 10, zeta: 1, initialVelocity: 0)
        let over = SpringSolution(mass: 1, stiffness: 100, damping: 60, initialVelocity: 0)
        for t in [0.05, 0.1, 0.3] {
            assertClose(spring.value(at: t, duration: 1), critical.value(at: t), 1e-12)
        }
        spring.allowsOverdamping = true
        for t in [0.05, 0.1, 0.3] {
            assertClose(spring.value(at: t, duration: 1), over.value(at: t), 1e-12)
        }
        XCTAssertNotEqual(critical.value(at: 0.1), over.value(at: 0.1))
    }

    func testR24_initialVelocityIsRelativeToTheDistance() {
        let spring = SpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: 2)
        assertClose(spring.velocity(at: 0, duration: 1), 2, 1e-12)
        let rig = Rig()
        let a = PropertyAnimator(duration: 1, timingParameters: spring, driver: rig.driver) {
            rig.box.frame.origin.x = 300
        }
        a.startAnimation()
        rig.driver.advance(to: 0.0005)
        assertClose(rig.x / 0.0005, 600, 12, "2 distances per second of 300 points")

        // A pan's velocity over the remaining distance hands the finger's speed over.
        let fingerVelocity = -900.0, current = 200.0, target = 0.0
        let v = VelocityHandoff.relativeVelocity(fingerVelocity, from: current, to: target)
        assertClose(v, 4.5)
        XCTAssertEqual(VelocityHandoff.relativeVelocity(100, from: 5, to: 5), 0)
        XCTAssertEqual(VelocityHandoff.relativeVelocity(.nan, from: 0, to: 5), 0)
        assertClose(VelocityHandoff.relativeVelocity(CGPoint(x: 30, y: 400), from: .zero, to: CGPoint(x: 0, y: 200)), 2)
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
                assertClose(curve.velocity(at: t), numeric, 1e-4 * max(1, abs(numeric)), "\(name) at \(t)")
            }
        }
    }
}
