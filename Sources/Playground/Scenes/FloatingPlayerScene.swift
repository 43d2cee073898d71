import Animation
import Foundation
import Momentum
import Gestures
import ViewTree

// Seed 002 (Daniel Larsson, "Interactive animations with UIViewPropertyAnimator"): YouTube's
// floating video player. The `player` floats as a thumbnail in the bottom-right corner or covers
// the screen; panning it up or down scrubs one animator between the two frames. While dragging,
// progress stays strictly inside (0, 1) as the seed does (a UIKit animator scrubbed to 0 or 1
// while running would complete). On release the seed carries on past a third of the height or
// on a fast flick; here (F5) the end nearer to where the flick would coast wins, and a spring
// takes over at the finger's speed (R24). A tap on the thumbnail expands it; a tap mid-flight
// turns it round (R14).

/// The floating player: a thumbnail ↔ full-screen video with one scrubbed animator.
final class FloatingPlayerScene: Scene {
    static let name = "floating-player"
    static let title = "Floating player"
    static let summary = "a video player between a bottom-right thumbnail and full screen; where the release would coast decides"
    /// The release spring, UIKit duration + ζ: 1 s at ζ 0.9, so a 1,000–2,000 pt/s flick leaves at the finger's speed (its first frame within 10 %) with no shaping (F1);
    /// the player travels most of the screen, which a stiffer spring yanks it across.
    static let defaultTuning = SceneTuning(dampingRatio: 0.9, response: 1.0)

    enum PlayerState {
        case thumbnail, fullscreen
        var opposite: PlayerState { self == .thumbnail ? .fullscreen : .thumbnail }
    }

    let view = View(name: "floating-player")
    var tuning = FloatingPlayerScene.defaultTuning
    // Stored, so the HUD can read them every frame without building an array.
    private(set) var animators: [PropertyAnimator] = []
    private(set) lazy var pans = [panGestureRecognizer]

    // The seed's interface: the state the animator starts from, and the animator.
    private(set) var playerState: PlayerState = .thumbnail
    private(set) var animator: PropertyAnimator? { didSet { animators = animator.map { [$0] } ?? [] } }
    /// Where the animator was when a pan caught it (0 for a fresh one): seed 000's `drawerPanStart`.
    private var progressWhenInterrupted: Double = 0

    private let feed = FeedView()
    /// A soft shadow: layers spreading out and down, each faint, so it fades with distance
    /// (one darker rectangle a few points larger read as a grey border).
    private let playerShadows = FloatingPlayerScene.shadowLayers.indices.map { View(name: "playerShadow\($0)") }
    /// Each layer's spread and drop (points) and opacity.
    static let shadowLayers: [(spread: CGFloat, drop: CGFloat, alpha: Double)] = [
        (1, 2, 0.06), (3, 4, 0.05), (6, 7, 0.04), (10, 10, 0.03), (15, 13, 0.02),
    ]
    let player = View(name: "player")
    private let videoView = View(name: "videoView")
    private let progressTrack = View(name: "progressTrack")
    private let progressBar = View(name: "progressBar")
    private var panGestureRecognizer = PanGestureRecognizer()
    private var size = CGSize.zero

    /// The seed keeps the scrubbed progress this far inside (0, 1).
    static let progressInset = 0.001

    init() {
        view.backgroundColor = Color(hex: 0xF4F4F6)
        view.addSubview(feed.view)

        for (layer, shadow) in zip(Self.shadowLayers, playerShadows) {
            shadow.backgroundColor = Color(white: 0, alpha: layer.alpha)
            view.addSubview(shadow)
        }
        player.backgroundColor = .black
        player.clipsToBounds = true
        view.addSubview(player)
        videoView.image = ImageReference(path: "Assets/video.bmp")
        player.addSubview(videoView)
        progressTrack.backgroundColor = Color(white: 1, alpha: 0.35)
        player.addSubview(progressTrack)
        progressBar.backgroundColor = Color(hex: 0xFF0033)
        player.addSubview(progressBar)

        panGestureRecognizer = PanGestureRecognizer(target: self, action: FloatingPlayerScene.handlePan)
        player.addGestureRecognizer(panGestureRecognizer)
        player.addGestureRecognizer(TapGestureRecognizer(target: self, action: FloatingPlayerScene.didTapPlayer))
    }

