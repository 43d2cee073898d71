/// The last upsampling step, straight to 8-bit pixels, in 16-bit fixed point.
///
/// This is the only stage that touches every output pixel, so it runs on integers: two or four
/// pixels per vector instead of one. The filter weights are all multiples of 1/16 (see
/// `Upsample.phase`), so with the coarse row in 1/16-level units every sum is exact in 16 bits
/// (at most 16 × 4080 = 65 280) and only the final division rounds.
enum ByteUpsample {
    /// Writes output row `y` (`width` pixels) of the `factor`× (2 or 4) upsample of `coarse`.
    /// `scratch` needs room for `coarse.paddedWidth` pixels, `fixed` for as many 8-byte pixels.
    static func row(
        _ coarse: PaddedImage, factor: Int, y: Int, width: Int,
        to destination: UnsafeMutablePointer<UInt8>,
        scratch: UnsafeMutablePointer<Pixel>, fixed: UnsafeMutablePointer<SIMD4<UInt16>>
    ) {
        Upsample.verticalMix(coarse, fineIndex: y, factor: factor, into: scratch)
        let count = coarse.paddedWidth
        let sixteen = Pixel(repeating: 16), magic = Pixel(repeating: 12_582_912)
        for x in 0..<count {
            // v·16 + 1.5·2²³ holds round(v·16) in its low mantissa bits.
            let bits = unsafeBitCast(scratch[x] * sixteen + magic, to: SIMD4<UInt32>.self)
            fixed[x] = SIMD4<UInt16>(truncatingIfNeeded: bits)
        }
        let raw = UnsafeMutableRawPointer(destination)
        let groups = width / factor
        let rounding = SIMD16<UInt16>(repeating: 128)
        if factor == 4 {
            // Phases 0…3 side by side: weights on coarse n−1, n, n+1 (in 1/16).
            let wa = SIMD16<UInt16>(6, 6, 6, 6, 3, 3, 3, 3, 1, 1, 1, 1, 0, 0, 0, 0)
            let wb = SIMD16<UInt16>(10, 10, 10, 10, 12, 12, 12, 12, 12, 12, 12, 12, 10, 10, 10, 10)
            let wc = SIMD16<UInt16>(0, 0, 0, 0, 1, 1, 1, 1, 3, 3, 3, 3, 6, 6, 6, 6)
            for n in 0..<groups {
                let a = broadcast4(fixed[n]), b = broadcast4(fixed[n + 1]), c = broadcast4(fixed[n + 2])
                let sum = (a &* wa &+ b &* wb &+ c &* wc &+ rounding) &>> 8
                raw.storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: sum), toByteOffset: 16 * n, as: SIMD16<UInt8>.self)
            }
        } else {
            // Two coarse groups per vector: outputs 2n, 2n+1, 2n+2, 2n+3.
            let wa = SIMD16<UInt16>(4, 4, 4, 4, 0, 0, 0, 0, 4, 4, 4, 4, 0, 0, 0, 0)
            let wb = SIMD16<UInt16>(repeating: 12)
            let wc = SIMD16<UInt16>(0, 0, 0, 0, 4, 4, 4, 4, 0, 0, 0, 0, 4, 4, 4, 4)
            var n = 0
            while n + 1 < groups {
                let p0 = fixed[n], p1 = fixed[n + 1], p2 = fixed[n + 2], p3 = fixed[n + 3]
                let a = SIMD16(lowHalf: SIMD8(lowHalf: p0, highHalf: p0), highHalf: SIMD8(lowHalf: p1, highHalf: p1))
                let b = SIMD16(lowHalf: SIMD8(lowHalf: p1, highHalf: p1), highHalf: SIMD8(lowHalf: p2, highHalf: p2))
                let c = SIMD16(lowHalf: SIMD8(lowHalf: p2, highHalf: p2), highHalf: SIMD8(lowHalf: p3, highHalf: p3))
                let sum = (a &* wa &+ b &* wb &+ c &* wc &+ rounding) &>> 8
                raw.storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: sum), toByteOffset: 8 * n, as: SIMD16<UInt8>.self)
                n += 2
            }
            // An odd group count leaves one group for the scalar tail below.
            tail(fixed, factor: factor, from: n * factor, width: width, raw: raw)
            return
        }
        tail(fixed, factor: factor, from: groups * factor, width: width, raw: raw)
    }

    @inline(__always)
    private static func broadcast4(_ p: SIMD4<UInt16>) -> SIMD16<UInt16> {
        let two = SIMD8(lowHalf: p, highHalf: p)
        return SIMD16(lowHalf: two, highHalf: two)
    }

    /// Output pixels from `start` to the end of the row, one at a time.
    private static func tail(
        _ fixed: UnsafeMutablePointer<SIMD4<UInt16>>, factor: Int, from start: Int, width: Int,
        raw: UnsafeMutableRawPointer
    ) {
        guard start < width else { return }
        for x in start..<width {
            let n = x / factor
            let w = Upsample.phase(factor: factor, x - n * factor) * 16
            let a = SIMD4<UInt16>(repeating: UInt16(w.x)), b = SIMD4<UInt16>(repeating: UInt16(w.y)),
                c = SIMD4<UInt16>(repeating: UInt16(w.z))
            let sum = (fixed[n] &* a &+ fixed[n + 1] &* b &+ fixed[n + 2] &* c &+ SIMD4(repeating: 128)) &>> 8
            raw.storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: sum), toByteOffset: 4 * x, as: SIMD4<UInt8>.self)
        }
    }
}
