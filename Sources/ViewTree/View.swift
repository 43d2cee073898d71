import Foundation

/// A rectangle on screen with content, in a tree: UIView's counterpart.
///
/// Every animatable property has a model value (what the getter returns, what code set last) and
/// a presented value (`presentation`, what the renderer draws). Outside an animations closure a
/// set moves both; inside one (R10) it moves the model only and hands the change to the animator.
///
/// Open so that FluidUIKit's `UIView` (and through it, ports' own view classes) can subclass it;
/// every member is `final` except the few hooks a subclass is meant to override
/// (`modelValueDidChange`, `didMoveToSuperview`, `hitTest`, `point(inside:)`), so the renderer's
/// and the animators' reads and writes keep their static dispatch.
open class View {
    /// A name for debugging, state dumps and tests (seeds name theirs `drawer`, `sheet`, …).
    /// The storage of `name` (View+Content.swift says why the name lives in an extension).
    public final var engineName: String

    /// The model values: what `model` reads.
    public final private(set) var modelValues = AnimatableValues()
    /// The values drawn now; animators move these every frame. (Read-only outside the view, as
    /// before; inlinable so that the renderer's reads stay as cheap as a stored property's.)
    public final var presentation: AnimatableValues {
        @inlinable get { presentedStorage.pointee }
    }
    /// Where `presentation` lives: memory of its own, allocated with the view and at the same
    /// address for its life, so that an animator writes the lanes it moves straight through a
    /// pointer (`presentedLanes(_:)`), with no call and no exclusivity check per frame.
    @usableFromInline final let presentedStorage: UnsafeMutablePointer<AnimatableValues>

    /// Which write drives each property's presented value now ("last writer wins", see `isDriven`).
    @exclusivity(unchecked) private final var drivers = AnimatableProperty.Slots<UInt64>(repeating: 0)
    private final var lastToken: UInt64 = 0
    /// How many animation tracks add onto each property's presented value now (R10a). While
    /// none does, the presented value is the model value.
    @exclusivity(unchecked) private final var contributions = AnimatableProperty.Slots<Int32>(repeating: 0)
    /// The driver of the animators that moved this view last (set by Animation, read for
    /// `presentedVelocity`, R25). Weak: the view does not keep a driver alive.
    public final weak var animationHost: AnyObject?

    public final internal(set) weak var superview: View?
    /// Back to front: later subviews draw over earlier ones (unless `zPosition` says otherwise)
    /// and hit testing visits them front to back.
    public final internal(set) var subviews: [View] = [] {
        didSet { refreshPaintOrder() }
    }

    /// CALayer.zPosition of the view's layer (points along the axis out of the screen): among
    /// its siblings a view with a greater one is drawn over one with a smaller, whatever their
    /// order in `subviews`; equal ones keep that order. It changes drawing only: hit testing
    /// follows `subviews`, as in UIKit. 0 by default.
    public final var zPosition: CGFloat = 0 {
        didSet { if zPosition != oldValue { superview?.refreshPaintOrder() } }
    }

    /// The subviews in the order they are drawn, back to front: `subviews` sorted by
    /// `zPosition`, ties in `subviews`' order. Kept, so reading it each frame allocates nothing.
    public final var paintOrder: [View] { zOrdered ?? subviews }
    private final var zOrdered: [View]?

    private final func refreshPaintOrder() {
        guard subviews.contains(where: { $0.zPosition != 0 }) else {
            zOrdered = nil
            return
        }
        zOrdered = subviews.enumerated().sorted { a, b in
            a.element.zPosition != b.element.zPosition ? a.element.zPosition < b.element.zPosition : a.offset < b.offset
        }.map(\.element)
    }

