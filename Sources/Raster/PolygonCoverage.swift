import Foundation

/// Anti-aliased coverage of polygons over a box of pixels, for layer shapes, borders, gradients
/// and shadows: each edge adds the signed area it sweeps to the pixels it crosses, and a sum
/// along each row gives every pixel's winding-weighted coverage (exact area coverage, not
/// supersampled). Non-zero winding clamps its magnitude to 1; even-odd folds it.
///
/// Its buffers are kept between uses: a frame that draws the same shapes allocates nothing.
public final class PolygonCoverage {
    /// The pixels covered: coverage (0…1) of pixel (area.x + i, area.y + j) is `values[j·width + i]`
    /// after `resolve`.
    public private(set) var area = PixelRect(x: 0, y: 0, width: 0, height: 0)
    /// Accumulated edge areas, then (after `resolve`) coverage; rows `stride` apart.
    public internal(set) var values: [Float] = []
    /// Row length in `values`: the width and two spare cells for edges at the right side.
    public private(set) var stride = 0
    /// One line of values, for the blur.
    var scratch: [Float] = []

    public init() {}

    /// Starts over on `area`, all coverage zero.
    public func reset(area: PixelRect) {
        self.area = area.isEmpty ? PixelRect(x: area.x, y: area.y, width: 0, height: 0) : area
        stride = self.area.width + 2
        let count = stride * self.area.height
        if values.count < count { values.append(contentsOf: repeatElement(0, count: count - values.count)) }
        values.withUnsafeMutableBufferPointer { $0.baseAddress?.update(repeating: 0, count: count) }
    }

    /// Adds the closed polygon through `points` (pixels, canvas coordinates; the last point
    /// joins the first).
    public func addPolygon(_ points: ArraySlice<CGPoint>) {
        guard points.count > 2, var prev = points.last else { return }
        for p in points {
            addEdge(Double(prev.x), Double(prev.y), Double(p.x), Double(p.y))
            prev = p
        }
    }

    /// Adds one directed edge (pixels, canvas coordinates). Downward edges add, upward subtract.
    public func addEdge(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        guard ay != by, ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite, !area.isEmpty else { return }
        let w = Double(area.width), h = Double(area.height)
        // To the area's coordinates, top to bottom.
        var x0 = ax - Double(area.x), y0 = ay - Double(area.y), x1 = bx - Double(area.x), y1 = by - Double(area.y)
        var dir: Float = 1
        if y0 > y1 {
            swap(&x0, &x1)
            swap(&y0, &y1)
            dir = -1
        }
        let dxdy = (x1 - x0) / (y1 - y0)
        let top = max(y0, 0), bottom = min(y1, h)
        guard top < bottom else { return }
        values.withUnsafeMutableBufferPointer { acc in
            guard let base = acc.baseAddress else { return }
            var row = Int(top.rounded(.down))
            while Double(row) < bottom {
                var ya = max(Double(row), top), yb = min(Double(row + 1), bottom)
                var xa = x0 + (ya - y0) * dxdy, xb = x0 + (yb - y0) * dxdy
                row += 1
                // Right of the area an edge changes no pixel of it: the part beyond is dropped.
                if xa >= w && xb >= w { continue }
                if xa > w || xb > w {
                    let yw = ya + (yb - ya) * (w - xa) / (xb - xa)
                    if xa > w { (ya, xa) = (yw, w) } else { (yb, xb) = (yw, w) }
                }
                let d = dir * Float(yb - ya)
                // Left of it an edge covers the whole row to its right: it counts at the left
                // edge.
                xa = max(xa, 0)
                xb = max(xb, 0)
                Self.accumulate(base + row * stride - stride, min(xa, xb), max(xa, xb), d)
            }
        }
    }

    /// One row's share of an edge crossing it from column position `xl` to `xr` (xl ≤ xr),
    /// covering `d` of the row's height (signed).
    @inline(__always)
    private static func accumulate(_ line: UnsafeMutablePointer<Float>, _ xl: Double, _ xr: Double, _ d: Float) {
        let il = Int(xl.rounded(.down))
        if xr - xl < 1e-9 || Int(xr.rounded(.down)) == il || (Double(il + 1) == xr) {
            // Within one column: the part right of the edge's mean x in that column.
            let mid = Float((xl + xr) / 2 - Double(il))
            line[il] += d * (1 - mid)
            line[il + 1] += d * mid
            return
        }
        // Across columns: the area to the right of the edge in each column, as the triangle and
        // trapezoids the edge cuts it into (x grows by `s` of the row height per column).
        let s = Float(1 / (xr - xl))
        let fl = Float(xl - Double(il))
        let ir = Int(xr.rounded(.up))
        let fr = Float(xr - Double(ir - 1))
        let first = 0.5 * s * (1 - fl) * (1 - fl)
        let last = 0.5 * s * fr * fr
        line[il] += d * first
        if ir == il + 2 {
            line[il + 1] += d * (1 - first - last)
        } else {
            let second = s * (1.5 - fl)
            line[il + 1] += d * (second - first)
            if ir - il > 3 {
                for i in (il + 2)..<(ir - 1) { line[i] += d * s }
            }
            let upTo = second + Float(ir - il - 3) * s
            line[ir - 1] += d * (1 - upTo - last)
        }
        line[ir] += d * last
    }

    /// Turns the accumulated areas into coverage, row by row.
    public func resolve(evenOdd: Bool) {
        let w = area.width
        values.withUnsafeMutableBufferPointer { acc in
            guard let base = acc.baseAddress else { return }
            for row in 0..<area.height {
                let line = base + row * stride
                var sum: Float = 0
                for i in 0..<w {
                    sum += line[i]
                    var c = abs(sum)
                    if evenOdd {
                        c = c.truncatingRemainder(dividingBy: 2)
                        if c > 1 { c = 2 - c }
                    }
                    line[i] = min(c, 1)
                }
            }
        }
    }

    /// The coverage of pixel (x, y) in canvas coordinates (0 outside the area), after `resolve`.
    public func coverage(x: Int, y: Int) -> Float {
        let i = x - area.x, j = y - area.y
        guard i >= 0, j >= 0, i < area.width, j < area.height else { return 0 }
        return values[j * stride + i]
    }
}
