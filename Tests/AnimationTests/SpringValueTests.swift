import Foundation
import XCTest
@testable import Animation

/// SwiftUI's `Spring`: the motion (value, velocity, force, update) against the physics.
final class SpringValueTests: XCTestCase {
    /// Springs of every kind: under-, critically and over-damped, heavy, undamped.
    private let springs: [Spring] = [
        .smooth, .snappy, .bouncy,
        Spring(duration: 0.7, bounce: -0.4),
        Spring(mass: 2, stiffness: 300, damping: 12),
        Spring(mass: 1, stiffness: 100, damping: 30, allowOverDamping: true),
        Spring(response: 0.3, dampingRatio: 0.1),
        Spring(duration: 0.5, bounce: 1),
    ]

    func testValueStartsAtZeroMovingAtTheInitialVelocity() {
        for spring in springs {
            for v in [0.0, 800, -800] {
                XCTAssertEqual(spring.value(target: 300, initialVelocity: v, time: 0), 0, accuracy: 1e-12)
                XCTAssertEqual(spring.velocity(target: 300, initialVelocity: v, time: 0), v, accuracy: 1e-9)
                // Positive velocity is toward larger values, whatever the target's side.
                let h = 1e-7
                let slope = spring.value(target: 300, initialVelocity: v, time: h) / h
                XCTAssertEqual(slope, v, accuracy: 1e-3 * max(1, abs(v)) + 0.1)
            }
        }
        XCTAssertGreaterThan(Spring.smooth.value(target: -100, initialVelocity: 500, time: 0.01), 0,
                             "thrown up while pulled down: it first rises")
    }

    func testValueAgreesWithIntegratingForceNumerically() {
        for spring in springs {
            for (target, v0) in [(1.0, 0.0), (1.0, 4.0), (250.0, -1200.0), (-40.0, 0.0)] {
                // RK4 on x'' = force/m, 10 µs steps over 1 s.
                var x = 0.0, v = v0
                let dt = 1e-5
                func acceleration(_ x: Double, _ v: Double) -> Double {
                    spring.force(target: target, position: x, velocity: v) / spring.mass
                }
                var t = 0.0
                for step in 1...100_000 {
                    let k1x = v, k1v = acceleration(x, v)
                    let k2x = v + dt / 2 * k1v, k2v = acceleration(x + dt / 2 * k1x, v + dt / 2 * k1v)
                    let k3x = v + dt / 2 * k2v, k3v = acceleration(x + dt / 2 * k2x, v + dt / 2 * k2v)
                    let k4x = v + dt * k3v, k4v = acceleration(x + dt * k3x, v + dt * k3v)
                    x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                    v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                    t = Double(step) * dt
                    if step % 10_000 == 0 {
                        let scale = max(1, abs(target))
                        XCTAssertEqual(spring.value(target: target, initialVelocity: v0, time: t), x,
                                       accuracy: 1e-6 * scale, "\(spring) target \(target) v0 \(v0) t \(t)")
                        XCTAssertEqual(spring.velocity(target: target, initialVelocity: v0, time: t), v,
                                       accuracy: 1e-5 * scale, "\(spring) target \(target) v0 \(v0) t \(t)")
                    }
                }
            }
        }
    }

