/// A reusable Gaussian blur for 8-bit, 4-channel pixel buffers, fast enough to run every frame.
///
/// The compositor method: a binomial 2× reduction, box halvings down to level k, a true
/// Gaussian at the reduced size, then chained bilinear upsampling, with k chosen so the reduced
/// σ stays below 2.4 pixels (1.65 at level 1; see `BlurPlan`). Small σ (up to 1.42) runs at
/// full resolution: a direct Gaussian, then (from 1.25) the hand-over to level 1 as one
/// separable pass (`FullResolutionKernel`). The total variance always equals σ², and where the
/// pyramid depth changes the two neighbouring configurations are cross-faded, so the picture is
/// a continuous function of σ up to rounding (animating σ never pops; at full resolution integer
/// weights may move a pixel by a level or two at once).
///
/// - Channels: all four channels are treated alike; channel order and premultiplication are the
///   caller's business (blur premultiplied pixels when alpha varies).
/// - Edges: pixels outside the buffer repeat the nearest edge pixel (clamped edges).
/// - Memory: scratch buffers are owned by the object, grown on demand and reused; after one call
///   at a given size (or `reserveCapacity(width:height:)`), calls at that size or smaller at any σ
///   allocate nothing.
/// - Threads: every stage runs in horizontal bands on a `WorkerPool` (its own, or one shared
///   with the caller); every output row is computed the same way whatever band it falls in, so
///   the bytes do not depend on the thread count. Only an in-place blur at full resolution
///   (σ ≤ 1.42) stays on the caller's thread (one ring of rows). An instance is not
///   thread-safe (its scratch is shared between calls): call it from one thread at a time.
public final class GaussianBlur {
    var kernel = GaussianKernel()
    var coarserKernel = GaussianKernel()
    /// Pyramid levels as halved from the entry, indexed by level (level 1 is `entryLevel`
    /// instead). Only the halvings write them, so while the entry is reused they stay valid
    /// through `halvedThrough`; the way back up works in `blurred` (`workImage`).
    let levels: [PixelStorage]
    /// The deepest level in `levels` halved from the entry level 1 holds now (1: none); any
    /// new entry (`reduced` set) starts it over.
    var halvedThrough = 1
    /// Level 1 as the binomial entry makes it, in 1/128-level units (see `FixedSeparableBlur`).
    let entryLevel = ScratchBuffer<SIMD4<UInt16>>()
    /// The way back up: the Gaussians' results and the levels doubled from them, even levels
    /// in slot 0 and odd ones in slot 1, the coarser configuration's Gaussian in slot 1 after
    /// level 3's room (level 1's cross-fade keeps level 2's, as summed, in slot 0). Slot 0 also
    /// holds the output a caller blurs into (`outputMemory`), slot 1 the level the final
    /// upsample reads (`fixed`): each is written only once what the slot held before has been read.
    let blurred = [PixelStorage(), PixelStorage()]
    /// Row scratch per band (see `WorkerPool`): band 0's also serves the full-resolution path.
    let rowA: [PixelStorage], rowD: [PixelStorage]
    let fixedRow: [ScratchBuffer<SIMD4<UInt16>>]
    /// Per band, level 1's Gaussian row as summed and the cross-fade's scratch (`LevelOneJob`).
    let unitRow: [ScratchBuffer<SIMD4<UInt16>>], mixRow: [ScratchBuffer<SIMD4<UInt32>>]
    private let ring: [ScratchBuffer<SIMD4<UInt16>>]
    /// One output row per band, for the rows a finisher stages (`BlurRowFinisher.stagesRow`).
    private let staged: [ScratchBuffer<SIMD4<UInt8>>]
    /// Per band, the rows a full-resolution blur finishes after every band (`FullResolutionJob`).
    private let held: [HeldRows]
    /// The threads the bands run on.
    public let pool: WorkerPool
    /// The one-axis kernel of a full-resolution plan.
    private var fullResolution = FullResolutionKernel()
    /// A coarser level a Gaussian reads, in 16-bit fixed point, and the Gaussian's weights.
    let fixedSource = ScratchBuffer<SIMD4<UInt16>>()
    var fixedWeights: [UInt16] = []
    /// The size of the picture whose binomial reduction level 1 holds (nil: none yet, or its
    /// memory was replaced), for `blur(…, sourceUnchanged: true)`.
    var reduced: (width: Int, height: Int)? { didSet { halvedThrough = 1 } }
    /// Whether this call reuses level 1 as it is.
    var reuse = false

