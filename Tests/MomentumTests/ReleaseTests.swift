import Animation
import Foundation
import Momentum
import ViewTree
import XCTest

/// The one release call: the finger's velocity over the distance left (R24), the timing the
/// tuning's form runs (F8), and the animator continued or started with it (F1).
final class ReleaseTests: XCTestCase {
    private let uikit = ReleaseCurve.uikitSpring(dampingRatio: 0.8, duration: 0.5)

    /// A box at x = 0 on an animator to x = 400 over `duration` seconds, scrubbed to `fraction`.
    private func scrubbedBox(_ driver: AnimationDriver, duration: Double = 1, fraction: Double)
        -> (box: View, animator: PropertyAnimator) {
        let box = View(name: "box")
        box.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let animator = driver.run {
            PropertyAnimator(duration: duration, curve: .linear) { box.frame.origin.x = 400 }
        }
        driver.run {
            animator.pauseAnimation()
            animator.fractionComplete = fraction
        }
        return (box, animator)
    }

    func testTheRelativeVelocityIsTheFingersSpeedOverTheDistanceLeft() {
        let release = Release(toward: 400, from: 100, velocity: 900, curve: uikit)
        XCTAssertEqual(release.relativeVelocity, CGVector(dx: 3, dy: 3))
        XCTAssertEqual(release.distance, 300)
    }

    func testAReleaseInThePlaneIsPerAxisAsUIKitsVector() {
        let release = Release(toward: CGPoint(x: 200, y: 100), from: CGPoint(x: 100, y: 300),
                              velocity: CGPoint(x: 50, y: -400), curve: uikit)
        XCTAssertEqual(release.relativeVelocity, CGVector(dx: 0.5, dy: 2))
    }

    /// R8: nothing left to go, or a number that is not finite, starts the spring at rest.
    func testNoDistanceOrABadNumberStartsAtRest() {
        XCTAssertEqual(Release(toward: 100, from: 100, velocity: 900, curve: uikit).relativeVelocity, .zero)
        XCTAssertEqual(Release(toward: 300, from: 100, velocity: .nan, curve: uikit).relativeVelocity, .zero)
        XCTAssertEqual(Release(toward: .infinity, from: 100, velocity: 50, curve: uikit).relativeVelocity, .zero)
    }

    /// F8: the spring that runs is UIKit's fit of ζ to the duration with the release's velocity.
    func testTheUIKitFormRunsUIKitsFitForTheVelocity() throws {
        let release = Release(toward: 300, from: 0, velocity: 300, curve: .uikitSpring(dampingRatio: 0.9, duration: 1))
        let parameters = try XCTUnwrap(release.timingParameters as? SpringTimingParameters)
        XCTAssertEqual(parameters, SpringTimingParameters(dampingRatio: 0.9, initialVelocity: CGVector(dx: 1, dy: 1)))
        XCTAssertEqual(release.spring, Spring(parameters, duration: 1))
    }

    /// F8's no-root case (ζ 0.9, 1 s, 9.7 distances a second): the fit for a release at rest,
    /// stiffness 71.92, started at the release's velocity.
    func testAThrowUIKitsFitCannotReachRunsTheFitAtRest() throws {
        let release = Release(toward: 10, from: 0, velocity: 97, curve: .uikitSpring(dampingRatio: 0.9, duration: 1))
        XCTAssertFalse(SpringTimingParameters.durationFormHoldsForUIKit(dampingRatio: 0.9, velocity: 9.7, duration: 1))
        let spring = try XCTUnwrap(release.spring)
        XCTAssertEqual(spring.stiffness, 71.92, accuracy: 0.01)
        XCTAssertEqual(spring.dampingRatio, 0.9, accuracy: 1e-9)
    }

