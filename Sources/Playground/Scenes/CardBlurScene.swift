import Animation
import Foundation
import Momentum
import Gestures
import ViewTree

/// Seed 001's second sample (the `fractionComplete` demo with several animators): a white sheet
/// rises from the bottom, its top corners rounding to 200 (`maskedCorners` top only), while a
/// separate animator blurs the picture behind it. Both 3 s ease-in-out animators are kept in
/// `animators` and scrubbed together by the pan; the release continues them.
///
/// The seed's sample only goes up; here the sheet also comes back down (a drag on the raised
/// sheet adds the animations the other way), and a release against the motion — or a slow one
/// short of half-way — reverses both animators, as the seed's first sample does.
final class CardBlurScene: Scene {
    static let name = "card-blur"
    static let title = "Card + blur"
    static let summary = "a white sheet rises, its top corners rounding to 200, while a second animator blurs the picture"
    /// Response is both animators' duration and the release spring's (UIKit duration + ζ): 1 s at
    /// ζ 0.9, so a 1,000–2,000 pt/s flick leaves at the finger's speed (its first frame within 10 %) with no shaping (F1); the seed's 3 s crawls once the finger lets go.
    static let defaultTuning = SceneTuning(dampingRatio: 0.9, response: 1.0)
    var tuning = CardBlurScene.defaultTuning

    /// The seed's `whiteViewFinalConstantPoint`: the raised sheet's top.
    static let whiteViewFinalConstantPoint: CGFloat = 64
    /// The seed's corner radius; less when the sheet is too narrow or short for it.
    static let finalCornerRadius: CGFloat = 200
    static let lightBlurRadius: CGFloat = 20

    enum WhiteViewState {
        case collapsed, expanded
        var opposite: WhiteViewState { self == .collapsed ? .expanded : .collapsed }
    }

    let view = View(name: "cardBlur")
    let imageView = View(name: "imageView")
    let blurView = View(name: "blurView")
    let whiteView = View(name: "whiteView")
    private let grabber = View(name: "grabber")
    private let titleLabel = View(name: "sheetTitle")
    private let rows: [View]

    /// The sheet's top when collapsed: 80 points of it show (the seed's `offset`).
    private var offset: CGFloat { view.frame.maxY - 80 }

    private(set) var whiteViewAnimator: PropertyAnimator?
    private(set) var blurViewAnimator: PropertyAnimator?
    /// The seed's `animators`: the two above while they hold animations, empty at rest.
    private(set) var animators = [PropertyAnimator]()
    private(set) var whiteViewState: WhiteViewState = .collapsed
    private var animationProgress: CGFloat = 0
    private let recognizer = PanGestureRecognizer(name: "whiteViewPan")

    private(set) lazy var pans = [recognizer]

    init() {
        view.backgroundColor = .black
        imageView.image = ImageReference(path: "Assets/landscape.bmp")
        view.addSubview(imageView)
        blurView.blurTint = Color(white: 1, alpha: 0.3)
        blurView.alpha = 0
        blurView.isUserInteractionEnabled = false
        imageView.addSubview(blurView)

        whiteView.backgroundColor = .white
        whiteView.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        view.addSubview(whiteView)
        grabber.backgroundColor = Color(hex: 0xC7C7CC)
        grabber.cornerRadius = 3
        whiteView.addSubview(grabber)
        titleLabel.label = TextLabel("Pull the sheet up", size: 20, color: Color(hex: 0x1C1C1E))
        whiteView.addSubview(titleLabel)
        let lines = ["whiteViewAnimator: top → 64, corner radius → 200",
                     "blurViewAnimator: the picture behind blurs",
                     "one pan sets fractionComplete on both"]
        rows = lines.enumerated().map { index, text in
            let row = View(name: "sheetRow\(index)")
            row.backgroundColor = Color(hex: 0xF2F2F7)
            row.cornerRadius = 14
            row.label = TextLabel(text, size: 17, color: Color(hex: 0x3A3A3C))
            return row
        }
        rows.forEach(whiteView.addSubview)

        recognizer.addTarget(self, action: CardBlurScene.whiteViewPanned)
        whiteView.addGestureRecognizer(recognizer)
    }

    // MARK: Layout

    func layout(size: CGSize) {
        view.frame = CGRect(origin: .zero, size: size)
        imageView.frame = CGRect(origin: .zero, size: size)
        blurView.frame = CGRect(origin: .zero, size: size)
        // The sheet's own contents sit at fixed places from its top and move with it.
        grabber.frame = CGRect(x: (size.width - 48) / 2, y: 10, width: 48, height: 6)
        titleLabel.frame = CGRect(x: 20, y: 26, width: size.width - 40, height: 40)
        let rowWidth = min(size.width - 80, 520)
        for (i, row) in rows.enumerated() {
            row.frame = CGRect(x: (size.width - rowWidth) / 2, y: 230 + CGFloat(i) * 64, width: rowWidth, height: 50)
        }
        retargetAnimators()
    }

    private func sheetFrame(for state: WhiteViewState) -> CGRect {
        let top = state == .expanded ? Self.whiteViewFinalConstantPoint : offset
        return CGRect(x: 0, y: top, width: view.frame.width, height: max(0, view.frame.height - top))
    }

    /// 200, or what fits the raised sheet: half its width, its height.
    private var expandedCornerRadius: CGFloat {
        let raised = sheetFrame(for: .expanded)
        return max(0, min(Self.finalCornerRadius, raised.width / 2, raised.height))
    }

    private func applySheet(_ state: WhiteViewState) {
        whiteView.frame = sheetFrame(for: state)
        whiteView.cornerRadius = state == .expanded ? expandedCornerRadius : 0
    }

