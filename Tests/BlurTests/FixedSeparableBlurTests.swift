@testable import Blur
import ScriptedInput
import XCTest

/// `FixedSeparableBlur`: the reduced levels' Gaussian in 16-bit fixed point stays within a few
/// 1/128 of a level of the float Gaussian it replaced (`SeparableBlur`), at every radius.
final class FixedSeparableBlurTests: XCTestCase {
    /// A padded level of random channels in 0…255 with fractions of 1/64, as the binomial entry makes.
    private func level(width: Int, height: Int, seed: UInt64) -> (PixelStorage, PaddedImage) {
        let storage = PixelStorage()
        storage.reserve((width + 2) * (height + 2))
        let image = PaddedImage(base: storage.base, width: width, height: height)
        var random = SplitMix64(seed: seed)
        for i in 0..<image.pixelCount {
            storage.base[i] = Pixel((0..<4).map { _ in Float(random.next() % (255 * 64 + 1)) / 64 })
        }
        return (storage, image)
    }

    private func fixedBlur(_ kernel: GaussianKernel, _ image: PaddedImage, into out: PaddedImage) {
        let fixed = ScratchBuffer<SIMD4<UInt16>>()
        fixed.reserve(FixedLevel.storage(paddedWidth: image.paddedWidth, paddedHeight: image.paddedHeight))
        let level = FixedLevel(layoutFor: image, in: fixed.base)
        level.convert(image, rows: 0..<image.paddedHeight, unitsPerLevel: FixedSeparableBlur.scale)
        var weights: [UInt16] = []
        FixedSeparableBlur.weights(kernel, into: &weights)
        let row = ScratchBuffer<SIMD4<UInt16>>()
        row.reserve(image.paddedWidth + 2 * kernel.radius + 2)
        weights.withUnsafeBufferPointer {
            FixedSeparableBlur.apply($0, source: level, destination: out, rows: 0..<image.paddedHeight, row: row.base)
        }
    }

    func testEveryRadiusStaysWithinASixteenthOfALevelOfTheFloatGaussian() {
        for (n, sigma) in [0.3, 0.6, 0.9, 1.2, 1.5, 1.65, 1.9, 2.2, 2.4, 3.1].enumerated() {
            var kernel = GaussianKernel()
            kernel.update(exactVariance: sigma)
            for (width, height) in [(37, 23), (40, 9)] {
                let (storage, image) = level(width: width, height: height, seed: UInt64(n * 10 + width))
                defer { withExtendedLifetime(storage) {} }   // `image` points into it
                let a = PixelStorage(), b = PixelStorage(), scratch = PixelStorage()
                a.reserve(image.pixelCount); b.reserve(image.pixelCount)
                scratch.reserve(image.paddedWidth + 2 * kernel.radius + 2)
                let float = PaddedImage(base: a.base, width: width, height: height)
                let fixed = PaddedImage(base: b.base, width: width, height: height)
                SeparableBlur.apply(kernel, source: image, destination: float, rows: 0..<image.paddedHeight,
                                    rowScratch: scratch.base)
                fixedBlur(kernel, image, into: fixed)
                var worst: Float = 0
                for i in 0..<image.pixelCount {
                    let d = a.base[i] - b.base[i]
                    worst = max(worst, d.max(), -d.min())
                }
                XCTAssertLessThanOrEqual(worst, 1.0 / 16, "σ \(sigma) (radius \(kernel.radius)), \(width)×\(height)")
            }
        }
    }

    /// Within 1/32 of a level: each pass puts back half a unit per product on average.
    func testAFlatLevelStaysFlat() {
        for value: Float in [0, 1, 100.5, 254.75, 255] {
            var kernel = GaussianKernel()
            kernel.update(exactVariance: 1.6)
            let source = PixelStorage(), target = PixelStorage()
            source.reserve(30 * 20); target.reserve(30 * 20)
            let image = PaddedImage(base: source.base, width: 28, height: 18)
            for i in 0..<image.pixelCount { source.base[i] = Pixel(repeating: value) }
            let out = PaddedImage(base: target.base, width: 28, height: 18)
            fixedBlur(kernel, image, into: out)
            for i in 0..<image.pixelCount {
                let d = target.base[i] - Pixel(repeating: value)
                XCTAssertLessThanOrEqual(max(d.max(), -d.min()), 4 / 128, "level \(value)")
            }
        }
    }
}
