import XCTest
@testable import Blur

/// The hand-over from level 1 to level 2, moved down to σ₁ 1.45–1.65 (full-resolution σ
/// 3.15–3.52) so that level 1's Gaussian never needs more than five taps each side: the
/// pictures through it stay accurate and change smoothly, and above it level 2 works alone.
final class LevelOneHandOverTests: XCTestCase {
    /// The hand-over's ends in full-resolution pixels.
    private let band = (BlurPlan.variance(level: 1, sigma: BlurPlan.fadeStart(level: 1)).squareRoot(),
                        BlurPlan.variance(level: 1, sigma: BlurPlan.fadeEnd(level: 1)).squareRoot())

    func testAboveTheHandOverLevelTwoCarriesTheBlurWithoutACrossFade() {
        // The band that used to cross-fade level 1 with level 2 (σ 3.9–4.9), and the rest of the
        // way up to level 2's own hand-over, costs level 2 alone.
        let levelTwoEnd = BlurPlan.variance(level: 2, sigma: BlurPlan.fadeStart(level: 2)).squareRoot()
        for sigma in stride(from: band.1 * (1 + 1e-9), through: levelTwoEnd, by: 0.01) {
            let plan = BlurPlan.make(sigma: sigma)
            XCTAssertEqual(plan?.level, 2, "σ \(sigma)")
            XCTAssertEqual(plan?.blend, 0, "σ \(sigma)")
        }
        XCTAssertLessThan(band.1, 3.9)
    }

    func testLevelOnesGaussianNeedsAtMostFiveTapsEachSide() {
        var kernel = GaussianKernel()
        kernel.update(exactVariance: BlurPlan.fadeEnd(level: 1))
        XCTAssertLessThanOrEqual(kernel.radius, 5)
    }

    func testPSNRStaysAbove35ThroughTheHandOver() {
        assertPSNRAtLeast35(over: stride(from: 2.9, through: 4.2, by: 0.02), range: "2.9–4.2")
    }

    func testSmallStepsThroughTheHandOverChangeThePictureLittle() {
        // 0.005-σ steps from before the band to past its end: no step may change a pixel by
        // more than the exact Gaussian does, plus a level of rounding either side.
        let pictures = [TestImage.checkerboard(width: 64, height: 48, square: 5), TestImage.photoLike(width: 64, height: 48)]
        let blur = GaussianBlur()
        for image in pictures {
            var sigma = band.0 - 0.05
            var previous = image.blurred(sigma, with: blur)
            while sigma < band.1 + 0.05 {
                let next = sigma + 0.005
                let current = image.blurred(next, with: blur)
                let exact = maxAbsDifference(image.reference(sigma), image.reference(next))
                XCTAssertLessThanOrEqual(Double(maxAbsDifference(previous, current)), exact + 2, "σ \(sigma) → \(next)")
                previous = current
                sigma = next
            }
        }
    }
}
