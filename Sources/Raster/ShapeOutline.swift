import Foundation
import ViewTree

/// The outline of a rounded rectangle as two matching polygons, in a view's local coordinates:
/// `inner` lies half a pixel inside the true edge and `outer` half a pixel outside. Filling
/// `inner` opaque and ramping alpha to 0 between the two gives a one-pixel anti-aliased edge.
///
/// Buffers are kept between calls so building an outline every frame allocates nothing.
public struct ShapeOutline {
    /// Half a pixel inside the edge.
    public private(set) var inner: [(x: Double, y: Double)] = []
    /// Half a pixel outside the edge.
    public private(set) var outer: [(x: Double, y: Double)] = []

    /// Empty outlines with room for the common case.
    public init() {
        inner.reserveCapacity(160)
        outer.reserveCapacity(160)
    }

    /// Arc segments for a corner of `radiusPixels`: enough that the chord stays within ~0.1 px.
    public static func segments(radiusPixels r: Double) -> Int {
        guard r > 0.5 else { return 1 }
        return max(2, min(32, Int((r.squareRoot() * 1.7).rounded(.up))))
    }

    /// Builds both polygons (clockwise on screen, y down) for `rect` with `radius` on the
    /// corners in `corners`. `halfX`/`halfY` are half a pixel in local units along each axis;
    /// each arc has `segments` chords (see `segments(radiusPixels:)`).
    public mutating func build(rect: CGRect, radius: Double, corners: CornerMask,
                        halfX: Double, halfY: Double, segments n: Int) {
        inner.removeAll(keepingCapacity: true)
        outer.removeAll(keepingCapacity: true)
        let minX = Double(rect.minX), minY = Double(rect.minY)
        let maxX = Double(rect.maxX), maxY = Double(rect.maxY)
        let r = max(0, min(radius, Double(rect.width) / 2, Double(rect.height) / 2))
        // Corners in drawing order: top-left, top-right, bottom-right, bottom-left; each with its
        // arc centre direction (sx, sy) and the angle where its arc starts.
        let spec: [(CornerMask, Double, Double, Double)] = [
            (.topLeft, minX, minY, Double.pi),
            (.topRight, maxX, minY, 1.5 * Double.pi),
            (.bottomRight, maxX, maxY, 0),
            (.bottomLeft, minX, maxY, 0.5 * Double.pi),
        ]
        for (mask, cx, cy, start) in spec {
            let sx: Double = cx == minX ? 1 : -1, sy: Double = cy == minY ? 1 : -1
            if r > 0, corners.contains(mask) {
                let ox = cx + sx * r, oy = cy + sy * r
                let innerRX = max(r - halfX, 0), innerRY = max(r - halfY, 0)
                let outerRX = r + halfX, outerRY = r + halfY
                for i in 0...n {
                    let angle = start + Double(i) / Double(n) * 0.5 * Double.pi
                    let ca = cos(angle), sa = sin(angle)
                    inner.append((ox + ca * innerRX, oy + sa * innerRY))
                    outer.append((ox + ca * outerRX, oy + sa * outerRY))
                }
            } else {
                inner.append((cx + sx * halfX, cy + sy * halfY))
                outer.append((cx - sx * halfX, cy - sy * halfY))
            }
        }
    }
}
