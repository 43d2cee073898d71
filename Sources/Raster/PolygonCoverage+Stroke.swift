import Foundation
import ViewTree

// Strokes as coverage: each segment a rectangle, each corner a join, each open end a cap, all
// turned the same way round so that where they overlap the non-zero rule unites them.

extension PolygonCoverage {
    /// Adds the stroke of `path`'s polylines (pixels), `halfWidth` pixels each side of the line.
    public func addStroke(_ path: FlattenedPath, halfWidth hw: Double, cap: LineCap, join: LineJoin,
                          miterLimit: Double = 10) {
        guard hw > 0, hw.isFinite else { return }
        let pts = path.points
        for s in path.subpaths.indices {
            let r = path.range(ofSubpath: s)
            let closed = path.subpaths[s].closed
            var last = r.lowerBound
            // Segments (skipping repeated points).
            var firstDir: (Double, Double)?
            var prevDir: (Double, Double)?
            var firstPoint = pts[r.lowerBound]
            for j in r.dropFirst() {
                let a = pts[last], b = pts[j]
                let dx = Double(b.x - a.x), dy = Double(b.y - a.y)
                let len = (dx * dx + dy * dy).squareRoot()
                guard len > 1e-9 else { continue }
                let dir = (dx / len, dy / len)
                addConvex((Double(a.x) - dir.1 * hw, Double(a.y) + dir.0 * hw), (Double(b.x) - dir.1 * hw, Double(b.y) + dir.0 * hw),
                           (Double(b.x) + dir.1 * hw, Double(b.y) - dir.0 * hw), (Double(a.x) + dir.1 * hw, Double(a.y) - dir.0 * hw))
                if let prevDir { addJoin(at: a, from: prevDir, to: dir, hw: hw, join: join, miterLimit: miterLimit) } else {
                    firstDir = dir
                    firstPoint = a
                }
                prevDir = dir
                last = j
            }
            guard let startDir = firstDir, let endDir = prevDir else {
                // A dot: round and square caps still draw one.
                if cap != .butt { addCap(at: pts[r.lowerBound], dir: (1, 0), hw: hw, cap: cap, both: true) }
                continue
            }
            if closed {
                let a = pts[last], b = firstPoint
                let dx = Double(b.x - a.x), dy = Double(b.y - a.y)
                let len = (dx * dx + dy * dy).squareRoot()
                if len > 1e-9 {
                    let dir = (dx / len, dy / len)
                    addConvex((Double(a.x) - dir.1 * hw, Double(a.y) + dir.0 * hw), (Double(b.x) - dir.1 * hw, Double(b.y) + dir.0 * hw),
                               (Double(b.x) + dir.1 * hw, Double(b.y) - dir.0 * hw), (Double(a.x) + dir.1 * hw, Double(a.y) - dir.0 * hw))
                    addJoin(at: a, from: endDir, to: dir, hw: hw, join: join, miterLimit: miterLimit)
                    addJoin(at: b, from: dir, to: startDir, hw: hw, join: join, miterLimit: miterLimit)
                } else {
                    addJoin(at: b, from: endDir, to: startDir, hw: hw, join: join, miterLimit: miterLimit)
                }
            } else {
                addCap(at: firstPoint, dir: (-startDir.0, -startDir.1), hw: hw, cap: cap, both: false)
                addCap(at: pts[last], dir: endDir, hw: hw, cap: cap, both: false)
            }
        }
    }

    /// The corner at `p` between a segment going `d1` and the next going `d2`.
    private func addJoin(at p: CGPoint, from d1: (Double, Double), to d2: (Double, Double), hw: Double, join: LineJoin,
                         miterLimit: Double) {
        let x = Double(p.x), y = Double(p.y)
        let cross = d1.0 * d2.1 - d1.1 * d2.0
        guard abs(cross) > 1e-9 || d1.0 * d2.0 + d1.1 * d2.1 < 0 else { return }
        if join == .round {
            addCircle(x, y, hw)
            return
        }
        // The outer side: the offsets that part there.
        let side: Double = cross > 0 ? -1 : 1
        let n1 = (-d1.1 * hw * side, d1.0 * hw * side), n2 = (-d2.1 * hw * side, d2.0 * hw * side)
        let a = (x + n1.0, y + n1.1), b = (x + n2.0, y + n2.1)
        if join == .miter {
            let mx = n1.0 + n2.0, my = n1.1 + n2.1
            let ml = (mx * mx + my * my).squareRoot()
            if ml > 1e-9 {
                // The tip's distance from p is hw / cos(θ/2); cos(θ/2) = |n1 + n2| / (2·hw).
                let ratio = 2 * hw / ml
                if ratio <= miterLimit {
                    let tip = (x + mx / ml * hw * ratio, y + my / ml * hw * ratio)
                    addConvex((x, y), a, tip, b)
                    return
                }
            }
        }
        addConvex((x, y), a, b, b)
    }

    /// An open end at `p`, the line leaving it along `dir`.
    private func addCap(at p: CGPoint, dir: (Double, Double), hw: Double, cap: LineCap, both: Bool) {
        let x = Double(p.x), y = Double(p.y)
        switch cap {
        case .butt: return
        case .round: addCircle(x, y, hw)
        case .square:
            let n = (-dir.1 * hw, dir.0 * hw), e = (dir.0 * hw, dir.1 * hw)
            let back = both ? e : (0, 0)
            addConvex((x + n.0 - back.0, y + n.1 - back.1), (x + n.0 + e.0, y + n.1 + e.1),
                       (x - n.0 + e.0, y - n.1 + e.1), (x - n.0 - back.0, y - n.1 - back.1))
        }
    }

    /// A disc of radius `r` pixels as a polygon fine enough for its size.
    private func addCircle(_ x: Double, _ y: Double, _ r: Double) {
        let n = min(64, max(8, Int((r * 2).rounded(.up)) * 2))
        var prev = (x + r, y)
        for i in 1...n {
            let t = Double(i) / Double(n) * 2 * .pi
            let p = (x + r * cos(t), y + r * sin(t))
            addEdge(prev.0, prev.1, p.0, p.1)
            prev = p
        }
    }

    /// A convex quadrilateral (a triangle repeats its last corner), turned clockwise on screen
    /// whatever its order. Four parameters, not an array: a frame allocates nothing.
    private func addConvex(_ p0: (Double, Double), _ p1: (Double, Double), _ p2: (Double, Double),
                           _ p3: (Double, Double)) {
        let area = (p0.0 * p1.1 - p1.0 * p0.1) + (p1.0 * p2.1 - p2.0 * p1.1) + (p2.0 * p3.1 - p3.0 * p2.1)
            + (p3.0 * p0.1 - p0.0 * p3.1)
        if area >= 0 {
            addEdge(p0.0, p0.1, p1.0, p1.1); addEdge(p1.0, p1.1, p2.0, p2.1)
            addEdge(p2.0, p2.1, p3.0, p3.1); addEdge(p3.0, p3.1, p0.0, p0.1)
        } else {
            addEdge(p1.0, p1.1, p0.0, p0.1); addEdge(p2.0, p2.1, p1.0, p1.1)
            addEdge(p3.0, p3.1, p2.0, p2.1); addEdge(p0.0, p0.1, p3.0, p3.1)
        }
    }
}
