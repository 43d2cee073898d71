import Blur
import Foundation
import ViewTree

/// A clipping view's shape in pixels: its bounds rounded by `cornerRadius` on its masked corners,
/// through any affine map (rotation, scale, shear). Gives each pixel its coverage, anti-aliased
/// over one pixel as the shape painter's edges are.
public struct ClipShape {
    // Pixel → local: lx = ia·x + ic·y + itx, ly = ib·x + id·y + ity.
    let ia: Double, ib: Double, ic: Double, id: Double, itx: Double, ity: Double
    let centreX: Double, centreY: Double, halfW: Double, halfH: Double
    /// Radii of the top-left, top-right, bottom-left and bottom-right corners (local units).
    let rTL: Double, rTR: Double, rBL: Double, rBR: Double
    /// Nothing is inside (a map that collapses the shape, or numbers that are not finite).
    public let isEmpty: Bool
    /// Two local rectangles whose pixels are surely wholly inside, a cross whose arms stop short
    /// of the corners: the bounds inset by one pixel's reach in local units, and by the largest
    /// radius as well across (`wide`) or along (`tall`) the shape. Only the corners and a rim
    /// about a pixel wide are left to be measured.
    let wide: SafeBox, tall: SafeBox

    /// A local rectangle of surely covered pixels.
    struct SafeBox {
        var minX: Double, maxX: Double, minY: Double, maxY: Double
    }

    /// The shape of `bounds` rounded by `radius` (local units) on `corners`, mapped to pixels by `map`.
    public init(bounds: CGRect, radius: Double, corners: CornerMask, map: Affine) {
        let det = map.a * map.d - map.b * map.c
        let w = Double(bounds.width), h = Double(bounds.height)
        let ok = det.isFinite && abs(det) > 1e-12 && w > 0 && h > 0 && radius.isFinite
            && map.tx.isFinite && map.ty.isFinite && Double(bounds.minX).isFinite && Double(bounds.minY).isFinite
        isEmpty = !ok
        let inv = ok ? 1 / det : 0
        ia = map.d * inv; ib = -map.b * inv; ic = -map.c * inv; id = map.a * inv
        itx = ok ? -(ia * map.tx + ic * map.ty) : 0
        ity = ok ? -(ib * map.tx + id * map.ty) : 0
        centreX = Double(bounds.midX); centreY = Double(bounds.midY)
        halfW = w / 2; halfH = h / 2
        let r = ok ? max(0, min(radius, halfW, halfH)) : 0
        rTL = corners.contains(.topLeft) ? r : 0
        rTR = corners.contains(.topRight) ? r : 0
        rBL = corners.contains(.bottomLeft) ? r : 0
        rBR = corners.contains(.bottomRight) ? r : 0
        let reachX = abs(ia) + abs(ic), reachY = abs(ib) + abs(id)
        wide = SafeBox(minX: centreX - halfW + reachX, maxX: centreX + halfW - reachX,
                       minY: centreY - halfH + r + reachY, maxY: centreY + halfH - r - reachY)
        tall = SafeBox(minX: centreX - halfW + r + reachX, maxX: centreX + halfW - r - reachX,
                       minY: centreY - halfH + reachY, maxY: centreY + halfH - reachY)
    }

    /// Coverage (0…1) of the pixel whose centre is (x, y): ½ − the signed distance to the
    /// rounded outline in pixels (the local distance over the length of its pixel gradient).
    @inline(__always)
    public func coverage(x: Double, y: Double) -> Double {
        if isEmpty { return 0 }
        let lx = ia * x + ic * y + itx, ly = ib * x + id * y + ity
        let dx = lx - centreX, dy = ly - centreY
        let r = dx < 0 ? (dy < 0 ? rTL : rBL) : (dy < 0 ? rTR : rBR)
        let sx: Double = dx < 0 ? -1 : 1, sy: Double = dy < 0 ? -1 : 1
        let qx = abs(dx) - (halfW - r), qy = abs(dy) - (halfH - r)
        let d: Double, nx: Double, ny: Double
        if qx > 0 && qy > 0 {
            let l = (qx * qx + qy * qy).squareRoot()
            d = l - r; nx = sx * qx / l; ny = sy * qy / l
        } else if qx > qy {
            d = qx - r; nx = sx; ny = 0
        } else {
            d = qy - r; nx = 0; ny = sy
        }
        // ∇(pixel) of the local distance is Jᵀ·n, J the pixel → local linear part.
        let gx = ia * nx + ib * ny, gy = ic * nx + id * ny
        let g = (gx * gx + gy * gy).squareRoot()
        guard g > 0 else { return 0 }
        return min(max(0.5 - d / g, 0), 1)
    }

