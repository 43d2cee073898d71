import Animation
import Foundation
import ViewTree

// Placeholder until the scene lands: an empty scene with its name.
final class FloatingPlayerScene: Scene {
    static let name = "floating-player"
    static let title = "Floating player"
    static let summary = "(not built yet)"
    static let defaultTuning = SceneTuning(dampingRatio: 1, response: 0.5)
    let view = View(name: "floating-player")
    var tuning = FloatingPlayerScene.defaultTuning
    var animators: [PropertyAnimator] { [] }
    init() {}
    func layout(size: CGSize) { view.frame = CGRect(origin: .zero, size: size) }
}
