import Foundation
import Momentum
import XCTest

/// Each platform's decay against its published formula and numbers.
final class DecayTests: XCTestCase {
    /// UIScrollView: v/1000 · r/(1 − r): 1,000 pt/s coasts 499 pt at .normal, 99 pt at .fast
    /// (WWDC 2018 "Designing Fluid Interfaces").
    func testUIScrollViewRatesCoastAsTheProjection() {
        XCTAssertEqual(Decay.normal.distance(velocity: 1000), 499, accuracy: 1e-9)
        XCTAssertEqual(Decay.fast.distance(velocity: 1000), 99, accuracy: 1e-9)
        XCTAssertEqual(Decay.normal.distance(velocity: -1000), -499, accuracy: 1e-9)
        // Per millisecond the velocity is multiplied by the rate: after 1 s, 0.998^1000 of it.
        XCTAssertEqual(Decay.normal.velocity(1000, at: 1) / Decay.normal.velocity(1000, at: 0.0000001),
                       pow(0.998, 1000), accuracy: 1e-6)
    }

    /// Compose's `exponentialDecay()`: target = start + v/4.2 (friction multiplier 1), and the
    /// run lasts until |v| < 0.1: ln(|v|/0.1)/4.2 s.
    func testComposeExponentialDecayEndsAtVelocityOver4Point2() {
        XCTAssertEqual(Decay.compose.distance(velocity: 2100), 500, accuracy: 1e-9)
        XCTAssertEqual(Decay.exponential(frictionMultiplier: 2).distance(velocity: 2100), 250, accuracy: 1e-9)
        XCTAssertEqual(Decay.compose.duration(velocity: 2100, threshold: 0.1), log(21_000) / 4.2, accuracy: 1e-9)
        XCTAssertEqual(Decay.compose.offset(velocity: 2100, at: 0.5), 500 * (1 - exp(-2.1)), accuracy: 1e-9)
    }

    /// Flutter's `FrictionSimulation(0.135, 0, 1000)` (BouncingScrollPhysics' drag): finalX =
    /// −v/ln(drag) = 499.4 pt; x(1) = v·(drag − 1)/ln(drag).
    func testFlutterFrictionSimulationEndsAtMinusVelocityOverLogDrag() {
        let flutter = Decay.friction(drag: 0.135)
        XCTAssertEqual(flutter.distance(velocity: 1000), -1000 / log(0.135), accuracy: 1e-9)
        XCTAssertEqual(flutter.offset(velocity: 1000, at: 1), 1000 * (0.135 - 1) / log(0.135), accuracy: 1e-9)
        XCTAssertEqual(flutter.velocity(1000, at: 1), 135, accuracy: 1e-9)
    }

    func testNonsenseNeverTraps() {
        for decay in [Decay.scrollView(rate: 1), .scrollView(rate: .nan), .exponential(frictionMultiplier: -1), .friction(drag: 0)] {
            XCTAssertTrue(decay.distance(velocity: 1000).isFinite)
            XCTAssertTrue(decay.duration(velocity: .infinity).isFinite)
        }
    }
}
