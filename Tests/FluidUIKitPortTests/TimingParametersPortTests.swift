// UISpringTimingParameters and UICubicTimingParameters as classes, extended as published UIKit
// interaction code extends them, and UIViewPropertyAnimator() as a placeholder.
import XCTest
import FluidUIKit

// The "response and damping" spring of the WWDC 2018 interactions, in an extension: a spring
// of this damping ratio whose undamped period is `response` seconds.
extension UISpringTimingParameters {
    convenience init(damping: CGFloat, response: CGFloat, initialVelocity: CGVector = .zero) {
        let omega = 2 * CGFloat.pi / response
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * damping * omega, initialVelocity: initialVelocity)
    }
}

extension UICubicTimingParameters {
    /// A material-style "standard" curve.
    convenience init(standard: Void) {
        self.init(controlPoint1: CGPoint(x: 0.4, y: 0), controlPoint2: CGPoint(x: 0.2, y: 1))
    }
}

/// A placeholder animator replaced for each move, as UIKit demos keep one.
private final class Knob {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    var animator = UIViewPropertyAnimator()
}

final class TimingParametersPortTests: XCTestCase {
    func testASpringFromAnExtensionInitMovesAsItsFormula() {
        let device = Device(window: UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300)))
        let ball = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        device.window.addSubview(ball)
        let timing = UISpringTimingParameters(damping: 1, response: 0.5)
        let animator = device.main { UIViewPropertyAnimator(duration: 0, timingParameters: timing) }
        animator.addAnimations { ball.transform = CGAffineTransform(translationX: 100, y: 0) }
        animator.startAnimation()
        device.wait(0.1)
        // Critically damped, ω = 2π / 0.5: x(t) = 1 − (1 + ωt)·e^(−ωt).
        let w = 2 * Double.pi / 0.5, t = 0.1
        XCTAssertEqual(Double(ball.presentation.transform.tx), 100 * (1 - (1 + w * t) * exp(-w * t)), accuracy: 1e-6)
        XCTAssertTrue((animator.timingParameters as? UISpringTimingParameters) === timing, "the animator keeps the object it was given")
        XCTAssertEqual(timing.timingCurveType, .spring)
        XCTAssertEqual(timing.initialVelocity, .zero)
    }

    func testACubicFromAnExtensionInitTimesTheAnimator() {
        let device = Device(window: UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300)))
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        device.window.addSubview(bar)
        let timing = UICubicTimingParameters(standard: ())
        XCTAssertEqual(timing.controlPoint1, CGPoint(x: 0.4, y: 0))
        XCTAssertEqual(timing.timingCurveType, .cubic)
        let animator = device.main { UIViewPropertyAnimator(duration: 1, timingParameters: timing) }
        animator.addAnimations { bar.alpha = 0 }
        animator.startAnimation()
        device.wait(0.5)
        XCTAssertEqual(Double(bar.presentation.alpha), 1 - timing.progress(atFraction: 0.5), accuracy: 1e-6)
        XCTAssertEqual(UICubicTimingParameters(animationCurve: .easeIn).animationCurve, .easeIn)
        XCTAssertEqual(UICubicTimingParameters(animationCurve: .linear), UICubicTimingParameters(animationCurve: .linear))
    }

    func testAContinuationTakesASpringObjectWithVelocity() {
        let device = Device(window: UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300)))
        let sheet = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        device.window.addSubview(sheet)
        let animator = device.main { UIViewPropertyAnimator(duration: 1, curve: .linear) { sheet.center.x = 110 } }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        var ended: UIViewAnimatingPosition?
        animator.addCompletion { ended = $0 }
        let spring = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 2, dy: 0))
        device.main { animator.continueAnimation(withTimingParameters: spring, durationFactor: 0) }
        device.wait(2)
        XCTAssertEqual(ended, .end)
        XCTAssertEqual(sheet.presentation.frame.midX, 110)
    }

    func testTheNoArgumentAnimatorIsAnInactivePlaceholder() {
        let knob = Knob()
        XCTAssertEqual(knob.animator.state, .inactive)
        XCTAssertFalse(knob.animator.isRunning)
        XCTAssertEqual(knob.animator.fractionComplete, 0)
        let device = Device(window: knob.view)
        knob.animator = device.main { UIViewPropertyAnimator(duration: 1, curve: .linear) { knob.view.alpha = 0 } }
        knob.animator.startAnimation()
        device.wait(0.25)
        XCTAssertEqual(knob.view.presentation.alpha, 0.75, accuracy: 1e-9)
    }
}
