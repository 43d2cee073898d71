import Blur

/// Tight loops over the canvas's pixels for the fills SDL's software renderer does slowly
/// (blended fills: ~6 ns a pixel there, under 1 ns here), so a full-window translucent view
/// stays cheap. Large areas run in horizontal bands on the renderer's `WorkerPool`; every pixel
/// is computed the same way in any band, so the bytes do not depend on the thread count.
public enum PixelBlend {
    /// Runs `job` over `rows` of an area `width` pixels wide: in bands on `pool` when there is
    /// one and the area is large, else at once on this thread. Jobs are small structs, so a
    /// frame allocates nothing for them (see `WorkerPool`).
    @inline(__always)
    public static func rows<Job: BandJob>(_ rows: Range<Int>, width: Int, pool: WorkerPool?, _ job: Job) {
        if let pool {
            pool.forEachBand(in: rows, work: rows.count * width, job: job)
        } else if !rows.isEmpty {
            job.run(band: 0, rows: rows)
        }
    }

    /// `rect` inside the buffer and the clip, or nil when nothing is left.
    public static func clippedArea(_ rect: PixelRect, in buffer: PixelBuffer, clip: PixelRect?) -> PixelRect? {
        guard var area = rect.intersection(buffer.bounds) else { return nil }
        if let c = clip {
            guard let clipped = area.intersection(c) else { return nil }
            area = clipped
        }
        return area
    }

    /// Source colour `s` (its alpha ignored) at alpha `a` (0…255) over `d`, SDL's blend rule
    /// (destination alpha: a + d·(1 − a)).
    @inline(__always)
    public static func blend(_ s: UInt32, alpha a: UInt32, over d: UInt32) -> UInt32 {
        let aw = a + (a >> 7), inv = 256 - aw
        let rb = ((s & 0x00FF_00FF) * aw + (d & 0x00FF_00FF) * inv) >> 8 & 0x00FF_00FF
        let g = (((s >> 8) & 0xFF) * aw + ((d >> 8) & 0xFF) * inv) >> 8 & 0xFF
        let outA = a + (((d >> 24) * (255 - a)) + 127) / 255
        return outA << 24 | rb | g << 8
    }

    /// Blends `color` (straight alpha 1…255) over the pixels of `rect` clipped to `clip`.
    /// The buffer's owner must have flushed its own drawing first: this writes the pixels directly.
    public static func fill(_ buffer: PixelBuffer, rect: PixelRect, clip: PixelRect?, color: RGBA8, pool: WorkerPool? = nil) {
        guard let area = clippedArea(rect, in: buffer, clip: clip) else { return }
        struct Fill: BandJob {
            let pixels: UnsafeMutablePointer<UInt32>, row: Int, x: Int, width: Int, fill: FillLanes
            func run(band: Int, rows: Range<Int>) {
                for y in rows {
                    fill.blend(pixels + y * row + x, count: width)
                }
            }
        }
        rows(area.y..<area.maxY, width: area.width, pool: pool,
             Fill(pixels: buffer.base, row: buffer.pixelsPerRow, x: area.x, width: area.width,
                  fill: lanes(color, coverage: 1)))
    }
}

