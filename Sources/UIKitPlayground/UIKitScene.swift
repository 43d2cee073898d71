import FluidUIKit
import Playground

/// A `UIViewController` run as a playground scene, with everything a scene has (keys, HUD, `G`,
/// `C`, record and replay, `--trace`).
///
/// Subclass it, name the scene and make the controller:
///
///     final class DrawerScene: UIKitScene {
///         override class var name: String { "my-drawer" }
///         override class func makeViewController() -> UIViewController { DrawerViewController() }
///     }
///     FluidPlayground.main(scenes: [DrawerScene.self])
///
/// The controller's view fills the window. Its view is loaded (`viewDidLoad`) at the first
/// layout, with `UIScreen.main.bounds` set to the window's size first, `viewWillAppear` / `viewDidAppear` come with the first layout, and before each frame that
/// needs one (a constraint's constant changed, `setNeedsLayout`, a resize) the layout pass runs
/// after the frame's animators and before it is drawn (R33). Touches and recognisers reach the
/// controller's views through the playground's dispatcher as in any scene (R35).
open class UIKitScene: Scene {
    /// The command-line name (`fluid --scene NAME`). Override.
    open class var name: String { "uikit" }
    /// What the HUD and `fluid scenes` show (default: the name).
    open class var title: String { name }
    /// What `fluid scenes` says about it.
    open class var summary: String { "a UIViewController" }
    /// The playground's tuning keys start here; UIKit code that makes its own animators does not
    /// read them.
    open class var defaultTuning: SceneTuning { SceneTuning(dampingRatio: 1, response: 0.5) }

    /// What the scene's release runs for `tuning` (F2): what `C` and `fluid export` print.
    /// Default: UIKit duration + ζ, as any scene's; override when the controller's release is
    /// another.
    open class func releaseTiming(for tuning: SceneTuning) -> ReleaseTiming {
        .spring(form: .uikitDuration, dampingRatio: tuning.dampingRatio, response: tuning.response)
    }
    /// The scene's row of the key table (nil: UIKit duration + ζ and every tuning key but P and L).
    open class var keys: SceneKeys? { nil }

    /// The controller the scene runs. Override to make yours.
    open class func makeViewController() -> UIViewController { UIViewController() }

    /// The scene's root: the window's stand-in, the controller's view its only subview.
    public let view: View
    private let host: UIView
    /// The controller made by `makeViewController()`.
    public let viewController: UIViewController
    /// The playground's tuning: a subclass hands it to its controller (`didSet`), read before the
    /// first layout and after every key.
    open var tuning: SceneTuning
    /// The scene's pan recognisers, found in the controller's views at each layout (the HUD draws
    /// the velocity of the one being dragged).
    public private(set) var pans: [PanGestureRecognizer] = []
    /// The animators the HUD, `C`, the feel report, `--state` and `--trace` read. A UIKit
    /// controller keeps its own: override to list them (kept stored: read every frame). None by
    /// default.
    open var animators: [PropertyAnimator] { [] }
    /// Where benchmarks, `G` and the soak test drag (default: up the middle of the window).
    open func demoDrag(in size: CGSize) -> (from: CGPoint, to: CGPoint) {
        (CGPoint(x: size.width / 2, y: size.height - 20), CGPoint(x: size.width / 2, y: size.height * 0.3))
    }
    /// Runs the layout pass in the frames that need one.
    private var layoutCallback: FrameCallback?

    public required init() {
        host = UIView(frame: .zero)
        host.name = "window"
        view = host
        viewController = Self.makeViewController()
        tuning = Self.defaultTuning
        if let driver = AnimationDriver.current {
            let callback = driver.addFrameCallback { [weak self] _, _ in self?.frameLayout() }
            callback.isPaused = true
            layoutCallback = callback
            host.layoutEngine.onNeedsLayout = { [weak callback] in callback?.isPaused = false }
        }
    }

    deinit { layoutCallback?.remove() }

    /// A retune while something moves (R15): override to continue the controller's animation on
    /// the new tuning. The tuning is already set.
    open func tuningDidChange() {}

    public func layout(size: CGSize) {
        host.frame = CGRect(origin: .zero, size: size)
        UIScreen.main.bounds = CGRect(origin: .zero, size: size)
        guard let root = viewController.view else { return }
        let appearing = root.superview !== host
        // A resize of a shown controller is a size transition (UIKit's rotation or split view).
        if !appearing && root.frame.size != size {
            viewController.viewWillTransition(to: size, with: ImmediateTransitionCoordinator())
        }
        root.frame = host.bounds
        if appearing {
            UIKitViewNames.assign(from: viewController)
            viewController.beginAppearanceTransition(true, animated: false)
            host.addSubview(root)
        }
        host.layoutIfNeeded()
        if appearing { viewController.endAppearanceTransition() }
        pans = Self.pans(in: host)
    }

    /// The layout pass of one frame (R33), after which the callback sleeps until the engine or a
    /// view asks for layout again.
    private func frameLayout() {
        layoutCallback?.isPaused = true
        guard host.needsLayoutInSubtree else { return }
        host.layoutIfNeeded()
    }

    static func pans(in view: View) -> [PanGestureRecognizer] {
        view.Gestures::gestureRecognizers.compactMap { $0 as? PanGestureRecognizer } + view.subviews.flatMap { pans(in: $0) }
    }
}
