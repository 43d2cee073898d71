import Foundation

/// A layer's drop shadow: the shape (its `path`, else the layer's rounded bounds) filled with
/// `color` (its alpha already times the shadow's opacity), moved by `offset` and blurred by a
/// Gaussian of σ = `radius` / 2 (points), as Core Animation's `shadowRadius` looks.
public struct LayerShadow: Hashable, Sendable {
    public var color: Color
    public var offset: CGSize
    public var radius: CGFloat
    /// The shadow's outline in the layer's coordinates (`shadowPath`); nil: the layer's shape.
    public var path: Path?

    public init(color: Color, offset: CGSize, radius: CGFloat, path: Path? = nil) {
        self.color = color
        self.offset = offset
        self.radius = radius
        self.path = path
    }
}

/// A line `width` points wide just inside a layer's rounded bounds, drawn above its content.
public struct LayerBorder: Hashable, Sendable {
    public var width: CGFloat
    public var color: Color

    public init(width: CGFloat, color: Color) {
        self.width = width
        self.color = color
    }
}

/// How a gradient's colours lie across the bounds (CAGradientLayerType).
public enum GradientKind: Hashable, Sendable {
    /// Along the line from `start` (0) to `end` (1).
    case axial
    /// Out from `start` (0) to the ellipse through `end` (1), its radii `end − start` on each axis.
    case radial
    /// Around `start`, clockwise on screen, from the direction of `end` (0) back to it (1).
    case conic
}

/// A gradient across a layer's bounds: `colors` at `locations` (0…1; nil: spread evenly), laid
/// as `kind` says from `start` and `end`, both in unit coordinates of the bounds ((0, 0)
/// top-left, (1, 1) bottom-right). Beyond the ends the end colours continue.
public struct LayerGradient: Hashable, Sendable {
    public var colors: [Color]
    public var locations: [Double]?
    public var start: CGPoint
    public var end: CGPoint
    public var kind: GradientKind

    public init(colors: [Color], locations: [Double]? = nil, start: CGPoint = CGPoint(x: 0.5, y: 0),
                end: CGPoint = CGPoint(x: 0.5, y: 1), kind: GradientKind = .axial) {
        self.colors = colors
        self.locations = locations
        self.start = start
        self.end = end
        self.kind = kind
    }

    /// The colour at `t` along the line (0 at `start`, 1 at `end`), interpolated per channel.
    public func color(at t: Double) -> Color {
        guard let first = colors.first else { return .clear }
        guard colors.count > 1 else { return first }
        let n = colors.count
        func location(_ i: Int) -> Double {
            if let locations, locations.count == n { return locations[i] }
            return Double(i) / Double(n - 1)
        }
        if t <= location(0) { return first }
        for i in 1..<n where t <= location(i) {
            let l0 = location(i - 1), l1 = location(i)
            let f = l1 > l0 ? (t - l0) / (l1 - l0) : 1
            let a = colors[i - 1], b = colors[i]
            return Color(red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
                         blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
        }
        return colors[n - 1]
    }
}

/// How a stroke's open ends are drawn (CAShapeLayerLineCap).
public enum LineCap: Hashable, Sendable { case butt, round, square }
/// How a stroke turns a corner (CAShapeLayerLineJoin).
public enum LineJoin: Hashable, Sendable { case miter, round, bevel }

/// A path filled and stroked (CAShapeLayer's content), in the layer's coordinates.
public struct ShapeContent: Hashable, Sendable {
    public var path: Path
    /// Nil: not filled.
    public var fillColor: Color?
    /// Even-odd fill rule (else non-zero winding).
    public var evenOdd: Bool
    /// Nil: not stroked.
    public var strokeColor: Color?
    /// Points.
    public var lineWidth: CGFloat
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    /// The part of the path stroked, as fractions of its length (0…1).
    public var strokeStart: CGFloat
    public var strokeEnd: CGFloat

    public init(path: Path, fillColor: Color? = .black, evenOdd: Bool = false, strokeColor: Color? = nil,
                lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
                strokeStart: CGFloat = 0, strokeEnd: CGFloat = 1) {
        self.path = path
        self.fillColor = fillColor
        self.evenOdd = evenOdd
        self.strokeColor = strokeColor
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.strokeStart = strokeStart
        self.strokeEnd = strokeEnd
    }
}

/// What a layer draws over its background.
public enum LayerContent: Hashable, Sendable {
    case none
    case gradient(LayerGradient)
    case shape(ShapeContent)
}

/// A sublayer, as the painter draws it: a value, so a frame can compare it with the last one.
/// Drawn in this order: shadow, background (rounded), content, sublayers, border; `mask`'s
/// alpha then masks all of it.
public struct LayerPicture: Hashable, Sendable {
    /// In the superlayer's coordinates, points.
    public var frame: CGRect
    /// The origin of the layer's own coordinates (`bounds.origin`).
    public var boundsOrigin: CGPoint = .zero
    public var opacity: Double = 1
    public var isHidden = false
    public var backgroundColor: Color = .clear
    public var cornerRadius: CGFloat = 0
    public var corners: CornerMask = .all
    /// Clips the content and sublayers to the rounded bounds.
    public var masksToBounds = false
    public var border: LayerBorder?
    public var shadow: LayerShadow?
    public var content: LayerContent = .none
    public var sublayers: [LayerPicture] = []
    /// Zero or one layer (an array so the value can hold one of its own kind).
    public var masks: [LayerPicture] = []

    public init(frame: CGRect) { self.frame = frame }

    /// The layer whose alpha masks this one, in this layer's coordinates.
    public var mask: LayerPicture? {
        get { masks.first }
        set { masks = newValue.map { [$0] } ?? [] }
    }

    /// The layer's own rectangle in its coordinates.
    public var bounds: CGRect { CGRect(origin: boundsOrigin, size: frame.size) }
}

/// What a view's layer draws beyond what the view itself does (its background, corners and
/// picture): a shadow under it, its own content (a view whose layer is a gradient or shape
/// layer) and sublayers above its background (below its subviews), a border above
/// everything, and a mask over all of it. Empty for most views: nothing is drawn or compared
/// then.
public struct ViewDecoration: Hashable, Sendable {
    public var shadow: LayerShadow?
    public var border: LayerBorder?
    /// Drawn over the view's (presented) bounds, rounded as the view is.
    public var content: LayerContent = .none
    public var sublayers: [LayerPicture] = []
    public var masks: [LayerPicture] = []

    public init() {}

    /// The layer whose alpha masks the view and its subviews, in the view's coordinates.
    public var mask: LayerPicture? {
        get { masks.first }
        set { masks = newValue.map { [$0] } ?? [] }
    }

    /// True when nothing is added to the view's drawing.
    public var isEmpty: Bool { shadow == nil && border == nil && content == .none && sublayers.isEmpty && masks.isEmpty }
}