    private func applyBlur(_ state: WhiteViewState) {
        blurView.blurRadius = state == .expanded ? Self.lightBlurRadius : 0
        blurView.alpha = state == .expanded ? 1 : 0
    }

    /// A resize mid-flight rebuilds both animations for the new size at the same fraction, and
    /// keeps them running (in the same direction) if they were.
    private func retargetAnimators() {
        guard let white = whiteViewAnimator, white.state == .active else {
            applySheet(whiteViewState)
            applyBlur(whiteViewState)
            return
        }
        let fraction = white.fractionComplete
        let wasRunning = white.isRunning, reversed = white.isReversed
        animators.forEach { $0.stopAnimation(true) }
        animators.removeAll()
        applySheet(whiteViewState)
        applyBlur(whiteViewState)
        setupAnimator()
        animators.fractionComplete = fraction
        if wasRunning {
            animators.forEach { $0.isReversed = reversed }
            animators.continueAnimations()
        }
    }

    func tuningDidChange() {
        animators.forEach { $0.scrubsLinearly = tuning.scrubsLinearly }
    }

    // MARK: The seed's code

    private func makeAnimator() -> PropertyAnimator {
        let animator = PropertyAnimator(duration: tuning.response, curve: .easeInOut)
        animator.scrubsLinearly = tuning.scrubsLinearly
        return animator
    }

    private func setupAnimator() {
        guard animators.isEmpty else {
            return
        }
        let target = whiteViewState.opposite
        let whiteViewAnimator = makeAnimator(), blurViewAnimator = makeAnimator()
        whiteViewAnimator.addAnimations {
            self.whiteView.frame = self.sheetFrame(for: target)
            self.whiteView.cornerRadius = target == .expanded ? self.expandedCornerRadius : 0
        }
        blurViewAnimator.addAnimations {
            self.blurView.blurRadius = target == .expanded ? Self.lightBlurRadius : 0
            self.blurView.alpha = target == .expanded ? 1 : 0
        }
        for animator in [whiteViewAnimator, blurViewAnimator] {
            animator.addCompletion { [weak self] position in self?.animatorDidFinish(at: position) }
        }
        self.whiteViewAnimator = whiteViewAnimator
        self.blurViewAnimator = blurViewAnimator
        animators.append(contentsOf: [whiteViewAnimator, blurViewAnimator])
    }

    /// Runs for each animator; once both are done the sheet rests and `animators` empties.
    private func animatorDidFinish(at position: AnimatingPosition) {
        guard animators.allSatisfy({ $0.state == .inactive }) else { return }
        if position == .end { whiteViewState = whiteViewState.opposite }
        animators.removeAll()
        whiteViewAnimator = nil
        blurViewAnimator = nil
        titleLabel.label?.string = whiteViewState == .expanded ? "Drag the sheet down" : "Pull the sheet up"
    }

    /// What the rest of the way runs (F1, F2): the seed's own curve with `L`, else the tuned
    /// spring starting at the finger's speed along the way the animators now run (R24; the
    /// fraction counts in that direction, R14), over what is left of the way.
    private func release(yVelocity: CGFloat) -> Release {
        let travel = offset - Self.whiteViewFinalConstantPoint
        // The sheet rises when the animators run towards .expanded.
        let runsTowardsExpanded = (whiteViewState == .collapsed) != (animators.first?.isReversed ?? false)
        return Release(toward: CGFloat(1 - animators.fractionComplete) * travel, from: 0,
                       velocity: runsTowardsExpanded ? -yVelocity : yVelocity,
                       curve: Self.releaseCurve(for: tuning, animatorsOwnCurve: true))
    }

    func whiteViewPanned(_ recognizer: PanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            setupAnimator()
            // Caught mid-flight: pause both and carry on from where they are.
            animators.pauseAnimations()
            // Caught heading back (a release turned them round): their fraction would count the
            // other way (R14), and the drag would move the sheet against the finger.
            animators.forEach { $0.isReversed = false }
            animationProgress = CGFloat(animators.fractionComplete)
        case .changed:
            let translation = recognizer.translation(in: whiteView)
            var fraction = -translation.y / (offset - Self.whiteViewFinalConstantPoint)
            if whiteViewState == .expanded { fraction *= -1 }
            animators.forEach { $0.fractionComplete = Double(fraction + animationProgress) }
        default:
            // .ended, .cancelled, .failed (R31): both animators always go on to an end.
            let yVelocity = recognizer.state == .ended ? recognizer.velocity(in: whiteView).y : 0
            // F5 (the seed's first sample reverses by the swipe's direction): the end nearest to
            // where the release would coast, on the animators' own timeline (from
            // `whiteViewState` to its opposite) whichever way they ran last (R14 v2).
            let travel = offset - Self.whiteViewFinalConstantPoint
            let reverse = animators.first.map {
                !Projection.reachesEnd(fraction: Projection.timelineFraction(of: $0), travel: travel,
                                       velocity: whiteViewState == .collapsed ? -yVelocity : yVelocity)
            } ?? false
            animators.forEach { $0.isReversed = reverse }
            // Both take the same timing and factor, so sheet and blur stay in step. F1: a spring
            // runs the tuned duration exactly; the seed's curve runs out its time.
            release(yVelocity: yVelocity).continue(together: animators)
        }
    }
}

extension CardBlurScene {
    /// Its row of the key table (F2): the tuning keys it uses and what they change.
    static var keys: SceneKeys? { SceneKeys(parameters: "UIKit duration + ζ (L: easeInOut)", uses: [.damping, .response, .scrubbing, .seedTiming]) }

    /// A UIKit spring carrying the finger's speed; with `L`, the seed's ease-in-out continued.
    public static func releaseTiming(for tuning: SceneTuning) -> ReleaseTiming {
        .springCarryingTheFinger(tuning, seedCurve: .easeInOut)
    }
}