    /// Creates a blur with no scratch memory yet, running on `threadCount` threads (its own pool).
    public convenience init(threadCount: Int = 1) {
        self.init(pool: WorkerPool(threadCount: threadCount))
    }

    /// Creates a blur whose bands run on `pool` (shared, say, with a renderer's other loops).
    public init(pool: WorkerPool) {
        self.pool = pool
        levels = (0...BlurPlan.maximumLevel + 1).map { _ in PixelStorage() }
        rowA = (0..<pool.threadCount).map { _ in PixelStorage() }
        rowD = (0..<pool.threadCount).map { _ in PixelStorage() }
        fixedRow = (0..<pool.threadCount).map { _ in ScratchBuffer() }
        unitRow = (0..<pool.threadCount).map { _ in ScratchBuffer() }
        mixRow = (0..<pool.threadCount).map { _ in ScratchBuffer() }
        ring = (0..<pool.threadCount).map { _ in ScratchBuffer() }
        staged = (0..<pool.threadCount).map { _ in ScratchBuffer() }
        held = (0..<pool.threadCount).map { _ in HeldRows() }
    }

    /// Bytes of scratch memory currently held; stays constant across calls once warmed up.
    public var scratchByteCount: Int {
        (levels + blurred + rowA + rowD).reduce(fixedSource.byteCount + entryLevel.byteCount) {
            $0 + $1.byteCount
        }
            + (fixedRow + ring + unitRow).reduce(0) { $0 + $1.byteCount } + staged.reduce(0) { $0 + $1.byteCount }
            + mixRow.reduce(0) { $0 + $1.byteCount }
    }

    /// Whether a blur at `sigma` hands the rows its finisher asks for to
    /// `BlurRowFinisher.finish(row:staged:)`, which may then write a staged row over the source
    /// row of the same index: every blur that changes anything (σ > 0). The pyramid has read
    /// the whole source before it writes any row; at full resolution a band has read a row
    /// for the last time when it finishes it, and the rows a neighbouring band still reads
    /// are finished once every band is done.
    public static func stagesRows(sigma: Double) -> Bool {
        BlurPlan.make(sigma: sigma) != nil
    }

    /// Runs `job` over `rows` rows: in bands on the pool when the stage is large enough to pay
    /// for waking it, else as one band on this thread.
    @inline(__always)
    func bands<Job: BandJob>(rows: Int, pixels: Int, _ job: Job) {
        pool.forEachBand(in: 0..<rows, work: pixels, job: job)
    }

    /// `bands(rows:pixels:_:)` over the rows `rows`.
    @inline(__always)
    func bands<Job: BandJob>(_ rows: Range<Int>, pixels: Int, _ job: Job) {
        pool.forEachBand(in: rows, work: pixels, job: job)
    }

    /// Grows the scratch memory for blurs of up to `width × height` pixels at any σ, so that
    /// later calls of that size allocate nothing (call it before entering a frame loop).
    public func reserveCapacity(width: Int, height: Int) {
        guard width > 0, height > 0 else { return }
        reduced = nil   // level 1 may move
        let radius = Int((GaussianKernel.cutoff * BlurPlan.widestReducedSigma).rounded(.up))
        reserveRows(width: width, radius: radius)
        for band in ring { band.reserve((2 * radius + 1) * FullResolutionBlur.pairWidth(width)) }
        for band in staged { band.reserve(width + 4) }
        for band in held { band.reset(capacity: 2 * pool.chunkCount(rows: .max) + 2) }
        fullResolution.reserve(radius: radius)
        kernel.reserve(radius: radius)
        coarserKernel.reserve(radius: radius)
        fixedWeights.reserveCapacity(radius + 2)
        for level in 2...BlurPlan.maximumLevel + 1 {
            levels[level].reserve(levelSize(width, height, level).pixelCount)
        }
        let first = levelSize(width, height, 1), second = levelSize(width, height, 2)
        entryLevel.reserve(FixedLevel.storage(width: first.width, height: first.height))
        fixedSource.reserve(FixedLevel.storage(width: second.width, height: second.height))
        blurred[0].reserve(first.pixelCount)
        blurred[1].reserve(Swift.max(second.pixelCount, 2 * levelSize(width, height, 3).pixelCount,
                                     Self.fixedLevelSlots(width: first.width, height: first.height)))
        // Every blur of this size at some σ writes all of these through: resident now. Slot 0
        // only as far as level 2's floats; beyond, it holds output texels, of which a blur
        // writes only what its painter reads (`outputMemory`).
        for storage in [entryLevel, fixedSource] { storage.prefault(storage.capacity) }
        for level in 2...BlurPlan.maximumLevel + 1 { levels[level].prefault(levels[level].capacity) }
        blurred[1].prefault(blurred[1].capacity)
        blurred[0].prefault(second.pixelCount)
    }

