/// CALayer: what a view draws, a class with identity as in Core Animation. `view.layer` is the
/// same object every time; a port adds sublayers to it, sets its shadow and border, masks it.
///
/// A view's own layer reads and writes the view's properties (`frame`, `bounds`, `opacity` as
/// `alpha`, `backgroundColor`, `cornerRadius`, `maskedCorners`, `masksToBounds` as
/// `clipsToBounds`, `isHidden`), so an animator animates them as it does the view's. Everything
/// else (shadow, border, sublayers, mask) is described to the painter as a value
/// (`View.layerDecoration`), rebuilt whenever any layer of the tree changes. A layer made on
/// its own (`CALayer()`, `CAGradientLayer()`, `CAShapeLayer()`) keeps its own values; changes
/// to it take effect at once (no implicit animation). `sublayers` lists the layers added with
/// `addSublayer`, not the subviews' layers.
open class CALayer: NSObject, @unchecked Sendable {
    /// The view whose layer this is (nil for a layer made on its own).
    public private(set) weak var hostView: View?
    /// The layer this one is a sublayer of, or whose mask it is.
    public private(set) weak var superlayer: CALayer?
    private weak var maskOwner: CALayer?
    private var ownFrame = CGRect.zero
    private var ownBoundsOrigin = CGPoint.zero
    private var ownAnchorPoint = CGPoint(x: 0.5, y: 0.5)
    private var ownOpacity: Float = 1
    private var ownHidden = false
    private var ownBackground: CGColor?
    private var ownCornerRadius: CGFloat = 0
    private var ownCorners: CACornerMask = .all
    private var ownMasksToBounds = false
    private var ownZPosition: CGFloat = 0
    /// The animations added with `add(_:forKey:)` that are running, oldest first.
    var animationRuns: [LayerAnimationRun] = []
    /// `transform` for a layer of its own (CATransform3D.swift).
    var ownTransform = CATransform3DIdentity
    /// What the view's `draw(_:)` painted (a view's layer only), under the sublayers.
    var drawnContent: [LayerPicture] = [] {
        didSet { if drawnContent != oldValue { didChange() } }
    }

    /// A layer of its own, with a zero frame.
    override public init() { super.init() }

    /// The layer of `view`: of its class's `layerClass` (a gradient or shape layer, or a plain
    /// one for any other class).
    static func hosting(_ view: View) -> CALayer {
        let kind: AnyClass = (view as? UIView).map { type(of: $0).layerClass } ?? CALayer.self
        let layer: CALayer
        if kind is CAGradientLayer.Type {
            layer = CAGradientLayer()
        } else if kind is CAShapeLayer.Type {
            layer = CAShapeLayer()
        } else {
            layer = CALayer()
        }
        layer.hostView = view
        return layer
    }

    // MARK: Geometry and appearance (the view's own for a view's layer)

    /// The layer's rectangle in its superlayer's coordinates, points.
    open var frame: CGRect {
        get { hostView?.frame ?? ownFrame }
        set {
            if let hostView { hostView.frame = newValue } else { ownFrame = newValue }
            didChange()
        }
    }

    /// The layer's own rectangle: its origin shifts the sublayers; its size is the frame's.
    /// Setting the size keeps the centre.
    open var bounds: CGRect {
        get { hostView?.bounds ?? CGRect(origin: ownBoundsOrigin, size: ownFrame.size) }
        set {
            if let hostView {
                hostView.bounds = newValue
            } else {
                ownBoundsOrigin = newValue.origin
                ownFrame = CGRect(x: ownFrame.midX - newValue.width / 2, y: ownFrame.midY - newValue.height / 2,
                                  width: newValue.width, height: newValue.height)
            }
            didChange()
        }
    }

    /// Where the anchor point is in the superlayer's coordinates, points: the frame's centre for
    /// the default anchor point. A view's layer's is the view's `center`.
    open var position: CGPoint {
        get {
            if let hostView { return hostView.center }
            return CGPoint(x: ownFrame.minX + ownAnchorPoint.x * ownFrame.width, y: ownFrame.minY + ownAnchorPoint.y * ownFrame.height)
        }
        set {
            if let hostView {
                hostView.center = newValue
            } else {
                ownFrame.origin = CGPoint(x: newValue.x - ownAnchorPoint.x * ownFrame.width,
                                          y: newValue.y - ownAnchorPoint.y * ownFrame.height)
            }
            didChange()
        }
    }

