// Every library product, used from outside the package as a program of one's own would:
// `scripts/lint-products.py` checks that each product is imported here and that no product's
// public API names a type a user could not import. Run by `make example`.
import Animation
import AutoLayout
import Blur
import FileSafety
import FluidPlayground
import FluidUIKit
import Foundation
import Gestures
import Input
import LayoutSolver
import Momentum
import Painting
import Playground
import Raster
import UIKitPlayground
import ViewTree

// Gestures fed with pointer events of one's own (Input's `PointerEvent`).
let root = View(name: "root")
root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
let card = View(name: "card")
card.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
root.addSubview(card)
let pan = PanGestureRecognizer()
var ended: CGPoint?
pan.addHandler { pan in if pan.state == .ended { ended = pan.translation(in: root) } }
card.addGestureRecognizer(pan)
let dispatcher = GestureDispatcher(root: root)
for step in 0...10 {
    let phase: PointerEvent.Phase = step == 0 ? .down : step == 10 ? .up : .move
    dispatcher.handle(PointerEvent(phase, x: 150 + CGFloat(step) * 10, y: 150, timestamp: Double(step) / 100))
}
print("pan ended at \(ended.map { "\($0.x) pt" } ?? "none")")

// Momentum: where a 1,000 pt/s flick would coast to at UIScrollView's normal rate.
print(String(format: "coast %.1f pt", Projection.distance(velocity: 1000)))

// LayoutSolver: x + 10 == width, width == 100.
let solver = Solver()
let x = Variable("x"), width = Variable("width")
do {
    try solver.addConstraints([Constraint(x + 10, .equal, width), Constraint(width, .equal, 100)])
    solver.updateVariables()
    print("x = \(solver.value(of: x))")
} catch {
    print("solver: \(error)")
}

// Blur: a Gaussian on a small RGBA picture.
var pixels = [UInt8](repeating: 255, count: 32 * 32 * 4)
GaussianBlur().blur(&pixels, width: 32, height: 32, sigma: 2)

// FluidUIKit: UIKit's spelling of the engine.
let spring = UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: .zero)
print("UIKit spring from rest: \(spring.initialVelocity == .zero)")

// Playground + Painting: a built-in scene drawn by the CPU painter, headless.
let app = try PlaygroundApp(sceneName: "drawer")
let painter = PixelPainter(width: 320, height: 480, pictures: { _ in nil })
app.prepare(with: painter)
app.update(to: 1.0 / 60)
app.draw(with: painter, stats: FrameStats())
let drawn: PixelRect = painter.pixels.bounds
print("drew the drawer on \(drawn.width)×\(drawn.height) pixels")

// FileSafety: an atomic write to a temporary file.
let file = NSTemporaryDirectory() + "every-product-\(getpid()).txt"
try OutputFile.write(Array("ok\n".utf8), to: file)
try? FileManager.default.removeItem(atPath: file)

// AutoLayout and UIKitPlayground: a view controller's view laid out by constraints, hosted as a
// playground scene.
final class Pinned: UIViewController {
    let card = UIView()
    override func viewDidLoad() {
        super.viewDidLoad()
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            card.topAnchor.constraint(equalTo: view.topAnchor, constant: 30),
            card.widthAnchor.constraint(equalToConstant: 100),
            card.heightAnchor.constraint(equalToConstant: 50),
        ])
    }
}
let pinned = Pinned()
pinned.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
pinned.view.layoutIfNeeded()
let priority: LayoutPriority = .required
print("pinned at \(pinned.card.frame.origin.x), \(pinned.card.frame.origin.y) (priority \(priority.rawValue))")
let _: UIKitScene.Type = UIKitScene.self

// FluidPlayground: the window's entry point, named but not opened here.
let _: ([Scene.Type]) -> Never = FluidPlayground.main(scenes:)
print("every product reached")
