import CPixelKernels

/// The last upsampling step, straight to 8-bit pixels, in 16-bit fixed point.
///
/// This is the only stage that touches every output pixel, so it runs on integers: two or four
/// pixels per vector instead of one. The level is converted once to 1/16-level units
/// (`FixedLevel`); every filter weight is a multiple of 1/16 (see `Upsample.phase`), so the
/// vertical sum fits 16 bits (at most 16 × 4080) and is rounded back to 1/16 levels, the
/// horizontal sum fits too, and only the final division rounds to a byte.
enum ByteUpsample {
    /// Writes output row `y` (`width` pixels) of the `factor`× (2 or 4) upsample of `coarse`.
    /// `row` needs room for `coarse.paddedWidth + 1` pixels. With `avx2` the row runs in the C
    /// kernel (same bytes, twice the pixels a vector); tests pass `false` to compare with this code.
    static func row(
        _ coarse: FixedLevel, factor: Int, y: Int, width: Int,
        to destination: UnsafeMutablePointer<UInt8>, row fixed: UnsafeMutablePointer<SIMD4<UInt16>>,
        avx2: Bool = VectorKernels.avx2
    ) {
        if avx2 && (factor == 2 || factor == 4) {
            let n = (y + factor) / factor - 1  // as in `verticalMix`
            let w = Upsample.phase(factor: factor, y - n * factor) * 16
            blur_resample_upsample_row(
                lanes(coarse.clampedRow(n)), lanes(coarse.clampedRow(n + 1)), lanes(coarse.clampedRow(n + 2)),
                UInt16(w.x), UInt16(w.y), UInt16(w.z), coarse.paddedWidth, lanes(fixed), factor, width, destination)
            return
        }
        verticalMix(coarse, fineIndex: y, factor: factor, into: fixed)
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
            tail(fixed, factor: factor, from: groups * factor, width: width, raw: raw)
            return
        }
        // Outputs 2n and 2n+1 are (¼, ¾) of coarse (n−1, n) and (¾, ¼) of (n, n+1): two
        // overlapping loads, one pixel apart, give both at once.
        let near = SIMD8<UInt16>(4, 4, 4, 4, 12, 12, 12, 12), far = SIMD8<UInt16>(12, 12, 12, 12, 4, 4, 4, 4)
        let half = SIMD8<UInt16>(repeating: 128)
        let source = UnsafeRawPointer(fixed)
        for n in 0..<groups {
            let left = source.loadUnaligned(fromByteOffset: 8 * n, as: SIMD8<UInt16>.self)
            let right = source.loadUnaligned(fromByteOffset: 8 * (n + 1), as: SIMD8<UInt16>.self)
            let sum = (left &* near &+ right &* far &+ half) &>> 8
            raw.storeBytes(of: SIMD8<UInt8>(truncatingIfNeeded: sum), toByteOffset: 8 * n, as: SIMD8<UInt8>.self)
        }
        tail(fixed, factor: factor, from: groups * factor, width: width, raw: raw)
    }

    /// The vertical half of the filter in 1/16-level units: the coarse rows that fine row
    /// `fineIndex` (interior coordinates) draws on, mixed into one coarse-width row.
    @inline(__always)
    private static func verticalMix(
        _ coarse: FixedLevel, fineIndex i: Int, factor: Int, into row: UnsafeMutablePointer<SIMD4<UInt16>>
    ) {
        let n = (i + factor) / factor - 1  // floor(i / factor) for i ≥ −factor
        let w = Upsample.phase(factor: factor, i - n * factor) * 16
        let wa = SIMD8<UInt16>(repeating: UInt16(w.x)), wb = SIMD8<UInt16>(repeating: UInt16(w.y)),
            wc = SIMD8<UInt16>(repeating: UInt16(w.z))
        let eight = SIMD8<UInt16>(repeating: 8)
        // Padded index of interior coarse row n is n + 1.
        let a = UnsafeRawPointer(coarse.clampedRow(n)), b = UnsafeRawPointer(coarse.clampedRow(n + 1)),
            c = UnsafeRawPointer(coarse.clampedRow(n + 2))
        let out = UnsafeMutableRawPointer(row)
        // Whole pixel pairs; rows have a spare pixel, so an odd count reads and writes one more.
        var j = 0
        let bytes = 8 * coarse.paddedWidth
        while j < bytes {
            let sum = a.load(fromByteOffset: j, as: SIMD8<UInt16>.self) &* wa
                &+ b.load(fromByteOffset: j, as: SIMD8<UInt16>.self) &* wb
                &+ c.load(fromByteOffset: j, as: SIMD8<UInt16>.self) &* wc
            out.storeBytes(of: (sum &+ eight) &>> 4, toByteOffset: j, as: SIMD8<UInt16>.self)
            j += 16
        }
    }

    /// The pixels' channels as the C kernels take them.
    @inline(__always)
    private static func lanes(_ p: UnsafeMutablePointer<SIMD4<UInt16>>) -> UnsafeMutablePointer<UInt16> {
        UnsafeMutableRawPointer(p).assumingMemoryBound(to: UInt16.self)
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

/// A pyramid level in 16-bit fixed point: 1/16-level units (0…4080 per channel) for
/// `ByteUpsample`, 1/128-level units (0…32,640) for `FixedSeparableBlur`. Same layout as
/// `PaddedImage` (one-pixel margin), with rows rounded up to whole pixel pairs so the filters
/// can run two pixels per vector.
struct FixedLevel {
    let base: UnsafeMutablePointer<SIMD4<UInt16>>
    /// Pixels from one row to the next: the padded width rounded up to whole pairs.
    let paddedWidth: Int
    let paddedHeight: Int
    /// The padded width itself (the level's columns, margins included).
    let columns: Int

    /// Pixels of storage a level of this padded size needs.
    static func storage(paddedWidth: Int, paddedHeight: Int) -> Int { rowLength(paddedWidth) * paddedHeight }

    /// Pixels of storage a level of `width × height` interior pixels needs.
    static func storage(width: Int, height: Int) -> Int { storage(paddedWidth: width + 2, paddedHeight: height + 2) }

    private static func rowLength(_ paddedWidth: Int) -> Int { (paddedWidth + 1) & ~1 }

    /// The layout for `image` in `storage`; fill it with `convert(_:rows:)`.
    init(layoutFor image: PaddedImage, in storage: UnsafeMutablePointer<SIMD4<UInt16>>) {
        self.init(width: image.width, height: image.height, in: storage)
    }

    /// The layout of a level of `width × height` interior pixels in `storage`.
    init(width: Int, height: Int, in storage: UnsafeMutablePointer<SIMD4<UInt16>>) {
        base = storage
        columns = width + 2
        paddedWidth = Self.rowLength(columns)
        paddedHeight = height + 2
    }

    /// Converts `image` (channels in 0…255) into `storage`, rounding to the nearest 1/16.
    init(converting image: PaddedImage, into storage: UnsafeMutablePointer<SIMD4<UInt16>>) {
        self.init(layoutFor: image, in: storage)
        convert(image, rows: 0..<paddedHeight)
    }

    /// Converts padded rows `rows` of `image` (the one this layout was made for) to
    /// `unitsPerLevel` units a level (16 for the upsample; at most 256), rounding to nearest.
    func convert(_ image: PaddedImage, rows: Range<Int>, unitsPerLevel: Float = 16) {
        for y in rows { convert(row: y, from: image.row(y), unitsPerLevel: unitsPerLevel) }
    }

    /// Converts one padded row (`columns` float pixels at `from`, channels in levels) into
    /// padded row `y`, as `convert(_:rows:unitsPerLevel:)` does: a stage that makes the level
    /// row by row converts each row while it is still in cache. With `avx2` the row runs in the
    /// C kernel (`blur_convert_row`, same bits); tests pass `false` to compare with this code.
    @inline(__always)
    func convert(row y: Int, from: UnsafePointer<Pixel>, unitsPerLevel: Float = 16,
                 avx2: Bool = VectorKernels.avx2) {
        let to = base + y * paddedWidth
        if avx2 {
            blur_convert_row(UnsafeRawPointer(from).assumingMemoryBound(to: Float.self), columns, unitsPerLevel,
                             paddedWidth, UnsafeMutableRawPointer(to).assumingMemoryBound(to: UInt16.self))
            return
        }
        let units = Pixel(repeating: unitsPerLevel), magic = Pixel(repeating: 12_582_912)
        for x in 0..<columns {
            // v·units + 1.5·2²³ holds round(v·units) in its low mantissa bits.
            to[x] = SIMD4<UInt16>(truncatingIfNeeded: unsafeBitCast(from[x] * units + magic, to: SIMD4<UInt32>.self))
        }
        repeatLastPixel(row: y)
    }

    /// Row `y`'s spare pixel (a row of whole pairs one longer than the level) repeats the last.
    @inline(__always)
    func repeatLastPixel(row y: Int) {
        if paddedWidth > columns { base[y * paddedWidth + columns] = base[y * paddedWidth + columns - 1] }
    }

    /// Row at padded index `index` clamped into the padded grid.
    @inline(__always)
    func clampedRow(_ index: Int) -> UnsafeMutablePointer<SIMD4<UInt16>> {
        base + Swift.min(Swift.max(index, 0), paddedHeight - 1) * paddedWidth
    }
}