    public final var maskedCorners: CornerMask = .all
    /// The storage of `image`.
    public final var engineImage: ImageReference?
    /// The storage of `label`.
    public final var engineLabel: TextLabel?
    /// The tint composited over a blurred backdrop (UIBlurEffect's light style is white at ~0.3).
    public final var blurTint: Color = .clear
    public final var isHidden = false
    /// What the view's layer adds to its drawing (shadow, border, sublayers, mask); FluidUIKit's
    /// `CALayer` writes it. Empty by default.
    public final var layerDecoration = ViewDecoration()
    /// The object `view.layer` returns (FluidUIKit's `CALayer`), made on first use and kept so
    /// that every read gives the same one.
    public final var layerObject: AnyObject?
    public final var isUserInteractionEnabled = true
    public final var clipsToBounds = false
    /// The point the transform turns and scales about, in units of the view's size: (0.5, 0.5),
    /// the centre, by default; (0.5, 1) the middle of the bottom edge. Core Animation's
    /// `anchorPoint`, not animated. The frame stays where it is when it changes (FluidUIKit's
    /// `layer.anchorPoint` moves the frame instead, as Core Animation keeps the position).
    public final var anchorPoint = View.centreAnchor
    /// The anchor point at the centre: the default, and the case the geometry keeps exact.
    public static let centreAnchor = CGPoint(x: 0.5, y: 0.5)
    /// UIView's `tag`: a number to find the view by; 0 by default. Here rather than on
    /// FluidUIKit's `UIView` so that `recognizer.view?.tag` reads, as in UIKit.
    open var tag = 0
    /// The block animations (`View.animate`) running on this view, by whether they allow user
    /// interaction: what hit testing makes of the view meanwhile (`animatedHitTesting`, R13a).
    private final var blockAnimations = (withoutInteraction: Int32(0), withInteraction: Int32(0))

    /// Objects that handle pointer input for this view (gesture recognisers). Kept here so that hit
    /// testing can tell interactive views without ViewTree knowing the Gestures layer.
    public final internal(set) var interactions: [AnyObject] = []

    public init(frame: CGRect = .zero, name: String = "") {
        engineName = name
        modelValues.frame = frame
        // 16-byte aligned, so that the first lanes can be read and written as pairs
        // (`presentedHead`).
        presentedStorage = UnsafeMutableRawPointer
            .allocate(byteCount: MemoryLayout<AnimatableValues>.size, alignment: PresentedLayout.headAlignment)
            .bindMemory(to: AnimatableValues.self, capacity: 1)
        presentedStorage.initialize(to: modelValues)
    }

    deinit {
        presentedStorage.deinitialize(count: 1)
        UnsafeMutableRawPointer(presentedStorage).deallocate()
    }

    // MARK: Animatable properties

    /// The view's rectangle in its superview's coordinates (model value).
    ///
    /// Reading it with a transform set gives, as UIKit does, the bounding box of the transformed
    /// rectangle in the superview (`transformedFrame`); under the identity it is the rectangle
    /// itself. Setting it sets the untransformed rectangle — the centre and size that `center`
    /// and `bounds` read, about which the transform applies — whatever the transform is (UIKit
    /// leaves that case undefined). So with a rotation or scale set, a read-modify-write such as
    /// `frame.origin.y += 10` also changes the size: set `center` or `bounds` instead.
    public final var frame: CGRect {
        get { modelValues.transform.isIdentity ? modelValues.frame : transformedFrame }
        set { write(.frame, newValue.animatableVector) }
    }

    /// The bounds: origin offsets the subviews (scrolling); size follows `frame`. Changing the
    /// size keeps `center` (the anchor point's place), as in UIKit.
    public final var bounds: CGRect {
        get { CGRect(origin: modelValues.boundsOrigin, size: modelValues.frame.size) }
        set {
            write(.boundsOrigin, newValue.origin.animatableVector)
            var f = modelValues.frame
            guard f.size != newValue.size else { return }
            f.origin.x -= (newValue.width - f.width) * anchorPoint.x
            f.origin.y -= (newValue.height - f.height) * anchorPoint.y
            f.size = newValue.size
            frame = f
        }
    }

    /// Where the anchor point is in the superview's coordinates (untransformed): the centre of
    /// `frame` for the default anchor point, as UIKit's `center` is the layer's `position`.
    public final var center: CGPoint {
        get {
            let f = modelValues.frame
            if anchorPoint == View.centreAnchor { return CGPoint(x: f.midX, y: f.midY) }
            return CGPoint(x: f.minX + anchorPoint.x * f.width, y: f.minY + anchorPoint.y * f.height)
        }
        set {
            var f = modelValues.frame
            if anchorPoint == View.centreAnchor {
                f.origin = CGPoint(x: newValue.x - f.width / 2, y: newValue.y - f.height / 2)
            } else {
                f.origin = CGPoint(x: newValue.x - anchorPoint.x * f.width, y: newValue.y - anchorPoint.y * f.height)
            }
            frame = f
        }
    }

    public final var alpha: CGFloat {
        get { modelValues.alpha }
        set { write(.alpha, newValue.animatableVector) }
    }

    public final var backgroundColor: Color {
        get { modelValues.backgroundColor }
        set { write(.backgroundColor, newValue.animatableVector) }
    }

