import CPixelKernels

/// Downsampling into pyramid levels: a binomial reduction from the 8-bit image to level 1, then
/// box halvings (each output pixel the mean of a 2×2 block).
///
/// Blocks are aligned to the top-left corner; a partial block at the right or bottom edge reads
/// clamped pixels, which is exactly what the clamped-edge extension of the image contains.
enum Downsample {
    /// Reduces 8-bit RGBA `source` 2× into padded rows `rows` of `destination` (all of them,
    /// margins included, make the level), with the binomial
    /// filter [1 3 3 1]/8 along each axis (variance ¾ pixel² where a 2×2 box has ¼).
    ///
    /// This is the entry to the pyramid. A box lets through much of what lies between half and
    /// full Nyquist, which folds back as aliasing a small Gaussian at the level cannot remove;
    /// the binomial filter removes most of it, so the pyramid stays accurate down to σ ≈ 1.4.
    /// Rows are summed as 16-bit integers (at most 8 × 255), columns then in 16 bits too (at most
    /// 64 × 255); `row` needs room for `source` width + 5 pixels of 16-bit lanes. The level is
    /// written in 1/128-level units (twice the sums of 64: at most 32,640, exact), ready for
    /// the fixed-point Gaussian (`FixedSeparableBlur`) and the first halving. With `avx2` each
    /// row runs in the C kernel (same bytes); tests pass `false` to compare with this code.
    static func binomialFromBytes(
        _ source: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int,
        into destination: FixedLevel, rows: Range<Int>, row: UnsafeMutablePointer<SIMD4<UInt16>>,
        avx2: Bool = VectorKernels.avx2
    ) {
        let rowBytes = stride * 4
        let three = SIMD8<UInt16>(repeating: 3)
        // Horizontal weights for two outputs from pixels (2x−1, 2x) and (2x+1, 2x+2).
        let near = SIMD8<UInt16>(1, 1, 1, 1, 3, 3, 3, 3), far = SIMD8<UInt16>(3, 3, 3, 3, 1, 1, 1, 1)
        // `row[1 + x]` holds column x; one clamped column on the left, four on the right.
        let centre = row + 1
        for y in rows {
            // Padded row y is interior row y − 1, centred between source rows 2y − 2 and 2y − 1.
            let top = 2 * y - 3
            @inline(__always) func rowPointer(_ j: Int) -> UnsafeRawPointer {
                UnsafeRawPointer(source + Swift.min(Swift.max(top + j, 0), height - 1) * rowBytes)
            }
            let r0 = rowPointer(0), r1 = rowPointer(1), r2 = rowPointer(2), r3 = rowPointer(3)
            if avx2 && width > 0 {
                func bytes(_ r: UnsafeRawPointer) -> UnsafePointer<UInt8> { r.assumingMemoryBound(to: UInt8.self) }
                func lanes(_ p: UnsafeMutablePointer<SIMD4<UInt16>>) -> UnsafeMutablePointer<UInt16> {
                    UnsafeMutableRawPointer(p).assumingMemoryBound(to: UInt16.self)
                }
                blur_resample_binomial_row(
                    bytes(r0), bytes(r1), bytes(r2), bytes(r3), width, lanes(row), destination.columns,
                    destination.paddedWidth, lanes(destination.base + y * destination.paddedWidth))
                continue
            }
            let out = UnsafeMutableRawPointer(centre)
            var x = 0
            while x + 2 <= width {
                let a = SIMD8<UInt16>(truncatingIfNeeded: r0.loadUnaligned(fromByteOffset: 4 * x, as: SIMD8<UInt8>.self))
                let b = SIMD8<UInt16>(truncatingIfNeeded: r1.loadUnaligned(fromByteOffset: 4 * x, as: SIMD8<UInt8>.self))
                let c = SIMD8<UInt16>(truncatingIfNeeded: r2.loadUnaligned(fromByteOffset: 4 * x, as: SIMD8<UInt8>.self))
                let d = SIMD8<UInt16>(truncatingIfNeeded: r3.loadUnaligned(fromByteOffset: 4 * x, as: SIMD8<UInt8>.self))
                out.storeBytes(of: a &+ d &+ (b &+ c) &* three, toByteOffset: 8 * x, as: SIMD8<UInt16>.self)
                x += 2
            }
            if x < width {
                @inline(__always) func px(_ r: UnsafeRawPointer) -> SIMD4<UInt16> {
                    SIMD4<UInt16>(truncatingIfNeeded: r.loadUnaligned(fromByteOffset: 4 * x, as: SIMD4<UInt8>.self))
                }
                centre[x] = px(r0) &+ px(r3) &+ (px(r1) &+ px(r2)) &* SIMD4(repeating: 3)
            }
            row[0] = centre[0]
            for i in width..<(width + 4) { centre[i] = centre[width - 1] }
            // Padded column X ≥ 1 is interior X − 1, centred between columns 2X − 2 and 2X − 1,
            // so it reads row[2X − 2] … row[2X + 1] (row index = column + 1). Column 0, the
            // margin, lies wholly left of the image: the edge column.
            let sums = UnsafeRawPointer(row)
            let target = destination.base + y * destination.paddedWidth
            // The margin's sums are of 8 (one axis): 16 times that is 1/128-level units.
            target[0] = centre[0] &* SIMD4(repeating: 16)
            for X in 1..<destination.columns {
                let i = 2 * X - 2
                let lo = sums.loadUnaligned(fromByteOffset: 8 * i, as: SIMD8<UInt16>.self)
                let hi = sums.loadUnaligned(fromByteOffset: 8 * (i + 2), as: SIMD8<UInt16>.self)
                let v = lo &* near &+ hi &* far
                target[X] = (v.lowHalf &+ v.highHalf) &* SIMD4(repeating: 2)
            }
            // The spare pixel of a row of whole pairs repeats the edge.
            if destination.paddedWidth > destination.columns {
                target[destination.columns] = target[destination.columns - 1]
            }
        }
    }

