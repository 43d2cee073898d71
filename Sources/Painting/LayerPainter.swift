import Foundation
import Raster
import ViewTree

/// Draws what views' layers add (ViewTree's `ViewDecoration`: shadows, borders, sublayers with
/// gradient and shape content, masks) straight into a painter's pixels, anti-aliased, for
/// every painter alike: the SDL renderer's canvas and `PixelPainter`'s memory are the same
/// kind of pixels (`PaintTarget.flushedPixels`).
///
/// Every shape becomes polygons (`PathFlattener`) whose exact area coverage
/// (`PolygonCoverage`) blends a colour or a gradient over the pixels. Buffers are kept from
/// frame to frame, so redrawing the same layers allocates nothing.
final class LayerPainter {
    private var flat = FlattenedPath()
    private var trimmed = FlattenedPath()
    private let coverage = PolygonCoverage()
    private let table = GradientTable()
    /// Saved pixels and mask alpha for each level of nested masks.
    private var maskLevels: [MaskLevel] = []
    /// How many masks are open now.
    var maskDepthIndex = 0
    var maskLevelCount: Int { maskLevels.count }
    func appendMaskLevel() { maskLevels.append(MaskLevel()) }
    func maskLevel(_ i: Int) -> MaskLevel { maskLevels[i] }

    final class MaskLevel {
        var saved: [UInt32] = []
        var alpha: [UInt32] = []
        var area = PixelRect(x: 0, y: 0, width: 0, height: 0)
    }

    /// The flattening tolerance, pixels.
    static let tolerance = 0.2

    // MARK: Shapes of a layer

    /// A path the painter reuses for rounded rectangles.
    private var scratch = Path()

    /// `bounds` rounded by `radius` on `corners` added to `path`.
    static func addRoundedRect(_ bounds: CGRect, radius: Double, corners: CornerMask, to path: inout Path) {
        if radius > 0, !corners.isEmpty {
            path.addRoundedRect(bounds, corners: corners, radii: CGSize(width: radius, height: radius))
        } else {
            path.addRect(bounds)
        }
    }

    /// `bounds` rounded by `radius` on `corners`, in the reused scratch path.
    func roundedRect(_ bounds: CGRect, radius: Double, corners: CornerMask) -> Path {
        scratch.removeAll()
        Self.addRoundedRect(bounds, radius: radius, corners: corners, to: &scratch)
        return scratch
    }

    private func flatten(_ path: Path, map: Affine, into out: inout FlattenedPath) {
        PathFlattener.flatten(path, a: map.a, b: map.b, c: map.c, d: map.d, tx: map.tx, ty: map.ty,
                              tolerance: Self.tolerance, into: &out)
    }

