import FluidTestSupport
import Foundation
import XCTest
import ViewTree
@testable import Animation

/// The seeds' own sequences, ported line for line (UIKit names without the prefix).
final class SeedScenarioTests: XCTestCase {
    /// Records a value every frame and at every call, to check nothing jumps (R9).
    final class Trace {
        var samples: [Double] = []
        let read: () -> Double
        init(_ read: @escaping () -> Double) { self.read = read; samples.append(read()) }
        func mark() { samples.append(read()) }
        var largestStep: Double { zip(samples, samples.dropFirst()).map { abs($1 - $0) }.max() ?? 0 }
    }

    /// Seed 000: the drawer. Tap "Toggle Drawer", catch it mid-flight with a pan, drag it back
    /// down and release downwards: it reverses and ends closed.
    func testSeed000_drawerTapThenCatchAndReverseWithAPan() {
        let driver = AnimationDriver()
        let drawer = View(frame: CGRect(x: 0, y: 755, width: 400, height: 350), name: "drawer")
        var isDrawerOpen = false
        var drawerPanStart: CGFloat = 0
        var animator: PropertyAnimator?
        var completions: [AnimatingPosition] = []
        let trace = Trace { Double(drawer.presentation.transform.translation.y) }

        func setUpAnimation() {
            guard animator == nil || animator?.isRunning == false else { return }
            animator = PropertyAnimator(duration: 1, curve: .easeOut) {
                if isDrawerOpen {
                    drawer.transform = Transform.identity
                } else {
                    drawer.transform = Transform(translationX: 0, y: -305)
                }
            }
            animator?.addCompletion { position in
                completions.append(position)
                animator = nil
                isDrawerOpen = !(drawer.transform == Transform.identity)
            }
        }
        func toggleDrawerTapped() {
            setUpAnimation()
            animator?.startAnimation()
        }
        enum PanState { case began, changed, ended }
        func didPanOnDrawer(_ state: PanState, translationY: CGFloat, velocityY: CGFloat) {
            switch state {
            case .began:
                setUpAnimation()
                animator?.pauseAnimation()
                drawerPanStart = animator?.fractionComplete ?? 0
            case .changed:
                if isDrawerOpen {
                    animator?.fractionComplete = (translationY / 305) + drawerPanStart
                } else {
                    animator?.fractionComplete = (translationY / -305) + drawerPanStart
                }
            case .ended:
                drawerPanStart = 0
                let timing = CubicTimingParameters(animationCurve: .easeOut)
                animator?.continueAnimation(withTimingParameters: timing, durationFactor: 0)
                let isSwipingDown = velocityY > 0
                if isSwipingDown == !isDrawerOpen {
                    animator?.isReversed = true
                }
            }
        }
        func frames(_ seconds: Double) {
            let end = driver.now + seconds
            while driver.now < end - 1e-9 { driver.advance(to: min(end, driver.now + 1.0 / 60)); trace.mark() }
        }

        driver.run { toggleDrawerTapped() }
        frames(0.3)
        let caught = trace.read()
        XCTAssertLessThan(caught, -100, "well under way after 0.3 s of ease-out")
        driver.run { didPanOnDrawer(.began, translationY: 0, velocityY: 0) }
        trace.mark()
        XCTAssertEqual(trace.read(), caught, "catching it does not move it")
        XCTAssertEqual(animator?.state, .active)
        XCTAssertEqual(animator?.isRunning, false)
        for step in 0...10 {
            driver.run { didPanOnDrawer(.changed, translationY: CGFloat(step) * 6, velocityY: 360) }
            trace.mark()
            frames(1.0 / 60)
        }
        assertClose(trace.read(), caught + 60, 1e-6, "the drawer follows the finger")
        driver.run { didPanOnDrawer(.ended, translationY: 60, velocityY: 360) }
        trace.mark()
        XCTAssertEqual(animator?.isReversed, true)
        frames(1.2)
        XCTAssertEqual(completions, [.start])
        XCTAssertNil(animator)
        XCTAssertFalse(isDrawerOpen)
        XCTAssertEqual(drawer.presentation.transform, .identity)
        XCTAssertEqual(drawer.transform, .identity)
        XCTAssertLessThan(trace.largestStep, 12, "no jump anywhere along the way")
        XCTAssertTrue(driver.diagnostics.messages.isEmpty, "\(driver.diagnostics.messages)")
        XCTAssertEqual(driver.runningCount, 0)

        // And the plain tap now opens it fully.
        driver.run { toggleDrawerTapped() }
        frames(1.1)
        XCTAssertTrue(isDrawerOpen)
        XCTAssertEqual(drawer.presentation.transform.translation.y, -305)
    }

