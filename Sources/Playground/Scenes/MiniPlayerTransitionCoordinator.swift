import Animation
import Foundation
import Momentum
import Gestures
import ViewTree

// Seed 004's TransitionCoordinator: handles the gestures and runs the animators that move the
// player between its mini (closed) and full (open) states. Read with MiniPlayerScene.swift.

/// Drives `MiniPlayerScene`'s transition: a pan on the player scrubs, a tap on the mini player
/// opens; the release continues or reverses by where it would coast (F5).
final class TransitionCoordinator {
    enum State: Equatable {
        case open
        case closed

        static prefix func ! (_ state: State) -> State {
            state == .open ? .closed : .open
        }
    }

    private weak var scene: MiniPlayerScene?
    private(set) lazy var panGestureRecognizer = createPanGestureRecognizer()

    /// Where the player is, or is heading (flipped at the start of a transition and on cancel).
    private(set) var state: State = .closed
    private(set) var runningAnimators = [PropertyAnimator]()
    /// The state the running animators' timelines end in (their `fractionComplete` counts towards it).
    private var animatorsTarget: State = .open
    /// Each animator's progress when a pan caught it mid-flight (0 for fresh animators).
    private var progressWhenInterrupted: [Double] = []

    init(scene: MiniPlayerScene) {
        self.scene = scene
        scene.player.addGestureRecognizer(panGestureRecognizer)
        scene.miniPlayer.addGestureRecognizer(TapGestureRecognizer(target: self, action: TransitionCoordinator.didTapMiniPlayer))
    }

    private func createPanGestureRecognizer() -> PanGestureRecognizer {
        PanGestureRecognizer(target: self, action: TransitionCoordinator.didPanPlayer)
    }

    private var tuning: SceneTuning { scene?.tuning ?? MiniPlayerScene.defaultTuning }

    /// The distance the player container travels between the two states.
    private var totalAnimationDistance: CGFloat {
        guard let scene else { return 1 }
        return max(1, scene.playerFrame(for: .closed).minY - scene.playerFrame(for: .open).minY)
    }

    // MARK: Gestures

    func didTapMiniPlayer() {
        if !runningAnimators.isEmpty {
            // Mid-flight (the bar is only tappable while it shows): turn round, as a cancel does.
            guard runningAnimators.contains(where: { $0.isRunning }) else { return }
            runningAnimators.reverse()
            state = !state
            return
        }
        guard state == .closed else { return }
        animateTransition(for: .open)
    }

    func didPanPlayer(recognizer: PanGestureRecognizer) {
        guard let scene else { return }
        switch recognizer.state {
        case .began:
            startInteractiveTransition(for: !state)
        case .changed:
            let translation = recognizer.translation(in: scene.view)
            updateInteractiveTransition(distanceTraveled: translation.y)
        case .ended:
            let velocity = recognizer.velocity(in: scene.view).y
            let isCancelled = isGestureCancelled(with: velocity)
            continueInteractiveTransition(cancel: isCancelled, velocity: velocity)
        case .cancelled, .failed:
            // R31; with no velocity to go by, the nearer state wins (F5).
            continueInteractiveTransition(cancel: isGestureCancelled(with: 0), velocity: 0)
        default:
            break
        }
        if recognizer.state.isFinished { RubberBand.springBack([scene.player]) }
    }

    // MARK: Interactive transition (the seed's three functions)

    private func startInteractiveTransition(for newState: State) {
        if runningAnimators.isEmpty {
            state = newState
            animatorsTarget = newState
            runningAnimators = createTransitionAnimators(with: tuning.response)
            runningAnimators.pauseAnimations()
        } else {
            // Caught mid-flight (after a tap or a release): keep the animators, count from
            // where they are, and head for their own end again until the release says otherwise.
            runningAnimators.pauseAnimations()
            for animator in runningAnimators { animator.isReversed = false }
            state = animatorsTarget
        }
        for animator in runningAnimators.dropFirst() { animator.scrubsLinearly = tuning.scrubsLinearly }
        progressWhenInterrupted = runningAnimators.map { $0.fractionComplete }
    }

    private func updateInteractiveTransition(distanceTraveled: CGFloat) {
        var fraction = Double(distanceTraveled / totalAnimationDistance)
        if animatorsTarget == .open { fraction *= -1 }
        for (animator, start) in zip(runningAnimators, progressWhenInterrupted) {
            animator.fractionComplete = start + fraction
        }
        if let start = progressWhenInterrupted.first { stretch(pastEndBy: RubberBand.overrun(of: start + fraction)) }
    }

