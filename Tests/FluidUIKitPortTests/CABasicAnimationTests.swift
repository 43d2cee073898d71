// Layer animations (`CABasicAnimation`, `CASpringAnimation`, `CAMediaTimingFunction`) and
// `removeAllAnimations()`, in UIKit spelling, run on a driver's frame clock.
import FluidUIKit
import XCTest

private final class StopRecorder: CAAnimationDelegate {
    var started = 0
    var stops: [Bool] = []
    func animationDidStart(_ anim: CAAnimation) { started += 1 }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
}

final class CABasicAnimationTests: XCTestCase {
    private let driver = AnimationDriver()

    func testAnOpacityAnimationRunsFromItsFromValueToItsToValueThenGoesBack() {
        let layer = CALayer()
        layer.opacity = 0.8
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        driver.run { layer.add(fade, forKey: "fade") }
        XCTAssertEqual(layer.opacity, 0)
        driver.advance(by: 0.5)
        XCTAssertEqual(layer.opacity, 0.5, accuracy: 1e-4, "linear without a timing function")
        XCTAssertEqual(layer.animationKeys(), ["fade"])
        XCTAssertTrue(layer.animation(forKey: "fade") === fade)
        driver.advance(by: 0.6)
        XCTAssertEqual(layer.opacity, 0.8, "removed on completion: back to the value before")
        XCTAssertNil(layer.animationKeys())
    }

    func testFillModeForwardsKeepsTheEndValue() {
        let layer = CALayer()
        let grow = CABasicAnimation(keyPath: "cornerRadius")
        grow.toValue = 20
        grow.duration = 0.2
        grow.fillMode = .forwards
        grow.isRemovedOnCompletion = false
        driver.run { layer.add(grow, forKey: nil) }
        driver.advance(by: 0.5)
        XCTAssertEqual(layer.cornerRadius, 20)
    }

    func testAnEaseInTimingFunctionStartsSlowly() {
        let function = CAMediaTimingFunction(name: .easeIn)
        let layer = CAShapeLayer()
        layer.strokeEnd = 0
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 1
        draw.timingFunction = function
        driver.run { layer.add(draw, forKey: "draw") }
        driver.advance(by: 0.5)
        // CSS's ease-in, (0.42, 0, 1, 1), at half the time.
        XCTAssertEqual(layer.strokeEnd, 0.3153, accuracy: 1e-3)
    }