    func testForceIsMinusStiffnessTimesDisplacementMinusDampingTimesVelocity() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        XCTAssertEqual(spring.force(target: 1, position: 0.3, velocity: 2), 100 * 0.7 - 10 * 2, accuracy: 1e-12)
        XCTAssertEqual(spring.force(target: 0.2, position: 1, velocity: -0.2), -100 * 0.8 + 10 * 0.2, accuracy: 1e-12)
        XCTAssertEqual(spring.force(target: 5, position: 5, velocity: 0), 0)
    }

    func testUpdateStepsExactlyWhateverTheFrameRate() {
        for spring in springs {
            for hz in [30.0, 60, 120, 1000] {
                var value = 0.0, velocity = 600.0
                let frames = Int(hz)
                for _ in 0..<frames {
                    spring.update(value: &value, velocity: &velocity, target: 200, deltaTime: 1 / hz)
                }
                let scale = 200.0
                XCTAssertEqual(value, spring.value(target: 200, initialVelocity: 600, time: 1), accuracy: 1e-9 * scale,
                               "\(spring) at \(hz) Hz")
                XCTAssertEqual(velocity, spring.velocity(target: 200, initialVelocity: 600, time: 1),
                               accuracy: 1e-8 * scale, "\(spring) at \(hz) Hz")
            }
        }
    }

    func testUpdateFromAMovingStateContinuesTheClosedForm() {
        let spring = Spring.bouncy
        var value = 30.0, velocity = -200.0
        spring.update(value: &value, velocity: &velocity, target: 100, deltaTime: 0.3)
        XCTAssertEqual(value, 30 + spring.value(target: 70, initialVelocity: -200, time: 0.3), accuracy: 1e-12)
        XCTAssertEqual(velocity, spring.velocity(target: 70, initialVelocity: -200, time: 0.3), accuracy: 1e-12)
        // Retargeting mid-flight keeps position and velocity.
        var a = 0.0, va = 0.0
        spring.update(value: &a, velocity: &va, target: 100, deltaTime: 0.1)
        let (x, v) = (a, va)
        spring.update(value: &a, velocity: &va, target: -50, deltaTime: 0)
        XCTAssertEqual(a, x)
        XCTAssertEqual(va, v)
    }

    func testCriticalSpringNeverOvershootsAndBouncyOvershootsByTheTextbookAmount() {
        for t in stride(from: 0.0, through: 3, by: 0.01) {
            XCTAssertLessThanOrEqual(Spring.smooth.value(target: 1, time: t), 1)
        }
        var overshoot = 0.0
        for t in stride(from: 0.0, through: 1, by: 0.0001) {
            overshoot = max(overshoot, Spring.bouncy.value(target: 1, time: t) - 1)
        }
        // The textbook overshoot of a step response: e^(−πζ/√(1 − ζ²)), ζ = 0.7: 4.60 %.
        XCTAssertEqual(overshoot, exp(-.pi * 0.7 / (1 - 0.49).squareRoot()), accuracy: 1e-6, "bounce 0.3 overshoots")
    }

    func testUndampedSpringOscillatesAboutTheTargetForever() {
        let spring = Spring(duration: 0.5, bounce: 1)
        XCTAssertEqual(spring.dampingRatio, 0)
        XCTAssertEqual(spring.value(target: 1, time: 0.25), 2, accuracy: 1e-12)
        XCTAssertEqual(spring.value(target: 1, time: 100), 0, accuracy: 1e-9)
    }

    func testOutOfRangeNumbersAreClampedAndNothingTraps() {
        let bad = [Double.nan, 0, -1, .infinity, -.infinity, 1e300, -1e300, 1e-300]
        var springs: [Spring] = []
        for x in bad {
            springs.append(Spring(duration: x, bounce: 0.3))
            springs.append(Spring(duration: 0.5, bounce: x))
            springs.append(Spring(response: x, dampingRatio: x))
            springs.append(Spring(mass: x, stiffness: x, damping: x))
            springs.append(Spring(mass: x, stiffness: 100, damping: 10, allowOverDamping: true))
            springs.append(Spring(mass: 1, stiffness: 100, damping: x, allowOverDamping: true))
            springs.append(Spring(settlingDuration: x, dampingRatio: x, epsilon: x))
        }
        for spring in springs {
            for number in [spring.mass, spring.stiffness, spring.damping, spring.duration, spring.bounce,
                           spring.dampingRatio, spring.response] {
                XCTAssertTrue(number.isFinite, "\(spring)")
            }
            XCTAssertFalse(spring.settlingDuration.isNaN, "\(spring)")
            for t in bad {
                XCTAssertTrue(spring.value(target: 1, initialVelocity: 3, time: t).isFinite, "\(spring) at \(t)")
                XCTAssertTrue(spring.velocity(target: 1, initialVelocity: 3, time: t).isFinite, "\(spring) at \(t)")
                var value = 0.0, velocity = 0.0
                spring.update(value: &value, velocity: &velocity, target: 1, deltaTime: t)
                XCTAssertTrue(value.isFinite && velocity.isFinite, "\(spring) after \(t)")
            }
        }
        XCTAssertEqual(Spring(duration: .nan), Spring(duration: 0.5))
        XCTAssertEqual(Spring(duration: 0), Spring(duration: 0.001))
        XCTAssertEqual(Spring(duration: -3), Spring(duration: 0.001))
        XCTAssertEqual(Spring(duration: .infinity), Spring(duration: 1000))
        XCTAssertEqual(Spring(bounce: .nan), Spring(bounce: 0))
        XCTAssertEqual(Spring(bounce: 2).bounce, 1, accuracy: 1e-12)
        XCTAssertEqual(Spring(bounce: -5).bounce, -0.999, accuracy: 1e-9)
        XCTAssertEqual(Spring(mass: -1, stiffness: 100, damping: 10).mass, 1e-6)
        XCTAssertEqual(Spring(stiffness: .nan, damping: .nan), Spring(stiffness: 100, damping: 20))
        XCTAssertEqual(Spring.bouncy.value(target: 1, time: -1), 0)
        XCTAssertEqual(Spring.bouncy.value(target: 1, time: .nan), 0)
        var value = 3.0, velocity = 4.0
        Spring.bouncy.update(value: &value, velocity: &velocity, target: 10, deltaTime: .nan)
        XCTAssertEqual(value, 3)
        XCTAssertEqual(velocity, 4)
        Spring.bouncy.update(value: &value, velocity: &velocity, target: 10, deltaTime: .infinity)
        XCTAssertEqual(value, 10, accuracy: 1e-12)
        XCTAssertEqual(velocity, 0, accuracy: 1e-12)
    }
}
