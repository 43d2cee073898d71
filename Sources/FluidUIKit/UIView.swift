/// UIView: the engine's `View` opened for subclassing, with UIKit's layout cycle (R33), Auto
/// Layout (R34) and touch handling (R35).
///
/// Everything the engine draws and animates is the engine view's own (`frame`, `bounds`,
/// `center`, `alpha`, `transform`, `backgroundColor`, `layer.cornerRadius`, …), so a property set
/// inside an animator's `addAnimations` animates exactly as on a plain `View`. What UIKit code
/// overrides is open here: `layoutSubviews()`, `touchesBegan/Moved/Ended/Cancelled(_:with:)`,
/// `hitTest(_:with:)`, `point(inside:with:)`, `didMoveToSuperview()`.
open class UIView: View, LayoutItem, TouchResponder {
    /// Whether `layoutSubviews()` is due (R33): new views are, as in UIKit.
    final var needsLayoutPass = true
    /// Whether `draw(_:)` is due (UIView+Drawing): new views are.
    final var needsDisplayPass = true
    /// The engine of a tree with this view at its root (made on first use).
    private final var ownEngine: LayoutEngine?
    /// The controller whose `view` this is, for its layout callbacks and the responder chain.
    final weak var owningController: UIViewController?
    private final var storedTintColor: UIColor?
    private final lazy var guides = UIViewGuides(owner: self)
    /// The guides given to `addLayoutGuide`, in order.
    final var addedGuides: [UILayoutGuide] = []
    /// The constraints that hold `intrinsicContentSize`, made on first use.
    final let intrinsicSize = IntrinsicSizeConstraints()

    /// A view with `frame` (points, in its superview's coordinates). The engine's name for it,
    /// which `--trace` and state dumps show, is its class's.
    public init(frame: CGRect) {
        super.init(frame: frame, name: "")
        name = String(describing: type(of: self))
    }

    /// A view with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Storyboards and archives are not read here (docs/PORTING.md): this always fails, so a
    /// subclass's `required init?(coder:)` that traps is never reached.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Appearance

    /// UIView.contentMode: how the view's content sits in its bounds (an image view's picture;
    /// a plain view has none to place).
    open var contentMode: ContentMode = .scaleToFill {
        didSet { if contentMode != oldValue { contentModeDidChange() } }
    }

    /// The content mode changed: a view with content places it again.
    func contentModeDidChange() {}

    /// The class of the view's `layer`: `CAGradientLayer.self` or `CAShapeLayer.self` makes the
    /// view draw a gradient or a path over its bounds (`layer as! CAGradientLayer`). Another
    /// class gives a plain `CALayer`.
    open class var layerClass: AnyClass { CALayer.self }

    /// UIAccessibilityIdentification's identifier: set, it is the view's name in `--trace` and
    /// `--state` (nil: the class's name).
    open var accessibilityIdentifier: String? {
        didSet { name = accessibilityIdentifier ?? String(describing: type(of: self)) }
    }

    /// UIView.tintColor: set here, or the superview's, or `systemBlue` at the top.
    open var tintColor: UIColor! {
        get { storedTintColor ?? (superview as? UIView)?.tintColor ?? UIColor.systemBlue }
        set {
            storedTintColor = newValue
            tintDidChangeInSubtree()
        }
    }

    /// Called when the tint this view shows changed: set here or on a superview it inherits
    /// from, or the view moved under another tint. Override to recolour what uses `tintColor`.
    open func tintColorDidChange() {}

    /// Tells this view and the subviews that inherit its tint.
    func tintDidChangeInSubtree() {
        tintColorDidChange()
        for case let sub as UIView in subviews where sub.storedTintColor == nil { sub.tintDidChangeInSubtree() }
    }

    // MARK: Layout cycle (R33)

    /// Marks the view for `layoutSubviews()` before the next frame is drawn (R33).
    open func setNeedsLayout() {
        needsLayoutPass = true
        layoutEngine.setNeedsLayout()
    }

    /// Runs the layout pass now if anything is pending: the constraints are solved and the views
    /// they place get their frames, then marked views run `layoutSubviews()`, from this view down
    /// (R33). Inside an animation block the frames it changes animate on the block's timing.
    open func layoutIfNeeded() {
        updateConstraintsIfNeeded()
        updateIntrinsicSizes()
        layoutEngine.layoutIfNeeded()
        layoutSubtreeIfNeeded()
    }

    /// The view's natural size, points (`UIView.noIntrinsicMetric` on an axis without one, the
    /// default); a view placed by constraints keeps it unless they say otherwise. Call
    /// `invalidateIntrinsicContentSize()` when it changes.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Lays out the subviews. The default does nothing: Auto Layout has placed them already.
    /// Override to set subviews' frames by hand.
    open func layoutSubviews() {}

