@testable import Blur
import ScriptedInput
import XCTest

/// `LevelOneJob` runs level 1's Gaussian, the cross-fade with level 2 and the conversion row by
/// row; it must give the bytes of those stages run one after the other over whole images.
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

    /// A blurred level 2 of random floats in 0…255.
    private func coarse(width: Int, height: Int, random: inout SplitMix64) -> (PixelStorage, PaddedImage) {
        let storage = PixelStorage()
        storage.reserve((width + 2) * (height + 2))
        let image = PaddedImage(base: storage.base, width: width, height: height)
        for i in 0..<image.pixelCount {
            storage.base[i] = Pixel((0..<4).map { _ in Float(random.next() % 65_281) / 256 })
        }
        return (storage, image)
    }

    private func bytes(_ level: FixedLevel) -> [SIMD4<UInt16>] {
        (0..<level.paddedHeight).flatMap { y in (0..<level.columns).map { level.clampedRow(y)[$0] } }
    }

    /// The stages one after the other: Gaussian into a float level, the mix, the conversion.
    private func staged(_ weights: UnsafeBufferPointer<UInt16>, _ source: FixedLevel, coarser: PaddedImage?,
                        blend: Float, into destination: FixedLevel, width: Int, height: Int, radius: Int) {
        let float = PixelStorage(), row = ScratchBuffer<SIMD4<UInt16>>(), mix = PixelStorage()
        float.reserve((width + 2) * (height + 2))
        row.reserve(width + 2 * radius + 8)
        mix.reserve(width + 8)
        let image = PaddedImage(base: float.base, width: width, height: height)
        FixedSeparableBlur.apply(weights, source: source, destination: image, rows: 0..<image.paddedHeight, row: row.base)
        if let coarser {
            Upsample.double(coarser, into: image, rows: 0..<image.paddedHeight, weight: blend, scratch: mix.base)
        }
        destination.convert(image, rows: 0..<image.paddedHeight)
    }

    func testRowByRowGivesTheBytesOfTheStagesInTurn() {
        var random = SplitMix64(seed: 33)
        for (width, height) in [(1, 1), (2, 3), (7, 5), (37, 23), (40, 9)] {
            for (sigma, blend) in [(0.8, 0.0), (1.5, 0.3), (1.6, 1.0), (1.45, 0.02)] {
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
                let floats = (0..<2).map { _ in PixelStorage() }, mixes = (0..<2).map { _ in PixelStorage() }
                for band in 0..<2 {
                    rows[band].reserve(width + 2 * kernel.radius + 8)
                    floats[band].reserve(width + 8)
                    mixes[band].reserve(coarser.paddedWidth + 8)
                }
                weights.withUnsafeBufferPointer { w in
                    staged(w, source, coarser: mixIn, blend: Float(blend), into: expected,
                           width: width, height: height, radius: kernel.radius)
                    let job = LevelOneJob(weights: w, source: source, coarser: mixIn, blend: Float(blend),
                                          destination: result, fixedRows: rows, floatRows: floats, mixRows: mixes)
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
