// The rest of the UIKit surface FluidUIKit offers, each name in the spelling iOS code uses
// (mostly a compile check: this file builds only if they exist), with the outcome UIKit gives.
import XCTest
import FluidUIKit

/// A delegate as UIKit code declares one.
private final class NoSecondPan: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// Code that takes any animator by protocol, as UIKit code can.
private func settle(_ animator: UIViewImplicitlyAnimating, with timing: UITimingCurveProvider) {
    animator.pauseAnimation()
    animator.continueAnimation(withTimingParameters: timing, durationFactor: 0)
}

final class UIKitSurfacePortTests: XCTestCase {
    func testAnimatorNamesAndProtocols() {
        let device = Device(window: UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300)))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        device.window.addSubview(card)
        let curve: UIView.AnimationCurve = .easeIn
        let animator = device.main { UIViewPropertyAnimator(duration: 1, curve: curve) { card.center.x = 150 } }
        let animating: UIViewAnimating = animator
        XCTAssertEqual(animating.state, UIViewAnimatingState.inactive)
        animating.startAnimation()
        XCTAssertTrue(animating.isRunning)
        device.wait(0.5)
        var ended: UIViewAnimatingPosition?
        animator.addCompletion { ended = $0 }
        settle(animator, with: UISpringTimingParameters(dampingRatio: 1, initialVelocity: .zero))
        device.wait(1)
        XCTAssertEqual(ended, .end)
        XCTAssertEqual(card.presentation.frame.midX, 150)

        let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 2))
        let velocity = spring.initialVelocity   // a CGVector, as in UIKit
        XCTAssertEqual(velocity.dy, 2)
        XCTAssertEqual(spring.initialVelocity, CGVector(dx: 0, dy: 2))
        XCTAssertEqual(UIViewPropertyAnimator(duration: 0, timingParameters: spring).duration, 1.4727, accuracy: 1e-4)
        let provider: UITimingCurveProvider = UICubicTimingParameters()
        XCTAssertNil(provider.springTimingParameters)
        XCTAssertEqual(provider.cubicTimingParameters?.controlPoint1, CGPoint(x: 0.25, y: 0.1))
        XCTAssertEqual(provider.cubicTimingParameters?.controlPoint2, CGPoint(x: 0.25, y: 1))
        XCTAssertEqual(UICubicTimingParameters(animationCurve: .linear).timingCurveType, UITimingCurveType.builtin)
    }

    func testBlockAnimationsAndTheirOptions() {
        let device = Device(window: UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300)))
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        device.window.addSubview(badge)
        let options: UIView.AnimationOptions = [.curveLinear, .repeat, .autoreverse, .allowUserInteraction]
        var completed = false
        device.main {
            UIView.animate(withDuration: 1, delay: 0, options: options, animations: { badge.alpha = 0 },
                           completion: { _ in completed = true })
        }
        device.wait(1.5)
        XCTAssertEqual(badge.presentation.alpha, 0.5, accuracy: 1e-9)
        XCTAssertFalse(completed)
        XCTAssertTrue(device.window.hitTest(CGPoint(x: 20, y: 20)) === device.window,
                      "the model alpha is 0: with .allowUserInteraction it is hit-tested there")

        let keyframeOptions = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        device.main {
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: keyframeOptions, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { badge.center.y = 120 }
            })
            UIView.performWithoutAnimation { badge.layer.cornerRadius = 20 }
        }
        XCTAssertEqual(badge.presentation.cornerRadius, 20)
        device.wait(0.25)
        XCTAssertEqual(badge.presentation.frame.midY, 45, accuracy: 1e-9)

        device.main { UIView.animate(withDuration: 0) { badge.transform = CGAffineTransform(scaleX: 2, y: 2) } }
        XCTAssertEqual(badge.presentation.transform.a, 2)
    }

    func testGestureNames() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let device = Device(window: window)
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        window.addGestureRecognizer(pan)
        device.drag(from: CGPoint(x: 10, y: 10), by: CGVector(dx: 0, dy: 50), over: 0.1)
        XCTAssertEqual(states.first, .began)
        XCTAssertEqual(states.last, .ended)
        XCTAssertEqual(states.filter { $0 == .ended }.count, 1)

        let veto = NoSecondPan()
        pan.delegate = veto
        states.removeAll()
        device.drag(from: CGPoint(x: 10, y: 10), by: CGVector(dx: 0, dy: 50), over: 0.1)
        XCTAssertEqual(states, [])
        XCTAssertEqual(pan.state, UIGestureRecognizer.State.failed)

        var taps = 0
        let tap = UITapGestureRecognizer { if $0.state == .recognized { taps += 1 } }
        tap.numberOfTapsRequired = 1
        window.addGestureRecognizer(tap)
        device.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(taps, 1)
    }
}
