@testable import Blur
import ScriptedInput
import XCTest

/// `FixedSeparableBlur`'s 16-bit rows: rounded straight to the 1/16-level units the last
/// upsample reads (the bytes of the float row converted by `FixedLevel.convert(row:from:)`), or
/// kept as summed (the float row times 128, exactly), with and without the AVX2 kernels, at
/// every radius.
final class FixedSixteenthsTests: XCTestCase {
    private func units(_ level: FixedLevel) -> [SIMD4<UInt16>] {
        (0..<level.paddedHeight).flatMap { y in (0..<level.paddedWidth).map { level.base[y * level.paddedWidth + $0] } }
    }

    func testRoundingStraightToSixteenthsGivesTheConvertedFloatRows() {
        var random = SplitMix64(seed: 7)
        for (width, height) in [(1, 1), (2, 2), (5, 4), (33, 9)] {
            let entryStorage = ScratchBuffer<SIMD4<UInt16>>()
            entryStorage.reserve(FixedLevel.storage(width: width, height: height))
            let source = FixedLevel(width: width, height: height, in: entryStorage.base)
            for i in 0..<FixedLevel.storage(width: width, height: height) {
                // Random units up to the largest a level holds (sums then end on every eighth, halves included).
                entryStorage.base[i] = SIMD4((0..<4).map { _ in UInt16(random.next() % (255 * 128 + 1)) })
            }
            for sigma in [0.3, 0.6, 0.9, 1.2, 1.5, 1.9, 2.3, 2.7, 3.1] {
                var kernel = GaussianKernel()
                kernel.update(exactVariance: sigma)
                var weights: [UInt16] = []
                FixedSeparableBlur.weights(kernel, into: &weights)
                let floats = PixelStorage(), row = ScratchBuffer<SIMD4<UInt16>>()
                floats.reserve((width + 2) * (height + 2))
                row.reserve(width + 2 * kernel.radius + 8)
                let image = PaddedImage(base: floats.base, width: width, height: height)
                let stores = (0..<3).map { _ in ScratchBuffer<SIMD4<UInt16>>() }
                for store in stores { store.reserve(FixedLevel.storage(width: width, height: height)) }
                let expected = FixedLevel(width: width, height: height, in: stores[0].base)
                let scalar = FixedLevel(width: width, height: height, in: stores[1].base)
                let vector = FixedLevel(width: width, height: height, in: stores[2].base)
                let rows = 0..<source.paddedHeight
                weights.withUnsafeBufferPointer { w in
                    FixedSeparableBlur.apply(w, source: source, destination: image, rows: rows, row: row.base)
                    expected.convert(image, rows: rows)
                    FixedSeparableBlur.apply(w, source: source, rows: rows, row: row.base, to: .sixteenths(scalar), vectorized: false)
                    if VectorKernels.avx2 {
                        FixedSeparableBlur.apply(w, source: source, rows: rows, row: row.base, to: .sixteenths(vector), vectorized: true)
                    }
                }
                XCTAssertEqual(units(scalar), units(expected), "\(width)×\(height) σ \(sigma), Swift")
                if VectorKernels.avx2 {
                    XCTAssertEqual(units(vector), units(expected), "\(width)×\(height) σ \(sigma), AVX2")
                }
                // Kept as summed: the float row times 128, into a level and into one row.
                let summed = (0..<source.paddedHeight).flatMap { y in
                    (0..<source.columns).map { SIMD4<UInt16>(image.row(y)[$0] * FixedSeparableBlur.scale) }
                }
                for vectorized in VectorKernels.avx2 ? [false, true] : [false] {
                    let level = FixedLevel(width: width, height: height, in: stores[1].base)
                    let oneRow = ScratchBuffer<SIMD4<UInt16>>()
                    oneRow.reserve(source.columns)
                    var rowByRow: [SIMD4<UInt16>] = []
                    weights.withUnsafeBufferPointer { w in
                        FixedSeparableBlur.apply(w, source: source, rows: rows, row: row.base, to: .units(level),
                                                 vectorized: vectorized, finished: { _ in })
                        FixedSeparableBlur.apply(w, source: source, rows: rows, row: row.base, to: .unitsRow(oneRow.base),
                                                 vectorized: vectorized, finished: { _ in
                            rowByRow += (0..<source.columns).map { oneRow.base[$0] }
                        })
                    }
                    let inLevel = (0..<source.paddedHeight).flatMap { y in (0..<source.columns).map { level.clampedRow(y)[$0] } }
                    XCTAssertEqual(inLevel, summed, "\(width)×\(height) σ \(sigma), as summed into a level, vectorized \(vectorized)")
                    XCTAssertEqual(rowByRow, summed, "\(width)×\(height) σ \(sigma), as summed row by row, vectorized \(vectorized)")
                    withExtendedLifetime(oneRow) {}
                }
                withExtendedLifetime((floats, row, stores)) {}
            }
            withExtendedLifetime(entryStorage) {}
        }
    }
}
