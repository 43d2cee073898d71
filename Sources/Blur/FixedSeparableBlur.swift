import CPixelKernels

/// The Gaussian at a reduced level in 16-bit fixed point, two pixels per vector.
///
/// Without FMA (baseline x86-64) a float tap costs an add, a multiply and an add per pixel,
/// four channels a vector; here one vector holds two pixels and a mirrored pair of taps costs
/// an add, one `pmulhuw` and an add, so the pass that dominates the level 1 → 2 band (σ₁ up to
/// 1.65, five taps each side) runs in about half the operations.
///
/// Units: the level arrives in 1/128-level units (from the binomial entry, or converted by
/// `FixedLevel.convert(_:rows:unitsPerLevel:)`), at most 255 × 128 = 32,640, so the sum of a
/// mirrored pair fits 16 bits. A weight is in 1/65,536 and a tap keeps the high 16 bits of the
/// product, rounding down; the dropped fractions are put back on average (half a unit per
/// product), so the result is within 1/16 of a level of the float Gaussian — far below what
/// the pyramid's own approximation costs. The result is written back as float for the stages
/// after it, rounded straight to the 1/16-level units the last upsample reads, or kept as summed
/// (1/128-level units) for level 1's cross-fade (`LevelOneMix`).
enum FixedSeparableBlur {
    typealias Lanes = SIMD8<UInt16>
    /// Units per level of the input.
    static let scale: Float = 128

    /// The kernel's weights in 1/65,536 (centre first), summing to 65,536 over both sides.
    static func weights(_ kernel: GaussianKernel, into fixed: inout [UInt16]) {
        fixed.removeAll(keepingCapacity: true)
        var sides = 0
        for i in kernel.weights.indices.dropFirst() {
            let w = Int((Double(kernel.weights[i]) * 65_536).rounded())
            fixed.append(UInt16(Swift.min(w, 32_767)))
            sides += 2 * Int(fixed[fixed.count - 1])
        }
        // The centre takes what is left, so a flat level stays flat (up to the rounding down).
        fixed.insert(UInt16(Swift.min(Swift.max(65_536 - sides, 0), 65_535)), at: 0)
    }

    /// Blurs padded rows `rows` of `source` (1/128-level units) into `destination` (levels, as
    /// float), vertical pass then horizontal, indices clamped into the padded grid (exact:
    /// the margin is the edge extension). `row` needs room for `source.paddedWidth + 2·radius
    /// + 1` pixels. `vectorized` runs the AVX2 kernels (the same bytes; only where the CPU has it).
    static func apply(
        _ weights: UnsafeBufferPointer<UInt16>, source: FixedLevel, destination: PaddedImage, rows: Range<Int>,
        row: UnsafeMutablePointer<SIMD4<UInt16>>, vectorized: Bool = VectorKernels.avx2
    ) {
        dispatch(weights, source, rows, row, vectorized, nil, { destination.row($0) }, { _ in })
    }

    /// The same Gaussian with each row written in 16-bit units where `destination` says, then
    /// handed to `finished(y)` before the next is written: rounded straight to the 1/16-level
    /// units the last upsample reads (as `FixedLevel.convert(row:from:)` rounds the float row:
    /// sum / 8, half to even), or kept as summed in 1/128-level units (the float row times 128,
    /// exactly) for level 1's cross-fade (`LevelOneMix`).
    static func apply(
        _ weights: UnsafeBufferPointer<UInt16>, source: FixedLevel, rows: Range<Int>,
        row: UnsafeMutablePointer<SIMD4<UInt16>>, to destination: FixedRows,
        vectorized: Bool = VectorKernels.avx2, finished: (Int) -> Void = { _ in }
    ) {
        dispatch(weights, source, rows, row, vectorized, destination,
                 { _ in preconditionFailure("rows go to 16-bit units") }, finished)
    }

    /// Where the horizontal pass writes 16-bit rows instead of float ones.
    enum FixedRows {
        /// Rounded to 1/16-level units into the same row of a level of the source's size.
        case sixteenths(FixedLevel)
        /// As summed (1/128-level units) into the same row of a level of the source's size.
        case units(FixedLevel)
        /// As summed into this one row (`source.columns` pixels), every row in turn.
        case unitsRow(UnsafeMutablePointer<SIMD4<UInt16>>)

        /// Where row `y` goes, whether it is rounded to sixteenths, and the level it is a row
        /// of (whose spare pixel then repeats the last).
        @inline(__always)
        func target(row y: Int) -> (out: UnsafeMutablePointer<SIMD4<UInt16>>, sixteenths: Bool, level: FixedLevel?) {
            switch self {
            case .sixteenths(let level): return (level.base + y * level.paddedWidth, true, level)
            case .units(let level): return (level.base + y * level.paddedWidth, false, level)
            case .unitsRow(let row): return (row, false, nil)
            }
        }
    }

