import Blur

/// Texels seen through an affine map from canvas pixels: a picture stretched over a rotated or
/// sheared shape (bilinear, edges clamped), or the blurred backdrop (texel under pixel).
public struct MappedTexels {
    enum Source {
        case picture(PictureTexels)
        case screen(ScreenTexels)
    }

    let source: Source
    /// Canvas pixel → texel coordinates (texel centres at +½): u = ua·x + uc·y + ue, v = vb·x + vd·y + vf.
    let ua: Double, uc: Double, ue: Double, vb: Double, vd: Double, vf: Double

    /// `picture` stretched over `uv`'s rectangle, which `map` takes to canvas pixels; nil when the
    /// map collapses it.
    public init?(picture: PictureTexels, uv: UVMap, map: Affine) {
        let det = map.a * map.d - map.b * map.c
        guard det.isFinite, abs(det) > 1e-12, uv.rect.width > 0, uv.rect.height > 0 else { return nil }
        // Pixel → local is the inverse map; local → texel scales `uv.rect` onto the picture.
        let ia = map.d / det, ib = -map.b / det, ic = -map.c / det, id = map.a / det
        let itx = -(ia * map.tx + ic * map.ty), ity = -(ib * map.tx + id * map.ty)
        let sx = Double(picture.width) / Double(uv.rect.width), sy = Double(picture.height) / Double(uv.rect.height)
        let ox = Double(uv.rect.minX), oy = Double(uv.rect.minY)
        source = .picture(picture)
        ua = ia * sx; uc = ic * sx; ue = (itx - ox) * sx
        vb = ib * sy; vd = id * sy; vf = (ity - oy) * sy
    }

    /// The blurred backdrop: texel (x, y) under canvas pixel (x, y).
    public init(screen: ScreenTexels) {
        source = .screen(screen)
        ua = 1; uc = 0; ue = 0; vb = 0; vd = 1; vf = 0
    }

    /// The colour under canvas pixel (x, y), whose centre is (cx, cy).
    @inline(__always)
    func texel(x: Int, y: Int, cx: Double, cy: Double) -> UInt32 {
        switch source {
        case .screen(let texels):
            return texels.texel(x: x, y: y)
        case .picture(let p):
            let u = ua * cx + uc * cy + ue - 0.5, v = vb * cx + vd * cy + vf - 0.5
            guard u.isFinite, v.isFinite else { return 0 }
            let uf = min(max(u, -1), Double(p.width)), vf = min(max(v, -1), Double(p.height))
            let xi = Int(uf.rounded(.down)), yi = Int(vf.rounded(.down))
            // Weights in 256ths, rounded half up (the fractions are never negative; `rounded()`
            // is a libm call per pixel).
            let wx = UInt32((uf - Double(xi)) * 256 + 0.5), wy = UInt32((vf - Double(yi)) * 256 + 0.5)
            let w = p.width, h = p.height, t = p.pixels
            let xa = min(max(xi, 0), w - 1), xb = min(max(xi + 1, 0), w - 1)
            let ya = min(max(yi, 0), h - 1), yb = min(max(yi + 1, 0), h - 1)
            return PixelBlend.lerp(PixelBlend.lerp(t[ya * w + xa], t[ya * w + xb], wx),
                                   PixelBlend.lerp(t[yb * w + xa], t[yb * w + xb], wx), wy)
        }
    }
}

extension PixelBlend {
    /// Blends `texels` at `alpha` (0…255, times each texel's own alpha) over `polygon`, each
    /// pixel at its coverage (`ConvexPolygon.coverage`), clipped to `clip`: a picture or the
    /// blurred backdrop under rotation, in memory. Rows are independent, so any number of
    /// threads gives the same bytes.
    public static func fill(_ buffer: PixelBuffer, polygon: ConvexPolygon, clip: PixelRect?, texels: MappedTexels,
                            alpha: UInt8, pool: WorkerPool? = nil) {
        guard !polygon.isEmpty, alpha > 0 else { return }
        let box = (polygon.minX - 1, polygon.minY - 1, polygon.maxX + 1, polygon.maxY + 1)
        guard box.0 < Double(buffer.width), box.1 < Double(buffer.height), box.2 > 0, box.3 > 0 else { return }
        let x0 = Int(max(box.0.rounded(.down), 0)), y0 = Int(max(box.1.rounded(.down), 0))
        let x1 = Int(min(box.2.rounded(.up), Double(buffer.width))), y1 = Int(min(box.3.rounded(.up), Double(buffer.height)))
        guard x1 > x0, y1 > y0,
              let area = clippedArea(PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), in: buffer, clip: clip)
        else { return }
        struct Rows: BandJob {
            let pixels: UnsafeMutablePointer<UInt32>, row: Int, area: PixelRect
            let polygon: ConvexPolygon, texels: MappedTexels, alpha: Double

            func run(band: Int, rows: Range<Int>) {
                let lastColumn = area.maxX - 1
                for y in rows {
                    guard let touched = polygon.columns(row: y, reach: 0.5) else { continue }
                    let a = max(touched.0, area.x), b = min(touched.1, lastColumn)
                    guard a <= b else { continue }
                    let line = pixels + y * row, cy = Double(y) + 0.5
                    // The wholly covered run (`ConvexFill`'s): coverage 1 without measuring it.
                    var inner = polygon.columns(row: y, reach: -0.5) ?? (b + 1, b)
                    inner = (max(inner.0, a), min(inner.1, b))
                    if inner.0 > inner.1 { inner = (b + 1, b) }
                    @inline(__always) func put(_ x: Int, coverage k: Double) {
                        let s = texels.texel(x: x, y: y, cx: Double(x) + 0.5, cy: cy)
                        let alphaS = s >> 24
                        // An opaque texel at full weight needs no arithmetic.
                        if alphaS == 255, k == 1, alpha == 1 {
                            line[x] = s
                            return
                        }
                        let weight = UInt32(Double(alphaS) * k * alpha + 0.5)
                        guard weight > 0 else { return }
                        line[x] = weight >= 255 ? s | 0xFF00_0000 : PixelBlend.blend(s, alpha: weight, over: line[x])
                    }
                    for x in a..<inner.0 {
                        let k = polygon.coverage(x: Double(x) + 0.5, y: cy)
                        if k > 0 { put(x, coverage: k) }
                    }
                    if inner.0 <= inner.1 {
                        for x in inner.0...inner.1 { put(x, coverage: 1) }
                        if inner.1 < b {
                            for x in (inner.1 + 1)...b {
                                let k = polygon.coverage(x: Double(x) + 0.5, y: cy)
                                if k > 0 { put(x, coverage: k) }
                            }
                        }
                    }
                }
            }
        }
        rows(area.y..<area.maxY, width: area.width, pool: pool,
             Rows(pixels: buffer.base, row: buffer.pixelsPerRow, area: area, polygon: polygon, texels: texels,
                  alpha: Double(alpha) / 255))
    }
}
