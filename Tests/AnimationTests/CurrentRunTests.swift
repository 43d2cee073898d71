import Foundation
import ViewTree
import XCTest
@testable import Animation

/// `currentRun` (the HUD plots the curve actually running): after a continuation with a
/// spring the run follows that spring, and its position advances with time.
final class CurrentRunTests: XCTestCase {
    func testAContinuationOnASpringRunsThatSpring() {
        let rig = Rig()
        let a = rig.moveBox(to: 100)
        a.startAnimation()
        rig.driver.advance(to: 0.3)
        XCTAssertNil(a.currentRun.curve.springMotion, "the animator's own curve is not a spring")
        a.pauseAnimation()
        a.continueAnimation(withTimingParameters: SpringTimingParameters(dampingRatio: 0.6), durationFactor: 0)
        rig.driver.advance(to: 0.4)
        let run = a.currentRun
        XCTAssertEqual(run.curve.springMotion?.dampingRatio ?? 0, 0.6, accuracy: 1e-9)
        XCTAssertEqual(run.position, 0.1 / run.curve.duration, accuracy: 1e-9, "0.1 s into the continuation")
    }
}
