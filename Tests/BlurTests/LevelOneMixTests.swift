@testable import Blur
import ScriptedInput
import XCTest

/// `LevelOneMix.row` gives the same bytes with and without its AVX2 kernel, at every row
/// phase, odd and even widths and any weight (`LevelOneJobTests` holds the kernel to the sums).
final class LevelOneMixTests: XCTestCase {
    func testTheSwiftAndAVX2RowsAreTheSame() throws {
        try XCTSkipUnless(VectorKernels.avx2, "no AVX2 on this CPU")
        var random = SplitMix64(seed: 91)
        for fineWidth in [1, 2, 3, 8, 37, 64] {
            let coarseWidth = PaddedImage.reducedSize(fineWidth, factor: 2), coarseHeight = 3
            let storage = ScratchBuffer<SIMD4<UInt16>>()
            storage.reserve(FixedLevel.storage(width: coarseWidth, height: coarseHeight))
            let coarse = FixedLevel(width: coarseWidth, height: coarseHeight, in: storage.base)
            for i in 0..<FixedLevel.storage(width: coarseWidth, height: coarseHeight) {
                storage.base[i] = SIMD4((0..<4).map { _ in UInt16(random.next() % (255 * 128 + 4)) })
            }
            let last = fineWidth + 1
            let units = ScratchBuffer<SIMD4<UInt16>>(), scratch = ScratchBuffer<SIMD4<UInt32>>()
            let swiftRow = ScratchBuffer<SIMD4<UInt16>>(), vectorRow = ScratchBuffer<SIMD4<UInt16>>()
            units.reserve(last + 1)
            scratch.reserve(coarse.columns)
            swiftRow.reserve(last + 1)
            vectorRow.reserve(last + 1)
            for x in 0...last { units.base[x] = SIMD4((0..<4).map { _ in UInt16(random.next() % (255 * 128 + 4)) }) }
            for y in 0..<(2 * coarseHeight + 2) {
                for weight in [1, 100, 255, 256] {
                    LevelOneMix.row(units.base, coarse: coarse, y: y, last: last, weight: weight, scratch: scratch.base,
                                    into: swiftRow.base, vectorized: false)
                    LevelOneMix.row(units.base, coarse: coarse, y: y, last: last, weight: weight, scratch: scratch.base,
                                    into: vectorRow.base, vectorized: true)
                    XCTAssertEqual((0...last).map { swiftRow.base[$0] }, (0...last).map { vectorRow.base[$0] },
                                   "fine width \(fineWidth), row \(y), weight \(weight)")
                }
            }
            withExtendedLifetime((storage, units, scratch, swiftRow, vectorRow)) {}
        }
    }

    /// The integer cross-fade stays within one sixteenth of a level of the float one it replaced
    /// (level 1's row and level 2 as floats, `Upsample.double` at weight t, then the conversion).
    func testTheIntegerMixIsTheFloatMixWithinASixteenth() {
        var random = SplitMix64(seed: 5)
        let fineWidth = 23, fineHeight = 9
        let coarseWidth = PaddedImage.reducedSize(fineWidth, factor: 2), coarseHeight = PaddedImage.reducedSize(fineHeight, factor: 2)
        let coarseStorage = ScratchBuffer<SIMD4<UInt16>>(), fineStorage = ScratchBuffer<SIMD4<UInt16>>()
        coarseStorage.reserve(FixedLevel.storage(width: coarseWidth, height: coarseHeight))
        fineStorage.reserve(FixedLevel.storage(width: fineWidth, height: fineHeight))
        let coarse = FixedLevel(width: coarseWidth, height: coarseHeight, in: coarseStorage.base)
        let fine = FixedLevel(width: fineWidth, height: fineHeight, in: fineStorage.base)
        for i in 0..<FixedLevel.storage(width: coarseWidth, height: coarseHeight) {
            coarseStorage.base[i] = SIMD4((0..<4).map { _ in UInt16(random.next() % (255 * 128 + 1)) })
        }
        for i in 0..<FixedLevel.storage(width: fineWidth, height: fineHeight) {
            fineStorage.base[i] = SIMD4((0..<4).map { _ in UInt16(random.next() % (255 * 128 + 1)) })
        }
        let coarseFloats = PixelStorage(), fineFloats = PixelStorage(), mixScratch = PixelStorage()
        coarseFloats.reserve((coarseWidth + 2) * (coarseHeight + 2))
        fineFloats.reserve((fineWidth + 2) * (fineHeight + 2))
        mixScratch.reserve(coarseWidth + 8)
        let coarseImage = PaddedImage(base: coarseFloats.base, width: coarseWidth, height: coarseHeight)
        let fineImage = PaddedImage(base: fineFloats.base, width: fineWidth, height: fineHeight)
        func toFloats(_ level: FixedLevel, _ image: PaddedImage) {
            for y in 0..<image.paddedHeight {
                for x in 0..<image.paddedWidth { image.row(y)[x] = Pixel(level.clampedRow(y)[x]) / FixedSeparableBlur.scale }
            }
        }
        let scratch = ScratchBuffer<SIMD4<UInt32>>(), out = ScratchBuffer<SIMD4<UInt16>>()
        scratch.reserve(coarse.columns)
        out.reserve(fine.columns + 1)
        let convertedStorage = ScratchBuffer<SIMD4<UInt16>>()
        convertedStorage.reserve(FixedLevel.storage(width: fineWidth, height: fineHeight))
        let converted = FixedLevel(width: fineWidth, height: fineHeight, in: convertedStorage.base)
        for weight in [1, 64, 200, 256] {
            toFloats(coarse, coarseImage)
            toFloats(fine, fineImage)
            Upsample.double(coarseImage, into: fineImage, rows: 0..<fineImage.paddedHeight, weight: Float(weight) / 256,
                            scratch: mixScratch.base)
            converted.convert(fineImage, rows: 0..<fineImage.paddedHeight)
            for y in 0..<fine.paddedHeight {
                LevelOneMix.row(fine.clampedRow(y), coarse: coarse, y: y, last: fine.columns - 1, weight: weight,
                                scratch: scratch.base, into: out.base)
                for x in 0..<fine.columns {
                    let a = SIMD4<Int>(truncatingIfNeeded: out.base[x]), b = SIMD4<Int>(truncatingIfNeeded: converted.clampedRow(y)[x])
                    let d = a &- b
                    XCTAssertTrue(d.min() >= -1 && d.max() <= 1, "weight \(weight), (\(x), \(y)): \(a) against \(b)")
                }
            }
        }
        withExtendedLifetime((coarseStorage, fineStorage, coarseFloats, fineFloats, mixScratch, scratch, out, convertedStorage)) {}
    }
}
