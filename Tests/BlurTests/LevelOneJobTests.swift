@testable import Blur
import ScriptedInput
import XCTest

/// `LevelOneJob` runs level 1's Gaussian, the cross-fade with level 2 and the rounding row by
/// row; it must give the bytes of those stages run one after the other over whole images: the
/// Gaussian (as summed, or as floats converted when nothing is mixed in), then the doubling of
/// level 2 and the mix written out here as the integer sums they stand for.
final class LevelOneJobTests: XCTestCase {
    /// A fixed-point level 1 of random 1/128-level units (at most 255 × 128), as the entry makes.
    private func entry(width: Int, height: Int, random: inout SplitMix64) -> (ScratchBuffer<SIMD4<UInt16>>, FixedLevel) {
        let storage = ScratchBuffer<SIMD4<UInt16>>()
        storage.reserve(FixedLevel.storage(width: width, height: height))
        let level = FixedLevel(width: width, height: height, in: storage.base)
        for y in 0..<level.paddedHeight {
            for x in 0..<level.paddedWidth {
                level.clampedRow(y)[x] = SIMD4((0..<4).map { _ in UInt16(random.next() % (255 * 128 + 1)) })
            }
        }
        return (storage, level)
    }

    /// A blurred level 2 of random 1/128-level units, as level 2's Gaussian sums them.
    private func coarse(width: Int, height: Int, random: inout SplitMix64) -> (ScratchBuffer<SIMD4<UInt16>>, FixedLevel) {
        entry(width: width, height: height, random: &random)
    }

    private func bytes(_ level: FixedLevel) -> [SIMD4<UInt16>] {
        (0..<level.paddedHeight).flatMap { y in (0..<level.columns).map { level.clampedRow(y)[$0] } }
    }

    /// The stages one after the other. Nothing mixed in: the Gaussian into a float level, then
    /// the conversion. Else the Gaussian as summed into a level, then for each fine pixel the
    /// bilinear doubling of level 2 (¼ ¾ down, ¾ ¼ along, in 1/2048-level units) mixed at
    /// `blend`/256 and rounded to sixteenths.
    private func staged(_ weights: UnsafeBufferPointer<UInt16>, _ source: FixedLevel, coarser: FixedLevel?,
                        blend: Int, into destination: FixedLevel, width: Int, height: Int, radius: Int) {
        let row = ScratchBuffer<SIMD4<UInt16>>()
        row.reserve(width + 2 * radius + 8)
        guard let coarser else {
            let float = PixelStorage()
            float.reserve((width + 2) * (height + 2))
            let image = PaddedImage(base: float.base, width: width, height: height)
            FixedSeparableBlur.apply(weights, source: source, destination: image, rows: 0..<image.paddedHeight, row: row.base)
            destination.convert(image, rows: 0..<image.paddedHeight)
            withExtendedLifetime((float, row)) {}
            return
        }
        let unitStorage = ScratchBuffer<SIMD4<UInt16>>()
        unitStorage.reserve(FixedLevel.storage(width: width, height: height))
        let units = FixedLevel(width: width, height: height, in: unitStorage.base)
        FixedSeparableBlur.apply(weights, source: source, rows: 0..<units.paddedHeight, row: row.base,
                                 to: .units(units))
        func coarse(_ y: Int, _ x: Int) -> SIMD4<Int> {
            SIMD4<Int>(truncatingIfNeeded: coarser.clampedRow(y)[Swift.min(Swift.max(x, 0), coarser.columns - 1)])
        }
        for y in 0..<destination.paddedHeight {
            // Fine padded row y is interior row y − 1: coarse interior rows (y − 1) / 2 ± ½.
            let i = y - 1, n = (i + 2) / 2 - 1
            let (near, far) = i - 2 * n == 0 ? (n + 1, n) : (n + 1, n + 2)
            func vertical(_ x: Int) -> SIMD4<Int> { coarse(near, x) &* 3 &+ coarse(far, x) }
            for x in 0..<destination.columns {
                // Fine padded column x leans ¾ on coarse padded column x / 2 rounded, ¼ beside it.
                let centre = (x + 1) / 2, side = x == 0 ? 1 : (x % 2 == 1 ? centre - 1 : centre + 1)
                let doubled = vertical(centre) &* 3 &+ vertical(side)
                let u = SIMD4<Int>(truncatingIfNeeded: units.clampedRow(y)[x])
                let sum = u &* (16 * (256 - blend)) &+ doubled &* blend &+ 16_384
                destination.clampedRow(y)[x] = SIMD4<UInt16>(truncatingIfNeeded: sum &>> 15)
            }
            if destination.paddedWidth > destination.columns {
                destination.clampedRow(y)[destination.columns] = destination.clampedRow(y)[destination.columns - 1]
            }
        }
        withExtendedLifetime((unitStorage, row)) {}
    }

    func testRowByRowGivesTheBytesOfTheStagesInTurn() {
        var random = SplitMix64(seed: 33)
        for (width, height) in [(1, 1), (2, 3), (7, 5), (37, 23), (40, 9)] {
            for (sigma, blend) in [(0.8, 0), (1.5, 77), (1.6, 256), (1.45, 5), (1.55, 1)] {
                var kernel = GaussianKernel()
                kernel.update(exactVariance: sigma)
                var weights: [UInt16] = []
                FixedSeparableBlur.weights(kernel, into: &weights)
                let (entryStorage, source) = entry(width: width, height: height, random: &random)
                let coarseSize = (PaddedImage.reducedSize(width, factor: 2), PaddedImage.reducedSize(height, factor: 2))
                let (coarseStorage, coarser) = coarse(width: coarseSize.0, height: coarseSize.1, random: &random)
                let expectedStorage = ScratchBuffer<SIMD4<UInt16>>(), resultStorage = ScratchBuffer<SIMD4<UInt16>>()
                expectedStorage.reserve(FixedLevel.storage(width: width, height: height))
                resultStorage.reserve(FixedLevel.storage(width: width, height: height))
                let expected = FixedLevel(width: width, height: height, in: expectedStorage.base)
                let result = FixedLevel(width: width, height: height, in: resultStorage.base)
                let mixIn = blend > 0 ? coarser : nil
                let rows = (0..<2).map { _ in ScratchBuffer<SIMD4<UInt16>>() }
                let units = (0..<2).map { _ in ScratchBuffer<SIMD4<UInt16>>() }
                let mixes = (0..<2).map { _ in ScratchBuffer<SIMD4<UInt32>>() }
                for band in 0..<2 {
                    rows[band].reserve(width + 2 * kernel.radius + 8)
                    units[band].reserve(width + 8)
                    mixes[band].reserve(coarser.paddedWidth + 8)
                }
                weights.withUnsafeBufferPointer { w in
                    staged(w, source, coarser: mixIn, blend: blend, into: expected,
                           width: width, height: height, radius: kernel.radius)
                    let job = LevelOneJob(weights: w, source: source, coarser: mixIn, blend: blend,
                                          destination: result, fixedRows: rows, unitRows: units, mixRows: mixes)
                    // Two bands, split unevenly, as the pool may.
                    let split = source.paddedHeight / 3
                    job.run(band: 1, rows: split..<source.paddedHeight)
                    job.run(band: 0, rows: 0..<split)
                }
                XCTAssertEqual(bytes(result), bytes(expected), "\(width)×\(height) σ₁ \(sigma) blend \(blend)")
                withExtendedLifetime((entryStorage, coarseStorage, expectedStorage, resultStorage)) {}
            }
        }
    }
}
