import Animation
import Foundation
import ViewTree

// Placeholder until the scene lands: an empty scene with its name.
final class CardBlurScene: Scene {
    static let name = "card-blur"
    static let title = "Card + blur"
    static let summary = "(not built yet)"
    static let defaultTuning = SceneTuning(dampingRatio: 1, response: 0.5)
    let view = View(name: "card-blur")
    var tuning = CardBlurScene.defaultTuning
    var animators: [PropertyAnimator] { [] }
    init() {}
    func layout(size: CGSize) { view.frame = CGRect(origin: .zero, size: size) }
}