    /// F4: past either end (the bar pulled below its rest, the open player pulled above the top)
    /// the player follows on the rubber band, through its transform (the frame animator holds
    /// its frame). `fraction` counts along the animators' way, towards `animatorsTarget`.
    private func stretch(pastEndBy fraction: CGFloat) {
        guard let scene else { return }
        // Opening runs up the screen: past its end is further up, before its start down.
        let down: CGFloat = animatorsTarget == .open ? -1 : 1
        let excess = fraction * totalAnimationDistance * down
        RubberBand.stretch([scene.player], by: RubberBand.offset(past: excess, dimension: scene.size.height))
    }

    private func continueInteractiveTransition(cancel: Bool, velocity: CGFloat) {
        guard let scene, let frameAnimator = runningAnimators.first, frameAnimator.state == .active else { return }
        if cancel {
            runningAnimators.reverse()
            state = !state
        }
        // R24, F1: the frame spring starts at the finger's speed and runs the tuned duration
        // exactly (R15: a factor k > 0 is k × the duration), however little of the way is left;
        // the fades run out the rest of their own curves (factor 0: at most the tuned duration),
        // so they end no later than the frame.
        Release(toward: scene.playerFrame(for: state).minY, from: scene.player.presentation.frame.minY, velocity: velocity,
                curve: MiniPlayerScene.releaseCurve(for: tuning)).continue(frameAnimator)
        for fade in runningAnimators.dropFirst() {
            fade.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        }
        progressWhenInterrupted.removeAll()
    }

    /// The seed's rule: a pan against the direction of the state being entered cancels it.
    /// F5 instead: the state nearer to where the release would coast, on the animators' own
    /// timeline (towards `animatorsTarget`) whichever way they ran last (R14 v2).
    private func isGestureCancelled(with velocity: CGFloat) -> Bool {
        guard let frameAnimator = runningAnimators.first else { return false }
        let towardsTarget = animatorsTarget == .open ? -velocity : velocity
        return !Projection.reachesEnd(fraction: Projection.timelineFraction(of: frameAnimator),
                                      travel: totalAnimationDistance, velocity: towardsTarget)
    }

    // MARK: Tap transition

    private func animateTransition(for newState: State) {
        state = newState
        animatorsTarget = newState
        runningAnimators = createTransitionAnimators(with: tuning.response)
        runningAnimators.startAnimations()
    }

    // MARK: Animators

    private func createTransitionAnimators(with duration: TimeInterval) -> [PropertyAnimator] {
        switch state {
        case .open:
            return [openPlayerAnimator(with: duration), fadeInPlayerAnimator(with: duration),
                    fadeOutMiniPlayerAnimator(with: duration)]
        case .closed:
            return [closePlayerAnimator(with: duration), fadeOutPlayerAnimator(with: duration),
                    fadeInMiniPlayerAnimator(with: duration)]
        }
    }