    /// Memory for the output of the next blur of up to `width × height` pixels (4 bytes each,
    /// packed or with any row stride that fits `outputCapacity`), lent by the blur itself: the
    /// float level its Gaussian writes, which every blur has read for the last time before it
    /// writes any output pixel. A caller that blurs into it (a backdrop blur's texels) needs no
    /// output buffer of its own, so a canvas-sized blur holds one canvas-sized buffer fewer.
    /// What is written there lasts until the next `blur` or reserve; the address may change
    /// when one of those grows the memory, so ask again before each blur (cheap once reserved:
    /// a blur of that size or smaller then grows nothing).
    public func outputMemory(width: Int, height: Int) -> UnsafeMutablePointer<UInt32> {
        blurred[0].reserve(Swift.max(levelSize(width, height, 1).pixelCount, (width * height + 3) / 4))
        return UnsafeMutableRawPointer(blurred[0].base).bindMemory(to: UInt32.self, capacity: outputCapacity)
    }

    /// Makes the first `pixels` pixels of `outputMemory` resident now (see `reserveCapacity`:
    /// they are left unwritten there), so that the first blur writing them takes no page faults.
    public func prefaultOutput(pixels: Int) {
        blurred[0].prefault((Swift.min(pixels, outputCapacity) + 3) / 4)
    }

    /// Pixels (4 bytes each) `outputMemory(width:height:)` holds now.
    public var outputCapacity: Int { blurred[0].capacity * 4 }

    /// Blurs `width × height` pixels in place. `rowStride` is the distance between rows in
    /// pixels (≥ width), so a rectangle inside a larger image can be blurred on its own (its
    /// edges are then clamped, as if nothing lay outside it). `sigma` is the Gaussian's standard
    /// deviation in pixels; 0, negative or NaN leaves the pixels untouched at no cost.
    public func blur(
        _ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, rowStride: Int, sigma: Double
    ) {
        blur(from: UnsafePointer(pixels), sourceRowStride: rowStride,
             to: pixels, destinationRowStride: rowStride, width: width, height: height, sigma: sigma)
    }

    /// Blurs `source` into `destination`. The two must be the same memory (in place, same
    /// stride) or not overlap at all. Strides are in pixels; `sigma` as for the in-place form.
    public func blur(
        from source: UnsafePointer<UInt8>, sourceRowStride: Int,
        to destination: UnsafeMutablePointer<UInt8>, destinationRowStride: Int,
        width: Int, height: Int, sigma: Double
    ) {
        blur(from: source, sourceRowStride: sourceRowStride, to: destination, destinationRowStride: destinationRowStride,
             width: width, height: height, sigma: sigma, outputRows: 0..<height, finisher: NoRowFinish())
    }

