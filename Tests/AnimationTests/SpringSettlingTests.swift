import Foundation
import XCTest
@testable import Animation

/// SwiftUI's `Spring`: settling durations (when every later value stays within ε of the target)
/// and springs made from one (`Spring(settlingDuration:dampingRatio:epsilon:)`, UIKit's fit).
final class SpringSettlingTests: XCTestCase {
    /// Checks on the closed form that `time` is when the motion leaves the ε band for the last
    /// time: inside it from `time` on (sampled over ten periods), outside it just before.
    private func assertLastExit(_ spring: Spring, target: Double, velocity: Double, epsilon: Double, _ time: Double,
                                file: StaticString = #filePath, line: UInt = #line) {
        func distance(_ t: Double) -> Double { abs(spring.value(target: target, initialVelocity: velocity, time: t) - target) }
        let step = spring.duration / 500
        var t = time
        while t < time + 10 * spring.duration {
            XCTAssertLessThanOrEqual(distance(t), epsilon * (1 + 1e-9), "inside the band at \(t) s", file: file, line: line)
            t += step
        }
        XCTAssertGreaterThan(distance(time - 1e-9 * max(1, time) - 1e-12), epsilon * (1 - 1e-6), "outside just before",
                             file: file, line: line)
    }

    func testSettlingDurationIsTheLastExitFromTheBandOnTheClosedForm() {
        let springs: [Spring] = [
            .smooth, .snappy, .bouncy, Spring(duration: 0.7, bounce: -0.4), Spring(mass: 2, stiffness: 300, damping: 12),
            Spring(mass: 1, stiffness: 100, damping: 30, allowOverDamping: true), Spring(response: 0.3, dampingRatio: 0.1),
        ]
        for spring in springs {
            let settle = spring.settlingDuration
            XCTAssertGreaterThan(settle, 0)
            assertLastExit(spring, target: 1, velocity: 0, epsilon: 0.001, settle)
            XCTAssertEqual(settle, spring.settlingDuration(target: 1, initialVelocity: 0, epsilon: 0.001))
            // Any target, velocity and band, in value units.
            let thrown = spring.settlingDuration(target: 200, initialVelocity: -1500, epsilon: 0.5)
            assertLastExit(spring, target: 200, velocity: -1500, epsilon: 0.5, thrown)
            let pushed = spring.settlingDuration(target: -30, initialVelocity: -400, epsilon: 0.01)
            assertLastExit(spring, target: -30, velocity: -400, epsilon: 0.01, pushed)
        }
    }

    // Critically damped from rest: (1 + ω₀t)·e^(−ω₀t) = 0.001 at ω₀t = 9.2334 (SPEC R22), so
    // `.smooth` (ω₀ = 4π) settles in 9.2334/(4π) = 0.73477 s.
    func testSmoothSettlesWhereTheCriticalEnvelopeReachesATenthOfAPercent() {
        XCTAssertEqual(Spring.smooth.settlingDuration, 9.2334 / (4 * .pi), accuracy: 1e-5)
    }

    // SPEC R22: UIKit's envelope bound for (1, 100, 10) is 1.4727 s, (1, 300, 20) 0.7443 s,
    // (1, 100, 5) 2.8550 s (Core Animation's documentation: "approximately 2.85 seconds").
    func testSettlingDurationIsNoLaterThanUIKitsEnvelopeBound() {
        for (k, c, uikit) in [(100.0, 10.0, 1.4727), (300, 20, 0.7443), (100, 5, 2.8550)] {
            let spring = Spring(mass: 1, stiffness: k, damping: c)
            let engine = SpringTimingParameters(spring).settlingDuration ?? 0
            XCTAssertEqual(engine, uikit, accuracy: 5e-5)
            XCTAssertLessThanOrEqual(spring.settlingDuration, engine)
            XCTAssertGreaterThan(spring.settlingDuration, engine - 2 * .pi / (k.squareRoot()),
                                 "within one period of the bound")
        }
    }

    func testUndampedSpringNeverSettlesAndAMotionAtRestOnItsTargetSettlesAtOnce() {
        XCTAssertEqual(Spring(duration: 0.5, bounce: 1).settlingDuration, .infinity)
        XCTAssertEqual(Spring.bouncy.settlingDuration(target: 0, initialVelocity: 0, epsilon: 0.001), 0)
        XCTAssertEqual(Spring.bouncy.settlingDuration(target: 0.0005, epsilon: 0.001), 0)
        XCTAssertFalse(Spring.bouncy.settlingDuration(target: 1, epsilon: .nan).isNaN)
        XCTAssertEqual(Spring.bouncy.settlingDuration(target: 1, epsilon: .nan), Spring.bouncy.settlingDuration)
    }

    // SPEC R23's table of UIKit's fit, (T, ζ → k, c): (0.5, 0.8 → 323.59, 28.78),
    // (0.5, 1.0 → 341.02, 36.93), (0.3, 0.5 → 1796.88, 42.39), (1.0, 0.7 → 96.82, 13.78).
    func testR23_springFromSettlingDurationIsUIKitsDampingRatioFit() {
        for (T, zeta, k, c) in [(0.5, 0.8, 323.59, 28.78), (0.5, 1.0, 341.02, 36.93),
                                (0.3, 0.5, 1796.88, 42.39), (1.0, 0.7, 96.82, 13.78)] {
            let spring = Spring(settlingDuration: T, dampingRatio: zeta)
            XCTAssertEqual(spring.mass, 1)
            XCTAssertEqual(spring.stiffness, k, accuracy: 0.001 * k, "T \(T) ζ \(zeta)")
            XCTAssertEqual(spring.damping, c, accuracy: 0.001 * c, "T \(T) ζ \(zeta)")
            let fit = SpringTimingParameters.fitted(ratio: zeta, velocity: 0, duration: T)
            XCTAssertEqual(spring.stiffness.squareRoot(), fit.omega0, accuracy: 1e-6 * fit.omega0)
            XCTAssertEqual(spring.dampingRatio, zeta, accuracy: 1e-12)
        }
        // Clamped as UIKit clamps: ζ to ≤ 1, T to 0.01…10 s.
        XCTAssertEqual(Spring(settlingDuration: 2, dampingRatio: 20), Spring(settlingDuration: 2, dampingRatio: 1))
        XCTAssertEqual(Spring(settlingDuration: 11, dampingRatio: 0.9), Spring(settlingDuration: 10, dampingRatio: 0.9))
    }

    func testCriticalSpringFromSettlingDurationSettlesInExactlyThatDuration() {
        for T in [0.2, 0.8, 3] {
            XCTAssertEqual(Spring(settlingDuration: T, dampingRatio: 1).settlingDuration, T, accuracy: 1e-9 * T)
            let loose = Spring(settlingDuration: T, dampingRatio: 1, epsilon: 0.01)
            XCTAssertEqual(loose.settlingDuration(target: 1, epsilon: 0.01), T, accuracy: 1e-9 * T)
        }
    }

    func testUnderdampedSpringFromSettlingDurationSettlesNearThatDuration() {
        for zeta in [0.3, 0.5, 0.7, 0.9] {
            let T = 0.6
            let spring = Spring(settlingDuration: T, dampingRatio: zeta)
            let settle = spring.settlingDuration
            // UIKit's bound leaves out the cosine part of the motion: within a period of T.
            XCTAssertEqual(settle, T, accuracy: spring.duration, "ζ \(zeta)")
            XCTAssertLessThan(abs(spring.value(target: 1, time: T) - 1), 0.01, "ζ \(zeta): about settled at T")
        }
    }
}
