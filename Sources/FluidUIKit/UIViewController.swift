/// UIViewController: owns a view made on first use, hears its life (load, appearance, layout)
/// and holds child controllers.
///
/// A playground runs one as a scene (`UIKitScene` in the UIKitPlayground module): it sizes the
/// root view to the window, calls `viewWillAppear` / `viewDidAppear` once, and runs the layout
/// pass before each frame that needs one (R33), which calls `viewWillLayoutSubviews` /
/// `viewDidLayoutSubviews`.
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// The controller's title (shown nowhere here; kept for code that sets it).
    open var title: String?
    /// The child controllers, in the order added.
    public private(set) var children: [UIViewController] = []
    /// The controller this one is a child of.
    public private(set) weak var parent: UIViewController?
    private var appearance = Appearance.disappeared

    /// Where the controller's view is in its appearance, so each callback comes once per change.
    enum Appearance { case disappeared, appearing, appeared }

    /// A controller whose view is made on first use.
    public init() {}

    /// A controller; nibs are not read here, so both arguments are ignored (docs/PORTING.md).
    public init(nibName: String?, bundle: Bundle?) {}

    /// Storyboards and archives are not read here (docs/PORTING.md): this always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: The view

    /// The root view: made by `loadView()` on first read, then `viewDidLoad()` runs.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningController = nil
            loadedView = newValue
            newValue?.owningController = self
        }
    }

    /// The view if it has been made, without making it.
    public var viewIfLoaded: UIView? { loadedView }

    /// Whether the view has been made.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the root view: a plain `UIView` the size of the screen (`UIScreen.main.bounds`), as
    /// in UIKit. Override to make your own; do not call `super` then (as in UIKit).
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Makes the view now if it is not made yet (`loadView`, then `viewDidLoad`).
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// The view was made. Override to build the view tree and its constraints.
    open func viewDidLoad() {}
    /// The view is about to appear.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to disappear.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// The view is about to lay out its subviews (R33).
    open func viewWillLayoutSubviews() {}
    /// The view laid out its subviews (R33): frames set by constraints are final here.
    open func viewDidLayoutSubviews() {}
    /// Called in the layout pass after `view.setNeedsUpdateConstraints()`: change constraints
    /// here and call `super` last, which runs the view's `updateConstraints()`.
    open func updateViewConstraints() {
        loadedView?.updateConstraints()
    }
    /// Called when the view's safe area insets change: never here, as they are always zero.
    open func viewSafeAreaInsetsDidChange() {}
    /// UIViewController.viewWillTransition(to:with:): called before the view takes a new size
    /// (a resized window), with a coordinator whose alongside animations run at once.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    /// Kept for code that sets it: the safe area is the whole view here.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero

    /// Runs the appearance callbacks in order, once (a host calls it when it shows the view).
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearance) {
        case (true, .disappeared):
            appearance = .appearing
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearance = .disappeared
            viewWillDisappear(animated)
        default:
            return
        }
    }

    /// Ends what `beginAppearanceTransition` began: `viewDidAppear` or `viewDidDisappear`.
    public func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(false)
        case .disappeared:
            viewDidDisappear(false)
        case .appeared:
            return
        }
    }

    // MARK: Children

    /// Adds `child` (its `willMove(toParent:)` is called; call its `didMove(toParent:)` after
    /// adding its view, as in UIKit).
    open func addChild(_ child: UIViewController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Takes this controller from its parent (call `willMove(toParent: nil)` first, as in UIKit;
    /// `didMove(toParent: nil)` is called here).
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// The controller is about to move to `parent` (nil: about to be removed).
    open func willMove(toParent parent: UIViewController?) {}
    /// The controller moved to `parent` (nil: removed).
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: The status bar: a desktop window has none, so nothing reads these (docs/PORTING.md);
    // they are here so a controller that overrides them compiles as written.

    /// UIViewController.preferredStatusBarStyle (read by nothing here).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// UIViewController.prefersStatusBarHidden (read by nothing here).
    open var prefersStatusBarHidden: Bool { false }
    /// UIViewController.setNeedsStatusBarAppearanceUpdate(): nothing to update here.
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// Read by nothing here (no home indicator on a desktop).
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// Read by nothing here: a window does not turn.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
    /// Read by nothing here: a window does not turn.
    open var shouldAutorotate: Bool { true }
    /// Kept for code that sets it: there are no bars to extend under.
    open var edgesForExtendedLayout: UIRectEdge = .all
    /// Kept for code that sets it: sheets are not dismissed by a swipe here anyway.
    open var isModalInPresentation = false
    /// Where `present(_:animated:completion:)` puts this controller's view.
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    /// How this controller's view arrives when presented without a custom animator.
    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    /// Hands out the animators of this controller's presentation and dismissal (held weakly, as
    /// UIKit holds it).
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// The controller this one presented, until it is dismissed.
    public internal(set) var presentedViewController: UIViewController?
    /// The controller that presented this one (held weakly: the presenter holds the presented).
    public internal(set) weak var presentingViewController: UIViewController?
    /// The view the presentation put this controller's view in, while presented.
    var presentationContainer: UIView?
    /// This controller's presentation or dismissal while it runs.
    var runningTransition: PresentationTransition?
    /// UIViewController.navigationItem: the title and items a navigation bar would show; kept,
    /// shown by nothing (there is no navigation controller here).
    public private(set) lazy var navigationItem = UINavigationItem(title: title ?? "")

    // MARK: Touches (R35): the end of a view's responder chain passes on to the superview

    /// The next responder: the superview of this controller's view.
    open var next: UIResponder? { loadedView?.superview as? UIView }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
}