    func layout(size: CGSize) {
        self.size = size
        view.frame = CGRect(origin: .zero, size: size)
        feed.layout(size: size)
        // A resize mid-flight lands the animation where it was heading (or, while scrubbed, the
        // nearer end) so nothing is left half-driven at the old size's frames.
        if let animator, animator.state == .active {
            let reachesEnd = animator.isRunning ? !animator.isReversed : animator.fractionComplete >= 0.5
            animator.stopAnimation(false)
            animator.finishAnimation(at: reachesEnd ? .end : .start)
        }
        layoutPlayer(for: playerState)
    }

    // MARK: Frames

    /// The thumbnail: 16:9, in the bottom-right corner.
    func thumbnailFrame() -> CGRect { Self.thumbnailFrame(in: size) }

    static func thumbnailFrame(in size: CGSize) -> CGRect {
        let width = min(max(size.width * 0.27, 200), 360, size.width - 40)
        let height = width * 9 / 16
        return CGRect(x: size.width - width - 20, y: size.height - height - 20, width: width, height: height)
    }

    func frame(for state: PlayerState) -> CGRect {
        state == .thumbnail ? thumbnailFrame() : CGRect(origin: .zero, size: size)
    }

    /// Every property of the player for `state`; inside an animations closure each becomes a track.
    private func layoutPlayer(for state: PlayerState) {
        let frame = frame(for: state)
        player.frame = frame
        player.cornerRadius = state == .thumbnail ? 12 : 0
        for (layer, shadow) in zip(Self.shadowLayers, playerShadows) {
            shadow.frame = frame.insetBy(dx: -layer.spread, dy: -layer.spread).offsetBy(dx: 0, dy: layer.drop)
            shadow.cornerRadius = state == .thumbnail ? 12 + layer.spread : 0
            shadow.alpha = state == .thumbnail ? 1 : 0
        }
        // The video keeps 16:9, letterboxed on black when the screen has another shape.
        let videoWidth = min(frame.width, frame.height * 16 / 9)
        let videoHeight = videoWidth * 9 / 16
        let video = CGRect(x: (frame.width - videoWidth) / 2, y: (frame.height - videoHeight) / 2,
                           width: videoWidth, height: videoHeight)
        videoView.frame = video
        let barHeight: CGFloat = state == .thumbnail ? 3 : 5
        progressTrack.frame = CGRect(x: video.minX, y: video.maxY - barHeight, width: video.width, height: barHeight)
        progressBar.frame = CGRect(x: video.minX, y: video.maxY - barHeight, width: video.width * 0.38, height: barHeight)
    }

    // MARK: Animator

    /// A new animator from `playerState` to the other state (the seed's `panningBegan`).
    private func makeAnimator() -> PropertyAnimator {
        let target = playerState.opposite
        let animator = PropertyAnimator(duration: tuning.response, dampingRatio: tuning.dampingRatio) {
            self.layoutPlayer(for: target)
        }
        animator.addCompletion { [weak self, weak animator] position in
            guard let self, let animator, self.animator === animator else { return }
            if position == .end { self.playerState = target }
            self.animator = nil
            self.progressWhenInterrupted = 0
        }
        return animator
    }

    // MARK: Tap

    /// A tap on the thumbnail expands it; a tap mid-flight turns the animation round.
    func didTapPlayer() {
        if let animator {
            if animator.isRunning { animator.isReversed.toggle() }
            return
        }
        guard playerState == .thumbnail else { return }
        let animator = makeAnimator()
        self.animator = animator
        animator.startAnimation()
    }

    // MARK: Pan

