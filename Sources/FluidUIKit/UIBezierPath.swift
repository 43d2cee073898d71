/// UIBezierPath: a path with a line width, a class as in UIKit, built from rectangles, rounded
/// rectangles, ovals, arcs, lines and curves. A port hands its `cgPath` to a `CAShapeLayer` or a
/// layer's `shadowPath`. Angles are radians, 0 along +x; `clockwise` is as drawn on screen.
open class UIBezierPath: NSObject, @unchecked Sendable {
    /// The outline as the engine's value.
    public final var path = Path()
    /// The stroke width in points (what a `CAShapeLayer` does not read: it has its own `lineWidth`).
    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    /// Fill with the even-odd rule (else non-zero winding).
    open var usesEvenOddFillRule = false
    /// Whether `point` is inside the filled area (by `usesEvenOddFillRule`).
    open func contains(_ point: CGPoint) -> Bool { path.contains(point, evenOdd: usesEvenOddFillRule) }
    /// Kept for code that sets dashes: strokes are drawn solid here.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {}

    /// An empty path.
    override public init() { super.init() }

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// An ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with every corner rounded by `cornerRadius` (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addRoundedRect(rect, radii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with the chosen corners rounded by `cornerRadii`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        path.addRoundedRect(rect, corners: corners.cornerMask, radii: cornerRadii)
    }

    /// An open circular arc.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path holding a copy of `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.path
    }

    /// The path as a Core Graphics path (a copy: changing this object later does not change it).
    open var cgPath: CGPath {
        get { CGPath(path) }
        set { path = newValue.path }
    }

    /// The smallest rectangle holding every point and control point, as UIKit's `bounds`.
    open var bounds: CGRect { path.controlPointBounds }
    /// The pen's position.
    open var currentPoint: CGPoint { path.currentPoint ?? .zero }
    /// True when the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
    }

    open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: end, control: controlPoint)
    }

    /// A circular arc, joined to the current point by a line.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    open func close() { path.close() }
    open func removeAllPoints() { path = Path() }
    open func append(_ other: UIBezierPath) { path.append(other.path) }

    /// Every point through `transform`'s matrix.
    open func apply(_ transform: CGAffineTransform) { path = path.mapped(transform) }

    /// The same path drawn the other way round.
    open func reversing() -> UIBezierPath {
        let copy = UIBezierPath()
        copy.path = path.reversed()
        copy.lineWidth = lineWidth
        return copy
    }
}

/// UIRectCorner: which corners `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` rounds.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]

    /// The engine's corner mask with the same corners.
    var cornerMask: CornerMask {
        var m: CornerMask = []
        if contains(.topLeft) { m.insert(.topLeft) }
        if contains(.topRight) { m.insert(.topRight) }
        if contains(.bottomLeft) { m.insert(.bottomLeft) }
        if contains(.bottomRight) { m.insert(.bottomRight) }
        return m
    }
}

/// CGLineCap: how a stroke's open ends are drawn.
public enum CGLineCap: Int32, Sendable { case butt, round, square }
/// CGLineJoin: how a stroke turns a corner.
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }
