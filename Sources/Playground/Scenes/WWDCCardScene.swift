import Animation
import Foundation
import Momentum
import Gestures
import ViewTree

// Seed 003 ("Experimenting with UIKit animations", WWDC 2017 session 230, Advanced Animations
// with UIKit): a `card` with a title bar peeks from the bottom over a background image. A tap on
// the title bar toggles it; a pan scrubs every running animator together. Three coordinated
// animators live in `runningAnimations`: the frame (a spring), the top corners' radius (linear,
// 0 → 12) and the blur over the background (0 → 15). The seed always continues on release;
// here (F5) the state nearer to where the release would coast wins.

/// The WWDC card: tap or drag the title bar; frame, corner radius and blur animators in step.
final class WWDCCardScene: Scene {
    static let name = "wwdc-card"
    static let title = "Card (WWDC)"
    static let summary = "a card with a title bar; tap toggles, pan scrubs frame, corner radius and blur animators together"
    /// The animators' duration and the frame's release spring (UIKit duration + ζ): 1 s at ζ 0.9,
    /// so a 1,000–2,000 pt/s flick leaves at the finger's speed (its first frame within 10 %) with no shaping (F1).
    static let defaultTuning = SceneTuning(dampingRatio: 0.9, response: 1.0)

    enum CardState {
        case expanded, collapsed
    }

    let view = View(name: "wwdc-card")
    var tuning = WWDCCardScene.defaultTuning
    var animators: [PropertyAnimator] { runningAnimations }
    private(set) lazy var pans = [panGestureRecognizer]

    // The seed's properties.
    private let backgroundImage = View(name: "backgroundImage")
    private let visualEffectView = View(name: "visualEffectView")
    let card = View(name: "card")
    private let handleArea = View(name: "handleArea")
    private let grabber = View(name: "grabber")
    private let titleLabel = View(name: "titleLabel")
    private let arrow = View(name: "arrow")
    private var rows: [(row: View, icon: View, text: View)] = []
    private var panGestureRecognizer = PanGestureRecognizer()

    private(set) var cardVisible = false
    var nextState: CardState { cardVisible ? .collapsed : .expanded }
    private(set) var runningAnimations: [PropertyAnimator] = []
    /// Each running animator's `fractionComplete` when the pan caught it (the seed keeps one
    /// number; the animators' curves differ, so one each keeps every value continuous, R9).
    private var animationProgressWhenInterrupted: [Double] = []
    /// Where the frame animator ended: it alone decides whether the card changed state.
    private var framePosition: AnimatingPosition = .start

    private var size = CGSize.zero
    static let cardHandleAreaHeight: CGFloat = 80
    static let blurRadius: CGFloat = 15
    static let expandedCornerRadius: CGFloat = 12
    var cardHeight: CGFloat { max(Self.cardHandleAreaHeight + 120, min(size.height - 72, size.height * 0.78)) }

    init() {
        view.backgroundColor = .black
        backgroundImage.image = ImageReference(path: "Assets/landscape.bmp")
        view.addSubview(backgroundImage)
        visualEffectView.isUserInteractionEnabled = false
        view.addSubview(visualEffectView)

        card.backgroundColor = Color(hex: 0xF7F7FA)
        card.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        card.clipsToBounds = true
        view.addSubview(card)
        handleArea.backgroundColor = Color(hex: 0xFFFFFF)
        card.addSubview(handleArea)
        grabber.backgroundColor = Color(hex: 0xC7C7CC)
        grabber.cornerRadius = 2.5
        handleArea.addSubview(grabber)
        titleLabel.label = TextLabel("Card", size: 24, color: Color(hex: 0x1C1C1E), alignment: .left)
        handleArea.addSubview(titleLabel)
        for i in 0..<2 {
            let bar = View(name: "arrowBar\(i)")
            bar.backgroundColor = Color(hex: 0x8E8E93)
            bar.cornerRadius = 2
            arrow.addSubview(bar)
        }
        handleArea.addSubview(arrow)

        let entries: [(String, UInt32)] = [("Advanced Animations with UIKit", 0x0A84FF), ("Interruptible and interactive", 0x30D158),
                                           ("Coordinated animators", 0xFF9F0A), ("Scrubbing with fractionComplete", 0xBF5AF2),
                                           ("Springs and timing curves", 0xFF375F)]
        for (i, entry) in entries.enumerated() {
            let row = View(name: "row\(i)")
            row.backgroundColor = .white
            row.cornerRadius = 12
            let icon = View(name: "rowIcon\(i)")
            icon.backgroundColor = Color(hex: entry.1)
            icon.cornerRadius = 9
            let text = View(name: "rowText\(i)")
            text.label = TextLabel(entry.0, size: 18, color: Color(hex: 0x1C1C1E), alignment: .left)
            row.addSubview(icon)
            row.addSubview(text)
            card.addSubview(row)
            rows.append((row, icon, text))
        }

        let tapGestureRecognizer = TapGestureRecognizer(target: self, action: WWDCCardScene.handleCardTap)
        handleArea.addGestureRecognizer(tapGestureRecognizer)
        // On the whole card (the seed puts it on the title bar): a drag anywhere on the card moves it.
        panGestureRecognizer = PanGestureRecognizer(target: self, action: WWDCCardScene.handleCardPan)
        card.addGestureRecognizer(panGestureRecognizer)
    }

