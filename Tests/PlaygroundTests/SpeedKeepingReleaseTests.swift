import Animation
import XCTest
@testable import Playground

/// F1's lengthening on its own: found on the spring as the engine runs it.
final class SpeedKeepingReleaseTests: XCTestCase {
    /// A UIKit duration + ζ spring (R23) stretched by `factor` from `base` seconds.
    private func uikit(_ zeta: Double, velocity: Double, base: Double) -> (Double) -> (parameters: SpringTimingParameters, duration: Double) {
        { factor in (SpringTimingParameters(dampingRatio: zeta, initialVelocity: velocity), base * factor) }
    }

    func testAReleaseAtRestIsNeverStretched() {
        XCTAssertEqual(SpeedKeepingRelease.stretchLimit(speed: 0), 1)
        XCTAssertEqual(SpeedKeepingRelease.stretch(relativeVelocity: 0, speed: 0, tuned: 0.5, base: 0.5,
                                                   spring: uikit(1, velocity: 0, base: 0.5)), 1)
    }

    func testAThrowTowardsAFarTargetIsStretchedUntilItsFirstFrameKeepsTheSpeed() {
        // 1,200 pt/s with 500 pt to go: 2.4 distances a second on a 0.5 s critical spring.
        let spring = uikit(1, velocity: 2.4, base: 0.5)
        XCTAssertGreaterThan(SpeedKeepingRelease.firstFrameDrift(of: spring(1)), 0.1 * 2.4, "the tuned spring pulls ahead")
        let factor = SpeedKeepingRelease.stretch(relativeVelocity: 2.4, speed: 1200, tuned: 0.5, base: 0.5, spring: spring)
        XCTAssertGreaterThan(factor, 1)
        XCTAssertLessThanOrEqual(SpeedKeepingRelease.firstFrameDrift(of: spring(factor)),
                                 SpeedKeepingRelease.allowedDrift * 2.4 + 1e-12)
    }

    func testAStretchNeverPassesItsLimits() {
        // So slow a spring would be needed that the limits decide: 6× the tuned 0.5 s, under 3 s.
        let spring = uikit(1, velocity: 0.05, base: 0.5)
        let factor = SpeedKeepingRelease.stretch(relativeVelocity: 0.05, speed: 5000, tuned: 0.5, base: 0.5, spring: spring)
        XCTAssertLessThanOrEqual(0.5 * factor, SpeedKeepingRelease.maximumStretch * 0.5 + 1e-9)
        XCTAssertLessThanOrEqual(0.5 * factor, SpeedKeepingRelease.longestRelease + 1e-9)
    }

    func testSlowReleasesMayStretchLess() {
        XCTAssertEqual(SpeedKeepingRelease.stretchLimit(speed: 300), 1 + (SpeedKeepingRelease.maximumStretch - 1) / 2, accuracy: 1e-12)
        XCTAssertEqual(SpeedKeepingRelease.stretchLimit(speed: -900), SpeedKeepingRelease.maximumStretch)
    }

    func testTheStretchFollowsTheResponseKey() {
        var tuning = SceneTuning(dampingRatio: 1, response: 0.9)
        let defaults = SceneTuning(dampingRatio: 1, response: 0.45)
        XCTAssertEqual(SpeedKeepingRelease.responseScale(tuning, defaults: defaults), 0.5, accuracy: 1e-12)
        tuning.response = 0
        XCTAssertEqual(SpeedKeepingRelease.responseScale(tuning, defaults: defaults), 1, "a non-finite scale is ignored")
    }
}
