import FluidTestSupport
import Foundation
import XCTest
import ViewTree
@testable import Animation

/// UIView's block-based front ends (R13, R20, R23): seed code that calls `View.animate…` runs on
/// PropertyAnimator. (R13a's v3 behaviours are in BlockAnimationRuleTests.)
final class ViewFrontEndTests: XCTestCase {
    func testR20_viewAnimateRunsAnAnimatorAndTellsTheCompletionItFinished() {
        let rig = Rig()
        var finished: Bool?
        rig.driver.run {
            View.animate(withDuration: 1, delay: 0.5, options: [.curveLinear], animations: {
                rig.box.frame.origin.x = 100
            }, completion: { finished = $0 })
        }
        rig.driver.advance(to: 1)
        assertClose(rig.x, 50)
        XCTAssertNil(finished)
        rig.driver.advance(to: 1.5)
        XCTAssertEqual(finished, true)
        XCTAssertEqual(rig.x, 100)
    }

    func testR20_viewAnimateWithTrailingClosureUsesEaseInOut() {
        let rig = Rig()
        rig.driver.run {
            View.animate(withDuration: 1) { rig.box.frame.origin.x = 100 }
        }
        rig.driver.advance(to: 0.25)
        assertClose(rig.x, 100 * CubicTimingParameters(animationCurve: .easeInOut).progress(atFraction: 0.25), 1e-9)
    }

    func testR23_viewAnimateWithSpringDampingUsesUIKitsFit() {
        let rig = Rig()
        var finished: Bool?
        rig.driver.run {
            View.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
                         options: [], animations: { rig.box.frame.origin.x = 100 }, completion: { finished = $0 })
        }
        let fit = SpringTimingParameters.fitted(ratio: 0.8, velocity: 0, duration: 0.5)
        rig.driver.advance(to: 0.1)
        assertClose(rig.x, 100 * fit.value(at: 0.1), 1e-9)
        assertClose(fit.omega0 * fit.omega0, 323.59, 0.33)
        rig.driver.advance(to: 0.5)
        XCTAssertEqual(finished, true)
    }

    /// R13 (v3): each keyframe moves in its window of the timeline, which runs on ease-in-out:
    /// at 0.25 s of 2 s the curve reads 0.0363, at 1.5 s 0.8708.
    func testR13_animateKeyframesMovesEachKeyframeInItsWindow() {
        let rig = Rig()
        var finished: Bool?
        rig.driver.run {
            View.animateKeyframes(withDuration: 2, delay: 0, options: [], animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { rig.box.alpha = 0.5 }
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { rig.box.frame.origin.x = 100 }
            }, completion: { finished = $0 })
        }
        let easeInOut = CubicTimingParameters(animationCurve: .easeInOut)
        rig.driver.advance(to: 0.25)
        assertClose(Double(rig.box.presentation.alpha), 1 - 0.5 * easeInOut.progress(atFraction: 0.125) / 0.25)
        XCTAssertEqual(rig.x, 0)
        rig.driver.advance(to: 1.5)
        XCTAssertEqual(rig.box.presentation.alpha, 0.5)
        assertClose(rig.x, 100 * (easeInOut.progress(atFraction: 0.75) - 0.5) / 0.5)
        XCTAssertNil(finished)
        rig.driver.advance(to: 2)
        XCTAssertEqual(finished, true)
        XCTAssertEqual(rig.x, 100)
    }

    func testR13_addKeyframeOutsideAnyAnimationHappensAtOnce() {
        let rig = Rig()
        View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { rig.box.alpha = 0.2 }
        XCTAssertEqual(rig.box.presentation.alpha, 0.2)
    }
}