    func layout(size: CGSize) {
        // A resize mid-flight lands every animator where it was heading (or, while scrubbed,
        // the nearer end): the completions settle `cardVisible` before the new layout.
        if !runningAnimations.isEmpty {
            let frameAnimator = runningAnimations[0]
            let reachesEnd = frameAnimator.isRunning ? !frameAnimator.isReversed : frameAnimator.fractionComplete >= 0.5
            for animator in runningAnimations where animator.state == .active {
                animator.stopAnimation(false)
            }
            for animator in runningAnimations where animator.state == .stopped {
                animator.finishAnimation(at: reachesEnd ? .end : .start)
            }
        }
        self.size = size
        view.frame = CGRect(origin: .zero, size: size)
        backgroundImage.frame = view.bounds
        visualEffectView.frame = view.bounds
        let state: CardState = cardVisible ? .expanded : .collapsed
        updateCardFrame(for: state)
        updateBlur(for: state)
        updateCornerRadius(for: state)

        let width = size.width
        handleArea.frame = CGRect(x: 0, y: 0, width: width, height: Self.cardHandleAreaHeight)
        grabber.frame = CGRect(x: width / 2 - 22, y: 8, width: 44, height: 5)
        titleLabel.frame = CGRect(x: 28, y: 20, width: 300, height: 44)
        arrow.frame = CGRect(x: width - 64, y: 24, width: 36, height: 36)
        // A chevron of two bars meeting at the centre: "^" collapsed, turned over when expanded.
        for (i, bar) in arrow.subviews.enumerated() {
            bar.frame = CGRect(x: 5 + CGFloat(i) * 10, y: 16, width: 16, height: 4)
            bar.transform = Transform(rotationAngle: i == 0 ? -0.7 : 0.7)
        }
        let inset: CGFloat = 24
        let rowWidth = min(width - 2 * inset, 720)
        for (i, entry) in rows.enumerated() {
            entry.row.frame = CGRect(x: (width - rowWidth) / 2, y: Self.cardHandleAreaHeight + 12 + CGFloat(i) * 76,
                                     width: rowWidth, height: 64)
            entry.icon.frame = CGRect(x: 14, y: 13, width: 38, height: 38)
            entry.text.frame = CGRect(x: 68, y: 10, width: rowWidth - 84, height: 44)
        }
    }

    // MARK: The animated properties, per state

    private func updateCardFrame(for state: CardState) {
        let y = state == .expanded ? size.height - cardHeight : size.height - Self.cardHandleAreaHeight
        card.frame = CGRect(x: 0, y: y, width: size.width, height: cardHeight)
        arrow.transform = state == .expanded ? Transform(rotationAngle: .pi) : .identity
    }

    private func updateBlur(for state: CardState) {
        // UIBlurEffect(style: .dark): a blur with a dark wash, both faded in together.
        visualEffectView.blurRadius = state == .expanded ? Self.blurRadius : 0
        visualEffectView.backgroundColor = state == .expanded ? Color(white: 0, alpha: 0.25) : .clear
    }

    private func updateCornerRadius(for state: CardState) {
        card.cornerRadius = state == .expanded ? Self.expandedCornerRadius : 0
    }

    // MARK: Animation coordination (the seed's functions)

    /// Perform all animations with animators if not already running.
    func animateTransitionIfNeeded(state: CardState, duration: TimeInterval) {
        guard runningAnimations.isEmpty else { return }
        let frameAnimator = PropertyAnimator(duration: duration, dampingRatio: tuning.dampingRatio) {
            self.updateCardFrame(for: state)
        }
        frameAnimator.addCompletion { [weak self] position in
            self?.framePosition = position
            self?.animatorFinished()
        }
        // Critically damped whatever the tuning: a blur that overshoots would flicker past 0.
        let blurAnimator = PropertyAnimator(duration: duration, dampingRatio: 1) {
            self.updateBlur(for: state)
        }
        let cornerRadiusAnimator = PropertyAnimator(duration: duration, curve: .linear) {
            self.updateCornerRadius(for: state)
        }
        for animator in [blurAnimator, cornerRadiusAnimator] {
            animator.addCompletion { [weak self] _ in self?.animatorFinished() }
        }
        runningAnimations = [frameAnimator, blurAnimator, cornerRadiusAnimator]
        for animator in runningAnimations {
            animator.scrubsLinearly = tuning.scrubsLinearly
            animator.startAnimation()
        }
    }

    /// Clears the animations once every one has completed (the seed's completion block); the
    /// card changed state only if the frame ended at its end.
    private func animatorFinished() {
        guard !runningAnimations.isEmpty, runningAnimations.allSatisfy({ $0.state == .inactive }) else { return }
        if framePosition == .end { cardVisible.toggle() }
        runningAnimations.removeAll()
        animationProgressWhenInterrupted.removeAll()
    }