    /// The frame animation: a spring (dampingRatio 1 in the seed; tuned here) that moves the
    /// player container and the tab bar.
    private func openPlayerAnimator(with duration: TimeInterval) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: duration, dampingRatio: tuning.dampingRatio)
        addAnimation(to: animator, animations: {
            self.updatePlayerContainer(with: self.state)
            self.updateTabBar(with: self.state)
        })
        return animator
    }

    private func closePlayerAnimator(with duration: TimeInterval) -> PropertyAnimator {
        openPlayerAnimator(with: duration)   // the same animations: they read `state`
    }

    private func fadeInPlayerAnimator(with duration: TimeInterval) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: duration, curve: .easeIn)
        addKeyframeAnimation(to: animator, withRelativeStartTime: 0.0, relativeDuration: 0.5) {
            self.updatePlayer(with: self.state)
        }
        animator.scrubsLinearly = tuning.scrubsLinearly   // the seed's `false`, S toggles
        return animator
    }

    private func fadeOutMiniPlayerAnimator(with duration: TimeInterval) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: duration, curve: .easeOut)
        addKeyframeAnimation(to: animator, withRelativeStartTime: 0.0, relativeDuration: 0.5) {
            self.updateMiniPlayer(with: self.state)
        }
        animator.scrubsLinearly = tuning.scrubsLinearly
        return animator
    }

    /// Closing mirrors opening: the full player fades out in the first half…
    private func fadeOutPlayerAnimator(with duration: TimeInterval) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: duration, curve: .easeOut)
        addKeyframeAnimation(to: animator, withRelativeStartTime: 0.0, relativeDuration: 0.5) {
            self.updatePlayer(with: self.state)
        }
        animator.scrubsLinearly = tuning.scrubsLinearly
        return animator
    }

    /// …and the mini player fades in over the second, as the bar arrives above the tab bar.
    private func fadeInMiniPlayerAnimator(with duration: TimeInterval) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: duration, curve: .easeIn)
        addKeyframeAnimation(to: animator, withRelativeStartTime: 0.5, relativeDuration: 0.5) {
            self.updateMiniPlayer(with: self.state)
        }
        animator.scrubsLinearly = tuning.scrubsLinearly
        return animator
    }

    /// Adds `animations`, and on completion puts its properties where `state` says (the end
    /// state, or the start one after a cancel) and lets the animator go.
    private func addAnimation(to animator: PropertyAnimator, animations: @escaping () -> Void) {
        animator.addAnimations { animations() }
        addCompletion(to: animator, animations: animations)
    }

    /// The seed's form: keyframes nested in the animator's animations, which they join (R13).
    private func addKeyframeAnimation(to animator: PropertyAnimator, withRelativeStartTime start: Double = 0,
                                      relativeDuration: Double = 1, animations: @escaping () -> Void) {
        animator.addAnimations {
            View.animateKeyframes(withDuration: 0, delay: 0, options: [], animations: {
                View.addKeyframe(withRelativeStartTime: start, relativeDuration: relativeDuration, animations: animations)
            })
        }
        addCompletion(to: animator, animations: animations)
    }

    private func addCompletion(to animator: PropertyAnimator, animations: @escaping () -> Void) {
        animator.addCompletion { [weak self, weak animator] position in
            guard let self else { return }
            // Where it ended decides the state (not only a cancel: the R key reverses too).
            if position != .current { self.state = position == .end ? self.animatorsTarget : !self.animatorsTarget }
            animations()
            self.runningAnimators.removeAll { $0 === animator }
        }
    }

    // MARK: The views, per state

    private func updatePlayerContainer(with state: State) {
        guard let scene else { return }
        scene.player.frame = scene.playerFrame(for: state)
    }

    private func updateTabBar(with state: State) {
        guard let scene else { return }
        scene.tabBar.frame = scene.tabBarFrame()
        scene.tabBar.transform = state == .open ? Transform(translationX: 0, y: MiniPlayerScene.tabBarHeight) : .identity
    }

    private func updatePlayer(with state: State) {
        scene?.playerContent.alpha = state == .open ? 1 : 0
    }

    private func updateMiniPlayer(with state: State) {
        scene?.miniPlayer.alpha = state == .open ? 0 : 1
    }

    // MARK: Scene events

    /// The window changed size: land a transition in flight (where it heads, or the nearer end
    /// while scrubbed), then place everything for `state`.
    func layoutDidChange() {
        if let frameAnimator = runningAnimators.first {
            let reachesEnd: Bool
            if frameAnimator.isRunning {
                reachesEnd = !frameAnimator.isReversed
            } else {
                reachesEnd = frameAnimator.fractionComplete >= 0.5
            }
            state = reachesEnd ? animatorsTarget : !animatorsTarget
            let animators = runningAnimators
            for animator in animators where animator.state == .active { animator.stopAnimation(false) }
            for animator in animators where animator.state == .stopped {
                animator.finishAnimation(at: reachesEnd ? .end : .start)
            }
            runningAnimators.removeAll()
        }
        updatePlayerContainer(with: state)
        updateTabBar(with: state)
        updatePlayer(with: state)
        updateMiniPlayer(with: state)
    }

    func tuningDidChange() {
        for animator in runningAnimators.dropFirst() where !animator.isRunning {
            animator.scrubsLinearly = tuning.scrubsLinearly
        }
        guard let frameAnimator = runningAnimators.first, frameAnimator.isRunning else { return }
        if let player = scene?.player { frameAnimator.continueOnSpring(of: tuning, carrying: player) }
    }
}
