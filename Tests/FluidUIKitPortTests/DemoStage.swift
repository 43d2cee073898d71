// A view controller run as a scene headless, as `UIKitScene` runs it in the playground: its view
// fills a window of an iPhone's size, the appearance callbacks come with the first layout, and
// the layout pass (with `draw(_:)`) runs after each frame's animators when something asks for it
// (R33). The finger is the `Device`'s.
import FluidUIKit

final class DemoStage<Controller: UIViewController> {
    let window: UIView
    let device: Device
    let controller: Controller
    private var layoutCallback: FrameCallback?

    /// Makes the controller on the stage's run loop (its animators find it there), shows its
    /// view and lays it out.
    init(size: CGSize = CGSize(width: 390, height: 844), _ make: () -> Controller) {
        window = UIView(frame: CGRect(origin: .zero, size: size))
        device = Device(window: window)
        device.flushesEachFrame = true
        UIScreen.main.bounds = window.bounds
        controller = device.main(make)
        let window = self.window, controller = self.controller
        layoutCallback = device.driver.addFrameCallback { _, _ in
            if window.needsLayoutInSubtree { window.layoutIfNeeded() }
        }
        device.main {
            controller.view.frame = window.bounds
            controller.beginAppearanceTransition(true, animated: false)
            window.addSubview(controller.view)
            window.layoutIfNeeded()
            controller.endAppearanceTransition()
        }
    }

    deinit { layoutCallback?.remove() }

    /// The first view of type `T` in the controller's view tree, depth first.
    func first<T: View>(_ type: T.Type, in root: View? = nil, where test: (T) -> Bool = { _ in true }) -> T? {
        let start = root ?? controller.view!
        if let found = start as? T, test(found) { return found }
        for child in start.subviews {
            if let found = first(type, in: child, where: test) { return found }
        }
        return nil
    }
}

extension View {
    /// The centre as drawn now, mid-animation (of the presented frame, without the transform).
    var shownCenter: CGPoint {
        let frame = presentation.frame
        return CGPoint(x: frame.midX, y: frame.midY)
    }
}
