import Blur
import Foundation

/// A convex polygon in pixel coordinates, kept as its edges' lines, for filling with one colour
/// anti-aliased over one pixel: each pixel is covered by ½ − the signed distance of its centre
/// from the outline (the farthest edge line), clamped to 0…1 — the ramp the shape painter's
/// feathered rim gives axis-aligned shapes.
///
/// Rotated and sheared solid shapes are filled with it instead of SDL's software geometry, which
/// blends each triangle through a surface the size of its box: the long thin rim triangles of a
/// tilted card cost about as much as the canvas at twice the pixels per point.
///
/// Buffers are kept between shapes, so filling allocates nothing after the first.
public struct ConvexPolygon {
    /// Edge i's outward unit normal and offset: its signed distance is `nx·x + ny·y − c`.
    private var nx: [Double] = [], ny: [Double] = [], c: [Double] = []
    /// The vertices' box.
    public private(set) var minX = 0.0, maxX = 0.0, minY = 0.0, maxY = 0.0

    /// An empty polygon with room for a rounded rectangle's outline.
    public init() {
        nx.reserveCapacity(160)
        ny.reserveCapacity(160)
        c.reserveCapacity(160)
    }

    /// No edges: nothing is inside.
    public var isEmpty: Bool { nx.isEmpty }

    /// Takes the convex outline through `count` points (either winding), each from `point(i)`.
    /// Repeated points are skipped; a polygon with no area, or with a point that is not finite, is
    /// empty.
    public mutating func set(count: Int, point: (Int) -> (x: Double, y: Double)) {
        nx.removeAll(keepingCapacity: true)
        ny.removeAll(keepingCapacity: true)
        c.removeAll(keepingCapacity: true)
        guard count >= 3 else { return }
        var area = 0.0
        minX = .infinity; maxX = -.infinity; minY = .infinity; maxY = -.infinity
        for i in 0..<count {
            let p = point(i), q = point((i + 1) % count)
            guard p.x.isFinite, p.y.isFinite else { return clear() }
            area += p.x * q.y - q.x * p.y
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        guard area.isFinite, abs(area) > 1e-9 else { return clear() }
        // y points down: a positive area is clockwise on screen, whose outward side is to the left
        // of each edge's direction in these coordinates.
        let sign: Double = area > 0 ? 1 : -1
        for i in 0..<count {
            let p = point(i), q = point((i + 1) % count)
            let dx = q.x - p.x, dy = q.y - p.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 1e-12 else { continue }
            let ox = sign * dy / length, oy = -sign * dx / length
            nx.append(ox); ny.append(oy); c.append(ox * p.x + oy * p.y)
        }
        if nx.count < 3 { clear() }
    }

    private mutating func clear() {
        nx.removeAll(keepingCapacity: true)
        ny.removeAll(keepingCapacity: true)
        c.removeAll(keepingCapacity: true)
    }

    /// Coverage (0…1) of the pixel whose centre is (x, y).
    public func coverage(x: Double, y: Double) -> Double {
        var d = -Double.infinity
        for i in nx.indices { d = Swift.max(d, nx[i] * x + ny[i] * y - c[i]) }
        return Swift.min(Swift.max(0.5 - d, 0), 1)
    }

    /// The pixel columns of row `y` whose centres lie where every edge's distance is at most
    /// `reach` (−½: wholly covered; below +½: touched at all), as `first...last`; nil when none.
    func columns(row y: Int, reach: Double) -> (Int, Int)? {
        let cy = Double(y) + 0.5
        var lo = -Double.infinity, hi = Double.infinity
        for i in nx.indices {
            let bound = reach + c[i] - ny[i] * cy
            if nx[i] > 1e-12 {
                hi = Swift.min(hi, bound / nx[i])
            } else if nx[i] < -1e-12 {
                lo = Swift.max(lo, bound / nx[i])
            } else if bound < 0 {
                return nil
            }
        }
        // Pixel x's centre is x + ½.
        let first = (lo - 0.5).rounded(.up), last = (hi - 0.5).rounded(.down)
        guard first <= last, first < 1e15, last > -1e15 else { return nil }
        return (Int(Swift.max(first, -1e15)), Int(Swift.min(last, 1e15)))
    }
}
