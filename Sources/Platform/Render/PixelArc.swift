import CSDL2

/// Where a textured fill's texels live in memory, so corners can be drawn without
/// SDL_RenderGeometry (whose software path copies the whole texture on every call).
enum TexelSource {
    /// Texel (x, y) is canvas pixel (x, y): `base` holds pixel (originX, originY), rows
    /// `rowLength` apart (the blurred backdrop).
    case screen(base: UnsafePointer<UInt32>, originX: Int, originY: Int, rowLength: Int)
    /// A picture of `width × height` texels stretched over the pixel box (x0, y0)–(x1, y1).
    case picture(pixels: UnsafePointer<UInt32>, width: Int, height: Int, x0: Double, y0: Double, x1: Double, y1: Double,
                 opaque: Bool)
}

extension PixelBlend {
    /// A rounded corner in its whole-pixel box [bx0, bx1) × [by0, by1): each pixel's coverage
    /// from the shape's straight edges (at edgeX / edgeY) and from the elliptical arc centred
    /// at (ox, oy) with radii (rx, ry), times `alpha`, blended over the canvas.
    static func arc(_ canvas: Canvas, box: (Int, Int, Int, Int), clip: SDL_Rect?, edgeX: Double, edgeY: Double,
                    ox: Double, oy: Double, rx: Double, ry: Double, alpha: UInt8, source: TexelSource) {
        var x0 = max(box.0, 0), y0 = max(box.1, 0)
        var x1 = min(box.2, Int(canvas.width)), y1 = min(box.3, Int(canvas.height))
        if let c = clip {
            x0 = max(x0, Int(c.x)); y0 = max(y0, Int(c.y))
            x1 = min(x1, Int(c.x + c.w)); y1 = min(y1, Int(c.y + c.h))
        }
        guard x1 > x0, y1 > y0, rx > 0, ry > 0 else { return }
        let pixels = canvas.pixels, row = canvas.pixelsPerRow
        // Which side of the box the shape is on: the corner is at (edgeX, edgeY).
        let sx: Double = ox > edgeX ? 1 : -1, sy: Double = oy > edgeY ? 1 : -1
        let k = Double(alpha) / 255
        let scale = min(rx, ry)
        for y in y0..<y1 {
            let cy = Double(y) + 0.5
            // Straight-edge coverage of this row (the edge may cut it).
            let covY = min(max(sy > 0 ? Double(y + 1) - edgeY : edgeY - Double(y), 0), 1)
            guard covY > 0 else { continue }
            let line = pixels + y * row
            for x in x0..<x1 {
                let cx = Double(x) + 0.5
                let covX = min(max(sx > 0 ? Double(x + 1) - edgeX : edgeX - Double(x), 0), 1)
                var coverage = covX * covY
                // Beyond the arc's centre towards the corner, the ellipse decides.
                if (cx - ox) * sx < 0 && (cy - oy) * sy < 0 {
                    let nx = (cx - ox) / rx, ny = (cy - oy) / ry
                    let distance = ((nx * nx + ny * ny).squareRoot() - 1) * scale
                    coverage = min(coverage, min(max(0.5 - distance, 0), 1))
                }
                guard coverage > 0 else { continue }
                var texel: UInt32
                switch source {
                case .screen(let base, let originX, let originY, let rowLength):
                    texel = base[(y - originY) * rowLength + (x - originX)]
                case .picture(let p, let w, let h, let px0, let py0, let px1, let py1, _):
                    let u = (cx - px0) / (px1 - px0) * Double(w) - 0.5, v = (cy - py0) / (py1 - py0) * Double(h) - 0.5
                    let xi = Int(u.rounded(.down)), yi = Int(v.rounded(.down))
                    let wx = UInt32(((u - Double(xi)) * 256).rounded()), wy = UInt32(((v - Double(yi)) * 256).rounded())
                    let xa = min(max(xi, 0), w - 1), xb = min(max(xi + 1, 0), w - 1)
                    let ya = min(max(yi, 0), h - 1), yb = min(max(yi + 1, 0), h - 1)
                    texel = lerp(lerp(p[ya * w + xa], p[ya * w + xb], wx), lerp(p[yb * w + xa], p[yb * w + xb], wx), wy)
                }
                let a = UInt32((Double(texel >> 24) * coverage * k).rounded())
                guard a > 0 else { continue }
                line[x] = blend(texel, alpha: a, over: line[x])
            }
        }
    }
}
