import Animation
import Foundation
import Momentum
import Gestures
import ViewTree

/// Seed 001's first sample ("UIViewPropertyAnimatorを使った簡単なサンプル"): a full-screen picture
/// pulled up by a pan while a light blur fades in over it. One 3 s ease-in-out animator with two
/// animation blocks (the frame, the blur); the pan scrubs it, and the release continues it or
/// reverses it by the finger's velocity.
///
/// Two variants, as the seed has them (key `P`, `tuning.pausesOnCompletion`):
/// - off: the seed's first version — `setupAnimator(state:)` adds a fresh pair of animations for
///   the direction the picture goes next, and the completion records the new `imageViewState`.
/// - on: the seed's rewrite — one animator made once with `pausesOnCompletion = true`; it pauses
///   at either end and a drag plays it back by flipping `isReversed` (R18).
final class PullUpBlurScene: Scene {
    static let name = "pull-up-blur"
    static let title = "Pull-up blur"
    static let summary = "pull the picture up while a blur fades in; P switches to the pausesOnCompletion variant"
    /// Response is the animator's duration and the release spring's (UIKit duration + ζ): 1 s at
    /// ζ 0.9, so a 1,000–2,000 pt/s flick leaves at the finger's speed (its first frame within 10 %) with no shaping (F1); the seed's 3 s crawls once the finger lets go.
    static let defaultTuning = SceneTuning(dampingRatio: 0.9, response: 1.0)
    var tuning = PullUpBlurScene.defaultTuning

    /// The light blur the seed's `UIBlurEffect(style: .light)` stands for: σ in points, white tint.
    static let lightBlurRadius: CGFloat = 20

    enum ImageViewState: Int {
        case open
        case close

        var opposite: ImageViewState {
            switch self {
            case .open: return .close
            case .close: return .open
            }
        }
    }

    let view = View(name: "pullUpBlur")
    let imageView = View(name: "imageView")
    let blurView = View(name: "blurView")
    private let handle = View(name: "handle")
    /// A spring past either rest shows no bare page where the picture lies at rest (issue 51):
    /// the sky goes on above the picture (a close that overshoots down), and the open picture's
    /// strip has its colour behind it (an open that overshoots up), as a sheet's background
    /// continues past its edge.
    private let skyAbove = View(name: "skyAbove")
    private let stripBehind = View(name: "stripBehind")
    private let hintLabel = View(name: "hintLabel")
    private let backdropTitle = View(name: "backdropTitle")
    private let modeLabel = View(name: "modeLabel")
    private let backdropTiles = [View(name: "albumTile"), View(name: "videoTile")]

    /// How far the picture travels: all but its last 80 points leave the screen.
    private var offset: CGFloat { view.frame.maxY - 80 }

    private(set) var animator: PropertyAnimator { didSet { animatorList = [animator] } }
    private var animatorList: [PropertyAnimator]
    private var animationProgress: CGFloat = 0
    private(set) var imageViewState: ImageViewState = .close
    /// Whether `animator` is the seed's pausesOnCompletion rewrite (it follows the tuning, but
    /// only switches while nothing moves).
    private(set) var usesPausingAnimator = false
    private let recognizer = PanGestureRecognizer(name: "imagePan")

    // Stored arrays, so the HUD can read these every frame without building one.
    var animators: [PropertyAnimator] { animator.state == .inactive ? [] : animatorList }
    private(set) lazy var pans = [recognizer]

