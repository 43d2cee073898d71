import XCTest
@testable import Blur

/// Issue 5: "a change of 0.1 σ changes the picture a little, never in steps".
final class ContinuityTests: XCTestCase {
    /// Every σ where the engine changes its internal configuration (a cross-fade starts, or a
    /// pyramid level is abandoned), in full-resolution pixels, with its pyramid level.
    static var thresholds: [(level: Int, sigma: Double)] {
        (0...6).flatMap { level in
            [BlurPlan.fadeStart(level: level), BlurPlan.fadeEnd(level: level)].map {
                (level, BlurPlan.variance(level: level, sigma: $0).squareRoot())
            }
        }
    }

    func testNoStepAtAnyInternalThreshold() {
        let image = TestImage.photoLike(width: 131, height: 97)
        let edges = TestImage.checkerboard(width: 131, height: 97, square: 5)
        let blur = GaussianBlur()
        for (level, threshold) in Self.thresholds {
            for test in [image, edges] {
                let below = test.blurred(threshold - 1e-4, with: blur)
                let above = test.blurred(threshold + 1e-4, with: blur)
                // Only rounding may differ across a threshold. At full resolution the weights
                // are whole 1/256ths, which can flip by one anywhere (one level per pass).
                XCTAssertLessThanOrEqual(maxAbsDifference(below, above), level == 0 ? 2 : 1, "σ \(threshold)")
            }
        }
    }

    func testTenthOfSigmaStepsAreSmallFromZeroTo45() {
        let image = TestImage.checkerboard(width: 96, height: 72, square: 6)
        let blur = GaussianBlur()
        var previous = image.pixels
        var sigma = 0.0
        while sigma < 45 {
            let next = sigma + 0.1
            let current = image.blurred(next, with: blur)
            let change = maxAbsDifference(previous, current)
            if next <= 6 {
                // Small σ: a real Gaussian itself changes fast here, so compare with it. The
                // slack covers rounding: the full-resolution pass works in whole 1/256ths and
                // rounds to whole levels between its passes (≤ 2 levels off on hard corners).
                let exact = maxAbsDifference(image.reference(sigma), image.reference(next))
                XCTAssertLessThanOrEqual(Double(change), exact + 4, "σ \(sigma) → \(next)")
            } else {
                // A hard edge of contrast 255 blurred by σ moves by at most 255·φ(1)/σ per unit
                // of σ (φ the unit normal density); nearby edges, corners and rounding add some.
                let bound = 2 * 0.1 * 255 * 0.242 / sigma + 1.5
                XCTAssertLessThanOrEqual(Double(change), bound, "σ \(sigma) → \(next)")
            }
            previous = current
            sigma = next
        }
    }

    func testPlansAreContinuousAndKeepTheVariance() {
        var sigma = 0.05
        var previous = BlurPlan.make(sigma: 0.05)
        while sigma < 2000 {
            guard let plan = BlurPlan.make(sigma: sigma) else { return XCTFail("no plan for σ \(sigma)") }
            XCTAssert((0...1).contains(plan.blend))
            XCTAssertEqual(BlurPlan.variance(level: plan.level, sigma: plan.sigma), sigma * sigma,
                           accuracy: 1e-6 * sigma * sigma)
            if plan.blend > 0 {
                XCTAssertEqual(BlurPlan.variance(level: plan.level + 1, sigma: plan.coarserSigma), sigma * sigma,
                               accuracy: 1e-6 * sigma * sigma)
            }
            // Reduced σ stays in the band where the pyramid is accurate: from where the finer
            // level hands over up to this level's own hand-over. A level's cross-fade starts
            // above σ 1 (level 0: √1.5), so the next level's σ is a real one, not a clamped 0.
            if plan.level > 0 {
                let entry = BlurPlan.coarser(BlurPlan.fadeEnd(level: plan.level - 1), level: plan.level - 1)
                XCTAssert(plan.sigma >= entry * (1 - 1e-9) && plan.sigma <= BlurPlan.fadeEnd(level: plan.level), "σ \(sigma)")
            }
            if plan.blend > 0 { XCTAssertGreaterThan(plan.coarserSigma, 0.1, "σ \(sigma)") }
            if let previous, previous.level != plan.level {
                XCTAssertEqual(previous.level + 1, plan.level, "levels are never skipped")
            }
            previous = plan
            sigma *= 1.01
        }
    }

    func testCrossFadeStartsAtZeroAndEndsOnTheNextLevel() {
        for level in 0...8 {
            let start = BlurPlan.variance(level: level, sigma: BlurPlan.fadeStart(level: level)).squareRoot()
            let end = BlurPlan.variance(level: level, sigma: BlurPlan.fadeEnd(level: level)).squareRoot()
            let (a, b) = (BlurPlan.make(sigma: start * (1 + 1e-9)), BlurPlan.make(sigma: end * (1 - 1e-9)))
            let c = BlurPlan.make(sigma: end * (1 + 1e-9))
            XCTAssertEqual(a?.level, level)
            XCTAssertEqual(a?.blend ?? 1, 0, accuracy: 1e-6)
            XCTAssertEqual(b?.level, level)
            XCTAssertEqual(b?.blend ?? 0, 1, accuracy: 1e-6)
            XCTAssertEqual(c?.level, level + 1)
            XCTAssertEqual(c?.blend, 0)
            XCTAssertEqual(c?.sigma ?? 0, b?.coarserSigma ?? 1, accuracy: 1e-6)
        }
    }

    func testKernelWeightsAreContinuous() {
        assertWeightsContinuous(upTo: 4) { $0.update(sigma: $1) }
    }

    func testExactVarianceKernelIsContinuous() {
        assertWeightsContinuous(upTo: 3.2) { $0.update(exactVariance: $1) }
    }

    /// Weights for σ and σ + 10⁻⁵ agree to 10⁻⁴ from σ = 0.01 up to `limit`.
    private func assertWeightsContinuous(upTo limit: Double, _ update: (inout GaussianKernel, Double) -> Void) {
        var a = GaussianKernel(), b = GaussianKernel()
        var sigma = 0.01
        while sigma < limit {
            update(&a, sigma)
            update(&b, sigma + 1e-5)
            for i in 0...max(a.radius, b.radius) {
                let wa = i <= a.radius ? a.weights[i] : 0, wb = i <= b.radius ? b.weights[i] : 0
                XCTAssertEqual(wa, wb, accuracy: 1e-4, "σ \(sigma) tap \(i)")
            }
            sigma += 0.01
        }
    }
}
