import XCTest
@testable import Blur

/// The hand-over from full resolution to the pyramid (σ 1.25–1.42) as one separable pass:
/// its kernel starts as the Gaussian, ends as level 1's own filter, and the pictures on the way
/// are accurate and change smoothly.
final class HandOverTests: XCTestCase {
    /// The kernel `FullResolutionKernel` builds for `sigma` (full-resolution pixels, level 0).
    private func kernel(_ sigma: Double) -> FullResolutionKernel {
        guard let plan = BlurPlan.make(sigma: sigma), plan.level == 0 else { preconditionFailure("σ \(sigma)") }
        var gaussian = GaussianKernel(), levelOne = GaussianKernel()
        gaussian.update(sigma: plan.sigma)
        if plan.blend > 0 { levelOne.update(exactVariance: plan.coarserSigma) }
        var kernel = FullResolutionKernel()
        kernel.update(gaussian: gaussian, levelOne: levelOne, weight: plan.blend)
        return kernel
    }

    func testBelowTheHandOverTheKernelIsTheQuantizedGaussianWithoutZeroTaps() {
        for sigma in stride(from: 0.3, through: 1.25, by: 0.05) {
            var gaussian = GaussianKernel()
            gaussian.update(sigma: sigma)
            var fixed: [UInt16] = []
            gaussian.quantized(into: &fixed)
            while fixed.count > 1 && fixed.last == 0 { fixed.removeLast() }
            let expected = fixed.reversed() + fixed.dropFirst()
            let k = kernel(sigma)
            XCTAssertEqual(k.taps, Array(expected), "σ \(sigma)")
            XCTAssertTrue(k.symmetric, "σ \(sigma)")
        }
    }

    func testAtTheEndTheKernelIsLevelOnesFilterForAnEvenPixel() {
        // Level 1 computed the slow way along one axis, on an impulse at each offset: the
        // binomial [1 3 3 1]/8 to level 1, the level's Gaussian, then the bilinear doubling
        // for fine pixel 0 (¼ of coarse −1, ¾ of coarse 0).
        let sigma = BlurPlan.fadeEnd(level: 0)
        let coarser = BlurPlan.coarser(sigma, level: 0)
        var levelOne = GaussianKernel()
        levelOne.update(exactVariance: coarser)
        func response(to offset: Int) -> Double {
            func fine(_ x: Int) -> Double { x == offset ? 1 : 0 }
            func binomial(_ j: Int) -> Double {
                (fine(2 * j - 1) + 3 * fine(2 * j) + 3 * fine(2 * j + 1) + fine(2 * j + 2)) / 8
            }
            func blurred(_ j: Int) -> Double {
                (-levelOne.radius...levelOne.radius).reduce(0) {
                    $0 + Double(levelOne.weights[abs($1)]) * binomial(j + $1)
                }
            }
            return 0.25 * blurred(-1) + 0.75 * blurred(0)
        }
        let k = kernel(sigma * (1 - 1e-9))
        XCTAssertFalse(k.symmetric, "level 1 leans towards the coarse pixel an even pixel sits in")
        var total = 0.0
        for offset in -8...8 {
            let weight = abs(offset) <= k.radius ? Double(k.taps[k.radius + offset]) / 256 : 0
            // Each weight is the difference of two tail sums rounded to 1/512.
            XCTAssertEqual(weight, response(to: offset), accuracy: 1.0 / 256, "offset \(offset)")
            total += response(to: offset)
        }
        XCTAssertEqual(total, 1, accuracy: 1e-6)  // Float weights
    }

    func testEveryKernelOnTheWaySumsToOneAndKeepsTheVariance() {
        for sigma in stride(from: 1.25, through: 1.42, by: 0.01) {
            let k = kernel(sigma)
            let weights = k.taps.enumerated().map { (offset: $0.offset - k.radius, weight: Double($0.element) / 256) }
            XCTAssertEqual(weights.reduce(0) { $0 + $1.weight }, 1, "σ \(sigma)")
            XCTAssertEqual(weights.reduce(0) { $0 + Double($1.offset) * $1.weight }, 0, accuracy: 0.02, "σ \(sigma): centred")
            XCTAssertEqual(weights.reduce(0) { $0 + Double($1.offset * $1.offset) * $1.weight }, sigma * sigma,
                           accuracy: 0.08, "σ \(sigma)")
        }
    }

    func testEvenOffsetsAlwaysWeighTheSameOnBothSides() {
        // The passes add those pixel pairs before multiplying, whatever `symmetric` says.
        for sigma in stride(from: 0.3, through: 1.42, by: 0.002) {
            let k = kernel(sigma)
            for d in stride(from: 2, through: k.radius, by: 2) {
                XCTAssertEqual(k.taps[k.radius + d], k.taps[k.radius - d], "σ \(sigma), offset ±\(d)")
            }
        }
    }

    func testPSNRStaysAbove35AcrossSmallSigmas() {
        assertPSNRAtLeast35(over: stride(from: 0.5, through: 2.0, by: 0.02), range: "0.5–2")
    }

    func testSmallStepsThroughTheHandOverChangeThePictureLittle() {
        // 0.005-σ steps from before the hand-over to past its end: no step may change a pixel
        // by more than the exact Gaussian does plus rounding, the same slack as for the whole
        // full-resolution range (`ContinuityTests`): weights are whole 1/256ths, and where
        // one flips a hard corner can move by up to two levels per pass.
        let pictures = [TestImage.checkerboard(width: 64, height: 48, square: 5), TestImage.photoLike(width: 64, height: 48)]
        let blur = GaussianBlur()
        for image in pictures {
            var sigma = 1.2
            var previous = image.blurred(sigma, with: blur)
            while sigma < 1.5 {
                let next = sigma + 0.005
                let current = image.blurred(next, with: blur)
                let exact = maxAbsDifference(image.reference(sigma), image.reference(next))
                XCTAssertLessThanOrEqual(Double(maxAbsDifference(previous, current)), exact + 4, "σ \(sigma) → \(next)")
                previous = current
                sigma = next
            }
        }
    }
}
