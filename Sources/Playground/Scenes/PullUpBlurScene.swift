import Animation
import Foundation
import ViewTree

// Placeholder until the scene lands: an empty scene with its name.
final class PullUpBlurScene: Scene {
    static let name = "pull-up-blur"
    static let title = "Pull-up blur"
    static let summary = "(not built yet)"
    static let defaultTuning = SceneTuning(dampingRatio: 1, response: 0.5)
    let view = View(name: "pull-up-blur")
    var tuning = PullUpBlurScene.defaultTuning
    var animators: [PropertyAnimator] { [] }
    init() {}
    func layout(size: CGSize) { view.frame = CGRect(origin: .zero, size: size) }
}