    /// UIView.sizeThatFits(_:): the size the view would like; by default its
    /// `intrinsicContentSize` on the axes that have one, else its current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        let natural = intrinsicContentSize
        return CGSize(width: natural.width == UIView.noIntrinsicMetric ? bounds.width : natural.width,
                      height: natural.height == UIView.noIntrinsicMetric ? bounds.height : natural.height)
    }

    /// UIView.willMove(toSuperview:): called when the view moves to `newSuperview` (nil: it is
    /// removed), after the move here. The default does nothing.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// UIView.willMove(toWindow:): as `willMove(toSuperview:)`, for the top of the tree.
    open func willMove(toWindow newWindow: UIView?) {}
    /// UIView.didMoveToWindow(): the view's tree got a new top (or none). The default does nothing.
    open func didMoveToWindow() {}
    /// Kept for code that sets it: layout is left to right here.
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified
    /// Called after a view is loaded from a nib: never here (views are made in code).
    open func awakeFromNib() {}
    /// Called when Interface Builder draws a designable view: never here.
    open func prepareForInterfaceBuilder() {}
    /// UIView.layoutSublayers(of:): called in the layout pass after `layoutSubviews()` with the
    /// view's layer, to place its sublayers. The default does nothing.
    open func layoutSublayers(of layer: CALayer) {}
    /// UIView.traitCollectionDidChange(_:): the traits never change here, so it is not called.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// UIView.sizeToFit(): gives the view the size `sizeThatFits` says, keeping its origin.
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// UIView.updateConstraints(): change constraints here after `setNeedsUpdateConstraints()`;
    /// the layout pass calls it before solving. The default does nothing.
    open func updateConstraints() {}
    /// Whether `updateConstraints()` is due.
    final var needsConstraintUpdate = false
    /// UIView.autoresizingMask: how the view's frame follows its superview's size (for a view
    /// not placed by constraints). Empty by default.
    open var autoresizingMask: AutoresizingMask = []

    /// UIView.draw(_:): paints the view's content in `rect` (its bounds) with UIKit's drawing
    /// calls; the default paints nothing. Called in the layout pass after `setNeedsDisplay()`
    /// and when the size changes (UIView+Drawing), never by the port itself.
    open func draw(_ rect: CGRect) {}

    /// UIView.isOpaque: accepted; the painter blends every view.
    open var isOpaque = true
    /// Accepted: one pointer at a time reaches the views here, so no touch is ever shared.
    open var isExclusiveTouch = false
    /// Accepted: the views get one touch at a time (recognisers follow several, R36).
    open var isMultipleTouchEnabled = false
    /// Kept for code that sets them; nothing reads them (no assistive technology here).
    /// (`accessibilityIdentifier` names the view in `--trace`, above.)
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var isAccessibilityElement = false

    private final func layoutSubtreeIfNeeded() {
        if needsLayoutPass {
            needsLayoutPass = false
            owningController?.viewWillLayoutSubviews()
            layoutSubviews()
            layoutSublayers(of: layer)
            // What layoutSubviews changed in the constraints lands before the subviews' turn.
            layoutEngine.layoutIfNeeded()
            owningController?.viewDidLayoutSubviews()
        }
        displayIfNeeded()
        for child in subviews {
            (child as? UIView)?.layoutSubtreeIfNeeded()
        }
    }

    /// Whether anything in this subtree waits for a layout pass.
    public final var needsLayoutInSubtree: Bool {
        if needsLayoutPass || needsDisplayPass || layoutEngine.needsLayout { return true }
        return subviews.contains { ($0 as? UIView)?.needsLayoutInSubtree == true }
    }

    /// A resize marks the view for layout; a frame set by code moves its autoresizing
    /// constraints (R34).
    override public final func modelValueDidChange(_ property: AnimatableProperty, from old: AnimatableVector) {
        guard property == .frame else { return }
        if old[2] != model.frame.width || old[3] != model.frame.height {
            setNeedsLayout()
            needsDisplayPass = true
            resizeSubviews(from: CGSize(width: old[2], height: old[3]))
        }
        layoutEngine.itemFrameDidChange(self)
    }

    /// The view joined a superview or left it. The default marks both for layout; a subclass
    /// that overrides it need not call it (the constraints follow the tree regardless).
    override open func didMoveToSuperview() {
        (superview as? UIView)?.setNeedsLayout()
        setNeedsLayout()
    }

    /// Leaving a tree takes the view's constraints out of it: those inside the subtree go with it
    /// (to its own engine), those to views outside are deactivated, as in UIKit (R34). (Joining
    /// a tree is handled on the next look at `layoutEngine`.)
    override public final func superviewDidChange(from old: View?) {
        // UIKit's hooks, told after the move here (the engine moves first): the view's own
        // superview hook, then the window hooks down its subtree when the window changed.
        willMove(toSuperview: superview as? UIView)
        if storedTintColor == nil, superview is UIView { tintDidChangeInSubtree() }
        let oldWindow = old.map { $0.topOfTree } as? UIView, newWindow = superview.map { $0.topOfTree } as? UIView
        if oldWindow !== newWindow { windowDidChange(to: newWindow) }
        guard let oldParent = old as? UIView, !(superview is UIView) else { return }
        let own = LayoutEngine()
        ownEngine = own
        oldParent.layoutEngine.detachSubtree({ ($0 as? View)?.isDescendant(of: self) ?? false }, to: own)
    }

    // MARK: Hierarchy (UIKit's spellings the engine lacks)

    /// Puts `view` just above `sibling` in z-order.
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }

    /// Puts `view` just below `sibling` in z-order.
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    /// Moves `view` behind its siblings.
    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    // MARK: Hit testing (R35)

    /// The deepest descendant (or this view) under `point`, in this view's coordinates: nil when
    /// the view is hidden, nearly transparent (alpha < 0.01), takes no input, or does not contain
    /// the point (`point(inside:with:)`). Subviews are asked front-most first.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard acceptsPointer, self.point(inside: point, with: event) else { return nil }
        for child in subviews.reversed() {
            guard let local = child.pointFromSuperviewForHitTesting(point) else { continue }
            // A plain engine view inside answers for itself; the touch then goes to this view.
            if let hit = child.hitTest(local) { return hit as? UIView ?? self }
        }
        return self
    }

    /// Whether `point` (this view's coordinates) is inside the view: its bounds by default.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        super.point(inside: point)
    }

    override public final func hitTest(_ point: CGPoint) -> View? {
        hitTest(point, with: nil)
    }

    override public final func point(inside point: CGPoint) -> Bool {
        self.point(inside: point, with: nil)
    }

    // MARK: Touches (R35)

    /// The next responder: the view controller whose view this is, else the superview.
    open var next: UIResponder? {
        owningController ?? superview as? UIView
    }

    /// A touch began on this view. The default passes it up the responder chain.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// A touch on this view moved. The default passes it up the responder chain.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// A touch on this view ended. The default passes it up the responder chain.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// A touch on this view was cancelled (a recogniser took it, or the window lost it). The
    /// default passes it up the responder chain.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Auto Layout (R34)

    /// The view's four unknowns, made on first use.
    public final lazy var layoutVariables = LayoutVariables(name: name.isEmpty ? "UIView" : name)

    public final var layoutSuperitem: LayoutItem? { superview as? UIView }

    /// The engine of the tree: its top `UIView`'s.
    public final var layoutEngine: LayoutEngine {
        if let parent = superview as? UIView {
            let engine = parent.layoutEngine
            // A tree with constraints of its own hands them to the tree it joined, on the first
            // look after joining (so an override of didMoveToSuperview cannot lose them).
            if let own = ownEngine {
                ownEngine = nil
                own.transfer(to: engine)
            }
            return engine
        }
        if let ownEngine { return ownEngine }
        let engine = LayoutEngine()
        ownEngine = engine
        return engine
    }

    /// The untransformed frame code gave the view (what `center` and `bounds` read).
    public final var currentLayoutFrame: CGRect { model.frame }

    /// Takes the solved frame, inside whatever animation block is running (R33).
    public final func applyLayoutFrame(_ frame: CGRect) {
        guard frame != model.frame else { return }
        self.frame = frame
    }

    /// The area inside the safe-area insets (the whole view here: a window has no notch).
    public final var safeAreaLayoutGuide: UILayoutGuide { guides.safeArea }
    /// The area inside `layoutMargins` (8 points on each side by default).
    public final var layoutMarginsGuide: UILayoutGuide { guides.margins }

    /// UIView.safeAreaInsets: zero; nothing covers a window's edges here.
    open var safeAreaInsets: UIEdgeInsets { .zero }
    /// Called when `safeAreaInsets` change: never here, as they are always zero.
    open func safeAreaInsetsDidChange() {}
    /// Kept for code that sets it: the safe area adds nothing to the margins here.
    open var insetsLayoutMarginsFromSafeArea = true

    /// UIView.layoutMargins (points), which `layoutMarginsGuide` follows.
    open var layoutMargins: UIEdgeInsets {
        get { UIEdgeInsets(guides.margins.insets) }
        set { guides.margins.insets = LayoutInsets(top: newValue.top, left: newValue.left, bottom: newValue.bottom, right: newValue.right) }
    }
}

/// A view's two standard guides, made on first use (their constraints join the view's engine).
final class UIViewGuides {
    unowned let owner: UIView
    lazy var safeArea = InsetLayoutGuide(insetting: owner, by: .zero, identifier: "UIViewSafeAreaLayoutGuide")
    lazy var margins = InsetLayoutGuide(insetting: owner, by: LayoutInsets(top: 8, left: 8, bottom: 8, right: 8),
                                        identifier: "UIViewLayoutMarginsGuide")

    init(owner: UIView) { self.owner = owner }
}

extension UIEdgeInsets {
    init(_ insets: LayoutInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}
