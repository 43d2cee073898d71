import Animation
import Foundation
import Momentum
import Gestures
import ViewTree

/// Seed 001's HalfModal (the author's semi-modal sheet, like the Shortcuts app's): a sheet with
/// three detents — collapsed, half and full. The pan moves the sheet under the finger (an
/// animator in flight is stopped where it is, R5, so the sheet can be caught); the release
/// projects where the finger's velocity would carry the sheet as a scroll view decelerates and
/// picks the nearest detent, and a spring takes the sheet there starting at the finger's speed
/// (R24). A dimming view behind darkens as the sheet rises; tapping it collapses the sheet.
final class HalfModalScene: Scene {
    static let name = "half-modal"
    static let title = "Half modal"
    static let summary = "a sheet with collapsed, half and full detents; fling it, catch it"
    /// SwiftUI's spring, 0.75 s response at damping fraction 0.9: a sheet that settles in about a
    /// second without a visible bounce, and a 1,000–2,000 pt/s flick leaves at the finger's speed (its first frame within 10 %) with no shaping (F1). iOS's own 0.45 s pulls a far detent's
    /// sheet ahead of the finger by a third in the first frame.
    static let defaultTuning = SceneTuning(dampingRatio: 0.9, response: 0.75)
    var tuning = HalfModalScene.defaultTuning

    enum Detent: CaseIterable {
        case collapsed, half, full
    }

    /// How much of the collapsed sheet shows, and the gap above the full one.
    static let collapsedHeight: CGFloat = 96
    static let fullTopMargin: CGFloat = 44
    /// Sheet below the window's bottom when at full.
    static let overshootRoom: CGFloat = 240
    /// The dimming view's alpha with the sheet at full; it follows the sheet linearly.
    static let maxDimming: CGFloat = 0.45

    let view = View(name: "halfModal")
    private let background = View(name: "background")
    private let headline = View(name: "headline")
    let dimmingView = View(name: "dimmingView")
    let sheet = View(name: "sheet")
    private let grabber = View(name: "grabber")
    private let searchField = View(name: "searchField")
    private let rows: [View]

    private(set) var detent: Detent = .collapsed
    private(set) var animator: PropertyAnimator? { didSet { animators = animator.map { [$0] } ?? [] } }
    /// The sheet's top when the pan began.
    private var panStartY: CGFloat = 0
    private let panRecognizer = PanGestureRecognizer(name: "sheetPan")

    // Stored, so the HUD can read them every frame without building an array.
    private(set) var animators: [PropertyAnimator] = []
    private(set) lazy var pans = [panRecognizer]

    init() {
        view.backgroundColor = .black
        background.image = ImageReference(path: "Assets/landscape.bmp")
        view.addSubview(background)
        headline.label = TextLabel("Drag the sheet: collapsed, half, full", size: 26, color: .white)
        headline.backgroundColor = Color(white: 0, alpha: 0.25)
        headline.cornerRadius = 22
        view.addSubview(headline)

        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
        view.addSubview(dimmingView)

        sheet.backgroundColor = Color(hex: 0xF9F9FB)
        sheet.cornerRadius = 16
        sheet.maskedCorners = .top
        view.addSubview(sheet)
        grabber.backgroundColor = Color(hex: 0xC7C7CC)
        grabber.cornerRadius = 2.5
        sheet.addSubview(grabber)
        searchField.backgroundColor = Color(hex: 0xE5E5EA)
        searchField.cornerRadius = 10
        sheet.addSubview(searchField)
        let placeholder = View(name: "searchPlaceholder")
        placeholder.label = TextLabel("Search shortcuts", size: 17, color: Color(hex: 0x8E8E93), alignment: .left)
        searchField.addSubview(placeholder)
        let items: [(String, UInt32)] = [("Directions home", 0x0A84FF), ("Play morning playlist", 0xFF375F),
                                         ("Log water", 0x64D2FF), ("Text last image", 0x30D158),
                                         ("Make GIF", 0xFF9F0A), ("Shazam it", 0x5E5CE6),
                                         ("Start timer", 0xFF453A), ("Read later", 0xBF5AF2)]
        rows = items.enumerated().map { index, item in
            let row = View(name: "shortcut\(index)")
            row.backgroundColor = .white
            row.cornerRadius = 12
            let icon = View(name: "shortcutIcon\(index)")
            icon.backgroundColor = Color(hex: item.1)
            icon.cornerRadius = 9
            row.addSubview(icon)
            let title = View(name: "shortcutTitle\(index)")
            title.label = TextLabel(item.0, size: 17, color: Color(hex: 0x1C1C1E), alignment: .left)
            row.addSubview(title)
            return row
        }
        rows.forEach(sheet.addSubview)

        panRecognizer.addTarget(self, action: HalfModalScene.didPanSheet)
        sheet.addGestureRecognizer(panRecognizer)
        dimmingView.addGestureRecognizer(TapGestureRecognizer(target: self, action: HalfModalScene.dimmingViewTapped))
    }

    // MARK: Layout

