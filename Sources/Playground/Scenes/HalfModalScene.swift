import Animation
import Foundation
import ViewTree

// Placeholder until the scene lands: an empty scene with its name.
final class HalfModalScene: Scene {
    static let name = "half-modal"
    static let title = "Half modal"
    static let summary = "(not built yet)"
    static let defaultTuning = SceneTuning(dampingRatio: 1, response: 0.5)
    let view = View(name: "half-modal")
    var tuning = HalfModalScene.defaultTuning
    var animators: [PropertyAnimator] { [] }
    init() {}
    func layout(size: CGSize) { view.frame = CGRect(origin: .zero, size: size) }
}
