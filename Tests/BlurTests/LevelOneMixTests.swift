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
        }
    }
}
