import Animation
import Foundation
import ViewTree

// Placeholder until the scene lands: an empty scene with its name.
final class MiniPlayerScene: Scene {
    static let name = "mini-player"
    static let title = "Mini player"
    static let summary = "(not built yet)"
    static let defaultTuning = SceneTuning(dampingRatio: 1, response: 0.5)
    let view = View(name: "mini-player")
    var tuning = MiniPlayerScene.defaultTuning
    var animators: [PropertyAnimator] { [] }
    init() {}
    func layout(size: CGSize) { view.frame = CGRect(origin: .zero, size: size) }
}
