import FluidTestSupport
import Foundation
import XCTest
@_spi(AnimationEngine) @testable import Animation

/// Cubic curves against published CSS values and identities; springs against integration.
final class CurveTests: XCTestCase {
    /// CSS `ease`, `ease-in`, `ease-out`, `ease-in-out` (cubic-bezier() as defined by CSS Easing).
    func testNamedCurvesMatchPublishedCSSValues() {
        let table: [(CubicTimingParameters, [Double])] = [
            (CubicTimingParameters(0.25, 0.1, 0.25, 1), [0.0947963057, 0.4085105914, 0.8024033877, 0.9604589783, 0.9943164775]),
            (CubicTimingParameters(animationCurve: .easeIn), [0.0170266097, 0.0934646507, 0.3153568125, 0.6218618692, 0.8394278458]),
            (CubicTimingParameters(animationCurve: .easeOut), [0.1605721542, 0.3781381308, 0.6846431875, 0.9065353493, 0.9829733903]),
            (CubicTimingParameters(animationCurve: .easeInOut), [0.0197224535, 0.1291619310, 0.5, 0.8708380690, 0.9802775465]),
        ]
        for (curve, values) in table {
            for (x, y) in zip([0.1, 0.25, 0.5, 0.75, 0.9], values) {
                assertClose(curve.progress(atFraction: x), y, 1e-9, "\(curve.controlPoint1) at \(x)")
            }
        }
    }

    func testSymmetricCurveIdentities() {
        let easeIn = CubicTimingParameters(animationCurve: .easeIn)
        let easeOut = CubicTimingParameters(animationCurve: .easeOut)
        let easeInOut = CubicTimingParameters(animationCurve: .easeInOut)
        for i in 0...200 {
            let x = Double(i) / 200
            // ease-out is ease-in rotated by half a turn; ease-in-out is point-symmetric about the centre.
            assertClose(easeOut.progress(atFraction: x), 1 - easeIn.progress(atFraction: 1 - x), 1e-9)
            assertClose(easeInOut.progress(atFraction: x), 1 - easeInOut.progress(atFraction: 1 - x), 1e-9)
            assertClose(easeOut.slope(atFraction: x), easeIn.slope(atFraction: 1 - x), 1e-6)
        }
        assertClose(easeOut.slope(atFraction: 0), 3 / 1.74, 1e-9, "l'Hôpital at a coincident control point")
    }

    func testCubicXIsMonotonicAndValuesAreExactAtTheEnds() {
        for c in [(0.42, 0.0, 1.0, 1.0), (0.0, 1.0, 1.0, 0.0), (1.0, 0.0, 0.0, 1.0), (0.9, -2.0, 0.1, 3.0)] {
            let b = UnitBezier(c.0, c.1, c.2, c.3)
            var last = -1.0
            for i in 0...1000 {
                let t = Double(i) / 1000
                XCTAssertGreaterThanOrEqual(b.x(t), last - 1e-15)
                last = b.x(t)
                let x = b.x(t)
                assertClose(b.x(b.solveT(x)), x, 1e-9)
            }
            XCTAssertEqual(b.value(0), 0)
            XCTAssertEqual(b.value(1), 1)
        }
    }

    func testOutOfRangeControlPointXIsClampedAndReported() {
        let p = CubicTimingParameters(-0.5, 0, 1.5, 1)
        XCTAssertEqual(p.controlPoint1.x, 0)
        XCTAssertEqual(p.controlPoint2.x, 1)
        XCTAssertFalse(p.issues.isEmpty)
    }

    /// Closed form against RK4 in all three regimes, value and velocity.
    func testSpringClosedFormAgainstNumericalIntegration() {
        let cases: [(String, Double, Double, Double, Double, SpringSolution.Regime)] = [
            ("under", 1, 170, 26, 0, .underdamped),
            ("under, light", 1, 400, 4, 1.5, .underdamped),
            ("critical", 1, 100, 20, 0, .critical),
            ("critical, v0", 2, 50, 20, -4, .critical),
            ("over", 1, 100, 50, 0, .overdamped),
            ("over, v0", 0.5, 80, 40, 6, .overdamped),
        ]
        for (name, m, k, c, v0, regime) in cases {
            let s = SpringSolution(mass: m, stiffness: k, damping: c, initialVelocity: v0)
            XCTAssertEqual(s.regime, regime, name)
            XCTAssertEqual(s.value(at: 0), 0, name)
            assertClose(s.velocity(at: 0), v0, 1e-12, name)
            for t in stride(from: 0.02, through: 2.0, by: 0.02) {
                let (x, v) = integrateSpring(mass: m, stiffness: k, damping: c, v0: v0, until: t)
                assertClose(s.value(at: t), x, 1e-8, "\(name) x at \(t)")
                assertClose(s.velocity(at: t), v, 1e-7, "\(name) v at \(t)")
            }
        }
    }

    func testNearlyCriticalSpringsAreContinuousAcrossTheRegimes() {
        let below = SpringSolution(omega0: 10, zeta: 1 - 1e-6, initialVelocity: 1)
        let at = SpringSolution(omega0: 10, zeta: 1, initialVelocity: 1)
        let above = SpringSolution(omega0: 10, zeta: 1 + 1e-6, initialVelocity: 1)
        for t in stride(from: 0.0, through: 1, by: 0.05) {
            assertClose(below.value(at: t), at.value(at: t), 1e-5)
            assertClose(above.value(at: t), at.value(at: t), 1e-5)
        }
    }

    func testSettlingTimeScalesWithStiffness() {
        let soft = SpringSolution(omega0: 5, zeta: 0.5, initialVelocity: 0).settlingTime()
        let stiff = SpringSolution(omega0: 10, zeta: 0.5, initialVelocity: 0).settlingTime()
        assertClose(soft, 2 * stiff, 1e-6)
        assertClose(SpringTimingParameters(response: 1, dampingFraction: 1).dampingRatio, 1, 1e-12)
    }
}
