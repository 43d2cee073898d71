import Foundation
import XCTest
import ViewTree
@testable import Animation

/// `removeAnimations(of:)`: what CALayer.removeAllAnimations() does to a view's animators.
final class RemoveAnimationsTests: XCTestCase {
    func testTheAnimatorsMovingAViewAreFoundAndEndedAtTheirEnd() {
        let driver = AnimationDriver()
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let other = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var ends: [AnimatingPosition] = []
        let moving = driver.run { PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 } }
        let elsewhere = driver.run { PropertyAnimator(duration: 1, curve: .linear) { other.alpha = 0 } }
        moving.addCompletion { ends.append($0) }
        moving.startAnimation()
        elsewhere.startAnimation()
        driver.advance(by: 0.5)
        XCTAssertTrue(driver.animators(animating: view).elementsEqual([moving], by: ===))
        driver.removeAnimations(of: view)
        XCTAssertEqual(view.presentation.alpha, 0)
        XCTAssertEqual(ends, [.end])
        XCTAssertEqual(moving.state, .inactive)
        XCTAssertTrue(elsewhere.isRunning, "another view's animator runs on")
        XCTAssertTrue(driver.animators(animating: view).isEmpty)
    }
}