extension PixelBlend {
    /// Draws the source picture's texel rectangle (sx0, sy0)–(sx1, sy1) (texel units, may be
    /// fractional) into the pixel rectangle `rect`, bilinearly filtered, at `alpha` (0…255),
    /// clipped to `clip`. Replaces SDL's scaled or alpha-modulated copies, which allocate a
    /// temporary surface per call and cost ~12 ns a pixel. `writingThrough`: an opaque copy into
    /// a whole kept picture (`rect` at the buffer's origin) also goes to the canvas, row by row.
    public static func copy(_ buffer: PixelBuffer, rect: PixelRect, clip: PixelRect?, source: UnsafePointer<UInt32>,
                     sourceWidth: Int, sourceHeight: Int,
                     sx0: Double, sy0: Double, sx1: Double, sy1: Double, alpha: UInt8, sourceIsOpaque: Bool,
                     tables: ScaledCopyTables, pool: WorkerPool? = nil, writingThrough: WriteThrough? = nil) {
        guard rect.width > 0, rect.height > 0, sourceWidth > 0, sourceHeight > 0, alpha > 0 else { return }
        assert(writingThrough == nil || (sourceIsOpaque && alpha == 255), "only an opaque copy is written through")
        guard let area = clippedArea(rect, in: buffer, clip: clip) else { return }
        let stepX = (sx1 - sx0) / Double(rect.width), stepY = (sy1 - sy0) / Double(rect.height)
        // Unscaled: texel centres fall on pixel centres (offsets snapped to whole texels, so a
        // picture sliding by fractions of a pixel copies as fast as a still one).
        if abs(stepX - 1) < 1e-6 && abs(stepY - 1) < 1e-6 {
            let ox = Int(sx0.rounded()) - rect.x, oy = Int(sy0.rounded()) - rect.y
            copyUnscaled(buffer, area: area, source: source, sourceWidth: sourceWidth, sourceHeight: sourceHeight,
                         offsetX: ox, offsetY: oy, alpha: alpha, sourceIsOpaque: sourceIsOpaque, pool: pool)
            return
        }
        let maxX = sourceWidth - 1, maxY = sourceHeight - 1
        let k = UInt32(alpha) + (UInt32(alpha) >> 7)   // 0…256
        let blends = !(sourceIsOpaque && alpha == 255)
        let pixels = buffer.base, row = buffer.pixelsPerRow
        // Per column: the two source texels and the weight between them, computed once per copy.
        let columns = area.width
        let table = tables
        table.reserve(columns)
        var lo = maxX, hi = 0
        for i in 0..<columns {
            let sx = sx0 + (Double(area.x + i - rect.x) + 0.5) * stepX - 0.5
            let xf = sx.rounded(.down)
            let l = min(max(Int(xf), 0), maxX), r = min(max(Int(xf) + 1, 0), maxX)
            table.left[i] = Int32(l)
            table.right[i] = Int32(r)
            table.weight[i] = UInt32(((sx - xf) * 256).rounded())
            lo = min(lo, l); hi = max(hi, r)
        }
        // The texels the rows read, lo…hi: opaque pictures keep them as 16-bit words.
        if sourceIsOpaque {
            for i in 0..<columns {
                (table.offset[i], table.lanes[i]) = wideColumn(left: Int(table.left[i]) - lo, right: Int(table.right[i]) - lo,
                                                              weight: table.weight[i])
            }
        }
        // Each band's row: the two source rows blended (16-bit words for an opaque picture, one
        // texel over), then room for an opaque picture's scaled row before it is blended at `alpha`.
        table.reserveRows(bytes: (hi - lo + 2) * 8 + columns * 4, bands: pool?.threadCount ?? 1)
        struct ScaledCopy: BandJob {
            let table: ScaledCopyTables, source: UnsafePointer<UInt32>, sourceWidth: Int, sourceHeight: Int
            let pixels: UnsafeMutablePointer<UInt32>, row: Int, area: PixelRect, rect: PixelRect
            let sy0: Double, stepY: Double, maxY: Int, columns: Int, blends: Bool, k: UInt32, lo: Int, hi: Int
            let sourceIsOpaque: Bool, through: WriteThrough?
            func run(band: Int, rows ys: Range<Int>) {
            let left = table.left, right = table.right, weight = table.weight
            let scratch = table.row(band)
            for y in ys {
                let syf = sy0 + (Double(y - rect.y) + 0.5) * stepY - 0.5
                let yf = syf.rounded(.down)
                let wy = UInt32(((syf - yf) * 256).rounded())
                let ya = min(max(Int(yf), 0), maxY), yb = min(max(Int(yf) + 1, 0), maxY)
                let rowA = source + ya * sourceWidth, rowB = source + yb * sourceWidth
                let line = pixels + y * row + area.x
                assert(lo >= 0 && hi < sourceWidth && ya >= 0 && yb < sourceHeight, "scaled copy reads outside its source")
                // Blend the two source rows once, over the texels this row reads, then one
                // horizontal blend a pixel.
                if sourceIsOpaque {
                    PixelBlend.wideRows(rowA + lo, rowB + lo, count: hi - lo + 1, weight: UInt16(wy), into: scratch)
                    if !blends {
                        PixelBlend.opaqueScaledRow(scratch, offsets: table.offset, lanes: table.lanes, count: columns, into: line)
                        // Straight from the row just written, while it is in the cache.
                        through?.copy(rowStart: pixels + y * row, row: y)
                        continue
                    }
                    // Every texel's alpha is 255, so each pixel is the scaled texel at alpha k.
                    let scaled = (scratch + (hi - lo + 2) * 8).bindMemory(to: UInt32.self, capacity: columns)
                    PixelBlend.opaqueScaledRow(scratch, offsets: table.offset, lanes: table.lanes, count: columns, into: scaled)
                    PixelBlend.blendRow(scaled, alpha: (255 * k) >> 8, over: line, count: columns)
                    continue
                }
                let blended = scratch.bindMemory(to: UInt32.self, capacity: hi - lo + 1)
                PixelBlend.blendRows(rowA + lo, rowB + lo, count: hi - lo + 1, weight: UInt16(wy), into: blended)
                let mixed = blended - lo
                for x in 0..<columns {
                    let s = PixelBlend.lerp(mixed[Int(left[x])], mixed[Int(right[x])], weight[x])
                    // Straight alpha: the source's own alpha times the coverage alpha.
                    line[x] = PixelBlend.blend(s, alpha: ((s >> 24) * k) >> 8, over: line[x])
                }
            }
            }
        }
        rows(area.y..<area.maxY, width: columns, pool: pool,
             ScaledCopy(table: table, source: source, sourceWidth: sourceWidth, sourceHeight: sourceHeight,
                        pixels: pixels, row: row, area: area, rect: rect, sy0: sy0, stepY: stepY, maxY: maxY,
                        columns: columns, blends: blends, k: k, lo: lo, hi: hi, sourceIsOpaque: sourceIsOpaque,
                        through: writingThrough))
    }

