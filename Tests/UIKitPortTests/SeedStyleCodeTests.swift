// Code written for UIKit, compiled against the public library products as a UIKit developer
// would write it: plain imports of the three products, never `@testable`, so every
// name used here must be public. The code is the seeds' style with the `UI` prefix dropped;
// the only Fluid-specific lines are the driver that stands in for the main run loop and the
// pointer events that stand in for touches. This target holds nothing else, so no other file's
// `@testable import` can lend it internal names.
//
// Mostly a compile check: it builds only if the UIKit spellings below exist. The test then runs
// the code for a few frames and checks the outcomes UIKit would give.
import Foundation
import Input
import XCTest
import Animation
import ViewTree
import Gestures

/// A scene as a seed writes it: an animator driven by a pan, a spring on release, a tap that
/// toggles, keyframes and block animations.
private final class DrawerController {
    let view = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let drawer = View(frame: CGRect(x: 0, y: 700, width: 400, height: 400))
    let dimming = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    var animator: PropertyAnimator?
    var isOpen = false
    var completions: [AnimatingPosition] = []
    var tapped = 0
    var fractionAtBegan: CGFloat = 0

    init() {
        view.addSubview(dimming)
        view.addSubview(drawer)
        dimming.alpha = 0
        let pan = PanGestureRecognizer(target: self, action: DrawerController.handlePan)
        drawer.addGestureRecognizer(pan)
        let doubleTap = TapGestureRecognizer(target: self, action: DrawerController.handleDoubleTap)
        doubleTap.numberOfTapsRequired = 2
        doubleTap.allowableMovement = 45
        let tap = TapGestureRecognizer(target: self, action: DrawerController.handleTap)
        tap.require(toFail: doubleTap)
        view.addGestureRecognizer(doubleTap)
        view.addGestureRecognizer(tap)
    }

    func makeAnimator() -> PropertyAnimator {
        let open = !isOpen
        let animator = PropertyAnimator(duration: 0.5, curve: .easeOut) {
            self.drawer.frame.origin.y = open ? 400 : 700
            self.drawer.transform = open ? .identity : CGAffineTransform(scaleX: 0.95, y: 0.95)
        }
        animator.addAnimations({ self.dimming.alpha = open ? 0.6 : 0 }, delayFactor: 0.5)
        animator.addCompletion { position in
            self.completions.append(position)
            if position == .end { self.isOpen = open }
            self.animator = nil
        }
        animator.scrubsLinearly = true
        animator.pausesOnCompletion = false
        return animator
    }

    func handlePan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            if animator == nil { animator = makeAnimator() }
            animator?.pauseAnimation()
            fractionAtBegan = animator?.fractionComplete ?? 0
        case .changed:
            guard let animator else { return }
            let translation = pan.translation(in: view)
            var fraction = -translation.y / 300        // a CGFloat, as in UIKit
            if isOpen { fraction *= -1 }
            if animator.isReversed { fraction *= -1 }
            animator.fractionComplete = fractionAtBegan + fraction
        case .ended, .cancelled:
            guard let animator else { return }
            let velocity = pan.velocity(in: view)
            let remaining = max(1, abs(drawer.presentation.frame.origin.y - (isOpen ? 700 : 400)))
            let spring = SpringTimingParameters(dampingRatio: 0.8,
                                                initialVelocity: CGVector(dx: abs(velocity.y) / remaining, dy: 0))
            if (velocity.y > 0) != isOpen && velocity.y != 0 { animator.isReversed = !animator.isReversed }
            animator.continueAnimation(withTimingParameters: spring, durationFactor: 0)
        default:
            break
        }
    }

    func handleTap(_ tap: TapGestureRecognizer) {
        tapped += 1
        if let animator, animator.state == .active {
            animator.isReversed = !animator.isReversed
        } else {
            let animator = makeAnimator()
            animator.startAnimation()
            self.animator = animator
        }
    }

    func handleDoubleTap(_ tap: TapGestureRecognizer) {
        View.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut, .allowUserInteraction], animations: {
            self.drawer.transform = CGAffineTransform(translationX: 0, y: -20).scaledBy(x: 1.1, y: 1.1).rotated(by: .pi / 16)
        }, completion: { finished in
            if finished { self.drawer.transform = .identity }
        })
    }
}

final class SeedStyleCodeTests: XCTestCase {
    func testSeedStyleUIKitCodeCompilesAgainstThePublicProductsAndRuns() {
        let driver = AnimationDriver()
        driver.run {
            let controller = DrawerController()
            let dispatcher = GestureDispatcher(root: controller.view)

            // A tap toggles: the animator runs, a second tap mid-flight reverses it.
            dispatcher.handle(PointerEvent(.down, x: 200, y: 100, timestamp: 0))
            dispatcher.handle(PointerEvent(.up, x: 200, y: 100, timestamp: 0.05))
            dispatcher.flush(at: 0.05 + TapGestureRecognizer.maximumTapInterval + 0.01)
            XCTAssertEqual(controller.tapped, 1)
            XCTAssertEqual(controller.animator?.state, .active)
            driver.advance(by: 1)
            XCTAssertEqual(controller.completions, [.end])
            XCTAssertTrue(controller.isOpen)
            XCTAssertEqual(controller.drawer.frame.origin.y, 400)
            XCTAssertEqual(controller.dimming.alpha, 0.6, accuracy: 1e-9)

            // A pan scrubs and a spring carries the release.
            var t = driver.now
            dispatcher.handle(PointerEvent(.down, x: 200, y: 500, timestamp: t))
            for step in 1...20 {
                t += 1.0 / 120
                dispatcher.handle(PointerEvent(.move, x: 200, y: 500 + CGFloat(step) * 6, timestamp: t))
            }
            XCTAssertEqual(controller.animator?.isRunning, false, "paused while the finger drives it")
            XCTAssertGreaterThan(controller.animator?.fractionComplete ?? 0, 0.3)
            dispatcher.handle(PointerEvent(.up, x: 200, y: 620, timestamp: t + 0.001))
            XCTAssertEqual(controller.animator?.isRunning, true)
            driver.advance(to: t)
            driver.advance(by: 2)
            XCTAssertEqual(controller.completions, [.end, .end])
            XCTAssertFalse(controller.isOpen)
            XCTAssertEqual(controller.drawer.center.y, 900, "the frame reads the scaled box; the centre is exact")
            XCTAssertEqual(controller.drawer.frame.origin.y, 710, "frame under scale 0.95: the transformed box, as in UIKit")
        }
    }