    /// Backdrop blur: the Gaussian σ in points of what lies behind the view (0: none, no cost).
    public final var blurRadius: CGFloat {
        get { modelValues.blurRadius }
        set { write(.blurRadius, newValue.animatableVector) }
    }

    public final var transform: Transform {
        get { modelValues.transform }
        set { write(.transform, newValue.animatableVector) }
    }

    /// Sets a property's model value; records a track (from the old model value to the new)
    /// when an animations closure is capturing. Otherwise the presented value moves too: to the
    /// value, or by the change when animations add onto it, which carry on relative to the new
    /// model value (R10a). Non-finite values are ignored (R8).
    public final func write(_ property: AnimatableProperty, _ value: AnimatableVector) {
        guard value.isFinite else { return }
        let token = claim(property)
        let from = modelValues.vector(property)
        modelValues.set(property, value)
        if let capture = PropertyCapture.current {
            capture.recorder.record(view: self, property: property, from: from, to: value, token: token)
        } else if contributions[property.rawValue] > 0 {
            addToPresented(property, value - from)
        } else {
            presentedStorage.pointee.set(property, value)
        }
        modelValueDidChange(property, from: from)
    }

    // MARK: Hooks for subclasses

    /// Called after `property`'s model value changed from `old`, by code (`write`) or by an
    /// animator settling it (`setModel`, `addToModel`, `commitPresentation`); never for
    /// presented values, so nothing calls it per frame. FluidUIKit's `UIView` follows its frame
    /// here (Auto Layout, `setNeedsLayout` on a resize: R33, R34). The default does nothing.
    open func modelValueDidChange(_ property: AnimatableProperty, from old: AnimatableVector) {}

    /// Called after the view joined a superview or left it (`superview` is the new one, or nil),
    /// as UIKit's `didMoveToSuperview`. The default does nothing.
    open func didMoveToSuperview() {}

    /// Called just before `didMoveToSuperview` with the superview the view had (nil if none),
    /// for bookkeeping a subclass must not lose to an override of `didMoveToSuperview`
    /// (FluidUIKit's `UIView` moves its constraints here). The default does nothing.
    open func superviewDidChange(from old: View?) {}

    /// True when `point` (in this view's coordinates) lies in its bounds, as hit testing reads them
    /// (R13a: at the model values while a block animation that allows interaction moves it).
    /// Open: a subclass may answer for a larger or smaller area (R35).
    open func point(inside point: CGPoint) -> Bool {
        switch animatedHitTesting {
        case .modelValues: return CGRect(origin: modelValues.boundsOrigin, size: modelValues.frame.size).contains(point)
        case .presentedValues, .ignoresTouches: return presentedBounds.contains(point)
        }
    }

    /// The deepest view under `point` (in this view's coordinates), front-most first; nil when
    /// the point is outside or this view does not accept the pointer (R26, R35). Open: a
    /// subclass may answer otherwise (UIKit's `hitTest(_:with:)`).
    open func hitTest(_ point: CGPoint) -> View? {
        guard acceptsPointer, self.point(inside: point) else { return nil }
        for child in subviews.reversed() {
            guard let local = child.pointFromSuperviewForHitTesting(point) else { continue }
            if let hit = child.hitTest(local) { return hit }
        }
        return self
    }

    // MARK: Additive animation (for animators, R10a)

    /// An animation track starts adding onto `property`'s presented value.
    public final func beginContribution(_ property: AnimatableProperty) {
        contributions[property.rawValue] &+= 1
    }

    /// A track stops adding onto `property`; when none is left the presented value is the model value.
    public final func endContribution(_ property: AnimatableProperty) {
        let i = property.rawValue
        contributions[i] = max(contributions[i] &- 1, 0)
        if contributions[i] == 0 { presentedStorage.pointee.set(property, modelValues.vector(property)) }
    }

    /// How many tracks add onto `property` now.
    public final func contributionCount(_ property: AnimatableProperty) -> Int { Int(contributions[property.rawValue]) }

    /// Moves the presented value by `delta` (an animation's change this frame). Non-finite results never land (R8).
    @inline(__always)
    public final func addToPresented(_ property: AnimatableProperty, _ delta: AnimatableVector) {
        let v = presentedStorage.pointee.vector(property) + delta
        if v.isFinite { presentedStorage.pointee.set(property, v) }
    }

