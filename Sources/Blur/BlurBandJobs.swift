/// The blur's stages as `BandJob`s: each holds what its rows need, so a stage runs in bands
/// without allocating (see `WorkerPool`). Scratch is per band.

/// The binomial entry from the 8-bit image into level 1.
struct BinomialJob: BandJob {
    let source: UnsafePointer<UInt8>
    let width: Int, height: Int, stride: Int
    let destination: FixedLevel
    let scratch: [ScratchBuffer<SIMD4<UInt16>>]

    func run(band: Int, rows: Range<Int>) {
        Downsample.binomialFromBytes(source, width: width, height: height, stride: stride, into: destination,
                                     rows: rows, row: scratch[band].base)
    }
}

/// One box halving down the pyramid.
struct HalveJob: BandJob {
    let source: PaddedImage, destination: PaddedImage
    let scratch: [PixelStorage]

    func run(band: Int, rows: Range<Int>) {
        Downsample.halve(source, into: destination, rows: rows, rowSum: scratch[band].base)
    }
}

/// The first box halving, from the fixed-point entry level.
struct HalveEntryJob: BandJob {
    let source: FixedLevel, destination: PaddedImage
    let scratch: [PixelStorage]

    func run(band: Int, rows: Range<Int>) {
        Downsample.halve(source, into: destination, rows: rows, rowSum: scratch[band].base)
    }
}

/// The Gaussian at a reduced level, in fixed point (see `FixedSeparableBlur`).
struct SeparableJob: BandJob {
    let weights: UnsafeBufferPointer<UInt16>
    let source: FixedLevel, destination: PaddedImage
    let scratch: [ScratchBuffer<SIMD4<UInt16>>]

    func run(band: Int, rows: Range<Int>) {
        FixedSeparableBlur.apply(weights, source: source, destination: destination, rows: rows, row: scratch[band].base)
    }
}

/// Level 1's Gaussian, its cross-fade with level 2 (when `coarser`, level 2's Gaussian in
/// 1/128-level units, is given) and the rounding for the last upsample, row by row: each row of
/// the Gaussian is mixed and rounded while it is in cache (`LevelOneMix`), so level 1 is never
/// an image of its own in between.
struct LevelOneJob: BandJob {
    let weights: UnsafeBufferPointer<UInt16>
    let source: FixedLevel
    let coarser: FixedLevel?
    /// The coarser configuration's weight in 1/256 (with `coarser`).
    let blend: Int
    let destination: FixedLevel
    let fixedRows: [ScratchBuffer<SIMD4<UInt16>>]
    /// Per band: a row of level 1's Gaussian as summed (`source.columns` pixels), and the
    /// mix's scratch (`coarser.columns` pixels).
    let unitRows: [ScratchBuffer<SIMD4<UInt16>>], mixRows: [ScratchBuffer<SIMD4<UInt32>>]

    func run(band: Int, rows: Range<Int>) {
        guard let coarser else {
            // Nothing to mix in: each row rounded straight to the units the upsample reads.
            FixedSeparableBlur.apply(weights, source: source, rows: rows, row: fixedRows[band].base,
                                     to: .sixteenths(destination))
            return
        }
        let units = unitRows[band].base, mix = mixRows[band].base
        let last = source.columns - 1
        FixedSeparableBlur.apply(weights, source: source, rows: rows, row: fixedRows[band].base,
                                 to: .unitsRow(units), finished: { y in
            LevelOneMix.row(units, coarse: coarser, y: y, last: last, weight: blend, scratch: mix,
                            into: destination.base + y * destination.paddedWidth)
            destination.repeatLastPixel(row: y)
        })
    }
}

/// A Gaussian at a reduced level kept in 1/128-level units (level 2's, for level 1's cross-fade).
struct SeparableUnitsJob: BandJob {
    let weights: UnsafeBufferPointer<UInt16>
    let source: FixedLevel, destination: FixedLevel
    let scratch: [ScratchBuffer<SIMD4<UInt16>>]

    func run(band: Int, rows: Range<Int>) {
        FixedSeparableBlur.apply(weights, source: source, rows: rows, row: scratch[band].base,
                                 to: .units(destination))
    }
}

/// One bilinear doubling back up the pyramid.
struct DoubleJob: BandJob {
    let coarse: PaddedImage, fine: PaddedImage
    let weight: Float
    let scratch: [PixelStorage]

    func run(band: Int, rows: Range<Int>) {
        Upsample.double(coarse, into: fine, rows: rows, weight: weight, scratch: scratch[band].base)
    }
}

/// The level the last upsample reads, converted to fixed point.
struct ConvertJob: BandJob {
    let level: FixedLevel
    let image: PaddedImage

    var unitsPerLevel: Float = 16

    func run(band: Int, rows: Range<Int>) { level.convert(image, rows: rows, unitsPerLevel: unitsPerLevel) }
}

/// The last upsample, straight to 8-bit output rows, each finished as soon as it is written.
struct ByteUpsampleJob<Finisher: BlurRowFinisher>: BandJob {
    let level: FixedLevel
    let factor: Int, width: Int
    let destination: UnsafeMutablePointer<UInt8>
    let destinationStride: Int
    let scratch: [ScratchBuffer<SIMD4<UInt16>>]
    /// Each band's staging row (at least `width` pixels), for the rows the finisher stages.
    let staged: [ScratchBuffer<SIMD4<UInt8>>]
    let finisher: Finisher

