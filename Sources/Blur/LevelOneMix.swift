import CPixelKernels

/// Level 1's cross-fade with level 2, in integers: a row of level 1's Gaussian and the bilinear
/// doubling of level 2's, both as summed (1/128-level units), mixed with the coarser one's
/// weight in 1/256 and rounded to the 1/16-level units the last upsample reads.
///
/// The doubling is `Upsample.double`'s filter (vertical weights ¼ ¾ by the fine row's phase,
/// then ¾ ¼ along the row), kept exact in 32 bits (the doubled value in 1/2048-level units), so
/// the only rounding is the last one; a float row and its conversion, which this replaces,
/// cost more than the Gaussian's own horizontal pass.
enum LevelOneMix {
    /// Fine padded row `y`'s two coarse rows (padded indices, to be clamped): the near one
    /// weighs ¾, the far one ¼ (`Upsample.phase(factor: 2, _:)`'s rows n + 1 and n or n + 2).
    static func coarseRows(forFineRow y: Int) -> (near: Int, far: Int) {
        let i = y - 1, n = (i + 2) / 2 - 1
        return (n + 1, i - n * 2 == 0 ? n : n + 2)
    }

    /// Mixes `units` (fine padded columns 0…`last`) with the doubling of `coarse`'s rows for
    /// fine row `y`, the doubling weighted `weight`/256, into `out` (0…`last`). `scratch` holds
    /// `coarse.columns` pixels. `vectorized` runs `blur_level_one_mix_row` (the same bytes).
    static func row(_ units: UnsafePointer<SIMD4<UInt16>>, coarse: FixedLevel, y: Int, last: Int, weight: Int,
                    scratch: UnsafeMutablePointer<SIMD4<UInt32>>, into out: UnsafeMutablePointer<SIMD4<UInt16>>,
                    vectorized: Bool = VectorKernels.avx2) {
        let rows = coarseRows(forFineRow: y)
        let near = coarse.clampedRow(rows.near), far = coarse.clampedRow(rows.far)
        let count = coarse.columns
        if vectorized {
            func u16(_ p: UnsafePointer<SIMD4<UInt16>>) -> UnsafePointer<UInt16> {
                UnsafeRawPointer(p).assumingMemoryBound(to: UInt16.self)
            }
            blur_level_one_mix_row(u16(units), u16(near), u16(far), count, last, UInt32(weight),
                                   UnsafeMutableRawPointer(scratch).assumingMemoryBound(to: UInt32.self),
                                   UnsafeMutableRawPointer(out).assumingMemoryBound(to: UInt16.self))
            return
        }
        for m in 0..<count {
            scratch[m] = SIMD4<UInt32>(truncatingIfNeeded: near[m]) &* 3 &+ SIMD4<UInt32>(truncatingIfNeeded: far[m])
        }
        let keep = SIMD4<UInt32>(repeating: UInt32(16 * (256 - weight))), share = SIMD4<UInt32>(repeating: UInt32(weight))
        func mix(_ x: Int, centre: Int, side: Int) {
            let doubled = scratch[centre] &* 3 &+ scratch[side]
            let sum = SIMD4<UInt32>(truncatingIfNeeded: units[x]) &* keep &+ doubled &* share &+ 16_384
            out[x] = SIMD4<UInt16>(truncatingIfNeeded: sum &>> 15)
        }
        mix(0, centre: 0, side: 1)
        var m = 0
        while 2 * m + 2 <= last {
            mix(2 * m + 1, centre: m + 1, side: m)
            mix(2 * m + 2, centre: m + 1, side: m + 2)
            m += 1
        }
        if 2 * m + 1 == last { mix(last, centre: m + 1, side: m) }
    }
}
