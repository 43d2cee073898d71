import XCTest
@testable import Blur

/// Edge cases and the object's contract: identity at σ = 0, flat stays flat, odd sizes,
/// strides, in-place versus out-of-place, and scratch reuse.
final class BehaviourTests: XCTestCase {
    func testZeroNegativeAndNaNSigmaLeaveThePixelsAlone() {
        let image = TestImage.photoLike(width: 40, height: 30)
        for sigma: Double in [0, -3, .nan, -.infinity] {
            XCTAssertEqual(image.blurred(sigma), image.pixels, "σ \(sigma)")
        }
    }

    func testZeroSigmaNeedsNoScratchMemory() {
        let blur = GaussianBlur()
        _ = TestImage.photoLike(width: 64, height: 48).blurred(0, with: blur)
        XCTAssertEqual(blur.scratchByteCount, 0)
    }

    func testTinySigmaIsStillTheIdentity() {
        let image = TestImage.checkerboard(width: 32, height: 32, square: 1)
        // Below σ ≈ 0.29 the tapered kernel has no side taps at all.
        XCTAssertEqual(image.blurred(0.2), image.pixels)
    }

    func testFlatImageStaysExactlyFlat() {
        let image = TestImage.flat(width: 77, height: 53, value: SIMD4(200, 13, 255, 0))
        let blur = GaussianBlur()
        for sigma in [0.5, 1, 2.2, 2.9, 3.5, 5, 9.7, 20, 40, 300, 1e6] {
            XCTAssertEqual(image.blurred(sigma, with: blur), image.pixels, "σ \(sigma)")
        }
    }

    func testOddSizesMatchTheExactGaussian() {
        let sizes = [(1, 1), (1, 37), (37, 1), (2, 3), (5, 5), (13, 7), (33, 18), (101, 3), (63, 65)]
        let blur = GaussianBlur()
        for (w, h) in sizes {
            let image = TestImage.photoLike(width: w, height: h)
            for sigma in [0.7, 1.35, 2, 3.3, 4.4, 6, 17, 45] {
                let value = psnr(image.blurred(sigma, with: blur), image.reference(sigma))
                XCTAssertGreaterThanOrEqual(value, 35, "\(w)×\(h) σ \(sigma)")
            }
        }
    }

    func testSinglePixelIsUnchanged() {
        // With clamped edges a 1×1 image extends to a flat plane.
        let image = TestImage.flat(width: 1, height: 1, value: SIMD4(1, 2, 3, 4))
        for sigma in [0.5, 3, 50] { XCTAssertEqual(image.blurred(sigma), image.pixels) }
    }

    func testInPlaceAndOutOfPlaceAgree() {
        let image = TestImage.photoLike(width: 70, height: 50)
        let blur = GaussianBlur()
        for sigma in [0.8, 2.5, 4, 11] {
            var out = [UInt8](repeating: 0, count: image.pixels.count)
            image.pixels.withUnsafeBufferPointer { src in
                out.withUnsafeMutableBufferPointer { dst in
                    blur.blur(from: src.baseAddress!, sourceRowStride: 70, to: dst.baseAddress!,
                              destinationRowStride: 70, width: 70, height: 50, sigma: sigma)
                }
            }
            XCTAssertEqual(out, image.blurred(sigma, with: blur), "σ \(sigma)")
        }
    }

    func testRectangleInsideALargerBufferIsBlurredOnItsOwn() {
        // The renderer blurs the backdrop rectangle behind a view inside the whole frame.
        let frame = TestImage.photoLike(width: 90, height: 60)
        let (x0, y0, w, h) = (17, 9, 45, 31)
        var crop = [UInt8]()
        for y in y0..<(y0 + h) { crop += frame.pixels[(4 * (y * 90 + x0))..<(4 * (y * 90 + x0 + w))] }
        for sigma in [1.2, 6.0] {
            var pixels = frame.pixels
            pixels.withUnsafeMutableBufferPointer { buffer in
                GaussianBlur().blur(buffer.baseAddress! + 4 * (y0 * 90 + x0), width: w, height: h, rowStride: 90, sigma: sigma)
            }
            var inside = [UInt8]()
            for y in y0..<(y0 + h) { inside += pixels[(4 * (y * 90 + x0))..<(4 * (y * 90 + x0 + w))] }
            XCTAssertEqual(inside, TestImage(width: w, height: h, pixels: crop).blurred(sigma), "σ \(sigma)")
            // Nothing outside the rectangle is touched.
            for y in 0..<60 {
                for x in 0..<90 where !(x0..<(x0 + w)).contains(x) || !(y0..<(y0 + h)).contains(y) {
                    let i = 4 * (y * 90 + x)
                    XCTAssertEqual(pixels[i..<(i + 4)], frame.pixels[i..<(i + 4)])
                }
            }
        }
    }

    func testScratchStopsGrowingOnceWarm() {
        let blur = GaussianBlur()
        let image = TestImage.photoLike(width: 120, height: 90)
        blur.reserveCapacity(width: 120, height: 90)
        let reserved = blur.scratchByteCount
        XCTAssertGreaterThan(reserved, 0)
        var sigma = 0.1
        while sigma < 60 {
            _ = image.blurred(sigma, with: blur)
            sigma *= 1.07
        }
        XCTAssertEqual(blur.scratchByteCount, reserved, "reserveCapacity covers every σ")
        // A smaller image reuses the same buffers.
        _ = TestImage.photoLike(width: 50, height: 90).blurred(7, with: blur)
        XCTAssertEqual(blur.scratchByteCount, reserved)
    }

    func testResultDoesNotDependOnEarlierCalls() {
        let image = TestImage.photoLike(width: 64, height: 40)
        let used = GaussianBlur()
        _ = TestImage.checkerboard(width: 200, height: 100, square: 3).blurred(13, with: used)
        _ = image.blurred(2.7, with: used)
        for sigma in [1.0, 2.7, 9.0] {
            XCTAssertEqual(image.blurred(sigma, with: used), image.blurred(sigma), "σ \(sigma)")
        }
    }
}
