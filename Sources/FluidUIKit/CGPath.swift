/// CGPath: Core Graphics' immutable path, a class as in CoreGraphics, over the engine's `Path`
/// value (lines, quadratic and cubic curves; arcs are stored as cubics). What
/// `UIBezierPath.cgPath` gives and `CAShapeLayer.path` / `CALayer.shadowPath` take.
open class CGPath: Equatable, @unchecked Sendable {
    /// The outline as the engine's value.
    public internal(set) var path: Path

    /// Whether `point` (after `transform`) is inside the filled area by `rule` (CGPath's
    /// `contains(_:using:transform:)`).
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        path.contains(point.applying(transform), evenOdd: rule == .evenOdd)
    }

    /// A path holding `path`.
    public init(_ path: Path) { self.path = path }

    /// A closed rectangle (`CGPath(rect:transform:)`).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        var p = Path()
        p.addRect(rect)
        self.init(p.mapped(transform?.pointee))
    }

    /// An ellipse inscribed in `rect` (`CGPath(ellipseIn:transform:)`).
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        var p = Path()
        p.addEllipse(in: rect)
        self.init(p.mapped(transform?.pointee))
    }

    /// A rounded rectangle (`CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>? = nil) {
        var p = Path()
        p.addRoundedRect(rect, radii: CGSize(width: cornerWidth, height: cornerHeight))
        self.init(p.mapped(transform?.pointee))
    }

    /// The smallest rectangle holding the path's curves (`boundingBoxOfPath`).
    public var boundingBoxOfPath: CGRect { path.bounds }
    /// The smallest rectangle holding every point and control point.
    public var boundingBox: CGRect { path.controlPointBounds }
    /// The pen's position (`.zero` for an empty path).
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }
    /// True when the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(path) }
    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path) }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.path == rhs.path }
}

/// CGMutablePath: a `CGPath` built step by step (`CGMutablePath()`, then `move(to:)`,
/// `addLine(to:)`, `addRect`, `addEllipse`, `addArc`, …).
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public convenience init() { self.init(Path()) }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform))
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: point.applying(transform))
    }

    /// Lines through `points`, starting a subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        path.move(to: first.applying(transform))
        for p in points.dropFirst() { path.addLine(to: p.applying(transform)) }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        path.addCurve(to: end.applying(transform), control1: control1.applying(transform),
                      control2: control2.applying(transform))
    }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        path.append(Path.rect(rect).mapped(transform))
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        var p = Path()
        p.addEllipse(in: rect)
        path.append(p.mapped(transform))
    }

    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        var p = Path()
        p.addRoundedRect(rect, radii: CGSize(width: cornerWidth, height: cornerHeight))
        path.append(p.mapped(transform))
    }

    /// A circular arc; angles in radians, `clockwise` as drawn on screen (y down), as UIKit's.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        var p = Path()
        if let current = path.currentPoint { p.move(to: current) }
        p.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        let mapped = p.mapped(transform)
        // The arc joins the current subpath: drop the move that stood for the current point.
        for element in mapped.elements.dropFirst(path.currentPoint == nil ? 0 : 1) { path.add(element) }
    }

    /// Appends another path's elements.
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        path.append(other.path.mapped(transform))
    }

    public func closeSubpath() { path.close() }
}

extension Path {
    /// A closed rectangle.
    static func rect(_ r: CGRect) -> Path {
        var p = Path()
        p.addRect(r)
        return p
    }

    /// The path through a CGAffineTransform's matrix (nil or the identity: unchanged).
    func mapped(_ t: CGAffineTransform?) -> Path {
        guard let t, !t.isIdentity else { return self }
        return applying(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
    }
}

/// CGPathFillRule: how overlapping parts of a path count as inside.
public enum CGPathFillRule: Int, Sendable {
    case winding, evenOdd
}
