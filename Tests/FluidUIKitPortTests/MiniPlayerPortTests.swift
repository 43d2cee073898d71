// A mini player in the style of seed 004: a bar above the tab bar opens into a full player.
// One spring animator moves the player and the tab bar; two more fade the bar out and the
// player's content in, each with UIKit's nested keyframes (`UIView.animateKeyframes(withDuration:
// 0, …) { UIView.addKeyframe(…) }` inside the animator's animations), which join their animator
// and so follow its scrubbing, pausing, reversing and continuing (R13). Ported: the view
// controllers are plain classes owning views; `#selector` is a method reference.
import XCTest
import FluidUIKit

private final class PlayerTransitionCoordinator {
    enum State: Equatable {
        case open, closed
        static prefix func ! (state: State) -> State { state == .open ? .closed : .open }
    }

    let window = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let tabBar = UIView(frame: CGRect(x: 0, y: 761, width: 390, height: 83))
    let player = UIView(frame: CGRect(x: 0, y: 697, width: 390, height: 844))
    let miniPlayer = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 64))
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let duration: TimeInterval = 0.6

    private(set) var state = State.closed
    private(set) var runningAnimators = [UIViewPropertyAnimator]()
    private lazy var panGestureRecognizer = UIPanGestureRecognizer(target: self, action: PlayerTransitionCoordinator.didPanPlayer)

    init() {
        content.alpha = 0
        player.addSubview(content)
        player.addSubview(miniPlayer)
        window.addSubview(player)
        window.addSubview(tabBar)
        player.addGestureRecognizer(panGestureRecognizer)
    }

    private var totalAnimationDistance: CGFloat { 697 }

    func didPanPlayer(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            startInteractiveTransition(for: !state)
        case .changed:
            let translation = recognizer.translation(in: recognizer.view!)
            updateInteractiveTransition(distanceTraveled: translation.y)
        case .ended:
            let velocity = recognizer.velocity(in: recognizer.view!).y
            continueInteractiveTransition(cancel: state == .open ? velocity > 0 : velocity < 0)
        case .cancelled, .failed:
            continueInteractiveTransition(cancel: true)
        default:
            break
        }
    }

    private func startInteractiveTransition(for newState: State) {
        state = newState
        runningAnimators = createTransitionAnimators()
        runningAnimators.pauseAnimations()
    }

    private func updateInteractiveTransition(distanceTraveled: CGFloat) {
        var fraction = distanceTraveled / totalAnimationDistance
        if state == .open { fraction *= -1 }
        runningAnimators.fractionComplete = fraction
    }

    private func continueInteractiveTransition(cancel: Bool) {
        if cancel {
            runningAnimators.reverse()
            state = !state
        }
        runningAnimators.continueAnimations()
    }

    private func createTransitionAnimators() -> [UIViewPropertyAnimator] {
        [frameAnimator(), fadeAnimator(curve: .easeIn, startingAt: 0) { self.content.alpha = self.state == .open ? 1 : 0 },
         fadeAnimator(curve: .easeOut, startingAt: 0) { self.miniPlayer.alpha = self.state == .open ? 0 : 1 }]
    }

    private func frameAnimator() -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, dampingRatio: 1)
        addAnimation(to: animator) {
            self.player.frame.origin.y = self.state == .open ? 0 : 697
            self.tabBar.transform = self.state == .open ? CGAffineTransform(translationX: 0, y: 83) : .identity
        }
        return animator
    }

    private func fadeAnimator(curve: UIView.AnimationCurve, startingAt start: Double,
                              fade: @escaping () -> Void) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: curve)
        addAnimation(to: animator) {
            UIView.animateKeyframes(withDuration: 0, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: start, relativeDuration: 0.5, animations: fade)
            })
        }
        animator.scrubsLinearly = false
        return animator
    }

    private func addAnimation(to animator: UIViewPropertyAnimator, animations: @escaping () -> Void) {
        animator.addAnimations(animations)
        animator.addCompletion { [weak self, unowned animator] _ in
            self?.runningAnimators.removeAll { $0 === animator }
        }
    }
}

final class MiniPlayerPortTests: XCTestCase {
    func testNestedKeyframeFadesFollowTheScrubAndHoldWhileThePanHolds() {
        let coordinator = PlayerTransitionCoordinator()
        let device = Device(window: coordinator.window)
        // 184.25 pt up, less the 10 pt slop: a quarter of the 697 pt way.
        device.drag(from: CGPoint(x: 195, y: 720), by: CGVector(dx: 0, dy: -184.25), over: 0.3, lift: false)
        XCTAssertEqual(coordinator.runningAnimators.count, 3)
        XCTAssertEqual(coordinator.player.presentation.frame.minY, 697 * 0.75, accuracy: 1e-6)
        // `scrubsLinearly = false`: the fades are a quarter of the way along their curves, the
        // keyframes over the first half of that.
        let easeIn = UICubicTimingParameters(animationCurve: .easeIn).progress(atFraction: 0.25)
        let easeOut = UICubicTimingParameters(animationCurve: .easeOut).progress(atFraction: 0.25)
        XCTAssertEqual(coordinator.content.presentation.alpha, easeIn / 0.5, accuracy: 1e-9)
        XCTAssertEqual(coordinator.miniPlayer.presentation.alpha, 1 - easeOut / 0.5, accuracy: 1e-9)
        device.wait(1)
        XCTAssertEqual(coordinator.miniPlayer.presentation.alpha, 1 - easeOut / 0.5, accuracy: 1e-9,
                       "no animator of their own runs the keyframes while the finger holds")

        device.move(by: CGVector(dx: 0, dy: -40), over: 0.05)
        device.lift()
        device.wait(2)
        XCTAssertEqual(coordinator.state, .open)
        XCTAssertTrue(coordinator.runningAnimators.isEmpty)
        XCTAssertEqual(coordinator.player.presentation.frame.minY, 0)
        XCTAssertEqual(coordinator.content.presentation.alpha, 1)
        XCTAssertEqual(coordinator.miniPlayer.presentation.alpha, 0)
        XCTAssertEqual(coordinator.tabBar.presentation.transform.ty, 83)
    }

    func testAFlickBackCancelsAndTheFadesRunBackWithTheirAnimators() {
        let coordinator = PlayerTransitionCoordinator()
        let device = Device(window: coordinator.window)
        // A fifth of the way (139.4 pt after the slop): the bar's fade, along ease-out, is 62 % done.
        device.drag(from: CGPoint(x: 195, y: 720), by: CGVector(dx: 0, dy: -149.4), over: 0.3, lift: false)
        let heldMini = coordinator.miniPlayer.presentation.alpha
        XCTAssertEqual(heldMini, 1 - UICubicTimingParameters(animationCurve: .easeOut).progress(atFraction: 0.2) / 0.5, accuracy: 1e-9)
        device.move(by: CGVector(dx: 0, dy: 50), over: 0.05)
        device.lift()
        device.wait(0.05)
        XCTAssertGreaterThan(coordinator.miniPlayer.presentation.alpha, heldMini, "the bar fades back in at once")
        device.wait(2)
        XCTAssertEqual(coordinator.state, .closed)
        XCTAssertTrue(coordinator.runningAnimators.isEmpty)
        XCTAssertEqual(coordinator.player.presentation.frame.minY, 697)
        XCTAssertEqual(coordinator.miniPlayer.presentation.alpha, 1)
        XCTAssertEqual(coordinator.content.presentation.alpha, 0)
    }
}
