import Foundation

/// One step of a `Path`, in the path's own coordinates (points).
public enum PathElement: Hashable, Sendable {
    /// Starts a new subpath at the point.
    case move(to: CGPoint)
    /// A straight line from the current point.
    case line(to: CGPoint)
    /// A quadratic Bézier curve from the current point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve from the current point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the subpath with a line back to its start.
    case close
}

/// An outline made of lines and Bézier curves: what `CGPath` and `UIBezierPath` hold, as a
/// value. Arcs and ovals are stored as cubic curves (a quarter turn or less each), as Core
/// Graphics does, so every later step (bounds, flattening, transforms) knows three kinds of
/// segment only.
public struct Path: Hashable, Sendable {
    public private(set) var elements: [PathElement] = []
    /// Where the current subpath started and where the pen is (nil: no current point).
    public private(set) var subpathStart: CGPoint?
    public private(set) var currentPoint: CGPoint?

    public init() {}

    /// Empties the path, keeping its storage (a painter's scratch path allocates once).
    public mutating func removeAll() {
        elements.removeAll(keepingCapacity: true)
        subpathStart = nil
        currentPoint = nil
    }

    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to p: CGPoint) {
        elements.append(.move(to: p))
        subpathStart = p
        currentPoint = p
    }

    /// A line to `p`; with no current point it starts a subpath there (as Core Graphics does
    /// for `UIBezierPath`, which would otherwise drop the segment).
    public mutating func addLine(to p: CGPoint) {
        guard currentPoint != nil else { return move(to: p) }
        elements.append(.line(to: p))
        currentPoint = p
    }

    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
        if currentPoint == nil { move(to: control) }
        elements.append(.quadCurve(to: p, control: control))
        currentPoint = p
    }

    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.curve(to: p, control1: control1, control2: control2))
        currentPoint = p
    }

    /// Closes the current subpath; the pen goes back to its start.
    public mutating func close() {
        guard currentPoint != nil else { return }
        elements.append(.close)
        currentPoint = subpathStart
    }

    /// Appends every element of `other`.
    public mutating func append(_ other: Path) {
        for element in other.elements { add(element) }
    }

    /// Adds one element, keeping the current point.
    public mutating func add(_ element: PathElement) {
        switch element {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
        case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
        case .close: close()
        }
    }

    // MARK: Shapes

    /// A closed rectangle, clockwise on screen (y down) from its top-left corner.
    public mutating func addRect(_ r: CGRect) {
        let r = r.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        close()
    }

    /// A closed ellipse inscribed in `r`, clockwise on screen from its rightmost point.
    public mutating func addEllipse(in r: CGRect) {
        let r = r.standardized
        let c = CGPoint(x: r.midX, y: r.midY)
        addArc(center: c, radii: CGSize(width: r.width / 2, height: r.height / 2), startAngle: 0, endAngle: 2 * .pi,
               clockwise: true)
        close()
    }

    /// A closed rectangle whose `corners` are rounded by `radii` (each clamped to half the side),
    /// clockwise on screen from the top edge.
    public mutating func addRoundedRect(_ r: CGRect, corners: CornerMask = .all, radii: CGSize) {
        let r = r.standardized
        let rx = max(0, min(radii.width, r.width / 2)), ry = max(0, min(radii.height, r.height / 2))
        func radius(_ corner: CornerMask) -> CGSize { corners.contains(corner) ? CGSize(width: rx, height: ry) : .zero }
        let tl = radius(.topLeft), tr = radius(.topRight), br = radius(.bottomRight), bl = radius(.bottomLeft)
        move(to: CGPoint(x: r.minX + tl.width, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - tr.width, y: r.minY))
        cornerArc(center: CGPoint(x: r.maxX - tr.width, y: r.minY + tr.height), radii: tr, from: -.pi / 2)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.height))
        cornerArc(center: CGPoint(x: r.maxX - br.width, y: r.maxY - br.height), radii: br, from: 0)
        addLine(to: CGPoint(x: r.minX + bl.width, y: r.maxY))
        cornerArc(center: CGPoint(x: r.minX + bl.width, y: r.maxY - bl.height), radii: bl, from: .pi / 2)
        addLine(to: CGPoint(x: r.minX, y: r.minY + tl.height))
        cornerArc(center: CGPoint(x: r.minX + tl.width, y: r.minY + tl.height), radii: tl, from: .pi)
        close()
    }

    private mutating func cornerArc(center: CGPoint, radii: CGSize, from start: CGFloat) {
        guard radii.width > 0, radii.height > 0 else { return }
        addArc(center: center, radii: radii, startAngle: start, endAngle: start + .pi / 2, clockwise: true)
    }

    /// A circular arc about `center` from `startAngle` to `endAngle` (radians, measured as
    /// UIKit does: 0 along +x, growing clockwise on screen since y points down). `clockwise`
    /// picks the direction on screen. A line joins the current point to the arc's start.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                                clockwise: Bool) {
        addArc(center: center, radii: CGSize(width: radius, height: radius), startAngle: startAngle, endAngle: endAngle,
               clockwise: clockwise)
    }

    /// An elliptical arc with radii `radii` (see `addArc(center:radius:…)`), as cubic curves of
    /// at most a quarter turn each (error under 0.03 % of the radius).
    public mutating func addArc(center: CGPoint, radii: CGSize, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        guard radii.width.isFinite, radii.height.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        let sweep = Self.sweep(from: startAngle, to: endAngle, clockwise: clockwise)
        func point(_ a: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radii.width * cos(a), y: center.y + radii.height * sin(a))
        }
        let start = point(startAngle)
        if currentPoint == nil { move(to: start) } else if currentPoint != start { addLine(to: start) }
        let pieces = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        // The control points' distance along the tangent for an arc of `step` radians.
        let k = 4 / 3 * tan(step / 4)
        var a = startAngle
        for _ in 0..<pieces {
            let b = a + step
            let c1 = CGPoint(x: center.x + radii.width * (cos(a) - k * sin(a)), y: center.y + radii.height * (sin(a) + k * cos(a)))
            let c2 = CGPoint(x: center.x + radii.width * (cos(b) + k * sin(b)), y: center.y + radii.height * (sin(b) - k * cos(b)))
            addCurve(to: point(b), control1: c1, control2: c2)
            a = b
        }
    }

    /// The signed angle an arc turns: positive is clockwise on screen (angles grow that way with
    /// y down). Clockwise from a to b goes up to a full turn forward; anticlockwise backward.
    /// Equal angles sweep nothing; angles a whole turn or more apart sweep a full turn.
    static func sweep(from a: CGFloat, to b: CGFloat, clockwise: Bool) -> CGFloat {
        let turn = 2 * CGFloat.pi
        let d = b - a
        if clockwise {
            if d >= turn { return turn }
            var s = d.truncatingRemainder(dividingBy: turn)
            if s < 0 { s += turn }
            return s
        }
        if d <= -turn { return -turn }
        var s = d.truncatingRemainder(dividingBy: turn)
        if s > 0 { s -= turn }
        return s
    }

    // MARK: Reading

    /// The smallest rectangle holding every point of the path (curves by their extrema, not
    /// their control points), `.null` when the path is empty.
    public var bounds: CGRect {
        var box = PathBox()
        var last = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                box.add(p)
                last = p
            case .quadCurve(let p, let c):
                // As a cubic: the same extrema search.
                let c1 = CGPoint(x: last.x + 2 / 3 * (c.x - last.x), y: last.y + 2 / 3 * (c.y - last.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                box.addCubic(last, c1, c2, p)
                last = p
            case .curve(let p, let c1, let c2):
                box.addCubic(last, c1, c2, p)
                last = p
            case .close:
                break
            }
        }
        return box.rect
    }

    /// The smallest rectangle holding every point and control point (`CGPath.boundingBox`).
    public var controlPointBounds: CGRect {
        var box = PathBox()
        for element in elements {
            switch element {
            case .move(let p), .line(let p): box.add(p)
            case .quadCurve(let p, let c): box.add(p); box.add(c)
            case .curve(let p, let c1, let c2): box.add(p); box.add(c1); box.add(c2)
            case .close: break
            }
        }
        return box.rect
    }

    /// Every point of the path mapped through `map` (x' = a·x + c·y + tx, y' = b·x + d·y + ty).
    public func applying(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) -> Path {
        func m(_ p: CGPoint) -> CGPoint { CGPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty) }
        var out = Path()
        for element in elements {
            switch element {
            case .move(let p): out.move(to: m(p))
            case .line(let p): out.addLine(to: m(p))
            case .quadCurve(let p, let c): out.addQuadCurve(to: m(p), control: m(c))
            case .curve(let p, let c1, let c2): out.addCurve(to: m(p), control1: m(c1), control2: m(c2))
            case .close: out.close()
            }
        }
        return out
    }
}

