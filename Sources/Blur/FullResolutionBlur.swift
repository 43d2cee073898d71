import CPixelKernels

/// The blur at full resolution, for σ too small for any downsampling to stay accurate: the
/// Gaussian up to σ 1.25, then the hand-over to the pyramid (see `FullResolutionKernel`).
///
/// Runs on 16-bit integers, two pixels per vector, because this is the one filter that
/// touches every pixel for every tap. Weights are in 1/256 and sum to exactly 256, so a flat
/// picture stays exactly flat and no sum can overflow (at most 255 × 256); between the two
/// passes rows are rounded back to whole levels. Against the exact Gaussian that costs about
/// 0.3 levels RMS and at most 2 on hard corners (PSNR ≥ 47 dB on checkerboards), and as σ
/// moves a weight can step by 1/256 (a level per pass) — the price of twice the speed.
///
/// Each vector runs through every tap with its sum in a register, and the kernel's radius and
/// symmetry are constants in the loops that matter (one specialisation each), so the taps are
/// unrolled with their weights held in registers: the sums are never stored and reloaded per
/// tap. Even and odd pixels may have mirrored kernels (the hand-over): along a row the two
/// pixels of a vector are one even and one odd, so each tap's weight vector holds both; down
/// the columns the weights follow the row.
///
/// Rows stream through a ring of horizontally blurred rows, so a row of the destination is
/// written only after every source row it depends on has been read: blurring in place is safe.
/// Out of place, bands of rows can run at once, each priming its own ring from the rows above
/// it; every output row is computed the same way in any band.
enum FullResolutionBlur {
    typealias Fixed = SIMD4<UInt16>
    /// Two pixels of 16-bit channels.
    typealias Lanes = SIMD8<UInt16>

    struct Scratch {
        /// `(2·radius + 1) · pairWidth(width)` pixels.
        var ring: UnsafeMutablePointer<Fixed>
        /// `pairWidth(width) + 2·radius + 2` pixels.
        var padded: UnsafeMutablePointer<Fixed>
    }

    /// Row length of the integer buffers: whole pixel pairs (one spare pixel for odd widths).
    static func pairWidth(_ width: Int) -> Int { (width + 1) & ~1 }

    /// The largest radius with loops of its own (the largest any plan uses); larger kernels
    /// would run the same code with the tap loop not unrolled.
    static let unrolledRadius = 4

    /// Blurs 8-bit RGBA rows with `kernel` (offsets −radius…radius for even pixels, mirrored for
    /// odd ones, in 1/256; see `FullResolutionKernel`: at even offsets it is always symmetric,
    /// and `symmetric` says it is at odd ones too). Writes output rows `rows` (all of them
    /// for an in-place blur), each handed to `finished` once written.
    ///
    /// Not generic over the finisher on purpose: a caller in another module (the renderer)
    /// would get the unspecialised generic code, radius and symmetry no longer constants and
    /// the taps not unrolled (three times the instructions). `finished` is non-escaping, so
    /// it costs one indirect call a row and no allocation.
    ///
    /// `vectorized` runs the AVX2 row kernels (`blur_gauss_full_*`: the same bytes, four pixels
    /// a vector) for radii 1…`unrolledRadius`, only where the CPU has AVX2; `wide` then runs
    /// the horizontal pass in AVX-512 (`blur_gauss_full_horizontal_wide`, the same bytes again)
    /// for the kernels `blur_gauss_full_wide_prepare` takes (every plan's), only where the CPU
    /// has it.
    static func apply(
        _ kernel: UnsafeBufferPointer<UInt16>, symmetric: Bool,
        source: UnsafePointer<UInt8>, sourceStride: Int,
        destination: UnsafeMutablePointer<UInt8>, destinationStride: Int,
        width: Int, height: Int, rows: Range<Int>, scratch: Scratch, vectorized: Bool = VectorKernels.avx2,
        wide: Bool = VectorKernels.avx512, finished: (Int) -> Void
    ) {
        apply(kernel, symmetric: symmetric, source: source, sourceStride: sourceStride, width: width, height: height,
              rows: rows, scratch: scratch, vectorized: vectorized, wide: wide,
              output: { destination + $0 * destinationStride * 4 }, finished: finished)
    }