    init() {
        animator = PropertyAnimator(duration: PullUpBlurScene.defaultTuning.response, curve: .easeInOut)
        animatorList = [animator]
        view.backgroundColor = Color(hex: 0x101826)
        backdropTitle.label = TextLabel("Pulled up: the picture waits above", size: 22, color: Color(hex: 0xDDE6F3))
        view.addSubview(backdropTitle)
        modeLabel.label = TextLabel("", size: 15, color: Color(hex: 0x8FA3BF))
        view.addSubview(modeLabel)
        for (tile, asset) in zip(backdropTiles, ["Assets/album.bmp", "Assets/video.bmp"]) {
            tile.image = ImageReference(path: asset)
            tile.cornerRadius = 18
            view.addSubview(tile)
        }

        imageView.image = ImageReference(path: "Assets/landscape.bmp")
        imageView.clipsToBounds = false
        stripBehind.backgroundColor = Color(hex: 0x6F7A8A)
        view.addSubview(stripBehind)
        view.addSubview(imageView)
        skyAbove.backgroundColor = Color(hex: 0x4A78C7)
        imageView.addSubview(skyAbove)

        // UIVisualEffectView with no effect: the blur and its white tint fade in together
        // (alpha rides along, so the tint does not pop in at the first frame of blur).
        blurView.blurTint = Color(white: 1, alpha: 0.3)
        blurView.isUserInteractionEnabled = false
        blurView.alpha = 0
        imageView.addSubview(blurView)

        handle.backgroundColor = Color(white: 1, alpha: 0.85)
        handle.cornerRadius = 3
        imageView.addSubview(handle)
        hintLabel.label = TextLabel("Pull up", size: 17, color: .white)
        hintLabel.backgroundColor = Color(white: 0, alpha: 0.28)
        hintLabel.cornerRadius = 16
        imageView.addSubview(hintLabel)

        recognizer.addTarget(self, action: PullUpBlurScene.imageViewPanned)
        imageView.addGestureRecognizer(recognizer)
        updateLabels()
    }

    // MARK: Layout

    func layout(size: CGSize) {
        view.frame = CGRect(origin: .zero, size: size)
        backdropTitle.frame = CGRect(x: 20, y: size.height * 0.45, width: size.width - 40, height: 34)
        modeLabel.frame = CGRect(x: 20, y: size.height * 0.45 + 40, width: size.width - 40, height: 24)
        // Two pictures waiting under the big one: 1:1 and 16:9, side by side, centred.
        let tileHeight = max(0, min(180, size.height * 0.55 - 110))
        let widths = [tileHeight, tileHeight * 16 / 9]
        var x = (size.width - widths[0] - widths[1] - 24) / 2
        for (tile, w) in zip(backdropTiles, widths) {
            tile.frame = CGRect(x: x, y: size.height * 0.45 + 90, width: w, height: tileHeight)
            x += w + 24
        }
        // The picture's frame is what the animator moves: a resize mid-flight re-targets the
        // animation to the new size at the same fraction (and keeps it running if it was).
        retargetAnimator()
        let w = size.width, h = size.height
        blurView.frame = CGRect(x: 0, y: 0, width: w, height: h)
        skyAbove.frame = CGRect(x: 0, y: -h, width: w, height: h)
        stripBehind.frame = CGRect(x: 0, y: 0, width: w, height: max(h - offset, 0))
        handle.frame = CGRect(x: (w - 44) / 2, y: h - 70, width: 44, height: 6)
        hintLabel.frame = CGRect(x: (w - 130) / 2, y: h - 52, width: 130, height: 32)
    }

    private func frame(for state: ImageViewState) -> CGRect {
        let y: CGFloat = state == .open ? -offset : 0
        return CGRect(x: 0, y: y, width: view.frame.width, height: view.frame.height)
    }

    /// Puts the picture and the blur at `state` at once (no animation).
    private func apply(_ state: ImageViewState) {
        imageView.frame = frame(for: state)
        blurView.blurRadius = state == .open ? Self.lightBlurRadius : 0
        blurView.alpha = state == .open ? 1 : 0
    }

