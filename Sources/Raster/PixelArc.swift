/// Where a fill's colours come from when a corner is drawn by coverage in memory: a solid
/// colour, or texels in memory.
public enum TexelSource {
    /// One colour, 0xAARRGGBB.
    case solid(UInt32)
    /// Texel (x, y) is canvas pixel (x, y) (the blurred backdrop).
    case screen(ScreenTexels)
    /// A picture of `width × height` texels stretched over the pixel box (x0, y0)–(x1, y1).
    case picture(pixels: UnsafePointer<UInt32>, width: Int, height: Int, x0: Double, y0: Double, x1: Double, y1: Double,
                 opaque: Bool)

    /// The colour at canvas pixel (x, y), whose centre is (cx, cy).
    @inline(__always)
    public func texel(x: Int, y: Int, cx: Double, cy: Double) -> UInt32 {
        switch self {
        case .solid(let colour):
            return colour
        case .screen(let texels):
            return texels.texel(x: x, y: y)
        case .picture(let p, let w, let h, let px0, let py0, let px1, let py1, _):
            let u = (cx - px0) / (px1 - px0) * Double(w) - 0.5, v = (cy - py0) / (py1 - py0) * Double(h) - 0.5
            let xi = Int(u.rounded(.down)), yi = Int(v.rounded(.down))
            let wx = UInt32(((u - Double(xi)) * 256).rounded()), wy = UInt32(((v - Double(yi)) * 256).rounded())
            let xa = min(max(xi, 0), w - 1), xb = min(max(xi + 1, 0), w - 1)
            let ya = min(max(yi, 0), h - 1), yb = min(max(yi + 1, 0), h - 1)
            return PixelBlend.lerp(PixelBlend.lerp(p[ya * w + xa], p[ya * w + xb], wx),
                                   PixelBlend.lerp(p[yb * w + xa], p[yb * w + xb], wx), wy)
        }
    }
}

extension PixelBlend {
    /// A rounded corner in its whole-pixel box [bx0, bx1) × [by0, by1): each pixel's coverage
    /// from the shape's straight edges (at edgeX / edgeY) and from the elliptical arc centred
    /// at (ox, oy) with radii (rx, ry), times `alpha`, blended over the canvas.
    ///
    /// Per row, only the pixels near the arc get a coverage of their own: the arc's inner and
    /// outer limits on that row are solved for, and what lies inside is one run at the row's
    /// coverage (a 200-pixel corner is mostly run).
    public static func arc(_ buffer: PixelBuffer, box: (Int, Int, Int, Int), clip: PixelRect?, edgeX: Double, edgeY: Double,
                           ox: Double, oy: Double, rx: Double, ry: Double, alpha: UInt8, source: TexelSource) {
        var x0 = max(box.0, 0), y0 = max(box.1, 0)
        var x1 = min(box.2, buffer.width), y1 = min(box.3, buffer.height)
        if let c = clip {
            x0 = max(x0, c.x); y0 = max(y0, c.y)
            x1 = min(x1, c.maxX); y1 = min(y1, c.maxY)
        }
        guard x1 > x0, y1 > y0, rx > 0, ry > 0 else { return }
        let pixels = buffer.base, row = buffer.pixelsPerRow
        // Which side of the box the shape is on: the corner is at (edgeX, edgeY).
        let sx: Double = ox > edgeX ? 1 : -1, sy: Double = oy > edgeY ? 1 : -1
        let k = Double(alpha) / 255
        let scale = min(rx, ry)
        // The arc's "distance" is (‖n‖ − 1)·scale with n the offset in radii: full coverage
        // inside ‖n‖ = inner, none outside ‖n‖ = outer.
        let inner = max(0, 1 - 0.5 / scale), outer = 1 + 0.5 / scale
        // Columns whose straight-edge coverage is whole (the edge column is done per pixel).
        let wholeFrom = sx > 0 ? Int(edgeX.rounded(.up)) : x0
        let wholeTo = sx > 0 ? x1 : Int(edgeX.rounded(.down))
        @inline(__always) func put(_ line: UnsafeMutablePointer<UInt32>, _ x: Int, _ y: Int, coverage: Double) {
            let texel = source.texel(x: x, y: y, cx: Double(x) + 0.5, cy: Double(y) + 0.5)
            let a = UInt32((Double(texel >> 24) * coverage * k).rounded())
            guard a > 0 else { return }
            line[x] = a >= 255 ? texel | 0xFF00_0000 : blend(texel, alpha: a, over: line[x])
        }
        for y in y0..<y1 {
            let cy = Double(y) + 0.5
            // Straight-edge coverage of this row (the edge may cut it).
            let covY = min(max(sy > 0 ? Double(y + 1) - edgeY : edgeY - Double(y), 0), 1)
            guard covY > 0 else { continue }
            let line = pixels + y * row
            // On this row, pixel centres within `full` of ox (towards the corner) are wholly
            // inside the arc and those beyond `none` wholly outside; behind ox the arc does not cut.
            let ny = (cy - oy) / ry
            let inArcRows = (cy - oy) * sy < 0
            let full = inner * inner > ny * ny ? (inner * inner - ny * ny).squareRoot() * rx : -1
            let none = outer * outer > ny * ny ? (outer * outer - ny * ny).squareRoot() * rx : -1
            // Pixel x's centre is x + 0.5; "within d of ox towards the corner" is (ox − cx)·sx ≤ d.
            // The run has coverage covY; the band before it (towards the corner) is per pixel.
            let runFrom: Int, runTo: Int, partFrom: Int, partTo: Int
            if sx > 0 {
                let reach = !inArcRows ? x0 : full >= 0 ? Int((ox - full - 0.5).rounded(.up)) : Int((ox - 0.5).rounded(.up))
                runFrom = max(x0, wholeFrom, reach)
                runTo = x1
                partFrom = !inArcRows ? x0 : max(x0, Int((ox - none - 0.5).rounded(.down)))
                partTo = min(runFrom, x1)
            } else {
                let reach = !inArcRows ? x1 : full >= 0 ? Int((ox + full - 0.5).rounded(.down)) + 1 : Int((ox - 0.5).rounded(.down)) + 1
                runFrom = x0
                runTo = min(x1, wholeTo, reach)
                partFrom = max(runTo, x0)
                partTo = !inArcRows ? x1 : min(x1, Int((ox + none - 0.5).rounded(.up)) + 1)
            }
            if partFrom < partTo {
                for x in partFrom..<partTo {
                    let cx = Double(x) + 0.5
                    let covX = min(max(sx > 0 ? Double(x + 1) - edgeX : edgeX - Double(x), 0), 1)
                    var coverage = covX * covY
                    if inArcRows && (cx - ox) * sx < 0 {
                        let nx = (cx - ox) / rx
                        let distance = ((nx * nx + ny * ny).squareRoot() - 1) * scale
                        coverage = min(coverage, min(max(0.5 - distance, 0), 1))
                    }
                    if coverage > 0 { put(line, x, y, coverage: coverage) }
                }
            }
            guard runFrom < runTo else { continue }
            if case .solid(let colour) = source, covY >= 1, alpha == 255, colour >> 24 == 255 {
                (line + runFrom).update(repeating: colour, count: runTo - runFrom)
            } else {
                for x in runFrom..<runTo { put(line, x, y, coverage: covY) }
            }
        }
    }
}