    /// The same, with each output row `y` written where `output(y)` says (nil: not computed at
    /// all, though its source row is still read for its neighbours) and then handed to
    /// `finished(y)`. A row written over the source row of the same index is safe within a
    /// band: every source row it is needed for has been read by then.
    static func apply(
        _ kernel: UnsafeBufferPointer<UInt16>, symmetric: Bool,
        source: UnsafePointer<UInt8>, sourceStride: Int,
        width: Int, height: Int, rows: Range<Int>, scratch: Scratch, vectorized: Bool = VectorKernels.avx2,
        wide: Bool = VectorKernels.avx512, output: (Int) -> UnsafeMutablePointer<UInt8>?, finished: (Int) -> Void
    ) {
        let vectorized = vectorized && (1...unrolledRadius).contains(kernel.count / 2)
        let image = Image(source: source, sourceStride: sourceStride, width: width, height: height,
                          vectorized: vectorized, wide: vectorized && wide && width >= 16)
        // Each case turns radius and symmetry into constants for the loops below (a type per
        // shape: see `KernelRadius`).
        switch (kernel.count / 2, symmetric) {
        case (1, true): run(Shape<Radius1, Symmetric>.self, kernel, image, rows, scratch, output, finished)
        case (2, true): run(Shape<Radius2, Symmetric>.self, kernel, image, rows, scratch, output, finished)
        case (3, true): run(Shape<Radius3, Symmetric>.self, kernel, image, rows, scratch, output, finished)
        case (4, true): run(Shape<Radius4, Symmetric>.self, kernel, image, rows, scratch, output, finished)
        case (1, false): run(Shape<Radius1, Mirrored>.self, kernel, image, rows, scratch, output, finished)
        case (2, false): run(Shape<Radius2, Mirrored>.self, kernel, image, rows, scratch, output, finished)
        case (3, false): run(Shape<Radius3, Mirrored>.self, kernel, image, rows, scratch, output, finished)
        case (4, false): run(Shape<Radius4, Mirrored>.self, kernel, image, rows, scratch, output, finished)
        case (let radius, let symmetric): run(kernel, radius, symmetric, image, rows, scratch, output, finished)
        }
    }

    /// A kernel's radius and symmetry known at compile time.
    protocol KernelShape {
        static var radius: Int { get }
        static var symmetric: Bool { get }
    }
    protocol Symmetry { static var symmetric: Bool { get } }
    enum Symmetric: Symmetry { static var symmetric: Bool { true } }
    enum Mirrored: Symmetry { static var symmetric: Bool { false } }
    enum Shape<Radius: KernelRadius, Kind: Symmetry>: KernelShape {
        static var radius: Int { Radius.value }
        static var symmetric: Bool { Kind.symmetric }
    }

    private static func run<S: KernelShape>(
        _ shape: S.Type, _ kernel: UnsafeBufferPointer<UInt16>, _ image: Image, _ rows: Range<Int>,
        _ scratch: Scratch, _ output: (Int) -> UnsafeMutablePointer<UInt8>?, _ finished: (Int) -> Void
    ) {
        run(kernel, S.radius, S.symmetric, image, rows, scratch, output, finished)
    }

    /// Where the pixels come from.
    struct Image {
        let source: UnsafePointer<UInt8>, sourceStride: Int
        let width: Int, height: Int
        /// Whether the rows run through the AVX2 kernels.
        let vectorized: Bool
        /// Whether the horizontal pass may run the AVX-512 kernel (its scratch, `padded`, holds
        /// pairs + 2·radius + 2 pixels of 8 bytes: enough from 16 pixels wide).
        let wide: Bool
    }

