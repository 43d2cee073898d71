import Foundation

/// A path's subpaths as polygons: points, and where each subpath ends. Buffers are kept between
/// uses (`reset`), so flattening the same path frame after frame allocates nothing.
public struct FlattenedPath {
    /// Every subpath's points one after another.
    public private(set) var points: [CGPoint] = []
    /// Each subpath: the index one past its last point, and whether it was closed.
    public private(set) var subpaths: [(end: Int, closed: Bool)] = []

    public init() {}

    /// Empties the buffers, keeping their capacity.
    public mutating func reset() {
        points.removeAll(keepingCapacity: true)
        subpaths.removeAll(keepingCapacity: true)
    }

    /// The range of `points` subpath `i` covers.
    public func range(ofSubpath i: Int) -> Range<Int> {
        (i == 0 ? 0 : subpaths[i - 1].end)..<subpaths[i].end
    }

    public mutating func append(_ p: CGPoint) { points.append(p) }

    /// Ends the subpath being drawn: kept when it has two points or more, else dropped (a lone
    /// point draws nothing).
    public mutating func endSubpath(closed: Bool) {
        let start = subpaths.last?.end ?? 0
        if points.count - start >= 2 {
            subpaths.append((points.count, closed))
        } else if points.count > start {
            points.removeSubrange(start...)
        }
    }

    /// The total length of every subpath's lines (closing lines of closed subpaths included).
    public var length: Double {
        var total = 0.0
        for i in subpaths.indices {
            let r = range(ofSubpath: i)
            guard r.count > 1 else { continue }
            for j in r.dropFirst() { total += Double(hypot(points[j].x - points[j - 1].x, points[j].y - points[j - 1].y)) }
            if subpaths[i].closed, let first = r.first, let last = r.last {
                total += Double(hypot(points[first].x - points[last].x, points[first].y - points[last].y))
            }
        }
        return total
    }

    /// The signed area (shoelace) of subpath `i` treated as closed: positive when it turns
    /// clockwise on screen (y down).
    public func signedArea(ofSubpath i: Int) -> Double {
        let r = range(ofSubpath: i)
        guard r.count > 2, let last = r.last else { return 0 }
        var sum = 0.0
        var prev = points[last]
        for j in r {
            let p = points[j]
            sum += Double(prev.x * p.y - p.x * prev.y)
            prev = p
        }
        return sum / 2
    }
}

/// Turns a `Path` into polygons, through an affine map, with curves cut into lines no further
/// than `tolerance` (in the map's output units: pixels for the painter) from the true curve.
public enum PathFlattener {
    /// The most lines one curve becomes (a huge curve stays cheap to draw).
    static let maxPieces = 512

    /// Flattens `path` mapped by x' = a·x + c·y + tx, y' = b·x + d·y + ty into `out` (reset first).
    public static func flatten(_ path: Path, a: Double = 1, b: Double = 0, c: Double = 0, d: Double = 1,
                               tx: Double = 0, ty: Double = 0, tolerance: Double = 0.25, into out: inout FlattenedPath) {
        out.reset()
        func m(_ p: CGPoint) -> CGPoint {
            CGPoint(x: a * Double(p.x) + c * Double(p.y) + tx, y: b * Double(p.x) + d * Double(p.y) + ty)
        }
        let tol = max(tolerance, 1e-3)
        var last = CGPoint.zero
        var open = false
        for element in path.elements {
            switch element {
            case .move(let p):
                if open { out.endSubpath(closed: false) }
                last = m(p)
                out.append(last)
                open = true
            case .line(let p):
                last = m(p)
                out.append(last)
            case .quadCurve(let p, let ctl):
                let p0 = last, p1 = m(ctl), p2 = m(p)
                let dd = hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y)
                let n = pieces(Double(dd) / (4 * tol))
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), u = 1 - t
                    out.append(CGPoint(x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x,
                                       y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y))
                }
                last = p2
            case .curve(let p, let c1, let c2):
                let p0 = last, p1 = m(c1), p2 = m(c2), p3 = m(p)
                let dd = max(hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y),
                             hypot(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y))
                let n = pieces(3 * Double(dd) / (4 * tol))
                for i in 1...n { out.append(cubicPoint(p0, p1, p2, p3, CGFloat(i) / CGFloat(n))) }
                last = p3
            case .close:
                if open { out.endSubpath(closed: true) }
                open = false
                let r = out.subpaths.isEmpty ? 0..<0 : out.range(ofSubpath: out.subpaths.count - 1)
                if let first = r.first {
                    // Drawing on after a close starts a new subpath at the old start.
                    last = out.points[first]
                    out.append(last)
                    open = true
                }
            }
        }
        if open { out.endSubpath(closed: false) }
    }

    /// Lines for a curve whose deviation after n pieces is `spread`/n².
    private static func pieces(_ spread: Double) -> Int {
        guard spread.isFinite else { return 1 }
        return min(maxPieces, max(1, Int(spread.squareRoot().rounded(.up))))
    }

    /// The cubic Bézier's point at t.
    static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
        return CGPoint(x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x, y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
    }
}