    func layout(size: CGSize) {
        view.frame = CGRect(origin: .zero, size: size)
        background.frame = CGRect(origin: .zero, size: size)
        let headlineWidth = min(520, size.width - 32)
        headline.label?.size = size.width < 600 ? 19 : 26
        headline.frame = CGRect(x: (size.width - headlineWidth) / 2, y: 60, width: headlineWidth, height: 44)
        dimmingView.frame = CGRect(origin: .zero, size: size)
        let width = size.width
        grabber.frame = CGRect(x: (width - 40) / 2, y: 8, width: 40, height: 5)
        let content = min(width - 32, 640)
        let left = (width - content) / 2
        searchField.frame = CGRect(x: left, y: 26, width: content, height: 40)
        searchField.subviews.first?.frame = CGRect(x: 14, y: 0, width: content - 28, height: 40)
        for (i, row) in rows.enumerated() {
            row.frame = CGRect(x: left, y: 84 + CGFloat(i) * 62, width: content, height: 52)
            row.subviews.first?.frame = CGRect(x: 10, y: 8, width: 36, height: 36)
            row.subviews.last?.frame = CGRect(x: 60, y: 0, width: content - 70, height: 52)
        }
        // Taller than the window by a margin, as a real sheet: a springy tuning (or the rubber
        // band above full) lifts it without its bottom edge coming into view.
        let height = max(0, size.height - Self.fullTopMargin) + Self.overshootRoom
        if let animator, animator.isRunning {
            // Re-target the spring in flight to the same detent, laid out for the new size.
            sheet.frame = CGRect(x: 0, y: sheet.presentation.frame.minY, width: width, height: height)
            animator.stopAnimation(true)
            self.animator = nil
            animate(to: detent, velocity: 0)
        } else if panRecognizer.state == .began || panRecognizer.state == .changed {
            sheet.frame = CGRect(x: 0, y: sheet.frame.minY, width: width, height: height)
        } else {
            sheet.frame = CGRect(x: 0, y: y(for: detent), width: width, height: height)
            setSheetTop(y(for: detent))
        }
    }

    /// The sheet's top at `detent` in the current size.
    func y(for detent: Detent) -> CGFloat {
        let h = view.frame.height
        switch detent {
        case .collapsed: return h - Self.collapsedHeight
        case .half: return (h * 0.5).rounded()
        case .full: return Self.fullTopMargin
        }
    }

    /// The dimming that goes with the sheet's top at `top`: none collapsed, `maxDimming` full.
    func dimming(at top: CGFloat) -> CGFloat {
        let span = y(for: .collapsed) - y(for: .full)
        guard span > 0 else { return 0 }
        return Self.maxDimming * (y(for: .collapsed) - top) / span
    }

    /// Moves the sheet's top to `y` with the dimming that goes with it (inside an animations
    /// closure: records both).
    private func setSheetTop(_ y: CGFloat) {
        var frame = sheet.frame
        frame.origin = CGPoint(x: 0, y: y)
        sheet.frame = frame
        dimmingView.alpha = min(max(dimming(at: y), 0), 1)
    }

    // MARK: Gestures

    func didPanSheet(_ recognizer: PanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            // Catch the sheet where it is drawn: stopping keeps the presented values (R5).
            if let animator {
                animator.stopAnimation(true)
                self.animator = nil
            }
            panStartY = sheet.frame.minY
        case .changed:
            let proposed = panStartY + recognizer.translation(in: view).y
            setSheetTop(rubberBanded(proposed))
        default:
            // .ended, .cancelled, .failed (R31): the sheet always goes to a detent.
            let velocity = recognizer.state == .ended ? recognizer.velocity(in: view).y : 0
            // F5: the detent nearest to where the flick would coast.
            let target = nearestDetent(to: sheet.frame.minY + Projection.distance(velocity: velocity))
            animate(to: target, velocity: velocity)
        }
    }

    func dimmingViewTapped() {
        animator?.stopAnimation(true)
        animator = nil
        animate(to: .collapsed, velocity: 0)
    }

    // MARK: Release

    func nearestDetent(to y: CGFloat) -> Detent {
        Detent.allCases.min { abs(self.y(for: $0) - y) < abs(self.y(for: $1) - y) } ?? .collapsed
    }

    /// Past the top or bottom detent the sheet follows the finger less and less, like a scroll
    /// view's rubber band.
    private func rubberBanded(_ proposed: CGFloat) -> CGFloat {
        let top = y(for: .full), bottom = y(for: .collapsed)
        let dimension = max(view.frame.height, 1)
        if proposed < top { return top + RubberBand.offset(past: proposed - top, dimension: dimension) }
        if proposed > bottom { return bottom + RubberBand.offset(past: proposed - bottom, dimension: dimension) }
        return proposed
    }

    /// A spring from where the sheet is to `target`, starting at `velocity` (R24). F1: SwiftUI's
    /// spring for the tuned response and damping fraction, exactly.
    private func animate(to target: Detent, velocity: CGFloat) {
        detent = target
        let to = y(for: target)
        let animator = Release(toward: to, from: sheet.frame.minY, velocity: velocity, curve: Self.releaseCurve(for: tuning))
            .start { [weak self] in self?.setSheetTop(to) }
        animator.addCompletion { [weak self, weak animator] _ in
            guard let self, self.animator === animator else { return }
            self.animator = nil
        }
        self.animator = animator
    }

    func tuningDidChange() {
        // A spring in flight is re-continued with the new spring (R15), from where it is.
        guard let animator, animator.isRunning else { return }
        // Starting at the sheet's speed now, so a retune never stops it in flight.
        let relative = PropertyAnimator.relativeVelocity(of: sheet)
        animator.pauseAnimation()
        let spring = Self.releaseCurve(for: tuning).timingParameters(initialVelocity: CGVector(dx: relative, dy: relative))
        animator.continueAnimation(withTimingParameters: spring, durationFactor: 0)
    }
}

extension HalfModalScene {
    /// Its row of the key table (F2): the tuning keys it uses and what they change.
    static var keys: SceneKeys? { SceneKeys(parameters: "SwiftUI response + ζ", uses: [.damping, .response], responseName: "response") }

    /// SwiftUI's `.spring(response:dampingFraction:)`.
    public static func releaseTiming(for tuning: SceneTuning) -> ReleaseTiming {
        .spring(form: .swiftUIResponse, dampingRatio: tuning.dampingRatio, response: tuning.response)
    }
}