    /// Lays the picture out for the current size. An animation in flight (or the pausing
    /// animator waiting at an end) is rebuilt for the new size at the same fraction, and keeps
    /// running if it was.
    private func retargetAnimator() {
        guard animator.state == .active || usesPausingAnimator else {
            apply(imageViewState)
            return
        }
        let wasActive = animator.state == .active
        let fraction = animator.fractionComplete
        let wasRunning = animator.isRunning, reversed = animator.isReversed
        animator.stopAnimation(true)
        animator = makeAnimator()
        if usesPausingAnimator {
            addPausingAnimations()
        } else {
            apply(imageViewState)
            addAnimations(state: imageViewState)
        }
        guard wasActive else { return }
        animator.fractionComplete = fraction
        if wasRunning {
            animator.isReversed = reversed
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        }
    }

    // MARK: Tuning

    func tuningDidChange() {
        animator.scrubsLinearly = tuning.scrubsLinearly
        let panning = recognizer.state == .began || recognizer.state == .changed
        if !panning && !animator.isRunning { switchVariantIfNeeded() }
    }

    private var needsNewAnimator: Bool {
        tuning.pausesOnCompletion != usesPausingAnimator || (usesPausingAnimator && animator.duration != tuning.response)
    }

    /// Rebuilds the animator for the tuning (variant, duration) from where the picture rests.
    private func switchVariantIfNeeded() {
        guard needsNewAnimator else { return }
        let open = animator.state == .active ? animator.fractionComplete >= 0.5 : imageViewState == .open
        animator.stopAnimation(true)
        animator = makeAnimator()
        usesPausingAnimator = tuning.pausesOnCompletion
        imageViewState = open ? .open : .close
        if usesPausingAnimator {
            // The seed's viewDidLoad: one animation, closed → open, kept at its ends.
            addPausingAnimations()
            if open { animator.fractionComplete = 1 }
        } else {
            apply(imageViewState)
        }
        updateLabels()
    }

    private func makeAnimator() -> PropertyAnimator {
        let animator = PropertyAnimator(duration: tuning.response, curve: .easeInOut)
        animator.scrubsLinearly = tuning.scrubsLinearly
        return animator
    }

    private func addPausingAnimations() {
        apply(.close)
        animator.addAnimations {
            self.blurView.blurRadius = Self.lightBlurRadius
            self.blurView.alpha = 1
            self.imageView.frame = self.frame(for: .open)
        }
        animator.pausesOnCompletion = true
    }

    private func updateLabels() {
        hintLabel.label?.string = imageViewState == .open ? "Pull down" : "Pull up"
        modeLabel.label?.string = usesPausingAnimator
            ? "pausesOnCompletion: one animator, played back with isReversed"
            : "a new pair of animations for every pull (press P for pausesOnCompletion)"
    }

    /// F4: past either end (the picture pulled down from where it rests, or up past fully
    /// raised) it follows on the rubber band, through its transform (the animator holds its
    /// frame). `fraction` counts along the animator's way, as `fractionComplete` does (R14).
    private func stretch(pastEndBy fraction: CGFloat) {
        // Opening runs up: the pausing variant's one animator, or the first sample's when closed.
        let runsUp = (usesPausingAnimator || imageViewState == .close) != animator.isReversed
        let excess = fraction * offset * (runsUp ? -1 : 1)
        RubberBand.stretch([imageView], by: RubberBand.offset(past: excess, dimension: view.frame.height))
    }

    // MARK: The seed's code

    private func setupAnimator(state: ImageViewState) {
        // 逆再生をoff (reverse off)
        animator.isReversed = false
        // A running animation keeps its animations: the pan takes it over where it is.
        if animator.isRunning {
            return
        }
        // A fresh animator each time, so a new duration (tuning) applies to the next pull.
        animator = makeAnimator()
        addAnimations(state: state)
    }