    /// The pixel columns of row `y` (centre y + 0.5) that are surely wholly inside, clamped to
    /// `x0..<x1`; empty when none is.
    public func safeColumns(row y: Int, x0: Int, x1: Int) -> Range<Int> {
        guard !isEmpty else { return x0..<x0 }
        let a = columns(in: wide, row: y, x0: x0, x1: x1), b = columns(in: tall, row: y, x0: x0, x1: x1)
        if a.isEmpty { return b }
        if b.isEmpty { return a }
        // Both boxes hold the centre, so on a row through both their columns meet; should they
        // not (a sheared map), either alone is still surely inside.
        if a.overlaps(b) || a.upperBound == b.lowerBound || b.upperBound == a.lowerBound {
            return min(a.lowerBound, b.lowerBound)..<max(a.upperBound, b.upperBound)
        }
        return a.count >= b.count ? a : b
    }

    private func columns(in box: SafeBox, row y: Int, x0: Int, x1: Int) -> Range<Int> {
        guard box.minX < box.maxX, box.minY < box.maxY else { return x0..<x0 }
        let cy = Double(y) + 0.5
        // Along the row, lx and ly are linear in the pixel centre x + 0.5.
        var lo = Double(x0), hi = Double(x1)
        func keep(_ f0: Double, _ slope: Double, _ a: Double, _ b: Double) {
            if slope == 0 {
                if f0 < a || f0 > b { hi = lo - 1 }
                return
            }
            let u = (a - f0) / slope - 0.5, v = (b - f0) / slope - 0.5
            lo = max(lo, min(u, v)); hi = min(hi, max(u, v))
        }
        keep(ic * cy + itx, ia, box.minX, box.maxX)
        keep(id * cy + ity, ib, box.minY, box.maxY)
        guard hi >= lo, lo.isFinite, hi.isFinite else { return x0..<x0 }
        let first = Int(lo.rounded(.up)), last = Int(hi.rounded(.down))
        let a = min(max(first, x0), x1), b = min(max(last + 1, a), x1)
        return a..<b
    }
}

/// Clips subviews to a clipping view's rounded or transformed shape (`clipsToBounds`): the
/// pixels under the shape's clip rectangle that it may not cover wholly are kept before the
/// subviews draw, and afterwards each of them is mixed back by the shape's coverage (what the
/// subviews drew where the shape covers it, what was there before elsewhere, anti-aliased on
/// the edge). Pixels surely inside keep what the subviews drew and are not kept: a canvas-wide
/// rounded clip keeps its rim, not a canvas of pixels.
///
/// One saved layer per nesting depth, each keeping its buffers: after the first frames a frame
/// allocates nothing. Every pixel is computed alone, so the bytes do not depend on the threads.
public final class ClipMasks {
    private final class Layer {
        /// Each row's kept pixels, packed: the columns left of the row's surely-inside range,
        /// then those right of it.
        var saved = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
        var capacity = 1
        /// Per row of `area`: where its kept pixels start in `saved`, and its surely-inside
        /// columns (canvas x, `insideFrom..<insideTo`).
        var rows = UnsafeMutablePointer<RowSpan>.allocate(capacity: 1)
        var rowCapacity = 1
        var area = PixelRect(x: 0, y: 0, width: 0, height: 0)
        var shape: ClipShape?

        deinit {
            saved.deallocate()
            rows.deallocate()
        }