    func handlePan(_ recognizer: PanGestureRecognizer) {
        let translation = recognizer.translation(in: view)
        switch recognizer.state {
        case .began:
            panningBegan()
        case .changed:
            panningChanged(withTranslation: translation)
        case .ended:
            panningEnded(withTranslation: translation, velocity: recognizer.velocity(in: view))
        case .cancelled, .failed:
            // R31: never left half-driven; with no velocity to go by, the nearer end wins.
            panningEnded(withTranslation: translation, velocity: .zero, cancelled: true)
        default:
            break
        }
        if recognizer.state.isFinished { RubberBand.springBack([player] + playerShadows) }
    }

    private func panningBegan() {
        // Catching it mid-flight keeps the same animator and its progress (seed 000).
        let animator = self.animator ?? makeAnimator()
        self.animator = animator
        animator.pauseAnimation()
        // One caught heading back (a tap or a release turned it round) counts its fraction the
        // other way (R14), and the drag's mapping and F4's ends are towards `playerState.opposite`.
        animator.isReversed = false
        animator.scrubsLinearly = tuning.scrubsLinearly
        progressWhenInterrupted = animator.fractionComplete
    }

    /// F4: past either end (the thumbnail pulled down, or the full screen pulled up, past where it
    /// rests) the player follows on the rubber band, through its transform and its shadow's (the
    /// animator holds their frames). `fraction` is in the seed's mapping: half the height a whole.
    private func stretch(pastEndBy fraction: CGFloat) {
        // The animation runs up from the thumbnail: past its end is further up, before its start down.
        let down: CGFloat = playerState == .thumbnail ? -1 : 1
        let excess = fraction * max(size.height / 2, 1) * down
        RubberBand.stretch([player] + playerShadows, by: RubberBand.offset(past: excess, dimension: size.height))
    }

    private func panningChanged(withTranslation translation: CGPoint) {
        guard let animator, animator.state == .active else { return }
        // The seed's mapping: dragging by half the screen height (the view's centre) is the
        // whole way; up heads for full screen from the thumbnail, down heads back.
        let centerY = max(size.height / 2, 1)
        let translatedY = centerY + translation.y
        var progress: Double
        switch playerState {
        case .thumbnail: progress = Double(1 - translatedY / centerY)
        case .fullscreen: progress = Double(translatedY / centerY - 1)
        }
        progress += progressWhenInterrupted
        stretch(pastEndBy: RubberBand.overrun(of: progress))
        // The seed's trick: never 0 or 1 while dragging.
        progress = max(Self.progressInset, min(1 - Self.progressInset, progress))
        animator.fractionComplete = progress
    }

    private func panningEnded(withTranslation translation: CGPoint, velocity: CGPoint, cancelled: Bool = false) {
        guard let animator, animator.state == .active else { return }
        if animator.isRunning { animator.pauseAnimation() }
        // A cancelled pan has no velocity to go by: the nearer end wins (R31).
        let carriesOn = shouldCarryOn(velocityY: cancelled ? 0 : velocity.y, fraction: Projection.timelineFraction(of: animator))
        animator.isReversed = !carriesOn
        // R24: the spring leaves at the speed the drag was scrubbing at. In the seed's mapping half
        // the height is the whole way, so the finger's speed is progress per second over that.
        let towardsTarget: CGFloat = playerState == .thumbnail ? -1 : 1
        let progressVelocity = velocity.y * towardsTarget / max(size.height / 2, 1)
        // F1: the spring runs the tuned duration exactly.
        Release(toward: carriesOn ? 1 : 0, from: CGFloat(animator.fractionComplete), velocity: progressVelocity,
                curve: Self.releaseCurve(for: tuning)).continue(animator)
        progressWhenInterrupted = 0
    }

    /// The seed's decision was a flick over 300 points per second by its direction, else more
    /// than a third of the height. F5: the end nearer to where the release would coast, in the
    /// seed's mapping (half the height is the whole way, so the finger's points are the travel's).
    /// `fraction` is along the animator's timeline, from `playerState`.
    func shouldCarryOn(velocityY: CGFloat, fraction: Double) -> Bool {
        let towardsTarget: CGFloat = playerState == .thumbnail ? -1 : 1
        return Projection.reachesEnd(fraction: fraction, travel: max(size.height / 2, 1), velocity: velocityY * towardsTarget)
    }