    func testARotationOfAViewsLayerTurnsTheView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = CGFloat.pi * 2
        spin.duration = 2
        spin.repeatCount = .infinity
        driver.run { view.layer.add(spin, forKey: "spin") }
        driver.advance(by: 0.5)
        XCTAssertEqual(view.presentation.transform.rotation, .pi / 2, accuracy: 1e-3, "drawn turned")
        XCTAssertEqual(view.transform.rotation, 0, "the model keeps its own transform, as Core Animation's")
        driver.advance(by: 2)
        XCTAssertEqual(view.presentation.transform.rotation, .pi / 2, accuracy: 1e-3, "the next pass, a quarter in")
        view.layer.removeAnimation(forKey: "spin")
        XCTAssertEqual(view.presentation.transform.rotation, 0, "back to the view's own transform")
    }

    func testAutoreversesRunsBackToTheStart() {
        let layer = CALayer()
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 1
        pulse.toValue = 0
        pulse.duration = 0.5
        pulse.autoreverses = true
        driver.run { layer.add(pulse, forKey: "pulse") }
        driver.advance(by: 0.5)
        XCTAssertEqual(layer.opacity, 0, accuracy: 1e-3)
        driver.advance(by: 0.25)
        XCTAssertEqual(layer.opacity, 0.5, accuracy: 1e-3)
    }

    func testTheDelegateHearsTheStartAndAFinishedStop() {
        let layer = CALayer()
        let recorder = StopRecorder()
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 0, y: 0)
        move.toValue = CGPoint(x: 100, y: 50)
        move.duration = 0.5
        move.delegate = recorder
        driver.run { layer.add(move, forKey: "move") }
        driver.advance(by: 0.25)
        XCTAssertEqual(layer.position.x, 50, accuracy: 1e-3)
        XCTAssertEqual(layer.position.y, 25, accuracy: 1e-3)
        driver.advance(by: 0.5)
        XCTAssertEqual(recorder.started, 1)
        XCTAssertEqual(recorder.stops, [true])
    }

    func testASpringAnimationOvershootsAndSettlesOnItsToValue() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let bounce = CASpringAnimation(keyPath: "transform.scale")
        bounce.fromValue = 0.5
        bounce.toValue = 1
        bounce.damping = 5
        bounce.stiffness = 300
        bounce.duration = bounce.settlingDuration
        XCTAssertGreaterThan(bounce.settlingDuration, 0.5)
        driver.run { view.layer.add(bounce, forKey: "bounce") }
        var largest: CGFloat = 0
        for _ in 0..<200 {
            driver.advance(by: 1.0 / 60)
            largest = max(largest, view.presentation.transform.scale.width)
        }
        XCTAssertGreaterThan(largest, 1.05, "an underdamped spring overshoots")
        XCTAssertEqual(view.presentation.transform.scale.width, 1, accuracy: 1e-3)
    }

    func testRemoveAllAnimationsEndsAViewsBlockAnimationAtItsEnd() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        var finished: Bool?
        driver.run {
            UIView.animate(withDuration: 1, animations: { view.alpha = 0.2 }, completion: { finished = $0 })
        }
        driver.advance(by: 0.3)
        XCTAssertGreaterThan(view.presentation.alpha, 0.3)
        driver.run { view.layer.removeAllAnimations() }
        XCTAssertEqual(view.presentation.alpha, 0.2, accuracy: 1e-9, "the model value, as Core Animation shows")
        XCTAssertNotNil(finished)
        XCTAssertEqual(driver.runningCount, 0)
    }

    func testRemoveAllAnimationsRemovesTheLayersOwnAnimations() {
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.duration = 1
        let recorder = StopRecorder()
        fade.delegate = recorder
        driver.run { layer.add(fade, forKey: "fade") }
        driver.advance(by: 0.5)
        layer.removeAllAnimations()
        XCTAssertEqual(layer.opacity, 1)
        XCTAssertEqual(recorder.stops, [false])
        driver.advance(by: 1)
        XCTAssertEqual(layer.opacity, 1, "nothing writes it any more")
    }

    func testWhatCodeSetsDuringAViewLayersAnimationIsTheModelShownAfterIt() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let wobble = CAKeyframeAnimation(keyPath: "position")
        wobble.values = [CGPoint(x: 25, y: 25), CGPoint(x: 45, y: 25), CGPoint(x: 25, y: 25)]
        wobble.duration = 0.4
        driver.run { view.layer.add(wobble, forKey: "wobble") }
        driver.advance(by: 0.2)
        XCTAssertEqual(view.presentation.frame.midX, 45, accuracy: 1e-6, "drawn where the animation is")
        // A pan moves the view meanwhile (the model), step by step.
        for _ in 0..<3 { view.center = CGPoint(x: view.center.x + 10, y: view.center.y + 20) }
        XCTAssertEqual(view.center, CGPoint(x: 55, y: 85), "the model is what code set")
        driver.advance(by: 0.1)
        XCTAssertNotEqual(view.presentation.frame.midX, 55, "still drawn by the animation")
        driver.advance(by: 0.2)
        XCTAssertNil(view.layer.animationKeys())
        XCTAssertEqual(view.presentation.frame.midX, 55, accuracy: 1e-9, "then at the model, the pan's steps kept")
        XCTAssertEqual(view.presentation.frame.midY, 85, accuracy: 1e-9)
    }
}