        func reserve(pixels count: Int, rows rowCount: Int) {
            if count > capacity {
                saved.deallocate()
                saved = .allocate(capacity: count)
                capacity = count
            }
            if rowCount > rowCapacity {
                rows.deallocate()
                rows = .allocate(capacity: rowCount)
                rowCapacity = rowCount
            }
        }
    }

    /// One row of a layer (see `Layer.rows`).
    struct RowSpan {
        var start: Int, insideFrom: Int, insideTo: Int
    }

    private var layers: [Layer] = []
    private var depth = 0

    /// No masks open.
    public init() {
        layers.reserveCapacity(8)
    }

    /// Forgets every open mask (a frame starts).
    public func reset() { depth = 0 }

    /// Opens a mask for `shape` over the pixels `area` of `buffer` (the clip rectangle in force):
    /// keeps what is there now where the shape may not cover it wholly. The buffer's owner must
    /// have flushed its own drawing first.
    public func begin(_ buffer: PixelBuffer, area: PixelRect, shape: ClipShape) {
        if depth == layers.count { layers.append(Layer()) }
        let layer = layers[depth]
        depth += 1
        guard let clipped = PixelBlend.clippedArea(area, in: buffer, clip: nil) else {
            layer.shape = nil
            return
        }
        layer.area = clipped
        layer.shape = shape
        let w = clipped.width, h = clipped.height, x0 = clipped.x, y0 = clipped.y
        // Only what `end` may put back: the columns of each row not surely inside the shape.
        layer.reserve(pixels: 1, rows: h)
        var total = 0
        for y in 0..<h {
            let inside = shape.safeColumns(row: y0 + y, x0: x0, x1: x0 + w)
            layer.rows[y] = RowSpan(start: total, insideFrom: inside.lowerBound, insideTo: inside.upperBound)
            total += w - inside.count
        }
        layer.reserve(pixels: total, rows: h)
        let pixels = buffer.base, row = buffer.pixelsPerRow
        for y in 0..<h {
            let span = layer.rows[y]
            let kept = layer.saved + span.start, line = pixels + (y0 + y) * row + x0
            let a = span.insideFrom - x0, b = span.insideTo - x0
            kept.update(from: line, count: a)
            (kept + a).update(from: line + b, count: w - b)
        }
    }

    /// Closes the innermost mask: every pixel of its area becomes what was kept, mixed towards
    /// what the subviews drew by the shape's coverage there. The buffer's owner must have
    /// flushed its own drawing first.
    public func end(_ buffer: PixelBuffer, pool: WorkerPool?) {
        guard depth > 0 else { return }
        depth -= 1
        let layer = layers[depth]
        guard let shape = layer.shape else { return }
        layer.shape = nil
        let area = layer.area
        struct Restore: BandJob {
            let pixels: UnsafeMutablePointer<UInt32>, row: Int, saved: UnsafeMutablePointer<UInt32>
            let spans: UnsafeMutablePointer<RowSpan>
            let x0: Int, y0: Int, width: Int, shape: ClipShape
            func run(band: Int, rows: Range<Int>) {
                for y in rows {
                    let line = pixels + y * row, span = spans[y - y0]
                    // Left of the inside range at `left + x`, right of it packed after, at `right + x`.
                    let left = span.start - x0, right = left + span.insideFrom - span.insideTo
                    let cy = Double(y) + 0.5
                    @inline(__always) func mix(_ x: Int, _ was: UInt32) {
                        let c = shape.coverage(x: Double(x) + 0.5, y: cy)
                        let w = UInt32((c * 256).rounded())
                        if w < 256 { line[x] = PixelBlend.lerp(was, line[x], w) }
                    }
                    // Pixels surely inside keep what the subviews drew.
                    for x in x0..<span.insideFrom { mix(x, saved[left + x]) }
                    for x in span.insideTo..<x0 + width { mix(x, saved[right + x]) }
                }
            }
        }
        PixelBlend.rows(area.y..<area.maxY, width: area.width, pool: pool,
                        Restore(pixels: buffer.base, row: buffer.pixelsPerRow, saved: layer.saved, spans: layer.rows,
                                x0: area.x, y0: area.y, width: area.width, shape: shape))
    }
}
