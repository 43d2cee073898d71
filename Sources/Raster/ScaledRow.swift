import CPixelKernels

extension PixelBlend {
    typealias Words = SIMD8<UInt16>

    /// The two source rows of an opaque scaled copy mixed `weight`/256 of the way from `a` to
    /// `b`, `count` texels, written as one 16-bit word per channel (8 bytes a texel, in memory
    /// order blue, green, red, alpha) with the alpha word 255, then texel `count − 1` once more,
    /// so `opaqueScaledRow` can read any texel and the next with one load. Each word is
    /// `lerp`'s channel exactly: a channel times a weight plus the other times the rest (the
    /// two sum to 256) is at most 65 280, so the lanes never carry. `avx2`: run
    /// `raster_wide_rows_avx2` instead (the same bytes).
    @inline(__always)
    static func wideRows(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, count: Int, weight: UInt16,
                         into wide: UnsafeMutableRawPointer, avx2: Bool = RasterKernels.avx2) {
        if avx2 {
            raster_wide_rows_avx2(a, b, count, weight, wide)
            return
        }
        typealias Bytes = SIMD16<UInt8>
        let ra = UnsafeRawPointer(a), rb = UnsafeRawPointer(b)
        let w = Words(repeating: weight), iw = Words(repeating: 256 - weight)
        let opaque = Words(0, 0, 0, 255, 0, 0, 0, 255)
        @inline(__always) func mixed(_ x: Words, _ y: Words) -> Words { ((x &* iw &+ y &* w) &>> 8) | opaque }
        var i = 0
        while i + 4 <= count {
            let va = ra.loadUnaligned(fromByteOffset: i &* 4, as: Bytes.self)
            let vb = rb.loadUnaligned(fromByteOffset: i &* 4, as: Bytes.self)
            let low = mixed(widened(va, from: 0), widened(vb, from: 0))
            let high = mixed(widened(va, from: 8), widened(vb, from: 8))
            wide.storeBytes(of: low, toByteOffset: i &* 8, as: Words.self)
            wide.storeBytes(of: high, toByteOffset: i &* 8 &+ 16, as: Words.self)
            i += 4
        }
        while i < count {
            let texel = lerp(a[i], b[i], UInt32(weight))
            let t = SIMD4<UInt16>(UInt16(texel & 0xFF), UInt16((texel >> 8) & 0xFF), UInt16((texel >> 16) & 0xFF), 255)
            wide.storeBytes(of: t, toByteOffset: i &* 8, as: SIMD4<UInt16>.self)
            i += 1
        }
        if count > 0 {
            wide.storeBytes(of: wide.load(fromByteOffset: (count &- 1) &* 8, as: SIMD4<UInt16>.self),
                            toByteOffset: count &* 8, as: SIMD4<UInt16>.self)
        }
    }

    /// Bytes `i`…`i + 7` of `v` as words: spelled as a shuffle with zeros, which compiles to one
    /// unpack (a widening conversion compiles to a dozen shuffles).
    @inline(__always)
    private static func widened(_ v: SIMD16<UInt8>, from i: Int) -> Words {
        unsafeBitCast(SIMD16<UInt8>(v[i], 0, v[i + 1], 0, v[i + 2], 0, v[i + 3], 0,
                                    v[i + 4], 0, v[i + 5], 0, v[i + 6], 0, v[i + 7], 0), to: Words.self)
    }

    /// One row of an opaque scaled copy from `wideRows`' row: pixel `x` is the texel at byte
    /// `offsets[x]` of `wide` and the next, each channel times the four words `lanes[x]` holds
    /// for each (256 − w, then w), summed and divided by 256: `lerp`'s bytes, opaque. A column
    /// whose two texels are one (clamped at an edge) reads the next with weight 0, the same
    /// bytes. The same loop for every scale, eight pixels a step with one load a pixel: at
    /// twice the pixels per point a video scaled to the whole window was most of a frame.
    /// `avx2`: run `raster_opaque_scaled_row_avx2` instead (the same bytes).
    @inline(__always)
    static func opaqueScaledRow(_ wide: UnsafeRawPointer, offsets: UnsafePointer<Int32>, lanes: UnsafePointer<Words>,
                                count: Int, into line: UnsafeMutablePointer<UInt32>, avx2: Bool = RasterKernels.avx2) {
        if avx2 {
            raster_opaque_scaled_row_avx2(wide, offsets, UnsafeRawPointer(lanes), count, line)
            return
        }
        @inline(__always) func one(_ x: Int) -> Words {
            wide.loadUnaligned(fromByteOffset: Int(offsets[x]), as: Words.self) &* lanes[x]
        }
        // Two pixels' products, each pixel's two texels summed: eight channels of two pixels.
        @inline(__always) func two(_ x: Int) -> Words {
            let p = one(x), q = one(x &+ 1)
            return (Words(lowHalf: p.lowHalf, highHalf: q.lowHalf) &+ Words(lowHalf: p.highHalf, highHalf: q.highHalf)) &>> 8
        }
        let out = UnsafeMutableRawPointer(line)
        @inline(__always) func four(_ x: Int) {
            // Every word is at most 255, so the narrowing is exact.
            let bytes = SIMD16<UInt8>(truncatingIfNeeded: SIMD16<UInt16>(lowHalf: two(x), highHalf: two(x &+ 2)))
            out.storeBytes(of: bytes, toByteOffset: x &* 4, as: SIMD16<UInt8>.self)
        }
        var x = 0
        while x &+ 8 <= count {
            four(x)
            four(x &+ 4)
            x &+= 8
        }
        if x &+ 4 <= count {
            four(x)
            x &+= 4
        }
        while x < count {
            let p = one(x), c = (p.lowHalf &+ p.highHalf) &>> 8
            line[x] = UInt32(c[3]) << 24 | UInt32(c[2]) << 16 | UInt32(c[1]) << 8 | UInt32(c[0])
            x &+= 1
        }
    }

    /// Column `x`'s entries of `opaqueScaledRow`'s tables, for texels `left` and `right`
    /// (counted from the first texel of the wide row) mixed `weight`/256.
    @inline(__always)
    static func wideColumn(left: Int, right: Int, weight: UInt32) -> (offset: Int32, lanes: Words) {
        let w = UInt16(right == left ? 0 : weight), iw = 256 - w
        return (Int32(left * 8), Words(iw, iw, iw, iw, w, w, w, w))
    }
}
