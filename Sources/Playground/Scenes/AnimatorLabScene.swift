import Animation
import Foundation
import ViewTree

// Placeholder until the scene lands: an empty scene with its name.
final class AnimatorLabScene: Scene {
    static let name = "animator-lab"
    static let title = "Animator lab"
    static let summary = "(not built yet)"
    static let defaultTuning = SceneTuning(dampingRatio: 1, response: 0.5)
    let view = View(name: "animator-lab")
    var tuning = AnimatorLabScene.defaultTuning
    var animators: [PropertyAnimator] { [] }
    init() {}
    func layout(size: CGSize) { view.frame = CGRect(origin: .zero, size: size) }
}