    func run(band: Int, rows: Range<Int>) {
        for y in rows where !finisher.skipsRow(y) {
            if finisher.stagesRow(y) {
                let row = staged[band].base
                ByteUpsample.row(level, factor: factor, y: y, width: width,
                                 to: UnsafeMutableRawPointer(row).assumingMemoryBound(to: UInt8.self), row: scratch[band].base)
                finisher.finish(row: y, staged: UnsafeRawPointer(row).assumingMemoryBound(to: UInt32.self))
                continue
            }
            ByteUpsample.row(level, factor: factor, y: y, width: width, to: destination + y * destinationStride * 4,
                             row: scratch[band].base)
            finisher.finish(row: y)
        }
    }
}

/// Output rows copied unblurred (σ too small to change a level), each finished after. A row
/// the finisher stages is handed over as the source row itself (only that row is read for it).
struct CopyRowsJob<Finisher: BlurRowFinisher>: BandJob {
    let source: UnsafePointer<UInt8>, sourceStride: Int
    let destination: UnsafeMutablePointer<UInt8>, destinationStride: Int
    let width: Int
    let finisher: Finisher

    func run(band: Int, rows: Range<Int>) {
        for y in rows where !finisher.skipsRow(y) {
            let from = source + y * sourceStride * 4, to = destination + y * destinationStride * 4
            if finisher.stagesRow(y) {
                finisher.finish(row: y, staged: UnsafeRawPointer(from).assumingMemoryBound(to: UInt32.self))
                continue
            }
            if UnsafePointer(to) != from { to.update(from: from, count: width * 4) }
            finisher.finish(row: y)
        }
    }
}

/// The full-resolution blur (out of place when split), each row finished once written.
///
/// A row the finisher stages is blurred into a staging row and finished at once (its
/// finisher may write it over the source row of the same index, which this band has read for
/// the last time), except within `radius` rows of another band's rows: the neighbour reads
/// those source rows until it is done, so they are blurred into the output's own row and
/// finished after every band (`held`, then `GaussianBlur`'s second phase).
struct FullResolutionJob<Finisher: BlurRowFinisher>: BandJob {
    let kernel: UnsafeBufferPointer<UInt16>, symmetric: Bool
    let source: UnsafePointer<UInt8>, sourceStride: Int
    let destination: UnsafeMutablePointer<UInt8>, destinationStride: Int
    let width: Int, height: Int
    let ring: [ScratchBuffer<SIMD4<UInt16>>], padded: [ScratchBuffer<SIMD4<UInt16>>]
    let finisher: Finisher
    /// Every output row of the blur (the bands' union), and the kernel's radius.
    let all: Range<Int>, radius: Int
    let staged: [ScratchBuffer<SIMD4<UInt8>>]
    /// Per band: the row ranges it held back (`HeldRows`).
    let held: [HeldRows]

    func run(band: Int, rows: Range<Int>) {
        let scratch = FullResolutionBlur.Scratch(ring: ring[band].base, padded: padded[band].base)
        let top = rows.lowerBound == all.lowerBound ? rows.lowerBound : Swift.min(rows.upperBound, rows.lowerBound + radius)
        let bottom = rows.upperBound == all.upperBound ? rows.upperBound : Swift.max(top, rows.upperBound - radius)
        held[band].append(rows.lowerBound..<top)
        held[band].append(bottom..<rows.upperBound)
        let stage = UnsafeMutableRawPointer(staged[band].base).assumingMemoryBound(to: UInt8.self)
        FullResolutionBlur.apply(kernel, symmetric: symmetric, source: source, sourceStride: sourceStride,
                                 width: width, height: height, rows: rows, scratch: scratch, output: { y in
            if finisher.skipsRow(y) { return nil }
            if finisher.stagesRow(y) && y >= top && y < bottom { return stage }
            return destination + y * destinationStride * 4
        }, finished: { y in
            if !finisher.stagesRow(y) {
                finisher.finish(row: y)
            } else if y >= top && y < bottom {
                finisher.finish(row: y, staged: UnsafeRawPointer(stage).assumingMemoryBound(to: UInt32.self))
            }
        })
    }

    /// The held rows' second phase, once every band is done: each staged row finished from the
    /// output's own row, where the first phase blurred it.
    func finishHeld() {
        for band in held {
            for i in 0..<band.count {
                for y in band[i] where finisher.stagesRow(y) && !finisher.skipsRow(y) {
                    let row = UnsafeRawPointer(destination + y * destinationStride * 4).assumingMemoryBound(to: UInt32.self)
                    finisher.finish(row: y, staged: row)
                }
            }
        }
    }
}

/// The row ranges one band's thread held back in a full-resolution blur; reserved ahead, so
/// appending allocates nothing.
final class HeldRows {
    private let storage = ScratchBuffer<SIMD2<Int>>()
    private(set) var count = 0

    /// Room for `capacity` ranges; empties it.
    func reset(capacity: Int) {
        storage.reserve(capacity)
        count = 0
    }

    func append(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        precondition(count < storage.capacity, "more held ranges than reserved")
        storage.base[count] = SIMD2(range.lowerBound, range.upperBound)
        count += 1
    }

    subscript(index: Int) -> Range<Int> { storage.base[index][0]..<storage.base[index][1] }
}