/// A bounding box grown point by point.
struct PathBox {
    var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func add(_ p: CGPoint) {
        minX = min(minX, p.x); maxX = max(maxX, p.x)
        minY = min(minY, p.y); maxY = max(maxY, p.y)
    }

    /// The ends of a cubic and the points where its derivative is zero on either axis.
    mutating func addCubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) {
        add(p0)
        add(p3)
        for t in Self.extrema(p0.x, p1.x, p2.x, p3.x) + Self.extrema(p0.y, p1.y, p2.y, p3.y) {
            add(PathFlattener.cubicPoint(p0, p1, p2, p3, t))
        }
    }

    /// The t in (0, 1) where the cubic's coordinate has a zero derivative.
    static func extrema(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> [CGFloat] {
        // B'(t)/3 = (b − a)(1 − t)² + 2(c − b)(1 − t)t + (d − c)t² = qa·t² + qb·t + qc.
        let qa = (b - a) - 2 * (c - b) + (d - c), qb = 2 * ((c - b) - (b - a)), qc = b - a
        var roots: [CGFloat] = []
        if abs(qa) < 1e-12 {
            if abs(qb) > 1e-12 { roots.append(-qc / qb) }
        } else {
            let disc = qb * qb - 4 * qa * qc
            if disc >= 0 {
                let s = disc.squareRoot()
                roots.append((-qb + s) / (2 * qa))
                roots.append((-qb - s) / (2 * qa))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    var rect: CGRect {
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension Path {
    /// The same outline drawn the other way round, subpath by subpath (each subpath's order
    /// kept; closes stay closes).
    public func reversed() -> Path {
        var out = Path()
        var start = 0
        var points: [CGPoint] = []
        func flush(_ segment: ArraySlice<PathElement>, closed: Bool) {
            // The points each element ends on, with the subpath's start first.
            points.removeAll(keepingCapacity: true)
            for element in segment {
                switch element {
                case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): points.append(p)
                case .close: break
                }
            }
            guard let last = points.last else { return }
            out.move(to: last)
            var i = segment.endIndex - 1
            var k = points.count - 1
            while i > segment.startIndex, k > 0 {
                let to = points[k - 1]
                switch segment[i] {
                case .line: out.addLine(to: to)
                case .quadCurve(_, let c): out.addQuadCurve(to: to, control: c)
                case .curve(_, let c1, let c2): out.addCurve(to: to, control1: c2, control2: c1)
                case .move, .close: k += 1
                }
                i -= 1
                k -= 1
            }
            if closed { out.close() }
        }
        for (i, element) in elements.enumerated() {
            switch element {
            case .move where i > start:
                flush(elements[start..<i], closed: false)
                start = i
            case .close:
                flush(elements[start..<i], closed: true)
                start = i + 1
            default: break
            }
        }
        if start < elements.count { flush(elements[start...], closed: false) }
        return out
    }
}