    /// Seed 001's pausesOnCompletion variant: one animator made once, played forwards and back
    /// by flipping isReversed; completions never run.
    func testSeed001_pausesOnCompletionVariant() {
        let driver = AnimationDriver()
        let offset: CGFloat = 720
        let imageView = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800), name: "image")
        let blurView = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800), name: "blur")
        imageView.addSubview(blurView)
        var animationProgress: CGFloat = 0
        var completed = 0
        let animator = driver.run {
            PropertyAnimator(duration: 1, curve: .easeInOut) {
                blurView.blurRadius = 20
                imageView.frame.origin.y = -offset
            }
        }
        animator.pausesOnCompletion = true
        animator.addCompletion { _ in completed += 1 }
        enum PanState { case began, changed, ended }
        func imageViewPanned(_ state: PanState, translationY: CGFloat, yVelocity: CGFloat) {
            switch state {
            case .began:
                animator.pauseAnimation()
                animationProgress = animator.fractionComplete
            case .changed:
                var fraction = -translationY / offset
                if animator.isReversed { fraction *= -1 }
                animator.fractionComplete = fraction + animationProgress
            case .ended:
                if yVelocity == 0 {
                    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
                    return
                }
                animator.isReversed = (yVelocity > 0)
                animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            }
        }
        // Pull up 200 points and flick up.
        imageViewPanned(.began, translationY: 0, yVelocity: 0)
        imageViewPanned(.changed, translationY: -200, yVelocity: -500)
        assertClose(Double(imageView.presentation.frame.origin.y), -200, 1e-9)
        assertClose(Double(blurView.presentation.blurRadius), 20 * 200 / 720, 1e-9)
        imageViewPanned(.ended, translationY: -200, yVelocity: -500)
        driver.advance(by: 1)
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(animator.fractionComplete, 1)
        XCTAssertEqual(imageView.presentation.frame.origin.y, -offset)
        XCTAssertEqual(blurView.presentation.blurRadius, 20)

        // Pull down 100 points and flick down: plays back to the start.
        imageViewPanned(.began, translationY: 0, yVelocity: 0)
        XCTAssertEqual(animationProgress, 1)
        imageViewPanned(.changed, translationY: 100, yVelocity: 400)
        assertClose(Double(imageView.presentation.frame.origin.y), -offset + 100, 1e-9)
        imageViewPanned(.ended, translationY: 100, yVelocity: 400)
        XCTAssertTrue(animator.isReversed)
        driver.advance(by: 1)
        XCTAssertEqual(animator.state, .active)
        XCTAssertEqual(animator.fractionComplete, 1, "R18: at 1 in its current direction")
        XCTAssertEqual(imageView.presentation.frame.origin.y, 0)
        XCTAssertEqual(blurView.presentation.blurRadius, 0)

        // And up again with the same animator. fractionComplete counts in the current direction
        // (R14 v2), so the seed's `fraction *= -1` while reversed works as written: the view
        // follows the finger up at once.
        imageViewPanned(.began, translationY: 0, yVelocity: 0)
        XCTAssertEqual(animationProgress, 1)
        imageViewPanned(.changed, translationY: -50, yVelocity: -300)
        assertClose(animator.fractionComplete, 1 - 50 / 720, 1e-12)
        assertClose(Double(imageView.presentation.frame.origin.y), -50, 1e-9)
        imageViewPanned(.ended, translationY: -50, yVelocity: -300)
        XCTAssertFalse(animator.isReversed)
        driver.advance(by: 1)
        XCTAssertEqual(imageView.presentation.frame.origin.y, -offset)
        XCTAssertEqual(completed, 0)
        XCTAssertTrue(driver.diagnostics.messages.isEmpty, "\(driver.diagnostics.messages)")
    }

    /// Seed 003: the WWDC card. A tap starts frame, corner and blur animators together; a pan
    /// catches them mid-flight, scrubs them as one and continues them; one completion at the end.
    func testSeed003_interruptByPan() {
        let driver = AnimationDriver()
        let height: CGFloat = 800, cardHeight: CGFloat = 600, cardTitleHeight: CGFloat = 80
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: height))
        let card = View(frame: CGRect(x: 0, y: height - cardTitleHeight, width: 400, height: cardHeight), name: "card")
        let blur = View(frame: root.frame, name: "blur")
        root.addSubview(blur)
        root.addSubview(card)
        var cardIsVisible = false
        var runningAnimations = AnimatorGroup()
        var animationProgressWhenInterrupted: CGFloat = 0
        var groupCompletions = 0
        let trace = Trace { Double(card.presentation.frame.origin.y) }

        func animateTransitionIfNeeded(expanded: Bool, duration: Double) {
            guard runningAnimations.isEmpty else { return }
            let frameAnimator = PropertyAnimator(duration: duration, dampingRatio: 1) {
                card.frame.origin.y = expanded ? height - cardHeight : height - cardTitleHeight
            }
            frameAnimator.addCompletion { _ in cardIsVisible.toggle() }
            let cornerAnimator = PropertyAnimator(duration: duration, curve: .linear) {
                card.cornerRadius = expanded ? 12 : 0
            }
            let blurAnimator = PropertyAnimator(duration: duration, dampingRatio: 1) {
                blur.blurRadius = expanded ? 10 : 0
            }
            runningAnimations = AnimatorGroup([frameAnimator, cornerAnimator, blurAnimator])
            runningAnimations.addCompletion { _ in
                groupCompletions += 1
                runningAnimations = AnimatorGroup()
            }
            runningAnimations.startAnimation()
        }
        func startInteractiveTransition(expanded: Bool, duration: Double) {
            if runningAnimations.isEmpty { animateTransitionIfNeeded(expanded: expanded, duration: duration) }
            for animator in runningAnimations.animators {
                animator.pauseAnimation()
                animationProgressWhenInterrupted = animator.fractionComplete
            }
        }
        func updateInteractiveTransition(fractionComplete: CGFloat) {
            runningAnimations.fractionComplete = fractionComplete + animationProgressWhenInterrupted
        }
        func continueInteractiveTransition() {
            runningAnimations.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        }
        func frames(_ seconds: Double) {
            let end = driver.now + seconds
            while driver.now < end - 1e-9 { driver.advance(to: min(end, driver.now + 1.0 / 60)); trace.mark() }
        }

        driver.run { animateTransitionIfNeeded(expanded: true, duration: 0.3) }   // tap
        frames(0.1)
        XCTAssertTrue(runningAnimations.isRunning)
        driver.run { startInteractiveTransition(expanded: true, duration: 0.3) }   // pan began mid-flight
        trace.mark()
        XCTAssertFalse(runningAnimations.isRunning)
        for dy in stride(from: 0, through: -120, by: -10) {
            var fraction = CGFloat(dy) / (cardHeight - cardTitleHeight)
            fraction = cardIsVisible ? fraction : -fraction
            updateInteractiveTransition(fractionComplete: fraction)
            trace.mark()
        }
        let scrubbed = Double(card.presentation.frame.origin.y)
        let expected = Double(height - cardTitleHeight) - Double(cardHeight - cardTitleHeight)
            * Double(min(1, animationProgressWhenInterrupted + 120 / (cardHeight - cardTitleHeight)))
        assertClose(scrubbed, expected, 1e-6)
        assertClose(Double(card.presentation.cornerRadius), 12 * Double(runningAnimations.animators[1].fractionComplete), 1e-9)
        driver.run { continueInteractiveTransition() }
        frames(0.4)
        XCTAssertEqual(groupCompletions, 1)
        XCTAssertTrue(cardIsVisible)
        XCTAssertTrue(runningAnimations.isEmpty)
        XCTAssertEqual(card.presentation.frame.origin.y, height - cardHeight)
        XCTAssertEqual(card.presentation.cornerRadius, 12)
        XCTAssertEqual(blur.presentation.blurRadius, 10)
        // The tap's 0.3 s critically damped spring legitimately moves up to ~98 points a frame
        // at its fastest; a jump at catch, scrub or release would show as more.
        XCTAssertLessThan(trace.largestStep, 100)
        XCTAssertTrue(driver.diagnostics.messages.isEmpty, "\(driver.diagnostics.messages)")
    }

    /// Seed 004: frame spring plus keyframed fades with `scrubsLinearly = false`, driven as an array.
    func testSeed004_miniPlayerKeyframesScrubAlongTheCurve() {
        let driver = AnimationDriver()
        let player = View(frame: CGRect(x: 0, y: 700, width: 400, height: 800), name: "player")
        let miniPlayer = View(frame: CGRect(x: 0, y: 0, width: 400, height: 60), name: "mini")
        player.addSubview(miniPlayer)
        var runningAnimators: [PropertyAnimator] = driver.run {
            let open = PropertyAnimator(duration: 1, dampingRatio: 1)
            open.addAnimations { player.frame.origin.y = 0 }
            let fadeOutMini = PropertyAnimator(duration: 1, curve: .easeOut)
            fadeOutMini.addAnimations {
                PropertyAnimator.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { miniPlayer.alpha = 0 }
            }
            fadeOutMini.scrubsLinearly = false
            return [open, fadeOutMini]
        }
        runningAnimators.pauseAnimations()
        runningAnimators.fractionComplete = 0.2
        assertClose(Double(player.presentation.frame.origin.y), 700 * 0.8, 1e-9, "linear scrub")
        // R13 (v2): the key time sits after the animator's curve: the fade is done when the
        // curve's progress reaches 0.5.
        let expectedAlpha = 1 - CubicTimingParameters(animationCurve: .easeOut).progress(atFraction: 0.2) / 0.5
        assertClose(Double(miniPlayer.presentation.alpha), expectedAlpha, 1e-9, "keyframe after the curve")
        runningAnimators.fractionComplete = 0.6
        XCTAssertEqual(miniPlayer.presentation.alpha, 0)
        runningAnimators.reverse()
        runningAnimators.continueAnimations()
        driver.advance(by: 1.2)
        XCTAssertTrue(runningAnimators.allSatisfy { $0.state == .inactive })
        XCTAssertEqual(player.presentation.frame.origin.y, 700)
        XCTAssertEqual(miniPlayer.presentation.alpha, 1)
        runningAnimators.removeAll()
        XCTAssertTrue(driver.diagnostics.messages.isEmpty, "\(driver.diagnostics.messages)")
    }
}