    /// The rest of the animator's UIKit surface, each in the spelling UIKit code uses.
    func testAnimatorSurfaceInUIKitSpelling() {
        let driver = AnimationDriver()
        driver.run {
            let card = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

            // UIViewPropertyAnimator(duration:curve:animations:), pause, scrub, reverse, continue.
            let animator = PropertyAnimator(duration: 1, curve: .linear, animations: {
                card.center = CGPoint(x: 250, y: 50)
            })
            animator.pauseAnimation()
            animator.fractionComplete = 0.5
            XCTAssertEqual(card.presentation.frame.origin.x, 100, accuracy: 1e-9)
            animator.isReversed = true
            XCTAssertEqual(animator.fractionComplete, 0.5, accuracy: 1e-12)
            let timing = SpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 0))
            animator.continueAnimation(withTimingParameters: timing, durationFactor: 1)
            var ended: AnimatingPosition?
            animator.addCompletion { ended = $0 }
            driver.advance(by: 1.5)
            XCTAssertEqual(ended, .start)
            XCTAssertFalse(animator.isReversed)

            // stopAnimation(false) + finishAnimation(at:).
            let slide = PropertyAnimator(duration: 1, controlPoint1: CGPoint(x: 0.25, y: 0.1), controlPoint2: CGPoint(x: 0.25, y: 1)) {
                card.alpha = 0
            }
            slide.startAnimation()
            driver.advance(by: 0.5)
            slide.stopAnimation(false)
            XCTAssertEqual(slide.state, .stopped)
            slide.finishAnimation(at: .current)
            XCTAssertEqual(slide.state, .inactive)
            XCTAssertEqual(card.alpha, card.presentation.alpha)

            // Springs: UIKit's duration + damping ratio, iOS 17's duration + bounce, and a
            // mass–stiffness spring whose overdamping is allowed explicitly.
            let bounce = PropertyAnimator(duration: 0.6, dampingRatio: 0.7) { card.alpha = 1 }
            bounce.startAnimation(afterDelay: 0.1)
            var overdamped = SpringTimingParameters(mass: 1, stiffness: 100, damping: 25,
                                                    initialVelocity: CGVector(dx: 1, dy: 0.5))
            overdamped.allowsOverdamping = true
            let settle = PropertyAnimator(duration: 1, timingParameters: overdamped)
            settle.addAnimations { card.frame.origin.y = 300 }
            settle.isInterruptible = true
            settle.startAnimation()
            let iOS17 = PropertyAnimator(duration: 0.5, timingParameters: SpringTimingParameters(duration: 0.5, bounce: 0.2))
            iOS17.addAnimations { card.cornerRadius = 20 }
            iOS17.startAnimation()
            driver.advance(by: 0.05)
            let velocity = card.presentedVelocity(of: .frame)
            XCTAssertGreaterThan(velocity[1], 0, "presentedVelocity(of:) reports the y speed")
            driver.advance(by: 3)
            XCTAssertEqual(card.presentation.frame.origin.y, 300)

            // runningPropertyAnimator and the UIView block front ends.
            PropertyAnimator.runningPropertyAnimator(withDuration: 0.3, delay: 0, options: [.curveEaseOut], animations: {
                card.transform = CGAffineTransform(rotationAngle: .pi / 4)
            }, completion: { position in XCTAssertEqual(position, .end) })
            var springDone = false
            View.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.5,
                         options: [], animations: { card.bounds = CGRect(x: 0, y: 0, width: 120, height: 120) },
                         completion: { springDone = $0 })
            View.animate(withDuration: 0.2) { card.backgroundColor = Color(white: 0.5) }
            var keyframesDone = false
            View.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeLinear], animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { card.alpha = 0.2 }
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.alpha = 1 }
            }, completion: { keyframesDone = $0 })
            driver.advance(by: 0.5)
            XCTAssertEqual(card.presentation.alpha, 0.2, accuracy: 1e-6)
            driver.advance(by: 1)
            XCTAssertTrue(springDone)
            XCTAssertTrue(keyframesDone)

            // CGAffineTransform as CoreGraphics spells it.
            let t = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3).rotated(by: .pi / 2)
            let p = CGPoint(x: 1, y: 0).applying(t)
            XCTAssertEqual(p.x, 10, accuracy: 1e-9)
            XCTAssertEqual(p.y, 23, accuracy: 1e-9)
            let back = p.applying(t.inverted())
            XCTAssertEqual(back.x, 1, accuracy: 1e-9)
            XCTAssertEqual(back.y, 0, accuracy: 1e-9)
            let identity = t.concatenating(t.inverted())
            for (got, expected) in zip([identity.a, identity.b, identity.c, identity.d, identity.tx, identity.ty], [1, 0, 0, 1, 0, 0] as [CGFloat]) {
                XCTAssertEqual(got, expected, accuracy: 1e-9)
            }
        }
    }
}