    /// The pixels `flat` can touch, `margin` pixels around, within `limit`.
    private func box(of path: FlattenedPath, margin: Double, within limit: PixelRect) -> PixelRect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for p in path.points {
            minX = min(minX, Double(p.x)); maxX = max(maxX, Double(p.x))
            minY = min(minY, Double(p.y)); maxY = max(maxY, Double(p.y))
        }
        guard minX <= maxX, let box = PixelRect.covering((minX - margin, minY - margin, maxX + margin, maxY + margin), margin: 1)
        else { return nil }
        return box.intersection(limit)
    }

    /// Starts coverage over what `flat` may touch; false when nothing of it is inside `limit`.
    private func beginCoverage(margin: Double, within limit: PixelRect) -> Bool {
        guard let area = box(of: flat, margin: margin, within: limit) else { return false }
        coverage.reset(area: area)
        return true
    }

    private func addFill(_ path: FlattenedPath) {
        for s in path.subpaths.indices { coverage.addPolygon(path.points[path.range(ofSubpath: s)]) }
    }

    /// Fills `path` (layer coordinates) mapped by `map` with `paint`.
    func fill(_ path: Path, map: Affine, evenOdd: Bool = false, paint: CoveragePaint, on buffer: PixelBuffer,
              clip: PixelRect) {
        flatten(path, map: map, into: &flat)
        guard beginCoverage(margin: 1, within: clip) else { return }
        addFill(flat)
        coverage.resolve(evenOdd: evenOdd)
        coverage.composite(onto: buffer, clip: clip, paint: paint)
    }

    // MARK: Shadow, border

    /// A shadow of `shape` (layer coordinates) under `map`, at `alpha`.
    func drawShadow(_ shadow: LayerShadow, shape: Path, map: Affine, alpha: Double, on buffer: PixelBuffer,
                    clip: PixelRect) {
        let color = RGBA8(shadow.color, alpha: alpha)
        guard color.a > 0 else { return }
        let scale = (abs(map.a * map.d - map.b * map.c)).squareRoot()
        let sigma = Double(shadow.radius) / 2 * scale
        let moved = map.concatenating(Affine(a: 1, b: 0, c: 0, d: 1, tx: Double(shadow.offset.width),
                                             ty: Double(shadow.offset.height)))
        flatten(shadow.path ?? shape, map: moved, into: &flat)
        // The blur spreads about 3σ; the box must hold it whole, whatever the clip.
        let spread = 3 * sigma + 2
        guard let full = box(of: flat, margin: spread, within: PixelRect.covering(
            (Double(clip.x) - spread, Double(clip.y) - spread, Double(clip.maxX) + spread, Double(clip.maxY) + spread),
            margin: 0) ?? clip) else { return }
        coverage.reset(area: full)
        addFill(flat)
        coverage.resolve(evenOdd: false)
        coverage.blur(sigma: sigma)
        coverage.composite(onto: buffer, clip: clip, paint: .color(color))
    }

    /// A border `width` points inside `bounds` rounded by `radius`.
    func drawBorder(_ border: LayerBorder, bounds: CGRect, radius: Double, corners: CornerMask, map: Affine,
                    alpha: Double, on buffer: PixelBuffer, clip: PixelRect) {
        let color = RGBA8(border.color, alpha: alpha)
        guard color.a > 0, bounds.width > 0, bounds.height > 0 else { return }
        let w = min(Double(border.width), Double(min(bounds.width, bounds.height)) / 2)
        // The ring between the outline and the outline inset by the width: both clockwise,
        // filled even-odd.
        scratch.removeAll()
        Self.addRoundedRect(bounds, radius: radius, corners: corners, to: &scratch)
        let inner = bounds.insetBy(dx: w, dy: w)
        if inner.width > 0, inner.height > 0 {
            Self.addRoundedRect(inner, radius: max(0, radius - w), corners: corners, to: &scratch)
        }
        fill(scratch, map: map, evenOdd: true, paint: .color(color), on: buffer, clip: clip)
    }

    // MARK: Layer content

    /// A gradient over `bounds` rounded by `radius`.
    func drawGradient(_ gradient: LayerGradient, bounds: CGRect, radius: Double, corners: CornerMask, map: Affine,
                      alpha: Double, on buffer: PixelBuffer, clip: PixelRect) {
        table.build(gradient, alpha: alpha)
        func unit(_ p: CGPoint) -> (x: Double, y: Double) {
            map.apply(Double(bounds.minX + p.x * bounds.width), Double(bounds.minY + p.y * bounds.height))
        }
        let start = unit(gradient.start), end = unit(gradient.end)
        table.colors.withUnsafeBufferPointer { colors in
            fill(roundedRect(bounds, radius: radius, corners: corners), map: map,
                 paint: .gradient(table: colors, start: start, end: end, kind: gradient.kind), on: buffer, clip: clip)
        }
    }

    /// A shape layer's fill, then its stroke.
    func drawShape(_ shape: ShapeContent, map: Affine, alpha: Double, on buffer: PixelBuffer, clip: PixelRect) {
        if let fillColor = shape.fillColor {
            let color = RGBA8(fillColor, alpha: alpha)
            if color.a > 0 { fill(shape.path, map: map, evenOdd: shape.evenOdd, paint: .color(color), on: buffer, clip: clip) }
        }
        guard let strokeColor = shape.strokeColor, shape.lineWidth > 0 else { return }
        let color = RGBA8(strokeColor, alpha: alpha)
        guard color.a > 0 else { return }
        let scale = (abs(map.a * map.d - map.b * map.c)).squareRoot()
        let hw = Double(shape.lineWidth) / 2 * scale
        flatten(shape.path, map: map, into: &flat)
        let start = Double(min(max(shape.strokeStart, 0), 1)), end = Double(min(max(shape.strokeEnd, 0), 1))
        guard end > start else { return }
        let whole = start <= 0 && end >= 1
        if !whole { Self.trim(flat, from: start, to: end, into: &trimmed) }
        let line = whole ? flat : trimmed
        guard let area = box(of: line, margin: hw * 10 + 2, within: clip) else { return }
        coverage.reset(area: area)
        coverage.addStroke(line, halfWidth: hw, cap: shape.lineCap, join: shape.lineJoin)
        coverage.resolve(evenOdd: false)
        coverage.composite(onto: buffer, clip: clip, paint: .color(color))
    }

    /// The part of `path`'s polylines from fraction `a` to `b` of their total length (closed
    /// subpaths include their closing line and come out open).
    static func trim(_ path: FlattenedPath, from a: Double, to b: Double, into out: inout FlattenedPath) {
        out.reset()
        let total = path.length
        let lo = a * total, hi = b * total
        var walked = 0.0
        for s in path.subpaths.indices {
            let r = path.range(ofSubpath: s)
            let count = r.count + (path.subpaths[s].closed ? 1 : 0)
            var open = false
            for k in 1..<max(count, 1) {
                let p = path.points[r.lowerBound + k - 1]
                let q = path.points[k < r.count ? r.lowerBound + k : r.lowerBound]
                let len = Double(hypot(q.x - p.x, q.y - p.y))
                let s0 = walked, s1 = walked + len
                walked = s1
                guard s1 > lo, s0 < hi, len > 0 else { continue }
                func at(_ d: Double) -> CGPoint {
                    let t = CGFloat(min(max((d - s0) / len, 0), 1))
                    return CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
                }
                if !open {
                    out.append(at(max(lo, s0)))
                    open = true
                }
                out.append(at(min(hi, s1)))
            }
            if open { out.endSubpath(closed: false) }
        }
    }
}