    /// out[i] = a[i] mixed `weight`/256 towards b[i], two pixels at a time.
    @inline(__always)
    private static func blendRows(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, count: Int, weight: UInt16,
                                  into out: UnsafeMutablePointer<UInt32>) {
        if weight == 0 {
            out.update(from: a, count: count)
            return
        }
        // Two pixels per 64-bit word, a channel per 16-bit lane.
        let mask: UInt64 = 0x00FF_00FF_00FF_00FF
        let w = UInt64(weight), iw = 256 - w
        let ra = UnsafeRawPointer(a), rb = UnsafeRawPointer(b), ro = UnsafeMutableRawPointer(out)
        var i = 0
        while i <= count - 2 {
            let va = ra.loadUnaligned(fromByteOffset: i * 4, as: UInt64.self)
            let vb = rb.loadUnaligned(fromByteOffset: i * 4, as: UInt64.self)
            let lo = ((va & mask) &* iw &+ (vb & mask) &* w) >> 8 & mask
            let hi = (((va >> 8) & mask) &* iw &+ ((vb >> 8) & mask) &* w) >> 8 & mask
            ro.storeBytes(of: lo | hi << 8, toByteOffset: i * 4, as: UInt64.self)
            i += 2
        }
        while i < count {
            out[i] = lerp(a[i], b[i], UInt32(weight))
            i += 1
        }
    }

    /// Per-channel mix of two ARGB pixels, `w` of 256 towards `b` (two channels per multiply).
    @inline(__always)
    public static func lerp(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
        let iw = 256 - w
        let rb = ((a & 0x00FF_00FF) * iw + (b & 0x00FF_00FF) * w) >> 8 & 0x00FF_00FF
        let ag = (((a >> 8) & 0x00FF_00FF) * iw + ((b >> 8) & 0x00FF_00FF) * w) >> 8 & 0x00FF_00FF
        return rb | ag << 8
    }
}

