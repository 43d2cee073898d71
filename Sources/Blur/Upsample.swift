import CPixelKernels

/// Bilinear upsampling back up the pyramid.
///
/// A 2× bilinear step with pixel centres aligned gives each fine pixel ¾ of the nearest coarse
/// pixel and ¼ of the next one. Two chained steps compose into a fixed 4-phase, 3-tap filter, so
/// the last two steps to full resolution run as one pass (`ByteUpsample`) without materialising
/// the middle level.
enum Upsample {
    /// Weights on coarse pixels n−1, n, n+1 for output phase p = x mod factor, where
    /// n = x / factor. Factor 4 is two chained 2× steps. All are multiples of 1/16.
    @inline(__always)
    static func phase(factor: Int, _ p: Int) -> SIMD3<Float> {
        if factor == 2 { return p == 0 ? SIMD3(0.25, 0.75, 0) : SIMD3(0, 0.75, 0.25) }
        switch p {
        case 0: return SIMD3(0.375, 0.625, 0)
        case 1: return SIMD3(0.1875, 0.75, 0.0625)
        case 2: return SIMD3(0.0625, 0.75, 0.1875)
        default: return SIMD3(0, 0.625, 0.375)
        }
    }

    /// Writes the 2× upsample of `coarse` into padded rows `rows` of `fine` (margins are rows too):
    /// `fine = (1 − t)·fine + t·up(coarse)`, so t = 1 overwrites and t < 1 cross-fades.
    /// `scratch` needs room for `coarse.paddedWidth` pixels. `vectorized` runs the AVX2 row
    /// kernel (`blur_gauss_double_row`: the same floats, bit for bit), only where the CPU has it.
    static func double(_ coarse: PaddedImage, into fine: PaddedImage, rows: Range<Int>, weight t: Float,
                       scratch s: UnsafeMutablePointer<Pixel>, vectorized: Bool = VectorKernels.avx2) {
        for y in rows {
            double(coarse, row: y, into: fine.row(y), last: fine.paddedWidth - 1, weight: t, scratch: s,
                   vectorized: vectorized)
        }
    }

    /// Padded row `y` of that upsample, mixed into `out` (padded columns 0…`last` of a level
    /// twice `coarse`'s size): `double(_:into:rows:weight:scratch:vectorized:)`'s step.
    @inline(__always)
    private static func double(_ coarse: PaddedImage, row y: Int, into out: UnsafeMutablePointer<Pixel>, last: Int,
                       weight t: Float, scratch s: UnsafeMutablePointer<Pixel>,
                       vectorized: Bool = VectorKernels.avx2) {
        if vectorized {
            // `verticalMix`'s rows and weights for fine row y − 1 (factor 2).
            let i = y - 1, n = (i + 2) / 2 - 1
            let w = phase(factor: 2, i - n * 2)
            blur_gauss_double_row(floats(coarse.clampedRow(n)), floats(coarse.clampedRow(n + 1)),
                                  floats(coarse.clampedRow(n + 2)), w.x, w.y, w.z, coarse.paddedWidth,
                                  floats(s), floats(out), last, t)
            return
        }
        verticalMix(coarse, fineIndex: y - 1, factor: 2, into: s)
        // Padded column X of the fine row is interior X − 1; padded coarse column m + 1 is
        // interior m. Odd X = 2m + 1 (interior 2m) leans on coarse m − 1, even X on m + 1.
        let first = s[0] * 0.75 + s[1] * 0.25
        if t == 1 {
            out[0] = first
            var m = 0
            while 2 * m + 2 <= last {
                let centre = s[m + 1] * 0.75
                out[2 * m + 1] = centre + s[m] * 0.25
                out[2 * m + 2] = centre + s[m + 2] * 0.25
                m += 1
            }
            if 2 * m + 1 == last { out[last] = s[m + 1] * 0.75 + s[m] * 0.25 }
        } else {
            let keep = 1 - t
            out[0] = out[0] * keep + first * t
            var m = 0
            while 2 * m + 2 <= last {
                let centre = s[m + 1] * 0.75
                out[2 * m + 1] = out[2 * m + 1] * keep + (centre + s[m] * 0.25) * t
                out[2 * m + 2] = out[2 * m + 2] * keep + (centre + s[m + 2] * 0.25) * t
                m += 1
            }
            if 2 * m + 1 == last { out[last] = out[last] * keep + (s[m + 1] * 0.75 + s[m] * 0.25) * t }
        }
    }

    @inline(__always)
    private static func floats(_ p: UnsafeMutablePointer<Pixel>) -> UnsafeMutablePointer<Float> {
        UnsafeMutableRawPointer(p).assumingMemoryBound(to: Float.self)
    }

    /// The vertical half of the filter: mixes the coarse rows that fine row `fineIndex` (interior
    /// coordinates, ≥ −1) draws on into one coarse-width row.
    @inline(__always)
    static func verticalMix(_ coarse: PaddedImage, fineIndex i: Int, factor: Int, into row: UnsafeMutablePointer<Pixel>) {
        let n = (i + factor) / factor - 1  // floor(i / factor) for i ≥ −factor
        let w = phase(factor: factor, i - n * factor)
        let count = coarse.paddedWidth
        // Padded index of interior coarse row n is n + 1.
        let a = coarse.clampedRow(n), b = coarse.clampedRow(n + 1), c = coarse.clampedRow(n + 2)
        if w.x == 0 {
            for x in 0..<count { row[x] = b[x] * w.y + c[x] * w.z }
        } else if w.z == 0 {
            for x in 0..<count { row[x] = a[x] * w.x + b[x] * w.y }
        } else {
            for x in 0..<count { row[x] = a[x] * w.x + b[x] * w.y + c[x] * w.z }
        }
    }
}
