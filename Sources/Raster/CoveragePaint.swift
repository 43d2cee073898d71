import Foundation
import ViewTree

/// What fills a `PolygonCoverage`: one colour, or a gradient read from a table of 256 colours,
/// laid by `kind` from `start` and `end` (pixels). Straight alpha, times `alpha`.
public enum CoveragePaint {
    case color(RGBA8)
    /// `table` is a `GradientTable`'s (valid while it is not rebuilt).
    case gradient(table: UnsafeBufferPointer<RGBA8>, start: (x: Double, y: Double), end: (x: Double, y: Double),
                  kind: GradientKind)

    /// Where pixel centre (`x`, `y`) falls on a gradient of `kind` from `start` to `end`, 0…1
    /// before clamping: along the line, out to the ellipse, or around the start.
    static func position(x: Double, y: Double, start: (x: Double, y: Double), end: (x: Double, y: Double),
                         kind: GradientKind) -> Double {
        let dx = end.x - start.x, dy = end.y - start.y, px = x - start.x, py = y - start.y
        switch kind {
        case .axial:
            let len2 = dx * dx + dy * dy
            return len2 > 0 ? (px * dx + py * dy) / len2 : 0
        case .radial:
            // A radius of zero on one axis takes the other's (a circle), both zero draws the end.
            let rx = abs(dx) > 0 ? abs(dx) : abs(dy), ry = abs(dy) > 0 ? abs(dy) : abs(dx)
            guard rx > 0 else { return 1 }
            let u = px / rx, v = py / ry
            return (u * u + v * v).squareRoot()
        case .conic:
            let turn = atan2(py, px) - atan2(dy, dx)
            let whole = 2 * Double.pi
            return (turn.truncatingRemainder(dividingBy: whole) + whole).truncatingRemainder(dividingBy: whole) / whole
        }
    }
}

/// 256 colours along a gradient, kept between frames (rebuilding it allocates nothing).
public final class GradientTable {
    public private(set) var colors = [RGBA8](repeating: RGBA8(r: 0, g: 0, b: 0, a: 0), count: 256)

    public init() {}

    /// Fills the table from `gradient`, every colour's alpha times `alpha`.
    public func build(_ gradient: LayerGradient, alpha: Double) {
        for i in 0..<256 { colors[i] = RGBA8(gradient.color(at: Double(i) / 255), alpha: alpha) }
    }
}

extension PolygonCoverage {
    /// Blends `paint` over `buffer` by the resolved coverage, within `clip` (nil: all) and the
    /// buffer.
    public func composite(onto buffer: PixelBuffer, clip: PixelRect?, paint: CoveragePaint) {
        guard let target = PixelBlend.clippedArea(area, in: buffer, clip: clip) else { return }
        values.withUnsafeBufferPointer { cov in
            guard let base = cov.baseAddress else { return }
            for y in target.y..<target.maxY {
                let line = base + (y - area.y) * stride - area.x
                let row = buffer.base + y * buffer.pixelsPerRow
                switch paint {
                case .color(let color):
                    let s = color.opaqueARGB, a = Float(color.a)
                    for x in target.x..<target.maxX {
                        let c = line[x]
                        guard c > 0 else { continue }
                        row[x] = PixelBlend.blend(s, alpha: UInt32((a * c).rounded()), over: row[x])
                    }
                case .gradient(let table, let start, let end, let kind):
                    let dx = end.x - start.x, dy = end.y - start.y
                    let len2 = dx * dx + dy * dy
                    let ux = len2 > 0 ? dx / len2 : 0, uy = len2 > 0 ? dy / len2 : 0
                    let py = Double(y) + 0.5 - start.y
                    for x in target.x..<target.maxX {
                        let c = line[x]
                        guard c > 0 else { continue }
                        let t = kind == .axial ? (Double(x) + 0.5 - start.x) * ux + py * uy
                            : CoveragePaint.position(x: Double(x) + 0.5, y: Double(y) + 0.5, start: start, end: end, kind: kind)
                        let color = table[Int((min(max(t, 0), 1) * 255).rounded())]
                        row[x] = PixelBlend.blend(color.opaqueARGB, alpha: UInt32((Float(color.a) * c).rounded()),
                                                  over: row[x])
                    }
                }
            }
        }
    }

    /// Blurs the resolved coverage by a Gaussian of σ `sigma` pixels (three box blurs each way),
    /// keeping the area (make it large enough for the blur's spread: about 3σ each side).
    public func blur(sigma: Double) {
        guard sigma > 0.3, !area.isEmpty else { return }
        // Three boxes of width w approximate a Gaussian with σ² = 3·(w² − 1)/12.
        let radius = max(1, Int(((4 * sigma * sigma + 1).squareRoot() - 1) / 2 + 0.5))
        let w = area.width, h = area.height
        if scratch.count < max(w, h) + 1 { scratch = [Float](repeating: 0, count: max(w, h) + 1) }
        for _ in 0..<3 {
            for row in 0..<h { boxPass(start: row * stride, step: 1, count: w, radius: radius) }
            for col in 0..<w { boxPass(start: col, step: stride, count: h, radius: radius) }
        }
    }

    /// One box blur along a line of `count` values `step` apart, zero beyond its ends.
    private func boxPass(start: Int, step: Int, count: Int, radius: Int) {
        let scale = 1 / Float(2 * radius + 1)
        scratch.withUnsafeMutableBufferPointer { line in
            values.withUnsafeMutableBufferPointer { v in
                guard let l = line.baseAddress, let base = v.baseAddress else { return }
                for i in 0..<count { l[i] = base[start + i * step] }
                var sum: Float = 0
                for i in 0..<min(radius, count) { sum += l[i] }
                for i in 0..<count {
                    if i + radius < count { sum += l[i + radius] }
                    if i - radius - 1 >= 0 { sum -= l[i - radius - 1] }
                    base[start + i * step] = sum * scale
                }
            }
        }
    }
}
