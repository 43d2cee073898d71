import Foundation
import XCTest
import ViewTree
@testable import Animation

/// SwiftUI's `Spring`: its forms (duration/bounce, response/damping ratio, mass/stiffness/damping)
/// and the conversions between them, against Apple's documented numbers.
final class SpringFormTests: XCTestCase {
    // Apple, SwiftUI `Spring` overview: `Spring(duration: 0.5, bounce: 0.3)` → (1.0, 157.9, 17.6).
    func testDurationHalfSecondBounceThreeTenthsIsApplesMassStiffnessDamping() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        XCTAssertEqual(spring.mass, 1)
        XCTAssertEqual(spring.stiffness, 157.9, accuracy: 0.05)
        XCTAssertEqual(spring.damping, 17.6, accuracy: 0.05)
        // The formulas behind them: k = (2π/d)², c = 4π(1 − b)/d.
        XCTAssertEqual(spring.stiffness, pow(2 * .pi / 0.5, 2), accuracy: 1e-9)
        XCTAssertEqual(spring.damping, 4 * .pi * 0.7 / 0.5, accuracy: 1e-9)
    }

    // Apple, SwiftUI `Spring` overview: `Spring(mass: 1, stiffness: 100, damping: 10)` → (0.63, 0.5).
    func testMassOneStiffnessHundredDampingTenIsApplesDurationAndBounce() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        XCTAssertEqual(spring.duration, 0.63, accuracy: 0.005)
        XCTAssertEqual(spring.bounce, 0.5, accuracy: 1e-12)
        XCTAssertEqual(spring.duration, 2 * .pi / 10, accuracy: 1e-12)
        XCTAssertEqual(spring.dampingRatio, 0.5, accuracy: 1e-12)
    }

    func testResponseIsTheDurationAndDampingRatioIsOneMinusBounce() {
        for (d, b) in [(0.5, 0.0), (0.5, 0.15), (0.5, 0.3), (0.8, 0.9), (0.25, 1.0)] {
            let spring = Spring(duration: d, bounce: b)
            XCTAssertEqual(spring.response, d, accuracy: 1e-12)
            XCTAssertEqual(spring.duration, d, accuracy: 1e-12)
            XCTAssertEqual(spring.dampingRatio, 1 - b, accuracy: 1e-12)
            XCTAssertEqual(spring.bounce, b, accuracy: 1e-12)
        }
    }

    func testNegativeBounceIsOverdampedWithDampingFourPiOverDurationTimesOnePlusBounce() {
        let spring = Spring(duration: 0.5, bounce: -0.3)
        XCTAssertEqual(spring.mass, 1)
        XCTAssertEqual(spring.stiffness, pow(2 * .pi / 0.5, 2), accuracy: 1e-9)
        XCTAssertEqual(spring.damping, 4 * .pi / (0.5 * 0.7), accuracy: 1e-9)
        XCTAssertEqual(spring.dampingRatio, 1 / 0.7, accuracy: 1e-12)
        XCTAssertEqual(spring.bounce, -0.3, accuracy: 1e-12)
    }

    func testResponseAndDampingRatioGiveStiffnessTwoPiOverResponseSquaredAndDampingFourPiZetaOverResponse() {
        let spring = Spring(response: 0.4, dampingRatio: 0.8)
        XCTAssertEqual(spring.mass, 1)
        XCTAssertEqual(spring.stiffness, pow(2 * .pi / 0.4, 2), accuracy: 1e-9)
        XCTAssertEqual(spring.damping, 4 * .pi * 0.8 / 0.4, accuracy: 1e-9)
        XCTAssertEqual(spring.response, 0.4, accuracy: 1e-12)
        XCTAssertEqual(spring.dampingRatio, 0.8, accuracy: 1e-12)
        // Above 1 it stays overdamped, as SwiftUI's does.
        let over = Spring(response: 0.2, dampingRatio: 1.8)
        XCTAssertEqual(over.dampingRatio, 1.8, accuracy: 1e-12)
        XCTAssertEqual(over.bounce, 1 / 1.8 - 1, accuracy: 1e-12)
    }

    func testDurationAndBounceRoundTripThroughMassStiffnessDamping() {
        for d in [0.1, 0.5, 1, 2.5] {
            for b in [-0.9, -0.5, -0.1, 0, 0.15, 0.3, 0.7, 0.99] {
                let spring = Spring(duration: d, bounce: b)
                let physical = Spring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                                      allowOverDamping: true)
                XCTAssertEqual(physical, spring)
                XCTAssertEqual(physical.duration, d, accuracy: 1e-12 * d, "d \(d) b \(b)")
                XCTAssertEqual(physical.bounce, b, accuracy: 1e-12, "d \(d) b \(b)")
                let again = Spring(duration: physical.duration, bounce: physical.bounce)
                XCTAssertEqual(again.stiffness, spring.stiffness, accuracy: 1e-9 * spring.stiffness)
                XCTAssertEqual(again.damping, spring.damping, accuracy: 1e-9 * spring.damping)
                let viaResponse = Spring(response: spring.response, dampingRatio: spring.dampingRatio)
                XCTAssertEqual(viaResponse.stiffness, spring.stiffness, accuracy: 1e-9 * spring.stiffness)
                XCTAssertEqual(viaResponse.damping, spring.damping, accuracy: 1e-9 * spring.damping)
            }
        }
    }

    func testMassStiffnessDampingRoundTripThroughDurationAndBounceForMassOne() {
        for (k, c) in [(100.0, 10.0), (300, 20), (157.9, 17.6), (50, 30)] {
            let spring = Spring(stiffness: k, damping: c, allowOverDamping: true)
            let back = Spring(duration: spring.duration, bounce: spring.bounce)
            XCTAssertEqual(back.stiffness, k, accuracy: 1e-9 * k)
            XCTAssertEqual(back.damping, c, accuracy: 1e-9 * c)
        }
    }

    func testMassLengthensTheDurationAndLowersTheDampingRatio() {
        let spring = Spring(mass: 4, stiffness: 100, damping: 10)
        XCTAssertEqual(spring.duration, 2 * .pi * 0.2, accuracy: 1e-12)
        XCTAssertEqual(spring.dampingRatio, 10 / (2 * 20), accuracy: 1e-12)
        XCTAssertEqual(spring.bounce, 0.75, accuracy: 1e-12)
    }

    func testOverdampingIsReadAsCriticalUnlessAllowed() {
        let critical = Spring(mass: 1, stiffness: 100, damping: 30)
        XCTAssertEqual(critical.damping, 20, accuracy: 1e-12)
        XCTAssertEqual(critical.dampingRatio, 1, accuracy: 1e-12)
        XCTAssertEqual(critical.bounce, 0, accuracy: 1e-12)
        let over = Spring(mass: 1, stiffness: 100, damping: 30, allowOverDamping: true)
        XCTAssertEqual(over.damping, 30)
        XCTAssertEqual(over.dampingRatio, 1.5, accuracy: 1e-12)
        XCTAssertEqual(over.bounce, 1 / 1.5 - 1, accuracy: 1e-12)
        XCTAssertLessThan(over.value(target: 1, time: 0.3), critical.value(target: 1, time: 0.3),
                          "an overdamped spring creeps behind the critical one")
    }

    // Apple: `.smooth` no bounce, `.snappy` base bounce 0.15, `.bouncy` base bounce 0.3, all 0.5 s;
    // `(duration:extraBounce:)` adds to the base bounce.
    func testPresetsAreSwiftUIsDurationsAndBounces() {
        XCTAssertEqual(Spring.smooth, Spring(duration: 0.5, bounce: 0))
        XCTAssertEqual(Spring.snappy, Spring(duration: 0.5, bounce: 0.15))
        XCTAssertEqual(Spring.bouncy, Spring(duration: 0.5, bounce: 0.3))
        XCTAssertEqual(Spring(), Spring.smooth)
        XCTAssertEqual(Spring.smooth(), Spring.smooth)
        XCTAssertEqual(Spring.snappy(), Spring.snappy)
        XCTAssertEqual(Spring.bouncy(), Spring.bouncy)
        XCTAssertEqual(Spring.smooth(duration: 0.3, extraBounce: 0.2), Spring(duration: 0.3, bounce: 0.2))
        XCTAssertEqual(Spring.snappy(duration: 0.3, extraBounce: 0.1).bounce, 0.25, accuracy: 1e-12)
        XCTAssertEqual(Spring.bouncy(duration: 1, extraBounce: -0.1).bounce, 0.2, accuracy: 1e-12)
        XCTAssertEqual(Spring.bouncy(duration: 1, extraBounce: -0.1).duration, 1, accuracy: 1e-12)
    }

    // MARK: The engine's spring

    func testSpringBecomesThePhysicalTimingParametersWithItsNumbers() {
        let parameters = SpringTimingParameters(Spring.bouncy)
        guard case let .physical(m, k, c) = parameters.definition else { return XCTFail("not physical") }
        XCTAssertEqual(m, 1)
        XCTAssertEqual(k, Spring.bouncy.stiffness)
        XCTAssertEqual(c, Spring.bouncy.damping)
        XCTAssertTrue(parameters.issues.isEmpty)
        // The engine's own iOS 17 form gives the same spring.
        guard case let .physical(m2, k2, c2) = SpringTimingParameters(duration: 0.5, bounce: 0.3).definition else {
            return XCTFail("not physical")
        }
        XCTAssertEqual(m2, m)
        XCTAssertEqual(k2, k, accuracy: 1e-9)
        XCTAssertEqual(c2, c, accuracy: 1e-9)
    }

    func testTimingParametersMoveAsTheSpringWithTheVelocityRelativeToTheDistance() {
        let distance = 240.0, pointsPerSecond = -900.0
        for spring in [Spring.bouncy, .smooth, Spring(duration: 0.6, bounce: -0.4), Spring(mass: 2, stiffness: 300, damping: 12)] {
            let parameters = SpringTimingParameters(spring, initialVelocity: pointsPerSecond / distance)
            for t in stride(from: 0.0, through: 1.5, by: 0.05) {
                let engine = distance * parameters.value(at: t, duration: 1)
                XCTAssertEqual(spring.value(target: distance, initialVelocity: pointsPerSecond, time: t), engine,
                               accuracy: 1e-9 * distance, "\(spring) at \(t) s")
                let engineVelocity = distance * parameters.velocity(at: t, duration: 1)
                XCTAssertEqual(spring.velocity(target: distance, initialVelocity: pointsPerSecond, time: t),
                               engineVelocity, accuracy: 1e-7 * distance)
            }
        }
    }

    func testPhysicalTimingParametersBecomeTheSameSpring() {
        let parameters = SpringTimingParameters(mass: 2, stiffness: 300, damping: 20)
        XCTAssertEqual(Spring(parameters), Spring(mass: 2, stiffness: 300, damping: 20))
        XCTAssertEqual(Spring(parameters, duration: 3), Spring(mass: 2, stiffness: 300, damping: 20))
        let over = Spring(duration: 0.5, bounce: -0.5)
        XCTAssertEqual(Spring(SpringTimingParameters(over)), over, "overdamping survives the round trip")
        XCTAssertNil(Spring(SpringTimingParameters(dampingRatio: 0.8)), "a ζ-spring needs the animator's duration")
    }

    // SPEC R23's table of UIKit's fit: (T 0.5, ζ 0.8) → k 323.59, c 28.78; (0.3, 0.5) → 1796.88, 42.39.
    func testDampingRatioParametersBecomeUIKitsFitForTheAnimatorsDuration() {
        let spring = Spring(SpringTimingParameters(dampingRatio: 0.8), duration: 0.5)
        XCTAssertEqual(spring.mass, 1)
        XCTAssertEqual(spring.stiffness, 323.59, accuracy: 0.001 * 323.59)
        XCTAssertEqual(spring.damping, 28.78, accuracy: 0.001 * 28.78)
        let other = Spring(SpringTimingParameters(dampingRatio: 0.5), duration: 0.3)
        XCTAssertEqual(other.stiffness, 1796.88, accuracy: 0.001 * 1796.88)
        XCTAssertEqual(other.damping, 42.39, accuracy: 0.001 * 42.39)
        // With a velocity the fit changes (R23), and the spring follows it.
        let thrown = SpringTimingParameters(dampingRatio: 0.8, initialVelocity: 3.0)
        let fit = SpringTimingParameters.fitted(ratio: 0.8, velocity: 3, duration: 0.5)
        XCTAssertEqual(Spring(thrown, duration: 0.5).stiffness, fit.omega0 * fit.omega0, accuracy: 1e-9)
    }

    func testUndampedSpringBecomesCriticalInTheEngineWhichReportsIt() {
        let undamped = Spring(duration: 0.5, bounce: 1)
        XCTAssertEqual(undamped.damping, 0)
        let parameters = SpringTimingParameters(undamped)
        XCTAssertEqual(parameters.issues.count, 1)
        XCTAssertEqual(parameters.dampingRatio, 1, accuracy: 1e-12)
    }
}