extension PixelBlend {
    /// Blends the screen-aligned texels (texel (x, y) under pixel (x, y)) of `rect` over the
    /// canvas at `alpha`: the blurred backdrop's partly covered edge strips. SDL's alpha-modulated
    /// copy of a canvas-sized texture allocates a whole-texture buffer per call.
    public static func copyScreen(_ buffer: PixelBuffer, rect: PixelRect, clip: PixelRect?, texels: ScreenTexels, alpha: UInt8,
                                  pool: WorkerPool? = nil) {
        guard alpha > 0, let area = clippedArea(rect, in: buffer, clip: clip) else { return }
        // The blur drew these pixels itself (their texels are not kept), as this copy would have.
        let drawn = texels.onScreen?.intersection(area)
        assert(alpha == 255 || drawn == nil, "a blended fill over pixels the blur drew")
        if alpha == 255, drawn == area { return }
        let a = UInt32(alpha)
        let pixels = buffer.base, row = buffer.pixelsPerRow
        let x0 = area.x, x1 = area.maxX
        // Columns whose texels were finished; the rest repeat the nearest finished column.
        let inX0 = min(max(x0, texels.x0), x1), inX1 = max(min(x1, texels.x1), inX0)
        struct CopyScreen: BandJob {
            let pixels: UnsafeMutablePointer<UInt32>, row: Int, texels: ScreenTexels, alpha: UInt8, a: UInt32
            let x0: Int, x1: Int, inX0: Int, inX1: Int, drawn: PixelRect?
            func run(band: Int, rows ys: Range<Int>) {
            for y in ys {
                let line = pixels + y * row
                if alpha == 255 && inX1 > inX0 {   // the finished backdrop is opaque: a row copy
                    if let d = drawn, d.y <= y, y < d.maxY {
                        copy(line, y: y, x0, d.x)
                        copy(line, y: y, d.maxX, x1)
                    } else {
                        copy(line, y: y, x0, x1)
                    }
                    continue
                }
                for x in x0..<x1 {
                    line[x] = PixelBlend.blend(texels.texel(x: x, y: y), alpha: a, over: line[x])
                }
            }
            }

            /// Texels `a..<b` of row `y` copied as they are (clamped outside the finished columns).
            @inline(__always)
            func copy(_ line: UnsafeMutablePointer<UInt32>, y: Int, _ a: Int, _ b: Int) {
                guard b > a else { return }
                let c0 = min(max(a, texels.x0), b), c1 = max(min(b, texels.x1), c0)
                PixelRowCopy.copy(line + c0, from: texels.row(y) + c0, count: c1 - c0)
                for x in a..<c0 { line[x] = texels.texel(x: x, y: y) }
                for x in c1..<b { line[x] = texels.texel(x: x, y: y) }
            }
        }
        rows(area.y..<area.maxY, width: x1 - x0, pool: pool,
             CopyScreen(pixels: pixels, row: row, texels: texels, alpha: alpha, a: a, x0: x0, x1: x1, inX0: inX0, inX1: inX1,
                        drawn: drawn))
    }
}