    /// From the thumbnail's centre up past a third of the height (benchmarks, soak).
    func demoDrag(in size: CGSize) -> (from: CGPoint, to: CGPoint) {
        let thumbnail = Self.thumbnailFrame(in: size)
        return (CGPoint(x: thumbnail.midX, y: thumbnail.midY), CGPoint(x: thumbnail.midX, y: thumbnail.midY - size.height * 0.6))
    }

    // MARK: Tuning

    func tuningDidChange() {
        guard let animator, animator.state == .active else { return }
        if animator.isRunning {
            animator.continueOnSpring(of: tuning, carrying: player)
        } else {
            animator.scrubsLinearly = tuning.scrubsLinearly
        }
    }
}

/// The page behind the player: a header and a grid of video cards, for something to float over.
private final class FeedView {
    let view = View(name: "feed")
    private let header = View(name: "header")
    private let logo = View(name: "logo")
    private let headerTitle = View(name: "headerTitle")
    private var cards: [(card: View, thumb: View, title: View, line: View)] = []

    init() {
        header.backgroundColor = .white
        view.addSubview(header)
        logo.backgroundColor = Color(hex: 0xFF0033)
        logo.cornerRadius = 8
        logo.label = TextLabel("▶", size: 16, color: .white)
        header.addSubview(logo)
        headerTitle.label = TextLabel("FluidTube", size: 22, color: Color(hex: 0x1C1C1E), alignment: .left)
        header.addSubview(headerTitle)
        let titles = ["Springs, explained", "Interruptible animations", "Rubber-banding in practice",
                      "Designing fluid interfaces", "Velocity hand-off", "Scrubbing with a pan"]
        let palette: [UInt32] = [0x5E9CEC, 0xA78BFA, 0xF472B6, 0xFB923C, 0x34D399, 0x60A5FA]
        for (i, text) in titles.enumerated() {
            let card = View(name: "feedCard\(i)")
            let thumb = View(name: "feedThumb\(i)")
            thumb.backgroundColor = Color(hex: palette[i % palette.count])
            thumb.cornerRadius = 10
            let title = View(name: "feedTitle\(i)")
            title.label = TextLabel(text, size: 16, color: Color(hex: 0x1C1C1E), alignment: .left)
            let line = View(name: "feedLine\(i)")
            line.backgroundColor = Color(hex: 0xD1D1D6)
            line.cornerRadius = 4
            card.addSubview(thumb)
            card.addSubview(title)
            card.addSubview(line)
            view.addSubview(card)
            cards.append((card, thumb, title, line))
        }
    }

    func layout(size: CGSize) {
        view.frame = CGRect(origin: .zero, size: size)
        header.frame = CGRect(x: 0, y: 0, width: size.width, height: 60)
        logo.frame = CGRect(x: 20, y: 14, width: 44, height: 32)
        headerTitle.frame = CGRect(x: 76, y: 14, width: 200, height: 32)
        let columns = max(1, min(3, Int(size.width / 360)))
        let margin: CGFloat = 24
        let width = (size.width - margin * CGFloat(columns + 1)) / CGFloat(columns)
        let thumbHeight = width * 9 / 16
        for (i, entry) in cards.enumerated() {
            let column = CGFloat(i % columns), row = CGFloat(i / columns)
            entry.card.frame = CGRect(x: margin + column * (width + margin), y: 84 + row * (thumbHeight + 84),
                                      width: width, height: thumbHeight + 64)
            entry.thumb.frame = CGRect(x: 0, y: 0, width: width, height: thumbHeight)
            entry.title.frame = CGRect(x: 2, y: thumbHeight + 8, width: width - 4, height: 24)
            entry.line.frame = CGRect(x: 2, y: thumbHeight + 40, width: width * 0.55, height: 10)
        }
    }
}

extension FloatingPlayerScene {
    /// Its row of the key table (F2): the tuning keys it uses and what they change.
    static var keys: SceneKeys? { KeyTable.defaultSceneKeys }
}
