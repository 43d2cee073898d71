import XCTest
@testable import Blur

/// The pyramid's stages against naive Double versions of their definitions.
final class PyramidStageTests: XCTestCase {
    /// Channel `c` of pixel (x, y) with clamped coordinates.
    private func sample(_ image: TestImage, _ x: Int, _ y: Int, _ c: Int) -> Double {
        let cx = min(max(x, 0), image.width - 1), cy = min(max(y, 0), image.height - 1)
        return Double(image.pixels[4 * (cy * image.width + cx) + c])
    }

    func testBinomialEntryIsTheOneThreeThreeOneFilterMarginsIncluded() {
        let image = TestImage.photoLike(width: 37, height: 23)
        let size = (w: 19, h: 12)
        let level = ScratchBuffer<SIMD4<UInt16>>(), row = ScratchBuffer<SIMD4<UInt16>>()
        level.reserve(FixedLevel.storage(paddedWidth: size.w + 2, paddedHeight: size.h + 2))
        row.reserve(image.width + 5)
        let padded = FixedLevel(width: size.w, height: size.h, in: level.base)
        image.pixels.withUnsafeBufferPointer { bytes in
            Downsample.binomialFromBytes(bytes.baseAddress!, width: image.width, height: image.height,
                                         stride: image.width, into: padded, rows: 0..<padded.paddedHeight, row: row.base)
        }
        let taps: [(Int, Double)] = [(-1, 1), (0, 3), (1, 3), (2, 1)]
        for Y in 0..<padded.paddedHeight {
            for X in 0..<padded.columns {
                // Padded (X, Y) is interior (X − 1, Y − 1), centred on source 2(X − 1) + ½.
                for c in 0..<4 {
                    var expected = 0.0
                    for (dy, wy) in taps {
                        for (dx, wx) in taps {
                            expected += wx * wy * sample(image, 2 * (X - 1) + dx, 2 * (Y - 1) + dy, c)
                        }
                    }
                    // In 1/128-level units: exactly twice the sum of 64.
                    XCTAssertEqual(Double(padded.clampedRow(Y)[X][c]), expected * 2, "(\(X), \(Y)) channel \(c)")
                }
            }
        }
    }

    func testExactVarianceKernelHasTheRequestedVariance() {
        var kernel = GaussianKernel()
        for sigma in stride(from: 0.05, through: 3.2, by: 0.05) {
            kernel.update(exactVariance: sigma)
            XCTAssertEqual(kernel.variance, sigma * sigma, accuracy: 1e-5 * max(1, sigma * sigma), "σ \(sigma)")
            XCTAssertEqual(kernel.weights[0] + 2 * kernel.weights.dropFirst().reduce(0, +), 1, accuracy: 1e-5)
            XCTAssert(kernel.weights.allSatisfy { $0 >= 0 }, "σ \(sigma)")
        }
    }

    func testByteUpsampleIsBilinearToWithinRounding() {
        for factor in [2, 4] {
            // A smooth level with a sharp step in it, odd sizes, and an output width that is not
            // a multiple of the factor.
            let coarse = PaddedImage(base: .allocate(capacity: 13 * 9), width: 11, height: 7)
            defer { coarse.base.deallocate() }
            for y in 0..<coarse.paddedHeight {
                for x in 0..<coarse.paddedWidth {
                    let v = Float(x < 6 ? 20 : 200) + Float(y) * 3.3 + Float(x) * 0.7
                    coarse.row(y)[x] = Pixel(v, 255 - v, v / 2, 255)
                }
            }
            let storage = ScratchBuffer<SIMD4<UInt16>>()
            storage.reserve(FixedLevel.storage(paddedWidth: coarse.paddedWidth, paddedHeight: coarse.paddedHeight))
            let level = FixedLevel(converting: coarse, into: storage.base)
            let width = coarse.width * factor - 1, height = coarse.height * factor
            let row = ScratchBuffer<SIMD4<UInt16>>()
            row.reserve(coarse.paddedWidth + 1)
            var bytes = [UInt8](repeating: 0, count: width * 4)
            for y in 0..<height {
                bytes.withUnsafeMutableBufferPointer { out in
                    ByteUpsample.row(level, factor: factor, y: y, width: width, to: out.baseAddress!, row: row.base)
                }
                let ny = y / factor, wy = Upsample.phase(factor: factor, y - ny * factor)
                for x in 0..<width {
                    let nx = x / factor, wx = Upsample.phase(factor: factor, x - nx * factor)
                    for c in 0..<4 {
                        var expected: Float = 0
                        for j in 0..<3 {
                            for i in 0..<3 {
                                expected += wy[j] * wx[i] * coarse.row(ny + j)[nx + i][c]
                            }
                        }
                        XCTAssertEqual(Float(bytes[4 * x + c]), expected, accuracy: 0.6, "factor \(factor) (\(x), \(y)) channel \(c)")
                    }
                }
            }
        }
    }
}
