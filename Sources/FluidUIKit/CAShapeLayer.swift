/// CAShapeLayer: a layer that fills and strokes a path (in its own coordinates), anti-aliased.
open class CAShapeLayer: CALayer, @unchecked Sendable {
    /// presentation(), typed as UIKit types it (`Self?`): on its own, a ShapeLayer changes at once
    /// (its animations write it frame by frame), so it is its own presentation; a view's layer
    /// of this class is shown by the view's presented values, as `CALayer`'s.
    public override func presentation() -> CAShapeLayer? {
        hostView == nil ? self : super.presentation() as? CAShapeLayer ?? self
    }

    open var path: CGPath? { didSet { didChange() } }
    /// Nil: not filled. Opaque black by default, as in Core Animation.
    open var fillColor: CGColor? = .black { didSet { didChange() } }
    open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { didChange() } }
    /// Nil (the default): not stroked.
    open var strokeColor: CGColor? { didSet { didChange() } }
    /// Points.
    open var lineWidth: CGFloat = 1 { didSet { didChange() } }
    open var lineCap: CAShapeLayerLineCap = .butt { didSet { didChange() } }
    open var lineJoin: CAShapeLayerLineJoin = .miter { didSet { didChange() } }
    /// The part of the path stroked, as fractions of its length.
    open var strokeStart: CGFloat = 0 { didSet { didChange() } }
    open var strokeEnd: CGFloat = 1 { didSet { didChange() } }
    /// Accepted; miters longer than this are not limited here.
    open var miterLimit: CGFloat = 10
    /// Accepted; strokes are drawn solid here.
    open var lineDashPattern: [NSNumber]?
    open var lineDashPhase: CGFloat = 0

    override var content: LayerContent {
        guard let path, !path.isEmpty else { return .none }
        let cap: LineCap = lineCap == .round ? .round : lineCap == .square ? .square : .butt
        let join: LineJoin = lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter
        return .shape(ShapeContent(path: path.path, fillColor: fillColor?.color, evenOdd: fillRule == .evenOdd,
                                   strokeColor: strokeColor?.color, lineWidth: lineWidth, lineCap: cap, lineJoin: join,
                                   strokeStart: strokeStart, strokeEnd: strokeEnd))
    }
}

/// CAShapeLayerFillRule.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// CAShapeLayerLineCap.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// CAShapeLayerLineJoin.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