    /// F1: a continued UIKit spring takes exactly the tuned duration, whatever the animator was
    /// made with and however far along it was.
    func testAContinuedUIKitSpringRunsTheTunedDuration() {
        let driver = AnimationDriver(time: 0)
        let (box, animator) = scrubbedBox(driver, duration: 2, fraction: 0.25)
        var endedAt: Double?
        animator.addCompletion { _ in endedAt = driver.now }
        driver.run { Release(toward: 400, from: box.presentation.frame.minX, velocity: 600, curve: uikit).continue(animator) }
        driver.advance(by: 1, frameInterval: 1.0 / 1000)
        XCTAssertEqual(try XCTUnwrap(endedAt), 0.5, accuracy: 1.5e-3)
        XCTAssertEqual(box.presentation.frame.minX, 400)
    }

    /// R24: the view leaves at the finger's speed (within 2 % over the first 10 µs).
    func testAContinuedSpringLeavesAtTheFingersSpeed() {
        let driver = AnimationDriver(time: 0)
        let (box, animator) = scrubbedBox(driver, fraction: 0.25)
        driver.run { Release(toward: 400, from: 100, velocity: 900, curve: uikit).continue(animator) }
        driver.advance(to: 1e-5)
        XCTAssertEqual((Double(box.presentation.frame.minX) - 100) / 1e-5, 900, accuracy: 18)
    }

    /// The direction is set before the rest is laid out (R14): a reversed release goes back to
    /// where the animator started.
    func testAReversedReleaseGoesBackToTheStart() {
        let driver = AnimationDriver(time: 0)
        let (box, animator) = scrubbedBox(driver, fraction: 0.25)
        driver.run { Release(toward: 0, from: 100, velocity: -300, curve: uikit).continue(animator, reversed: true) }
        XCTAssertTrue(animator.isReversed)
        driver.advance(by: 1, frameInterval: 1.0 / 120)
        XCTAssertEqual(box.presentation.frame.minX, 0)
    }

    /// Several animators continued together take the same factor and end together.
    func testAnimatorsContinuedTogetherEndTogether() {
        let driver = AnimationDriver(time: 0)
        let (_, first) = scrubbedBox(driver, duration: 1, fraction: 0.5)
        let (_, second) = scrubbedBox(driver, duration: 1, fraction: 0.5)
        var ends: [Double] = []
        first.addCompletion { _ in ends.append(driver.now) }
        second.addCompletion { _ in ends.append(driver.now) }
        driver.run { Release(toward: 400, from: 200, velocity: 400, curve: uikit).continue(together: [first, second]) }
        driver.advance(by: 1, frameInterval: 1.0 / 1000)
        XCTAssertEqual(ends.count, 2)
        XCTAssertEqual(ends.first, ends.last)
    }

    /// SwiftUI's spring keeps its own stiffness and damping: the started animator moves as
    /// `Spring.value(target:initialVelocity:time:)` says, from the finger's speed.
    func testAStartedSwiftUISpringMovesAsTheSpringValue() {
        let driver = AnimationDriver(time: 0)
        let box = View(name: "box")
        box.frame = CGRect(x: 100, y: 0, width: 10, height: 10)
        let spring = Spring(duration: 0.5, bounce: 0.3)
        driver.run {
            _ = Release(toward: 400, from: 100, velocity: 900, curve: .spring(spring)).start { box.frame.origin.x = 400 }
        }
        for t in stride(from: 0.05, through: 0.6, by: 0.05) {
            driver.advance(to: t)
            let expected = 100 + spring.value(target: 300, initialVelocity: 900, time: t)
            XCTAssertEqual(Double(box.presentation.frame.minX), expected, accuracy: 0.01, "t \(t)")
        }
    }

    /// A seed's curve (`L`): no velocity is handed on, the animator keeps its own curve and runs
    /// out its remaining time.
    func testACubicReleaseKeepsTheAnimatorsCurveAndTime() {
        let driver = AnimationDriver(time: 0)
        let (_, animator) = scrubbedBox(driver, duration: 1, fraction: 0.5)
        let release = Release(toward: 400, from: 200, velocity: 900, curve: .cubic(nil, duration: 1))
        XCTAssertEqual(release.relativeVelocity, .zero)
        XCTAssertNil(release.timingParameters)
        XCTAssertNil(release.spring)
        XCTAssertEqual(release.curve.durationFactor(continuing: animator), 0)
    }
}
