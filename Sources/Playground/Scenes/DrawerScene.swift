import Animation
import Foundation
import ViewTree

// Placeholder until the scene lands: an empty scene with its name.
final class DrawerScene: Scene {
    static let name = "drawer"
    static let title = "Drawer"
    static let summary = "(not built yet)"
    static let defaultTuning = SceneTuning(dampingRatio: 1, response: 0.5)
    let view = View(name: "drawer")
    var tuning = DrawerScene.defaultTuning
    var animators: [PropertyAnimator] { [] }
    init() {}
    func layout(size: CGSize) { view.frame = CGRect(origin: .zero, size: size) }
}