    /// Blurs `source` into `destination` as above, but writes only the output rows
    /// `outputRows` (clamped to the picture; the others are left as they were, though the
    /// kernel still reads every source row), and hands each to `finisher` as soon as it is
    /// written. A compositor that shows part of the blur, and tints what it shows, saves a
    /// pass over the output that way. The bytes of a written row are the full blur's.
    ///
    /// `sourceUnchanged` says that `source` holds the very pixels of the last call of this size
    /// (the caller knows: nothing was drawn differently under a backdrop since): the pyramid's
    /// entry, a pass over every source pixel, is then reused instead of computed again, and so
    /// are the levels halved from it, with the same bytes. Any σ may differ; a call of another
    /// size computes them afresh.
    public func blur<Finisher: BlurRowFinisher>(
        from source: UnsafePointer<UInt8>, sourceRowStride: Int,
        to destination: UnsafeMutablePointer<UInt8>, destinationRowStride: Int,
        width: Int, height: Int, sigma: Double, outputRows: Range<Int>, finisher: Finisher,
        sourceUnchanged: Bool = false
    ) {
        reuse = sourceUnchanged && reduced.map { $0 == (width, height) } == true
        if !sourceUnchanged { reduced = nil }
        precondition(width >= 0 && height >= 0, "negative blur size")
        precondition(sourceRowStride >= width && destinationRowStride >= width, "row stride shorter than a row")
        guard width > 0, height > 0 else { return }
        let rows = outputRows.clamped(to: 0..<height)
        guard !rows.isEmpty else { return }
        let copyRows = CopyRowsJob(source: source, sourceStride: sourceRowStride, destination: destination,
                                   destinationStride: destinationRowStride, width: width, finisher: finisher)
        guard let plan = BlurPlan.make(sigma: sigma) else {
            bands(rows, pixels: width * rows.count, copyRows)
            return
        }
        if plan.level == 0 {
            kernel.update(sigma: plan.sigma)
            if plan.blend > 0 { coarserKernel.update(exactVariance: plan.coarserSigma) }
            fullResolution.update(gaussian: kernel, levelOne: coarserKernel, weight: plan.blend)
            let radius = fullResolution.radius
            if radius == 0 {
                // A lone weight of 256: the identity.
                bands(rows, pixels: width * rows.count, copyRows)
                return
            }
            reserveRows(width: width, radius: radius)
            let pairs = FullResolutionBlur.pairWidth(width)
            for band in ring { band.reserve((2 * radius + 1) * pairs) }
            for band in staged { band.reserve(width + 4) }
            for band in held { band.reset(capacity: 2 * pool.chunkCount(rows: .max) + 2) }
            // In place, a band would overwrite rows its neighbour still reads: one band then.
            let inPlace = UnsafePointer(destination) == source
            fullResolution.taps.withUnsafeBufferPointer { taps in
                let job = FullResolutionJob(
                    kernel: taps, symmetric: fullResolution.symmetric, source: source, sourceStride: sourceRowStride,
                    destination: destination, destinationStride: destinationRowStride, width: width, height: height,
                    ring: ring, padded: fixedRow, finisher: finisher, all: rows, radius: radius, staged: staged, held: held)
                if inPlace { job.run(band: 0, rows: rows) } else { bands(rows, pixels: width * rows.count, job) }
                job.finishHeld()
            }
            return
        }
        let entry = Swift.min(plan.level, 2)
        let result = pyramid(source, sourceRowStride, width, height, plan: plan)
        let factor = 1 << entry
        for band in staged { band.reserve(width) }
        bands(rows, pixels: width * rows.count,
              ByteUpsampleJob(level: result, factor: factor, width: width, destination: destination,
                              destinationStride: destinationRowStride, scratch: fixedRow, staged: staged, finisher: finisher))
    }

    /// Convenience for tightly packed arrays (`width × height × 4` bytes), blurred in place.
    public func blur(_ pixels: inout [UInt8], width: Int, height: Int, sigma: Double) {
        precondition(pixels.count >= width * height * 4, "array shorter than width × height × 4")
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            blur(base, width: width, height: height, rowStride: width, sigma: sigma)
        }
    }

    /// Row scratch (every band's) for rows of up to `width` pixels plus `radius` clamped pixels
    /// on each side.
    func reserveRows(width: Int, radius: Int) {
        let count = width + 2 * radius + 2
        for band in 0..<rowA.count {
            rowA[band].reserve(count)
            rowD[band].reserve(count)
            fixedRow[band].reserve(count + 3)
            unitRow[band].reserve(count)
            mixRow[band].reserve(count)
        }
    }

    /// `Pixel`s of memory a fixed-point level of `width × height` interior pixels takes (two
    /// of its 8-byte pixels to one).
    static func fixedLevelSlots(width: Int, height: Int) -> Int {
        (FixedLevel.storage(width: width, height: height) + 1) / 2
    }

    func levelSize(_ width: Int, _ height: Int, _ level: Int) -> (width: Int, height: Int, pixelCount: Int) {
        let factor = 1 << level
        let w = PaddedImage.reducedSize(width, factor: factor), h = PaddedImage.reducedSize(height, factor: factor)
        return (w, h, (w + 2) * (h + 2))
    }
}
