@testable import Blur
import ScriptedInput
import XCTest

/// The AVX2 halving and conversion kernels (`CPixelKernels/blur_halve.c`, `blur_convert.c`)
/// against the Swift code they replace, which stays the fallback: the same bits for random input
/// at every small width (each remainder of the vector loops, odd and even, so the clamped right
/// edge is met both ways), some large ones, every padded row (margins included, so rows clamp),
/// in two bands as the worker pool splits them. Outputs start from the same random fill, so a
/// kernel that writes a pixel too many or too few fails as surely as one that computes a wrong one.
final class HalveConvertKernelTests: XCTestCase {
    private static let widths = Array(1...40) + [63, 127, 960, 1001, 1920, 1921]

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

    /// Index of the first pixel whose bits differ (nil when all `count` agree): bits, so that
    /// −0 against +0 or one NaN against another counts as a difference.
    private func firstDifference(_ a: PixelStorage, _ b: PixelStorage, _ count: Int) -> Int? {
        (0..<count).first { i in (0..<4).contains { a.base[i][$0].bitPattern != b.base[i][$0].bitPattern } }
    }

    private func firstDifference(
        _ a: ScratchBuffer<SIMD4<UInt16>>, _ b: ScratchBuffer<SIMD4<UInt16>>, _ count: Int
    ) -> Int? {
        (0..<count).first { a.base[$0] != b.base[$0] }
    }

    /// Level channels: 0…255 with fractions of every size down to 1/4096, with full mantissas
    /// (whose sums round, so a change in the order of the adds shows), and the ends exactly.
    private static func level(_ random: inout SplitMix64) -> Pixel {
        Pixel((0..<4).map { _ in
            switch random.int(8) {
            case 0: return 0
            case 1: return 255
            case 2: return Float(random.int(256))
            case 3, 4: return Float(random.uniform(0, 255))
            default: return Float(random.int(255 * 4096 + 1)) / 4096
            }
        })
    }

    private static func anyFloat(_ random: inout SplitMix64) -> Pixel {
        Pixel((0..<4).map { _ in Float(random.uniform(-1e6, 1e6)) })
    }

    /// 1/128-level units as the binomial entry writes them (0…32,640), or any 16-bit value.
    private static func units(_ random: inout SplitMix64, fullRange: Bool) -> SIMD4<UInt16> {
        SIMD4((0..<4).map { _ in
            UInt16(truncatingIfNeeded: fullRange ? random.next() : random.next() % 32_641)
        })
    }

    func testHalvingFloatLevelIsTheSwiftHalvingBitForBit() {
        var random = SplitMix64(seed: 0x4A_17E)
        var failures = 0
        for width in Self.widths where failures < 5 {
            for height in width > 40 ? [3, 6] : [1, 2, 3, 4, 7] {
                let (source, _) = twin((width + 2) * (height + 2), &random, Self.level)
                let image = PaddedImage(base: source.base, width: width, height: height)
                let size = (w: PaddedImage.reducedSize(width, factor: 2), h: PaddedImage.reducedSize(height, factor: 2))
                let (outC, outSwift) = twin((size.w + 2) * (size.h + 2), &random, Self.anyFloat)
                let (sumC, sumSwift) = twin(width + 2, &random, Self.anyFloat)
                let c = PaddedImage(base: outC.base, width: size.w, height: size.h)
                let swift = PaddedImage(base: outSwift.base, width: size.w, height: size.h)
                let split = random.int(c.paddedHeight + 1)
                for rows in [0..<split, split..<c.paddedHeight] {
                    Downsample.halve(image, into: c, rows: rows, rowSum: sumC.base, avx2: true)
                    Downsample.halve(image, into: swift, rows: rows, rowSum: sumSwift.base, avx2: false)
                }
                if let i = firstDifference(outC, outSwift, c.pixelCount) {
                    XCTFail("width \(width), height \(height): pixel \(i % c.paddedWidth), row \(i / c.paddedWidth) "
                        + "is \(outC.base[i]) in C, \(outSwift.base[i]) in Swift")
                    failures += 1
                }
            }
        }
    }

