import XCTest
@testable import Blur

/// Issue 5, "Quality": PSNR ≥ 35 dB against an exact Gaussian with clamped edges, σ 2…40.
final class QualityTests: XCTestCase {
    static let sigmas: [Double] = [2, 3, 5, 8, 12, 20, 30, 40]

    func testPhotoLikeImageMatchesExactGaussian() {
        let image = TestImage.photoLike(width: 192, height: 144)
        checkPSNR(image, name: "photo")
    }

    func testCheckerboardMatchesExactGaussian() {
        checkPSNR(TestImage.checkerboard(width: 192, height: 144, square: 16), name: "checker16")
    }

    func testFineOddCheckerboardMatchesExactGaussian() {
        // Squares that do not line up with any power-of-two block of the pyramid.
        checkPSNR(TestImage.checkerboard(width: 190, height: 141, square: 7), name: "checker7")
    }

    func testSmallSigmasAreAccurateToo() {
        let image = TestImage.photoLike(width: 96, height: 80)
        for sigma in [0.3, 0.6, 1.0, 1.5, 2.5, 3.5, 4.5, 6.5] {
            let value = psnr(image.blurred(sigma), image.reference(sigma))
            XCTAssertGreaterThanOrEqual(value, 40, "σ \(sigma)")
        }
    }

    private func checkPSNR(_ image: TestImage, name: String) {
        let blur = GaussianBlur()
        var report: [String] = []
        for sigma in Self.sigmas {
            let value = psnr(image.blurred(sigma, with: blur), image.reference(sigma))
            report.append("σ=\(Int(sigma)): \(Double(Int(value * 10)) / 10) dB")
            XCTAssertGreaterThanOrEqual(value, 35, "\(name) σ \(sigma)")
        }
        print("PSNR \(name) \(image.width)×\(image.height): " + report.joined(separator: ", "))
    }
}