    /// Runs the passes; rows go to `shortRows` (16-bit rows) when given, else as floats to `output(y)`.
    private static func dispatch(
        _ weights: UnsafeBufferPointer<UInt16>, _ source: FixedLevel, _ rows: Range<Int>,
        _ row: UnsafeMutablePointer<SIMD4<UInt16>>, _ vectorized: Bool, _ shortRows: FixedRows?,
        _ output: (Int) -> UnsafeMutablePointer<Pixel>, _ finished: (Int) -> Void
    ) {
        if vectorized {
            runVectorized(weights, source, rows, row, shortRows, output, finished)
            return
        }
        switch weights.count - 1 {
        case 1: run(Radius1.self, weights, source, rows, row, shortRows, output, finished)
        case 2: run(Radius2.self, weights, source, rows, row, shortRows, output, finished)
        case 3: run(Radius3.self, weights, source, rows, row, shortRows, output, finished)
        case 4: run(Radius4.self, weights, source, rows, row, shortRows, output, finished)
        case 5: run(Radius5.self, weights, source, rows, row, shortRows, output, finished)
        case 6: run(Radius6.self, weights, source, rows, row, shortRows, output, finished)
        case 7: run(Radius7.self, weights, source, rows, row, shortRows, output, finished)
        case 8: run(Radius8.self, weights, source, rows, row, shortRows, output, finished)
        case let radius: run(weights, radius, source, rows, row, shortRows, output, finished)
        }
    }

    private static func run<R: KernelRadius>(
        _ radius: R.Type, _ weights: UnsafeBufferPointer<UInt16>, _ source: FixedLevel,
        _ rows: Range<Int>, _ row: UnsafeMutablePointer<SIMD4<UInt16>>, _ shortRows: FixedRows?,
        _ output: (Int) -> UnsafeMutablePointer<Pixel>, _ finished: (Int) -> Void
    ) {
        run(weights, R.value, source, rows, row, shortRows, output, finished)
    }

    @inline(__always)
    private static func run(
        _ weights: UnsafeBufferPointer<UInt16>, _ radius: Int, _ source: FixedLevel,
        _ rows: Range<Int>, _ row: UnsafeMutablePointer<SIMD4<UInt16>>, _ shortRows: FixedRows?,
        _ output: (Int) -> UnsafeMutablePointer<Pixel>, _ finished: (Int) -> Void
    ) {
        let pairs = source.paddedWidth  // whole pairs (FixedLevel's row length)
        let count = source.columns
        // Half a unit back per product rounded down (centre plus one per pair of taps).
        let bias = Lanes(repeating: UInt16((radius + 1) / 2))
        withUnsafeTemporaryAllocation(of: Lanes.self, capacity: radius + 1) { lanes in
            guard let w = lanes.baseAddress else { return }
            for i in 0...radius { w[i] = Lanes(repeating: weights[i]) }
            withUnsafeTemporaryAllocation(of: UnsafeRawPointer.self, capacity: 2 * radius + 1) { taps in
                guard let tapRows = taps.baseAddress else { return }
                let centre = row + radius
                for y in rows {
                    for d in -radius...radius { tapRows[radius + d] = UnsafeRawPointer(source.clampedRow(y + d)) }
                    vertical(tapRows, w, radius, bias, bytes: 8 * pairs, into: UnsafeMutableRawPointer(centre))
                    let first = centre[0], last = centre[count - 1]
                    for i in 0..<radius { row[i] = first }
                    for i in count..<(pairs + radius + 1) { centre[i] = last }
                    if let shortRows {
                        let target = shortRows.target(row: y)
                        horizontal(UnsafeRawPointer(centre), w, radius, bias, count: count, into: target.out,
                                   sixteenths: target.sixteenths)
                        target.level?.repeatLastPixel(row: y)
                    } else {
                        horizontal(UnsafeRawPointer(centre), w, radius, bias, count: count, into: output(y))
                    }
                    finished(y)
                }
            }
        }
    }

    /// `run` with the AVX2 row kernels (`blur_gauss_fixed_*`): the same rows, padding and
    /// arithmetic, four pixels a vector.
    private static func runVectorized(
        _ weights: UnsafeBufferPointer<UInt16>, _ source: FixedLevel,
        _ rows: Range<Int>, _ row: UnsafeMutablePointer<SIMD4<UInt16>>, _ shortRows: FixedRows?,
        _ output: (Int) -> UnsafeMutablePointer<Pixel>, _ finished: (Int) -> Void
    ) {
        guard let w = weights.baseAddress else { return }
        let radius = weights.count - 1
        let pairs = source.paddedWidth, count = source.columns
        let bias = UInt16((radius + 1) / 2)
        withUnsafeTemporaryAllocation(of: UnsafePointer<UInt16>?.self, capacity: 2 * radius + 1) { taps in
            guard let tapRows = taps.baseAddress else { return }
            let centre = row + radius
            let units = UnsafeMutableRawPointer(centre).assumingMemoryBound(to: UInt16.self)
            for y in rows {
                for d in -radius...radius {
                    tapRows[radius + d] = UnsafeRawPointer(source.clampedRow(y + d)).assumingMemoryBound(to: UInt16.self)
                }
                blur_gauss_fixed_vertical(tapRows, w, radius, bias, 4 * pairs, units)
                let first = centre[0], last = centre[count - 1]
                for i in 0..<radius { row[i] = first }
                for i in count..<(pairs + radius + 1) { centre[i] = last }
                if let shortRows {
                    let target = shortRows.target(row: y)
                    let out = UnsafeMutableRawPointer(target.out).assumingMemoryBound(to: UInt16.self)
                    blur_gauss_fixed_horizontal_short(units, w, radius, bias, count, out, target.sixteenths ? 1 : 0)
                    target.level?.repeatLastPixel(row: y)
                } else {
                    blur_gauss_fixed_horizontal(units, w, radius, bias, count,
                                                UnsafeMutableRawPointer(output(y)).assumingMemoryBound(to: Float.self))
                }
                finished(y)
            }
        }
    }

