import Animation
import Foundation
import ViewTree

// Placeholder until the scene lands: an empty scene with its name.
final class WWDCCardScene: Scene {
    static let name = "wwdc-card"
    static let title = "WWDC card"
    static let summary = "(not built yet)"
    static let defaultTuning = SceneTuning(dampingRatio: 1, response: 0.5)
    let view = View(name: "wwdc-card")
    var tuning = WWDCCardScene.defaultTuning
    var animators: [PropertyAnimator] { [] }
    init() {}
    func layout(size: CGSize) { view.frame = CGRect(origin: .zero, size: size) }
}