    /// Exact integer-to-float conversion through the mantissa (2²³ + n has n in its low bits),
    /// avoiding the standard library's generic per-lane conversion.
    @inline(__always)
    static func float(_ v: SIMD4<UInt16>) -> Pixel {
        let bits = SIMD4<UInt32>(truncatingIfNeeded: v) | SIMD4(repeating: 0x4B00_0000)
        return unsafeBitCast(bits, to: Pixel.self) - Pixel(repeating: 8_388_608)
    }

    /// Halves a pyramid level into padded rows `rows` of the next one (margins are rows too).
    /// `rowSum` needs room for `source.paddedWidth` pixels (scratch: the C kernel leaves it
    /// alone). With `avx2` each row runs in the C kernel (`blur_halve_float_row`: the same
    /// floats, bit for bit); tests pass `false` to compare with this code.
    static func halve(_ source: PaddedImage, into destination: PaddedImage, rows: Range<Int>,
                      rowSum: UnsafeMutablePointer<Pixel>, avx2: Bool = VectorKernels.avx2) {
        if avx2 {
            let scale = scales(unit: 1)
            for y in rows {
                blur_halve_float_row(floats(source.clampedRow(2 * y - 1)), floats(source.clampedRow(2 * y)),
                                     source.paddedWidth, floats(destination.row(y)), destination.width,
                                     scale.half, scale.quarter)
            }
            return
        }
        halve(columns: source.paddedWidth, into: destination, rows: rows, rowSum: rowSum, unit: 1) { y, sum in
            let a = source.clampedRow(2 * y - 1), b = source.clampedRow(2 * y)
            for x in 0..<source.paddedWidth { sum[x] = a[x] + b[x] }
        }
    }

    /// Halves level 1, as the binomial entry wrote it (1/128-level units), into level 2. The
    /// sums are exact in float and the unit a power of two, so the result is what halving the
    /// level in float gives, bit for bit. With `avx2` each row runs in the C kernel
    /// (`blur_halve_fixed_row`, which sums in integers: the same exact values); tests pass
    /// `false` to compare with this code.
    static func halve(_ source: FixedLevel, into destination: PaddedImage, rows: Range<Int>,
                      rowSum: UnsafeMutablePointer<Pixel>, avx2: Bool = VectorKernels.avx2) {
        if avx2 {
            let scale = scales(unit: 1 / 128)
            func lanes(_ p: UnsafeMutablePointer<SIMD4<UInt16>>) -> UnsafeMutablePointer<UInt16> {
                UnsafeMutableRawPointer(p).assumingMemoryBound(to: UInt16.self)
            }
            for y in rows {
                blur_halve_fixed_row(lanes(source.clampedRow(2 * y - 1)), lanes(source.clampedRow(2 * y)),
                                     source.columns, floats(destination.row(y)), destination.width,
                                     scale.half, scale.quarter)
            }
            return
        }
        halve(columns: source.columns, into: destination, rows: rows, rowSum: rowSum, unit: 1 / 128) { y, sum in
            let a = source.clampedRow(2 * y - 1), b = source.clampedRow(2 * y)
            for x in 0..<source.columns { sum[x] = float(a[x]) + float(b[x]) }
        }
    }

    /// Each output row from the sum of its two source rows (`sumRows(y, into)` writes the sums
    /// for padded output row y), scaled by `unit`.
    @inline(__always)
    private static func halve(columns sourceWidth: Int, into destination: PaddedImage, rows: Range<Int>,
                              rowSum: UnsafeMutablePointer<Pixel>, unit: Float,
                              sumRows: (Int, UnsafeMutablePointer<Pixel>) -> Void) {
        let lastColumn = sourceWidth - 1
        let scale = scales(unit: unit)
        let half = Pixel(repeating: scale.half), quarter = Pixel(repeating: scale.quarter)
        for y in rows {
            // Padded row y of the destination covers padded rows 2y−1 and 2y of the source.
            sumRows(y, rowSum)
            let out = destination.row(y)
            out[0] = rowSum[0] * half
            for x in 1...destination.width {
                out[x] = (rowSum[2 * x - 1] + rowSum[2 * x]) * quarter
            }
            let right = destination.width + 1
            out[right] = (rowSum[Swift.min(2 * right - 1, lastColumn)] + rowSum[Swift.min(2 * right, lastColumn)]) * quarter
        }
    }

    /// The edge pixel's factor (a sum of two) and the others' (a sum of four), in `unit`s: one
    /// place, so the Swift and C paths multiply by the same floats.
    @inline(__always)
    private static func scales(unit: Float) -> (half: Float, quarter: Float) { (0.5 * unit, 0.25 * unit) }

    @inline(__always)
    private static func floats(_ p: UnsafeMutablePointer<Pixel>) -> UnsafeMutablePointer<Float> {
        UnsafeMutableRawPointer(p).assumingMemoryBound(to: Float.self)
    }
}