    /// Called on pan `.began`.
    func startInteractiveTransition(state: CardState, duration: TimeInterval) {
        if runningAnimations.isEmpty {
            animateTransitionIfNeeded(state: state, duration: duration)
        }
        for animator in runningAnimations {
            animator.pauseAnimation()
            // One caught heading back (a release turned it round) counts its fraction the other
            // way (R14); the drag's mapping and F4's ends are towards `nextState`.
            animator.isReversed = false
        }
        animationProgressWhenInterrupted = runningAnimations.map { $0.fractionComplete }
    }

    /// Called on pan `.changed`.
    func updateInteractiveTransition(fractionComplete: Double) {
        for (animator, start) in zip(runningAnimations, animationProgressWhenInterrupted) {
            animator.fractionComplete = fractionComplete + start
        }
        // F4: past either end the card follows on a rubber band, through its transform (the
        // animators hold the frame). They head for `nextState`: expanding runs up the screen.
        guard let start = animationProgressWhenInterrupted.first else { return }
        let f = fractionComplete + start
        let past = CGFloat(f < 0 ? f : max(f - 1, 0))
        let excess = past * (cardHeight - Self.cardHandleAreaHeight) * (nextState == .expanded ? -1 : 1)
        card.transform = Transform(translationX: 0, y: RubberBand.offset(past: excess, dimension: size.height))
    }

    /// Called on pan `.ended` / `.cancelled`: carries on towards the animators' target, or turns
    /// back when the release says so (the seed always carries on).
    func continueInteractiveTransition(velocityY: CGFloat, cancelled: Bool = false) {
        if !card.transform.isIdentity {   // the rubber band lets go (F4)
            PropertyAnimator(duration: 0.5, dampingRatio: 1) { [weak self] in self?.card.transform = .identity }.startAnimation()
        }
        guard let frameAnimator = runningAnimations.first, frameAnimator.state == .active else { return }
        // The animators head for the state after `cardVisible`; in screen y, expanding is upwards.
        // F5: the state nearer to where the release would coast, on the frame animator's own
        // timeline (from `cardVisible`'s state) whichever way it ran last (R14 v2).
        let towardsTarget = cancelled ? 0 : (cardVisible ? velocityY : -velocityY)
        let reverse = !Projection.reachesEnd(fraction: Projection.timelineFraction(of: frameAnimator),
                                             travel: cardHeight - Self.cardHandleAreaHeight, velocity: towardsTarget)
        let destination: CardState = (nextState == .expanded) != reverse ? .expanded : .collapsed
        let destinationY = destination == .expanded ? size.height - cardHeight : size.height - Self.cardHandleAreaHeight
        for animator in runningAnimations {
            if animator.isRunning { animator.pauseAnimation() }
            animator.isReversed = reverse
        }
        // R24, F1: the frame's spring leaves at the finger's speed and runs the tuned duration
        // exactly; the others keep their own curves, in step with it.
        let release = Release(toward: destinationY, from: card.presentation.frame.minY, velocity: cancelled ? 0 : velocityY,
                              curve: Self.releaseCurve(for: tuning))
        release.continue(frameAnimator)
        let factor = release.curve.durationFactor(continuing: frameAnimator)
        for animator in runningAnimations.dropFirst() {
            animator.continueAnimation(withTimingParameters: nil, durationFactor: factor)
        }
        animationProgressWhenInterrupted.removeAll()
    }

    // MARK: Gestures

    func handleCardTap(_ recognizer: TapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        if runningAnimations.contains(where: { $0.isRunning }) {
            // Improves on the seed (which ignores it): a tap mid-flight turns the card round.
            for animator in runningAnimations { animator.isReversed.toggle() }
            return
        }
        animateTransitionIfNeeded(state: nextState, duration: tuning.response)
    }

    func handleCardPan(_ recognizer: PanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            startInteractiveTransition(state: nextState, duration: tuning.response)
        case .changed:
            let translation = recognizer.translation(in: handleArea)
            var fractionComplete = Double(translation.y / (cardHeight - Self.cardHandleAreaHeight))
            fractionComplete = cardVisible ? fractionComplete : -fractionComplete
            updateInteractiveTransition(fractionComplete: fractionComplete)
        case .ended:
            continueInteractiveTransition(velocityY: recognizer.velocity(in: view).y)
        case .cancelled, .failed:
            continueInteractiveTransition(velocityY: 0, cancelled: true)   // R31
        default:
            break
        }
    }

    // MARK: Tuning

    func tuningDidChange() {
        for animator in runningAnimations where animator.state == .active && !animator.isRunning {
            animator.scrubsLinearly = tuning.scrubsLinearly
        }
        guard let frameAnimator = runningAnimations.first, frameAnimator.isRunning else { return }
        if let card = movingView { frameAnimator.continueOnSpring(of: tuning, carrying: card) }
    }
}

extension WWDCCardScene {
    /// Its row of the key table (F2): the tuning keys it uses and what they change.
    static var keys: SceneKeys? { KeyTable.defaultSceneKeys }
}