    /// The point the layer's transform turns and scales about, in units of its size ((0.5, 0.5),
    /// the centre, by default). Changing it keeps `position`, so the frame moves, as in Core
    /// Animation: set `position` after it to keep the view where it was. On a view's layer the
    /// view turns about it (drawing and hit testing); a layer of its own keeps it (its own
    /// transform is not drawn).
    open var anchorPoint: CGPoint {
        get { hostView?.anchorPoint ?? ownAnchorPoint }
        set {
            let kept = position
            if let hostView { hostView.anchorPoint = newValue } else { ownAnchorPoint = newValue }
            position = kept
        }
    }

    /// 0…1; a view's layer's is the view's `alpha`.
    open var opacity: Float {
        get { hostView.map { Float($0.alpha) } ?? ownOpacity }
        set {
            if let hostView { hostView.alpha = CGFloat(newValue) } else { ownOpacity = newValue }
            didChange()
        }
    }

    open var isHidden: Bool {
        get { hostView?.isHidden ?? ownHidden }
        set {
            if let hostView { hostView.isHidden = newValue } else { ownHidden = newValue }
            didChange()
        }
    }

    /// Nil: none (clear).
    open var backgroundColor: CGColor? {
        get {
            guard let hostView else { return ownBackground }
            let color = hostView.ViewTree::backgroundColor
            return color.alpha > 0 ? CGColor(color) : nil
        }
        set {
            if let hostView { hostView.ViewTree::backgroundColor = newValue?.color ?? .clear } else { ownBackground = newValue }
            didChange()
        }
    }

    /// The radius of the rounded corners, points (animatable on a view's layer).
    open var cornerRadius: CGFloat {
        get { hostView?.cornerRadius ?? ownCornerRadius }
        set {
            if let hostView { hostView.cornerRadius = newValue } else { ownCornerRadius = newValue }
            didChange()
        }
    }

    /// Which corners `cornerRadius` rounds.
    open var maskedCorners: CACornerMask {
        get { hostView?.maskedCorners ?? ownCorners }
        set {
            if let hostView { hostView.maskedCorners = newValue } else { ownCorners = newValue }
            didChange()
        }
    }

    /// Clips the content and sublayers (and a view's subviews) to the rounded bounds.
    open var masksToBounds: Bool {
        get { hostView?.clipsToBounds ?? ownMasksToBounds }
        set {
            if let hostView { hostView.clipsToBounds = newValue } else { ownMasksToBounds = newValue }
            didChange()
        }
    }

    /// CALayer.zPosition, points out of the screen: among its siblings a layer with a greater
    /// one is drawn over one with a smaller, ties in the order they were added. A view's layer
    /// orders the view among its sibling views (`View.zPosition`); hit testing keeps the order
    /// of `subviews`, as in UIKit. 0 by default.
    open var zPosition: CGFloat {
        get { hostView?.zPosition ?? ownZPosition }
        set {
            if let hostView { hostView.zPosition = newValue } else { ownZPosition = newValue }
            didChange()
        }
    }

    // MARK: What is shown now

    /// CALayer.presentation(): the layer as it is drawn at this moment, mid-animation (R5: the
    /// values an interruption catches). For a view's layer, a copy holding the view's presented
    /// frame (with its transform, as `frame` reads), opacity and corner radius; a layer made on
    /// its own changes at once, so it is its own presentation.
    public func presentation() -> CALayer? {
        guard let hostView else { return self }
        let shown = CALayer()
        let values = hostView.presentation
        shown.ownFrame = hostView.presentedTransformedFrame
        shown.ownBoundsOrigin = values.boundsOrigin
        shown.ownOpacity = Float(values.alpha)
        shown.ownCornerRadius = values.cornerRadius
        shown.ownCorners = maskedCorners
        shown.ownMasksToBounds = masksToBounds
        shown.ownHidden = isHidden
        return shown
    }

    // MARK: Border and shadow

    /// Points, drawn inside the bounds above the content and sublayers.
    open var borderWidth: CGFloat = 0 { didSet { didChange() } }
    open var borderColor: CGColor? = .black { didSet { didChange() } }
    open var shadowColor: CGColor? = .black { didSet { didChange() } }
    /// 0 (the default) draws no shadow.
    open var shadowOpacity: Float = 0 { didSet { didChange() } }
    /// Points; positive y is down.
    open var shadowOffset = CGSize(width: 0, height: -3) { didSet { didChange() } }
    /// The blur, points (a Gaussian of σ = radius / 2).
    open var shadowRadius: CGFloat = 3 { didSet { didChange() } }
    /// The shadow's outline in the layer's coordinates; nil: the rounded bounds.
    open var shadowPath: CGPath? { didSet { didChange() } }

