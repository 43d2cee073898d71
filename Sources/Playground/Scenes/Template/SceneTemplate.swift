import Animation
import Foundation
import Momentum
import Gestures
import ViewTree

/// The scene template: copy this file to `Scenes/YourScene.swift`, rename the
/// class, and add it to `SceneCatalog.all` (its place there is its digit key). It is complete
/// and kept working by `SceneTemplateTests`, but not in the catalog.
///
/// What it shows is the smallest honest interaction: a card dragged between two rests, caught
/// where it is drawn when pressed mid-flight (R5, F3), released with a spring that starts at the
/// finger's speed (R24, F1), timed by the scene's tuning (F2).
final class SceneTemplate: Scene {
    // 1. Who the scene is: `fluid --scene template`, the HUD's title, `fluid scenes`.
    static let name = "template"
    static let title = "Template"
    static let summary = "the scene template: a card between two rests"
    // 2. What the keys start at, which keys it uses (a row of the key table: without one, UIKit
    //    duration + ζ and every tuning key but P and L) and what its release runs (F2).
    static let defaultTuning = SceneTuning(dampingRatio: 0.8, response: 0.5)
    static let keys: SceneKeys? = SceneKeys(parameters: "UIKit duration + ζ", uses: [.damping, .response])
    static func releaseTiming(for tuning: SceneTuning) -> ReleaseTiming {
        .spring(form: .uikitDuration, dampingRatio: tuning.dampingRatio, response: tuning.response)
    }

    var tuning = SceneTemplate.defaultTuning

    // 3. Views, named: `--state`, `--trace` and the goldens find them by name.
    let view = View(name: "template")
    let card = View(name: "card")

    // 4. What the HUD, `R`, `--state` and `G` read. Kept stored: the HUD reads them every frame.
    private(set) var animators: [PropertyAnimator] = []
    private let pan = PanGestureRecognizer(name: "cardPan")
    private(set) lazy var pans = [pan]

    private var isUp = false
    private var panStartY: CGFloat = 0
    private var animator: PropertyAnimator? { didSet { animators = animator.map { [$0] } ?? [] } }

    init() {
        view.backgroundColor = Color(hex: 0xF2F2F7)
        card.backgroundColor = Color(hex: 0x0A84FF)
        card.cornerRadius = 24
        view.addSubview(card)
        pan.addTarget(self, action: SceneTemplate.didPan)
        card.addGestureRecognizer(pan)
    }

    // 5. Layout: the first call builds, later ones follow resizes.
    func layout(size: CGSize) {
        view.frame = CGRect(origin: .zero, size: size)
        let width = min(360, size.width - 32)
        animator?.stopAnimation(true)
        animator = nil
        card.frame = CGRect(x: (size.width - width) / 2, y: restY(up: isUp), width: width, height: 220)
    }

    func restY(up: Bool) -> CGFloat { up ? 80 : max(80, view.frame.height - 260) }

    // 6. The gesture: catch, follow, release.
    func didPan(_ recognizer: PanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            animator?.stopAnimation(true)   // caught where it is drawn (R5)
            animator = nil
            panStartY = card.frame.minY
        case .changed:
            card.frame.origin.y = panStartY + recognizer.translation(in: view).y
        default:
            let velocity = recognizer.state == .ended ? recognizer.velocity(in: view).y : 0
            // F5: the rest nearest to where the release would coast (at rest: the nearer one).
            let rests = [restY(up: true), restY(up: false)]
            let up = Projection.nearestRest(rests, from: card.frame.minY, velocity: velocity) == 0
            settle(up: up, velocity: velocity)
        }
    }

    /// A spring to the rest, starting at the finger's speed (R24), in the tuning's form (F1):
    /// Momentum's `Release` is the whole hand-off.
    private func settle(up: Bool, velocity: CGFloat) {
        isUp = up
        let to = restY(up: up)
        let animator = Release(toward: to, from: card.frame.minY, velocity: velocity, curve: Self.releaseCurve(for: tuning))
            .start { [weak self] in self?.card.frame.origin.y = to }
        animator.addCompletion { [weak self, weak animator] _ in
            if let self, self.animator === animator { self.animator = nil }
        }
        self.animator = animator
    }

    // 7. A retune mid-flight continues from where the card is (R15).
    func tuningDidChange() {
        guard let animator, animator.isRunning else { return }
        animator.continueOnSpring(of: tuning, carrying: card)
    }

    // 8. Where benchmarks and the soak test drag: a flick up, released short of the top rest.
    func demoDrag(in size: CGSize) -> (from: CGPoint, to: CGPoint) {
        (CGPoint(x: card.frame.midX, y: card.frame.midY), CGPoint(x: card.frame.midX, y: restY(up: true) + card.frame.height / 2 + 300))
    }
}
