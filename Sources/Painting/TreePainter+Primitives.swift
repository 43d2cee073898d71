import Foundation
import Raster
import ViewTree

// The HUD's shapes in points, for every painter: what lies beyond `CanvasReach` is cut off as
// for views (R8), non-finite input draws nothing, and each counts as drawing outside the tree.

extension TreePainter {
    /// A rounded rectangle of `color` over `rect` (points).
    public func fillRoundedRect<Target: PaintTarget>(_ rect: CGRect, radius: CGFloat, color: Color, corners: CornerMask,
                                                     on target: Target) {
        let map = Affine.scale(target.pixelsPerPoint)
        guard let bounds = CanvasReach.drawable(rect, map: map, width: target.pixelWidth, height: target.pixelHeight)
        else { return }
        willDrawOutsideTree(on: target)
        target.fill(bounds, radius: Double(radius), corners: corners, map: map, with: .color(RGBA8(color)))
    }

    /// A line of `width` points from `a` to `b`, anti-aliased.
    public func strokeLine<Target: PaintTarget>(from a: CGPoint, to b: CGPoint, width: CGFloat, color: Color,
                                                on target: Target) {
        let halfWidth = Double(width) / 2
        let s = target.pixelsPerPoint
        guard halfWidth > 0, halfWidth < CanvasReach.distance,
              let (a, b) = Self.segmentWithinReach(a, b, margin: halfWidth, scale: s,
                                                   width: target.pixelWidth, height: target.pixelHeight) else { return }
        let dx = Double(b.x - a.x), dy = Double(b.y - a.y)
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 1e-9 else { return }
        willDrawOutsideTree(on: target)
        let cosA = dx / length, sinA = dy / length
        let map = Affine(a: cosA * s, b: sinA * s, c: -sinA * s, d: cosA * s, tx: Double(a.x) * s, ty: Double(a.y) * s)
        let w = Double(width)
        target.fill(CGRect(x: 0, y: -w / 2, width: length, height: w), radius: 0, corners: [], map: map,
                    with: .color(RGBA8(color)))
    }

    /// Joined line segments through `points`.
    public func strokePolyline<Target: PaintTarget>(_ points: UnsafeBufferPointer<CGPoint>, width: CGFloat, color: Color,
                                                    on target: Target) {
        guard points.count > 1 else { return }
        for i in 1..<points.count { strokeLine(from: points[i - 1], to: points[i], width: width, color: color, on: target) }
    }

    /// The part of the segment a–b within reach of a `width` × `height` pixel canvas (plus
    /// `margin` points), in points at `scale` pixels a point; nil when none of it is, or an end
    /// is not finite (Liang–Barsky clipping).
    static func segmentWithinReach(_ a: CGPoint, _ b: CGPoint, margin: Double, scale s: Double,
                                   width: Int, height: Int) -> (CGPoint, CGPoint)? {
        let ax = Double(a.x), ay = Double(a.y), bx = Double(b.x), by = Double(b.y)
        guard ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite else { return nil }
        let m = CanvasReach.distance / s + margin
        let lo = (x: -m, y: -m), hi = (x: Double(width) / s + m, y: Double(height) / s + m)
        var t0 = 0.0, t1 = 1.0
        let dx = bx - ax, dy = by - ay
        // Each edge keeps the part of the line where p·t ≤ q.
        func keep(_ p: Double, _ q: Double) -> Bool {
            if p == 0 { return q >= 0 }
            if p < 0 { t0 = max(t0, q / p) } else { t1 = min(t1, q / p) }
            return t0 <= t1
        }
        guard keep(-dx, ax - lo.x), keep(dx, hi.x - ax), keep(-dy, ay - lo.y), keep(dy, hi.y - ay) else { return nil }
        return (CGPoint(x: ax + t0 * dx, y: ay + t0 * dy), CGPoint(x: ax + t1 * dx, y: ay + t1 * dy))
    }
}