    @inline(__always)
    private static func run(
        _ kernel: UnsafeBufferPointer<UInt16>, _ radius: Int, _ symmetric: Bool, _ image: Image,
        _ rows: Range<Int>, _ scratch: Scratch, _ output: (Int) -> UnsafeMutablePointer<UInt8>?,
        _ finished: (Int) -> Void
    ) {
        let slots = 2 * radius + 1
        let pairs = pairWidth(image.width), height = image.height
        withUnsafeTemporaryAllocation(of: Lanes.self, capacity: 2 * slots) { weights in
            guard let across = weights.baseAddress else { return }
            let down = across + slots
            // Along a row: lanes 0–3 are an even pixel (offset d weighs kernel[d]), lanes 4–7
            // the odd pixel after it (its mirrored kernel: offset d weighs kernel[−d]).
            for d in -radius...radius {
                across[radius + d] = Lanes(lowHalf: Fixed(repeating: kernel[radius + d]),
                                           highHalf: Fixed(repeating: kernel[radius - d]))
            }
            withUnsafeTemporaryAllocation(of: UnsafeRawPointer.self, capacity: slots) { taps in
                guard let tapRows = taps.baseAddress else { return }
                // The AVX-512 pass's layout of the kernel, made once a band (on the stack).
                var wideKernel = blur_full_wide_kernel()
                let wide = image.wide && blur_gauss_full_wide_prepare(units(across), radius, symmetric ? 1 : 0, &wideKernel) != 0
                var nextSourceRow = Swift.max(0, rows.lowerBound - radius)
                for y in rows {
                    // Bring in every source row that output row y needs.
                    while nextSourceRow < height && nextSourceRow <= y + radius {
                        let slot = scratch.ring + (nextSourceRow % slots) * pairs
                        let row = image.source + nextSourceRow * image.sourceStride * 4
                        if wide {
                            blur_gauss_full_horizontal_wide(&wideKernel, row, image.width, bytes(scratch.padded), units(slot))
                        } else if image.vectorized {
                            blur_gauss_full_horizontal(units(across), radius, symmetric ? 1 : 0, row, image.width,
                                                       units(scratch.padded), units(slot))
                        } else {
                            horizontal(across, radius, symmetric, source: row, width: image.width,
                                       padded: scratch.padded, into: slot)
                        }
                        nextSourceRow += 1
                    }
                    guard let out = output(y) else { continue }
                    // Down a column the row's parity picks the kernel or its mirror.
                    let mirror = y & 1 == 1
                    for d in -radius...radius {
                        let source = Swift.min(Swift.max(y + d, 0), height - 1)
                        tapRows[radius + d] = UnsafeRawPointer(scratch.ring + (source % slots) * pairs)
                        down[radius + d] = Lanes(repeating: kernel[mirror ? radius - d : radius + d])
                    }
                    if image.vectorized {
                        tapRows.withMemoryRebound(to: UnsafePointer<UInt16>?.self, capacity: slots) {
                            blur_gauss_full_vertical($0, units(down), radius, symmetric ? 1 : 0, image.width, out)
                        }
                    } else {
                        vertical(tapRows, down, radius, symmetric, width: image.width, to: out)
                    }
                    finished(y)
                }
            }
        }
    }

    /// A scratch row as bytes.
    @inline(__always)
    private static func bytes<T>(_ p: UnsafeMutablePointer<T>) -> UnsafeMutablePointer<UInt8> {
        UnsafeMutableRawPointer(p).assumingMemoryBound(to: UInt8.self)
    }

    /// 16-bit channels as the C kernels take them.
    @inline(__always)
    private static func units<T>(_ p: UnsafeMutablePointer<T>) -> UnsafeMutablePointer<UInt16> {
        UnsafeMutableRawPointer(p).assumingMemoryBound(to: UInt16.self)
    }