    // MARK: Accepted, no effect here

    open var name: String?
    /// Corners are drawn circular whatever this says.
    open var cornerCurve: CALayerCornerCurve = .circular
    open var contentsScale: CGFloat = 1
    open var shouldRasterize = false
    open var rasterizationScale: CGFloat = 1
    open var needsDisplayOnBoundsChange = false
    /// Edges are always drawn anti-aliased here.
    open var allowsEdgeAntialiasing = false
    open var isDoubleSided = true
    /// Kept for code that sets it: layers are composited normally (source over) here.
    open var compositingFilter: Any?
    /// Kept for code that sets it: sublayers are not transformed by it here.
    open var sublayerTransform = CATransform3DIdentity

    // MARK: Tree

    /// The layers added with `addSublayer` and `insertSublayer`, back to front.
    open var sublayers: [CALayer]? {
        get { ownSublayers.isEmpty ? nil : ownSublayers }
        set {
            for layer in ownSublayers { layer.superlayer = nil }
            ownSublayers = []
            for layer in newValue ?? [] { insertSublayer(layer, at: UInt32(ownSublayers.count)) }
            didChange()
        }
    }
    private var ownSublayers: [CALayer] = []

    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(ownSublayers.count))
    }

    /// Puts `layer` at `index` (clamped) among the sublayers, taking it from any other superlayer.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard layer !== self, layer.hostView == nil, !isInside(layer) else { return }
        layer.detach()
        ownSublayers.insert(layer, at: min(Int(index), ownSublayers.count))
        layer.superlayer = self
        didChange()
    }

    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let i = ownSublayers.firstIndex { $0 === sibling } ?? 0
        insertSublayer(layer, at: UInt32(i))
    }

    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let i = ownSublayers.firstIndex { $0 === sibling }.map { $0 + 1 } ?? ownSublayers.count
        insertSublayer(layer, at: UInt32(i))
    }

    open func replaceSublayer(_ old: CALayer, with new: CALayer) {
        guard let i = ownSublayers.firstIndex(where: { $0 === old }) else { return }
        old.removeFromSuperlayer()
        insertSublayer(new, at: UInt32(i))
    }

    open func removeFromSuperlayer() {
        let owner = superlayer
        detach()
        owner?.didChange()
    }

    /// A layer whose alpha masks this one (and, on a view's layer, the view's subviews), in this
    /// layer's coordinates.
    open var mask: CALayer? {
        didSet {
            if let oldValue, oldValue !== mask { oldValue.maskOwner = nil }
            if let mask {
                mask.detach()
                mask.maskOwner = self
            }
            didChange()
        }
    }

    private func detach() {
        if let parent = superlayer {
            parent.ownSublayers.removeAll { $0 === self }
            superlayer = nil
        }
    }

    private func isInside(_ layer: CALayer) -> Bool {
        var current: CALayer? = self
        while let c = current {
            if c === layer { return true }
            current = c.superlayer ?? c.maskOwner
        }
        return false
    }

    // MARK: Publishing to the painter

    /// Something this layer shows changed: the view at the top of its tree gets a new description.
    public final func didChange() {
        var top: CALayer = self
        while let up = top.superlayer ?? top.maskOwner { top = up }
        guard let view = top.hostView else { return }
        let decoration = top.decoration()
        if view.layerDecoration != decoration { view.layerDecoration = decoration }
    }

    /// What the layer draws over its background: none for a plain layer (the gradient and
    /// shape layers override it).
    var content: LayerContent { .none }

    open func setNeedsDisplay() {}
    open func setNeedsLayout() { (hostView as? UIView)?.setNeedsLayout() }
    open func layoutIfNeeded() { (hostView as? UIView)?.layoutIfNeeded() }
}

extension View {
    /// UIView.layer: the same `CALayer` every time, made on first use, of the view class's
    /// `layerClass`.
    public var layer: CALayer {
        if let existing = layerObject as? CALayer { return existing }
        let made = CALayer.hosting(self)
        layerObject = made
        return made
    }
}

/// CALayerCornerCurve: accepted; corners are drawn circular.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