    @inline(__always)
    private static func mulhi(_ a: Lanes, _ w: Lanes) -> Lanes {
        Lanes(truncatingIfNeeded: (SIMD8<UInt32>(truncatingIfNeeded: a) &* SIMD8<UInt32>(truncatingIfNeeded: w)) &>> 16)
    }

    /// One row of the vertical pass over `bytes` bytes of each tap row (whole pairs).
    @inline(__always)
    private static func vertical(
        _ rows: UnsafePointer<UnsafeRawPointer>, _ w: UnsafePointer<Lanes>, _ radius: Int, _ bias: Lanes,
        bytes: Int, into out: UnsafeMutableRawPointer
    ) {
        var j = 0
        while j < bytes {
            var sum = mulhi(rows[radius].loadUnaligned(fromByteOffset: j, as: Lanes.self), w[0]) &+ bias
            var d = 1
            while d <= radius {
                let a = rows[radius &- d].loadUnaligned(fromByteOffset: j, as: Lanes.self)
                let b = rows[radius &+ d].loadUnaligned(fromByteOffset: j, as: Lanes.self)
                sum &+= mulhi(a &+ b, w[d])
                d &+= 1
            }
            out.storeBytes(of: sum, toByteOffset: j, as: Lanes.self)
            j &+= 16
        }
    }

    /// One row of the horizontal pass: `count` pixels from `centre` (readable `radius`
    /// pixels either side, and one spare pixel after), written as float levels.
    @inline(__always)
    private static func horizontal(
        _ c: UnsafeRawPointer, _ w: UnsafePointer<Lanes>, _ radius: Int, _ bias: Lanes,
        count: Int, into out: UnsafeMutablePointer<Pixel>
    ) {
        let unit = Pixel(repeating: 1 / scale)
        @inline(__always) func sum(at j: Int) -> Lanes {
            var sum = mulhi(c.loadUnaligned(fromByteOffset: j, as: Lanes.self), w[0]) &+ bias
            var d = 1
            while d <= radius {
                let a = c.loadUnaligned(fromByteOffset: j &- 8 &* d, as: Lanes.self)
                let b = c.loadUnaligned(fromByteOffset: j &+ 8 &* d, as: Lanes.self)
                sum &+= mulhi(a &+ b, w[d])
                d &+= 1
            }
            return sum
        }
        @inline(__always) func float(_ v: SIMD4<UInt16>) -> Pixel { Pixel(SIMD4<Int32>(truncatingIfNeeded: v)) * unit }
        var x = 0
        while x &+ 2 <= count {
            let s = sum(at: 8 &* x)
            out[x] = float(s.lowHalf)
            out[x &+ 1] = float(s.highHalf)
            x &+= 2
        }
        if x < count { out[x] = float(sum(at: 8 &* x).lowHalf) }
    }

    /// The horizontal pass into `out` in 16-bit units: with `sixteenths`, each sum / 8 rounded
    /// half to even (the float row's rounding in `FixedLevel.convert(row:from:)`), else each
    /// sum as it is (1/128-level units).
    @inline(__always)
    private static func horizontal(
        _ c: UnsafeRawPointer, _ w: UnsafePointer<Lanes>, _ radius: Int, _ bias: Lanes,
        count: Int, into out: UnsafeMutablePointer<SIMD4<UInt16>>, sixteenths: Bool
    ) {
        let three = Lanes(repeating: 3), one = Lanes(repeating: 1)
        var x = 0
        while x < count {
            var sum = mulhi(c.loadUnaligned(fromByteOffset: 8 &* x, as: Lanes.self), w[0]) &+ bias
            var d = 1
            while d <= radius {
                let a = c.loadUnaligned(fromByteOffset: 8 &* x &- 8 &* d, as: Lanes.self)
                let b = c.loadUnaligned(fromByteOffset: 8 &* x &+ 8 &* d, as: Lanes.self)
                sum &+= mulhi(a &+ b, w[d])
                d &+= 1
            }
            let rounded = sixteenths ? (sum &+ three &+ ((sum &>> 3) & one)) &>> 3 : sum
            out[x] = rounded.lowHalf
            if x &+ 1 < count { out[x &+ 1] = rounded.highHalf }
            x &+= 2
        }
    }
}
