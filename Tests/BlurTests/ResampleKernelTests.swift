@testable import Blur
import ScriptedInput
import XCTest

/// The AVX2 resampling kernels (`CPixelKernels/blur_resample.c`) against the Swift code they
/// replace, which stays the fallback: the same bytes for random input at every small width
/// (each remainder of the vector loops), some large odd ones, both factors, and rows whose
/// neighbours are clamped. Outputs and scratch start from the same random fill, so a kernel that
/// writes a byte too many or too few fails as surely as one that computes a wrong one.
final class ResampleKernelTests: XCTestCase {
    private static let widths = Array(1...67) + [128, 255, 1001, 1923, 3841]

    override func setUpWithError() throws {
        try XCTSkipUnless(VectorKernels.avx2, "no AVX2 on this CPU: only the Swift kernels run")
    }

    /// Two buffers of `count` elements with the same random contents.
    private func twin<Element: SIMD>(
        _ count: Int, _ random: inout SplitMix64, _ value: (inout SplitMix64) -> Element
    ) -> (ScratchBuffer<Element>, ScratchBuffer<Element>) {
        let a = ScratchBuffer<Element>(), b = ScratchBuffer<Element>()
        a.reserve(count)
        b.reserve(count)
        for i in 0..<count {
            a.base[i] = value(&random)
            b.base[i] = a.base[i]
        }
        return (a, b)
    }

    /// Index of the first element where `a` and `b` differ (nil when all `count` agree).
    private func firstDifference<Element: SIMD>(
        _ a: ScratchBuffer<Element>, _ b: ScratchBuffer<Element>, _ count: Int
    ) -> Int? {
        (0..<count).first { a.base[$0] != b.base[$0] }
    }

    private static func lanes16(_ random: inout SplitMix64, fullRange: Bool) -> SIMD4<UInt16> {
        SIMD4((0..<4).map { _ in UInt16(truncatingIfNeeded: fullRange ? random.next() : random.next() % 4081) })
    }

    private static func bytes(_ random: inout SplitMix64) -> SIMD4<UInt8> {
        SIMD4((0..<4).map { _ in UInt8(truncatingIfNeeded: random.next()) })
    }

    func testByteUpsampleRowIsTheSwiftRowByteForByte() {
        var random = SplitMix64(seed: 0xB1_0B)
        var failures = 0
        for factor in [2, 4] {
            for width in Self.widths {
                // Level values as the conversion makes them (0…4080) and, for the wrapping
                // arithmetic, any 16-bit value.
                for fullRange in [false, true] where failures < 5 {
                    let levelWidth = PaddedImage.reducedSize(width, factor: factor), levelHeight = 1 + random.int(3)
                    let storage = ScratchBuffer<SIMD4<UInt16>>()
                    storage.reserve(FixedLevel.storage(width: levelWidth, height: levelHeight))
                    let level = FixedLevel(width: levelWidth, height: levelHeight, in: storage.base)
                    for i in 0..<storage.capacity { storage.base[i] = Self.lanes16(&random, fullRange: fullRange) }
                    // From the lowest row the coordinates allow (−factor) to rows past the bottom,
                    // so both edges clamp; large widths take every third row.
                    let ys = stride(from: -factor, to: (levelHeight + 2) * factor, by: width > 67 ? 3 : 1)
                    for y in ys {
                        let (rowC, rowSwift) = twin(level.paddedWidth + 1, &random) {
                            Self.lanes16(&$0, fullRange: true)
                        }
                        let (outC, outSwift) = twin(width + 4, &random, Self.bytes)
                        for (out, row, avx2) in [(outC, rowC, true), (outSwift, rowSwift, false)] {
                            let bytes = UnsafeMutableRawPointer(out.base).assumingMemoryBound(to: UInt8.self)
                            ByteUpsample.row(level, factor: factor, y: y, width: width, to: bytes, row: row.base, avx2: avx2)
                        }
                        let context = "factor \(factor), width \(width), row \(y), full range \(fullRange)"
                        if let x = firstDifference(outC, outSwift, width + 4) {
                            XCTFail("\(context): pixel \(x) is \(outC.base[x]) in C, \(outSwift.base[x]) in Swift")
                            failures += 1
                        }
                        if let x = firstDifference(rowC, rowSwift, level.paddedWidth + 1) {
                            XCTFail("\(context): mixed pixel \(x) is \(rowC.base[x]) in C, "
                                + "\(rowSwift.base[x]) in Swift")
                            failures += 1
                        }
                    }
                }
            }
        }
    }

    func testBinomialEntryIsTheSwiftEntryByteForByte() {
        var random = SplitMix64(seed: 0xE_4717)
        var failures = 0
        for width in Self.widths where failures < 5 {
            for height in width > 67 ? [3, 6] : [1, 2, 3, 4, 7] {
                let stride = width + random.int(3)
                let (source, _) = twin(stride * height, &random, Self.bytes)
                let size = (w: PaddedImage.reducedSize(width, factor: 2), h: PaddedImage.reducedSize(height, factor: 2))
                let (levelC, levelSwift) = twin(FixedLevel.storage(width: size.w, height: size.h), &random) {
                    Self.lanes16(&$0, fullRange: true)
                }
                let (rowC, rowSwift) = twin(width + 5, &random) { Self.lanes16(&$0, fullRange: true) }
                let pixels = UnsafeRawPointer(source.base).assumingMemoryBound(to: UInt8.self)
                // Two bands, as the worker pool splits the rows.
                let c = FixedLevel(width: size.w, height: size.h, in: levelC.base)
                let swift = FixedLevel(width: size.w, height: size.h, in: levelSwift.base)
                let split = random.int(c.paddedHeight + 1)
                for rows in [0..<split, split..<c.paddedHeight] {
                    Downsample.binomialFromBytes(pixels, width: width, height: height, stride: stride, into: c,
                                                 rows: rows, row: rowC.base, avx2: true)
                    Downsample.binomialFromBytes(pixels, width: width, height: height, stride: stride, into: swift,
                                                 rows: rows, row: rowSwift.base, avx2: false)
                }
                let context = "width \(width), height \(height), stride \(stride)"
                if let i = firstDifference(levelC, levelSwift, levelC.capacity) {
                    XCTFail("\(context): level pixel \(i % c.paddedWidth), row \(i / c.paddedWidth) is "
                        + "\(levelC.base[i]) in C, \(levelSwift.base[i]) in Swift")
                    failures += 1
                }
                if let x = firstDifference(rowC, rowSwift, width + 5) {
                    XCTFail("\(context): row sum \(x) is \(rowC.base[x]) in C, \(rowSwift.base[x]) in Swift")
                    failures += 1
                }
            }
        }
    }
}