    /// One track's step from progress `last` to `p` of its change `delta` (R10a). Alone on the
    /// property it writes model + delta·(p − 1), so its end lands exactly on the model value;
    /// otherwise it adds delta·(p − last) onto what the others show.
    @inline(__always)
    public final func applyAnimationStep(_ property: AnimatableProperty, delta: AnimatableVector, from last: Double, to p: Double) {
        let v: AnimatableVector
        if contributions[property.rawValue] == 1 {
            v = modelValues.vector(property) + delta * (p - 1)
        } else {
            v = presentedStorage.pointee.vector(property) + delta * (p - last)
        }
        if v.isFinite { presentedStorage.pointee.set(property, v) }
    }

    /// As `applyAnimationStep(_:delta:from:to:)` with a progress per lane (a spring per axis, R24):
    /// alone on the property it writes model + delta·(p − 1), else adds delta·(p − last).
    public final func applyAnimationStep(_ property: AnimatableProperty, delta: AnimatableVector,
                                   fromLanes last: AnimatableVector, toLanes p: AnimatableVector) {
        let v: AnimatableVector
        if contributions[property.rawValue] == 1 {
            v = modelValues.vector(property) + delta * (p - 1)
        } else {
            v = presentedStorage.pointee.vector(property) + delta * (p - last)
        }
        if v.isFinite { presentedStorage.pointee.set(property, v) }
    }

    /// Moves the model value by `delta`, leaving the presented value (an animation absorbed into it).
    public final func addToModel(_ property: AnimatableProperty, _ delta: AnimatableVector) {
        let from = modelValues.vector(property)
        let v = from + delta
        guard v.isFinite else { return }
        modelValues.set(property, v)
        modelValueDidChange(property, from: from)
    }

    /// Sets the model value only (an animation finishing at a position, R6).
    public final func setModel(_ property: AnimatableProperty, _ value: AnimatableVector) {
        guard value.isFinite else { return }
        let from = modelValues.vector(property)
        modelValues.set(property, value)
        modelValueDidChange(property, from: from)
    }

    // MARK: Driving presented values (for animators)

    /// Makes the caller the one writer of `property`'s presented value; returns its token.
    public final func claim(_ property: AnimatableProperty) -> UInt64 {
        lastToken &+= 1
        drivers[property.rawValue] = lastToken
        return lastToken
    }

    /// True while the write that got `token` is still the last one made to `property`.
    @inline(__always)
    public final func isDriven(_ property: AnimatableProperty, by token: UInt64) -> Bool {
        drivers[property.rawValue] == token
    }

    /// Moves a presented value if `token` still drives it; returns false when a later writer took
    /// the property over (the caller's track is then dead). Non-finite values never land (R8).
    @inline(__always)
    @discardableResult
    public final func setPresented(_ property: AnimatableProperty, _ value: AnimatableVector, token: UInt64) -> Bool {
        guard drivers[property.rawValue] == token else { return false }
        if value.isFinite { presentedStorage.pointee.set(property, value) }
        return true
    }

    /// Makes the model value equal to what is presented now (R5: model = presentation).
    public final func commitPresentation(_ property: AnimatableProperty) {
        let from = modelValues.vector(property)
        modelValues.set(property, presentedStorage.pointee.vector(property))
        modelValueDidChange(property, from: from)
    }

    // MARK: Block animations and hit testing (for animators, R13a)

    /// A block animation (`View.animate`) starts moving this view: without
    /// `allowsUserInteraction` the view takes no touches until it ends; with it the view is
    /// hit-tested at its model values.
    public final func beginBlockAnimation(allowsUserInteraction: Bool) {
        if allowsUserInteraction { blockAnimations.withInteraction &+= 1 } else { blockAnimations.withoutInteraction &+= 1 }
    }

    /// A block animation begun with `beginBlockAnimation(allowsUserInteraction:)` ended.
    public final func endBlockAnimation(allowsUserInteraction: Bool) {
        if allowsUserInteraction {
            blockAnimations.withInteraction = max(blockAnimations.withInteraction &- 1, 0)
        } else {
            blockAnimations.withoutInteraction = max(blockAnimations.withoutInteraction &- 1, 0)
        }
    }

    /// What hit testing reads of this view now (R13a, R26).
    public final var animatedHitTesting: AnimatedHitTesting {
        if blockAnimations.withoutInteraction > 0 { return .ignoresTouches }
        return blockAnimations.withInteraction > 0 ? .modelValues : .presentedValues
    }
}