    /// One source row, widened with clamped ends, blurred along x and rounded to whole levels.
    @inline(__always)
    private static func horizontal(
        _ w: UnsafePointer<Lanes>, _ radius: Int, _ symmetric: Bool, source: UnsafePointer<UInt8>, width: Int,
        padded: UnsafeMutablePointer<Fixed>, into row: UnsafeMutablePointer<Fixed>
    ) {
        let pairs = pairWidth(width)
        let centre = padded + radius
        let bytes = UnsafeRawPointer(source), wide = UnsafeMutableRawPointer(centre)
        // Four pixels a step (byte offsets, wrapping arithmetic: no overflow checks in the loop).
        var b = 0
        let quads = 4 * (width & ~3)
        while b < quads {
            let low = Lanes(truncatingIfNeeded: bytes.loadUnaligned(fromByteOffset: b, as: SIMD8<UInt8>.self))
            let high = Lanes(truncatingIfNeeded: bytes.loadUnaligned(fromByteOffset: b &+ 8, as: SIMD8<UInt8>.self))
            wide.storeBytes(of: low, toByteOffset: b &<< 1, as: Lanes.self)
            wide.storeBytes(of: high, toByteOffset: (b &<< 1) &+ 16, as: Lanes.self)
            b &+= 16
        }
        var x = width & ~3
        while x < width {
            centre[x] = Fixed(truncatingIfNeeded: bytes.loadUnaligned(fromByteOffset: 4 * x, as: SIMD4<UInt8>.self))
            x += 1
        }
        let first = centre[0], last = centre[width - 1]
        for i in 0..<radius { padded[i] = first }
        for i in width..<(pairs + radius + 1) { centre[i] = last }
        let c = UnsafeRawPointer(centre), out = UnsafeMutableRawPointer(row)
        let half = Lanes(repeating: 128)
        var j = 0
        while j < 8 * pairs {
            var sum = c.loadUnaligned(fromByteOffset: j, as: Lanes.self) &* w[radius]
            var d = 1
            while d <= radius {
                let a = c.loadUnaligned(fromByteOffset: j - 8 * d, as: Lanes.self)
                let b = c.loadUnaligned(fromByteOffset: j + 8 * d, as: Lanes.self)
                sum = symmetric || d & 1 == 0 ? sum &+ (a &+ b) &* w[radius + d] : sum &+ a &* w[radius - d] &+ b &* w[radius + d]
                d += 1
            }
            out.storeBytes(of: (sum &+ half) &>> 8, toByteOffset: j, as: Lanes.self)
            j += 16
        }
    }

    /// One output row from the ring rows `rows` (offsets −radius…radius), rounded to bytes.
    @inline(__always)
    private static func vertical(
        _ rows: UnsafePointer<UnsafeRawPointer>, _ w: UnsafePointer<Lanes>, _ radius: Int, _ symmetric: Bool,
        width: Int, to destination: UnsafeMutablePointer<UInt8>
    ) {
        @inline(__always) func sum(at j: Int) -> Lanes {
            var sum = rows[radius].loadUnaligned(fromByteOffset: j, as: Lanes.self) &* w[radius]
            var d = 1
            while d <= radius {
                let a = rows[radius - d].loadUnaligned(fromByteOffset: j, as: Lanes.self)
                let b = rows[radius + d].loadUnaligned(fromByteOffset: j, as: Lanes.self)
                sum = symmetric || d & 1 == 0 ? sum &+ (a &+ b) &* w[radius + d] : sum &+ a &* w[radius - d] &+ b &* w[radius + d]
                d += 1
            }
            return (sum &+ Lanes(repeating: 128)) &>> 8
        }
        let out = UnsafeMutableRawPointer(destination)
        // Four pixels a step; j is the byte offset in the ring rows (8 a pixel, 4 in the
        // output), stepped with wrapping arithmetic: no overflow checks inside. (Conversions
        // stay SIMD8: a second user of the SIMD16 one made the compiler stop inlining it in
        // `ByteUpsample`'s inner loop.)
        var j = 0
        let quads = 8 * (width & ~3)
        while j < quads {
            let low = SIMD8<UInt8>(truncatingIfNeeded: sum(at: j)), high = SIMD8<UInt8>(truncatingIfNeeded: sum(at: j &+ 16))
            out.storeBytes(of: SIMD16<UInt8>(lowHalf: low, highHalf: high), toByteOffset: j &>> 1, as: SIMD16<UInt8>.self)
            j &+= 32
        }
        if j < 8 * (width & ~1) {
            out.storeBytes(of: SIMD8<UInt8>(truncatingIfNeeded: sum(at: j)), toByteOffset: j &>> 1, as: SIMD8<UInt8>.self)
            j &+= 16
        }
        // Ring rows hold whole pairs, so the last odd pixel is computed with a spare one.
        if j < 8 * width {
            out.storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: sum(at: j).lowHalf), toByteOffset: j &>> 1,
                           as: SIMD4<UInt8>.self)
        }
    }
}