    func testHalvingFixedEntryLevelIsTheSwiftHalvingBitForBit() {
        var random = SplitMix64(seed: 0xF1_4ED)
        var failures = 0
        for width in Self.widths {
            for fullRange in [false, true] where failures < 5 {
                for height in width > 40 ? [3, 6] : [1, 2, 3, 4, 7] {
                    let (storage, _) = twin(FixedLevel.storage(width: width, height: height), &random) {
                        Self.units(&$0, fullRange: fullRange)
                    }
                    let level = FixedLevel(width: width, height: height, in: storage.base)
                    let size = (w: PaddedImage.reducedSize(width, factor: 2), h: PaddedImage.reducedSize(height, factor: 2))
                    let (outC, outSwift) = twin((size.w + 2) * (size.h + 2), &random, Self.anyFloat)
                    let (sumC, sumSwift) = twin(width + 2, &random, Self.anyFloat)
                    let c = PaddedImage(base: outC.base, width: size.w, height: size.h)
                    let swift = PaddedImage(base: outSwift.base, width: size.w, height: size.h)
                    let split = random.int(c.paddedHeight + 1)
                    for rows in [0..<split, split..<c.paddedHeight] {
                        Downsample.halve(level, into: c, rows: rows, rowSum: sumC.base, avx2: true)
                        Downsample.halve(level, into: swift, rows: rows, rowSum: sumSwift.base, avx2: false)
                    }
                    if let i = firstDifference(outC, outSwift, c.pixelCount) {
                        XCTFail("width \(width), height \(height), full range \(fullRange): pixel "
                            + "\(i % c.paddedWidth), row \(i / c.paddedWidth) is \(outC.base[i]) in C, "
                            + "\(outSwift.base[i]) in Swift")
                        failures += 1
                    }
                }
            }
        }
    }

    /// Channels for the conversion: levels as above, exact ties (k + ½ units, which round to
    /// even), and values outside 0…255, whose low 16 bits the conversion keeps as they come.
    private static func convertible(_ random: inout SplitMix64, units: Float) -> Pixel {
        Pixel((0..<4).map { _ in
            switch random.int(6) {
            case 0, 1: return (Float(random.int(Int(255 * units))) + 0.5) / units
            case 2: return Float(random.uniform(-300, 5000))
            default: return level(&random)[0]
            }
        })
    }

    func testConvertingRowsIsTheSwiftConversionBitForBit() {
        var random = SplitMix64(seed: 0xC0_417)
        var failures = 0
        for width in Self.widths {
            for units: Float in [16, 128] where failures < 5 {
                let height = width > 40 ? 2 : 1 + random.int(3)
                let (source, _) = twin((width + 2) * (height + 2), &random) { Self.convertible(&$0, units: units) }
                let image = PaddedImage(base: source.base, width: width, height: height)
                let count = FixedLevel.storage(width: width, height: height)
                let (levelC, levelSwift) = twin(count, &random) { Self.units(&$0, fullRange: true) }
                let c = FixedLevel(layoutFor: image, in: levelC.base)
                let swift = FixedLevel(layoutFor: image, in: levelSwift.base)
                for y in 0..<image.paddedHeight {
                    c.convert(row: y, from: image.row(y), unitsPerLevel: units, avx2: true)
                    swift.convert(row: y, from: image.row(y), unitsPerLevel: units, avx2: false)
                }
                if let i = firstDifference(levelC, levelSwift, count) {
                    XCTFail("width \(width), units \(units): pixel \(i % c.paddedWidth), row \(i / c.paddedWidth) "
                        + "is \(levelC.base[i]) in C, \(levelSwift.base[i]) in Swift")
                    failures += 1
                }
            }
        }
    }
}
