// CAKeyframeAnimation, CAAnimationGroup and the iOS 17 spring block animation, as UIKit code
// writes a shake, a pulse and a bounce.
import FluidUIKit
import XCTest

final class CAKeyframeAnimationTests: XCTestCase {
    private let driver = AnimationDriver()

    func testAShakeMovesThroughItsValuesAtEvenTimesAndEndsWhereItWas() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let shake = CAKeyframeAnimation(keyPath: "transform.translation.x")
        shake.values = [0, -10, 10, 0]
        shake.duration = 0.3
        driver.run { view.layer.add(shake, forKey: "shake") }
        driver.advance(by: 0.05)
        XCTAssertEqual(view.presentation.transform.tx, -5, accuracy: 1e-6, "halfway to the first key time")
        driver.advance(by: 0.1)
        XCTAssertEqual(view.presentation.transform.tx, 0, accuracy: 1e-6, "halfway from -10 to 10")
        driver.advance(by: 0.2)
        XCTAssertEqual(view.presentation.transform.tx, 0)
        XCTAssertNil(view.layer.animationKeys())
    }

    func testKeyTimesAndDiscreteModePlaceTheValues() {
        let layer = CALayer()
        let blink = CAKeyframeAnimation(keyPath: "opacity")
        blink.values = [1, 0, 1]
        blink.keyTimes = [0, 0.8, 1]
        blink.calculationMode = .discrete
        blink.duration = 1
        driver.run { layer.add(blink, forKey: nil) }
        driver.advance(by: 0.5)
        XCTAssertEqual(layer.opacity, 1)
        driver.advance(by: 0.35)
        XCTAssertEqual(layer.opacity, 0)
    }

    func testAGroupRunsItsAnimationsTogetherOnItsDuration() {
        let layer = CAShapeLayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        let group = CAAnimationGroup()
        group.animations = [fade, draw]
        group.duration = 2
        driver.run { layer.add(group, forKey: "appear") }
        driver.advance(by: 1)
        XCTAssertEqual(layer.opacity, 0.5, accuracy: 1e-4)
        XCTAssertEqual(layer.strokeEnd, 0.5, accuracy: 1e-4)
        layer.removeAnimation(forKey: "appear")
        XCTAssertEqual(layer.opacity, 1)
        XCTAssertEqual(layer.strokeEnd, 1)
    }

    func testASpringDurationBlockAnimationSettlesWithoutOvershootAtZeroBounce() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        var finished: Bool?
        driver.run {
            UIView.animate(springDuration: 0.5, bounce: 0, animations: { view.center.x = 125 }, completion: { finished = $0 })
        }
        var largest: CGFloat = 0
        for _ in 0..<120 {
            driver.advance(by: 1.0 / 60)
            largest = max(largest, view.shownCenter.x)
        }
        XCTAssertLessThanOrEqual(largest, 125 + 1e-6)
        XCTAssertEqual(view.shownCenter.x, 125, accuracy: 1e-3)
        XCTAssertEqual(finished, true)
    }

    func testABouncySpringDurationOvershoots() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        driver.run { UIView.animate(springDuration: 0.5, bounce: 0.4, animations: { view.center.x = 125 }) }
        var largest: CGFloat = 0
        for _ in 0..<120 {
            driver.advance(by: 1.0 / 60)
            largest = max(largest, view.shownCenter.x)
        }
        XCTAssertGreaterThan(largest, 130)
    }
}