    private func addAnimations(state: ImageViewState) {
        animator.addAnimations {
            self.imageView.frame = self.frame(for: state.opposite)
        }
        animator.addAnimations {
            switch state {
            case .close:
                self.blurView.blurRadius = Self.lightBlurRadius
                self.blurView.alpha = 1
            case .open:
                self.blurView.blurRadius = 0
                self.blurView.alpha = 0
            }
        }
        animator.addCompletion { [weak self] position in
            guard let self else { return }
            switch position {
            case .start: self.imageViewState = state
            case .end: self.imageViewState = state.opposite
            case .current: ()
            }
            self.apply(self.imageViewState)
            self.updateLabels()
            // A variant switch asked for mid-flight happens now that the picture rests.
            self.switchVariantIfNeeded()
        }
    }

    /// What the rest of the way runs (F1, F2): the seed's own curve with `L`, else the tuned
    /// spring starting at the finger's speed along the way the animator now runs (R24; its
    /// fraction counts in that direction, R14), over what is left of the way.
    private func release(yVelocity: CGFloat) -> Release {
        // Opening runs upwards: the pausing variant's one animator, or the first sample's when closed.
        let opensForward = usesPausingAnimator || imageViewState == .close
        let runsUp = opensForward != animator.isReversed
        return Release(toward: CGFloat(1 - animator.fractionComplete) * offset, from: 0,
                       velocity: runsUp ? -yVelocity : yVelocity, curve: Self.releaseCurve(for: tuning, animatorsOwnCurve: true))
    }

    func imageViewPanned(_ recognizer: PanGestureRecognizer) {
        if recognizer.state.isFinished { RubberBand.springBack([imageView]) }
        switch recognizer.state {
        case .began:
            if !animator.isRunning { switchVariantIfNeeded() }
            if !usesPausingAnimator { setupAnimator(state: imageViewState) }
            animator.pauseAnimation()
            animationProgress = CGFloat(animator.fractionComplete)
        case .changed:
            let translation = recognizer.translation(in: imageView)
            var fraction = -translation.y / offset
            if usesPausingAnimator {
                // The seed's line, as written: fractionComplete counts in the direction the
                // animator runs, so a reversed one scrubs the other way (R14).
                if animator.isReversed { fraction *= -1 }
            } else {
                // The first sample's: closing is its own animation, which runs downwards.
                if imageViewState == .open { fraction *= -1 }
            }
            animator.fractionComplete = Double(fraction + animationProgress)
            stretch(pastEndBy: RubberBand.overrun(of: Double(fraction + animationProgress)))
        default:
            // .ended, and also .cancelled/.failed (R31): never leave the picture half-way.
            let yVelocity = recognizer.state == .ended ? recognizer.velocity(in: imageView).y : 0
            // The seed reverses by the swipe's direction alone (and continues as it is when the
            // finger stopped). F5: the end nearest to where the release would coast, on the
            // animator's own timeline whichever way it ran last (R14 v2), so `reverse` is
            // absolute: the pausing variant's timeline opens, the first sample's leaves
            // `imageViewState`.
            let opensForward = usesPausingAnimator || imageViewState == .close
            let reverse = !Projection.reachesEnd(fraction: Projection.timelineFraction(of: animator), travel: offset,
                                                 velocity: opensForward ? -yVelocity : yVelocity)
            animator.isReversed = reverse
            // F1: a spring runs the tuned duration exactly; the seed's curve runs out its time.
            release(yVelocity: yVelocity).continue(animator)
            if usesPausingAnimator {
                // No completion runs (R18): the picture's next rest is known now.
                imageViewState = reverse ? .close : .open
                updateLabels()
            }
        }
    }
}

extension PullUpBlurScene {
    /// Its row of the key table (F2): the tuning keys it uses and what they change.
    static var keys: SceneKeys? { SceneKeys(parameters: "UIKit duration + ζ (L: easeInOut)", uses: Set(TuningKey.allCases)) }

    /// A UIKit spring carrying the finger's speed; with `L`, the seed's ease-in-out continued.
    public static func releaseTiming(for tuning: SceneTuning) -> ReleaseTiming {
        .springCarryingTheFinger(tuning, seedCurve: .easeInOut)
    }
}