extension PixelBlend {
    /// `copy` without scaling: texel (x + offsetX, y + offsetY) onto pixel (x, y), edges clamped.
    /// Opaque at full alpha it is a row copy.
    private static func copyUnscaled(_ buffer: PixelBuffer, area: PixelRect, source: UnsafePointer<UInt32>, sourceWidth: Int,
                                     sourceHeight: Int, offsetX: Int, offsetY: Int, alpha: UInt8, sourceIsOpaque: Bool,
                                     pool: WorkerPool?) {
        let pixels = buffer.base, row = buffer.pixelsPerRow
        let x0 = area.x, x1 = area.maxX
        // Columns whose texels exist; the rest clamp to the edge texel.
        let inX0 = min(max(x0, -offsetX), x1), inX1 = max(min(x1, sourceWidth - offsetX), inX0)
        let k = UInt32(alpha) + (UInt32(alpha) >> 7)
        struct CopyUnscaled: BandJob {
            let pixels: UnsafeMutablePointer<UInt32>, row: Int, source: UnsafePointer<UInt32>, sourceWidth: Int
            let sourceHeight: Int, offsetX: Int, offsetY: Int, alpha: UInt8, sourceIsOpaque: Bool, k: UInt32
            let x0: Int, x1: Int, inX0: Int, inX1: Int
            func run(band: Int, rows ys: Range<Int>) {
            for y in ys {
                let ty = min(max(y + offsetY, 0), sourceHeight - 1)
                assert(inX0 >= inX1 || (inX0 + offsetX >= 0 && inX1 + offsetX <= sourceWidth), "copy reads outside its source")
                let texels = source + ty * sourceWidth
                let line = pixels + y * row
                if sourceIsOpaque && alpha == 255 && inX1 > inX0 {
                    PixelRowCopy.copy(line + inX0, from: texels + inX0 + offsetX, count: inX1 - inX0)
                    for x in x0..<inX0 { line[x] = texels[0] | 0xFF00_0000 }
                    for x in inX1..<x1 { line[x] = texels[sourceWidth - 1] | 0xFF00_0000 }
                    continue
                }
                for x in x0..<x1 {
                    let s = texels[min(max(x + offsetX, 0), sourceWidth - 1)]
                    line[x] = PixelBlend.blend(s, alpha: ((s >> 24) * k) >> 8, over: line[x])
                }
            }
            }
        }
        rows(area.y..<area.maxY, width: x1 - x0, pool: pool,
             CopyUnscaled(pixels: pixels, row: row, source: source, sourceWidth: sourceWidth, sourceHeight: sourceHeight,
                          offsetX: offsetX, offsetY: offsetY, alpha: alpha, sourceIsOpaque: sourceIsOpaque, k: k,
                          x0: x0, x1: x1, inX0: inX0, inX1: inX1))
    }
}

/// Column tables for `PixelBlend.copy`, kept between calls (by the shape painter) so a scaled
/// copy allocates nothing once warmed up; one row of scratch per band.
public final class ScaledCopyTables {
    /// Empty tables; they grow on first use.
    public init() {}

    deinit {
        left.deallocate(); right.deallocate(); weight.deallocate(); offset.deallocate(); lanes.deallocate()
        rows.deallocate()
    }
    private(set) var left = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    private(set) var right = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    private(set) var weight = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
    /// `PixelBlend.opaqueScaledRow`'s byte offsets and weight words (see `PixelBlend.wideColumn`).
    private(set) var offset = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    private(set) var lanes = UnsafeMutablePointer<SIMD8<UInt16>>.allocate(capacity: 1)
    /// Per band, `rowBytes` bytes of scratch, 16-byte aligned.
    private var rows = UnsafeMutableRawPointer.allocate(byteCount: 16, alignment: 16)
    private var capacity = 1
    private var rowBytes = 16
    private var bandCapacity = 1

    /// Band `band`'s scratch row.
    func row(_ band: Int) -> UnsafeMutableRawPointer { rows + band * rowBytes }

    /// Room for `bytes` bytes of scratch in each of `bands` bands.
    func reserveRows(bytes: Int, bands: Int) {
        guard bytes > rowBytes || bands > bandCapacity else { return }
        rowBytes = max((bytes + 15) & ~15, rowBytes)
        bandCapacity = max(bands, bandCapacity)
        rows.deallocate()
        rows = .allocate(byteCount: rowBytes * bandCapacity, alignment: 16)
    }

    func reserve(_ count: Int) {
        guard count > capacity else { return }
        left.deallocate(); right.deallocate(); weight.deallocate(); offset.deallocate(); lanes.deallocate()
        left = .allocate(capacity: count)
        right = .allocate(capacity: count)
        weight = .allocate(capacity: count)
        offset = .allocate(capacity: count)
        lanes = .allocate(capacity: count)
        capacity = count
    }
}
