import XCTest
@testable import Blur
import FluidTestSupport

/// The shared test pictures (FluidTestSupport), with the naive reference Gaussian and metrics.
typealias TestImage = TestPicture

extension TestPicture {
    /// Blurred copy through the engine.
    func blurred(_ sigma: Double, with blur: GaussianBlur = GaussianBlur()) -> [UInt8] {
        var copy = pixels
        blur.blur(&copy, width: width, height: height, sigma: sigma)
        return copy
    }

    /// The exact Gaussian, computed the slow obvious way in Double: sampled e^(−x²/2σ²) out to
    /// 6σ, normalised, applied along x then y with edge pixels repeated. (The 2-D Gaussian with
    /// clamped edges is separable, so this equals the direct 2-D sum.) Not rounded.
    func reference(_ sigma: Double) -> [Double] {
        let source = pixels.map(Double.init)
        guard sigma > 0 else { return source }
        let radius = Int((6 * sigma).rounded(.up))
        var weights = (-radius...radius).map { i -> Double in
            let x = Double(i)
            return (-x * x / (2 * sigma * sigma)).exponential
        }
        let total = weights.reduce(0, +)
        weights = weights.map { $0 / total }
        // Raw pointers keep this fast enough in a debug build.
        let horizontal = Self.convolve(source, weights, count: width, lines: height, step: 4, lineStep: 4 * width)
        return Self.convolve(horizontal, weights, count: height, lines: width, step: 4 * width, lineStep: 4)
    }

    /// 1-D convolution with clamped ends along `lines` lines of `count` pixels.
    private static func convolve(
        _ input: [Double], _ weights: [Double], count: Int, lines: Int, step: Int, lineStep: Int
    ) -> [Double] {
        var output = [Double](repeating: 0, count: input.count)
        let radius = weights.count / 2
        input.withUnsafeBufferPointer { src in
            weights.withUnsafeBufferPointer { w in
                output.withUnsafeMutableBufferPointer { dst in
                    var line = 0
                    while line < lines {
                        var i = 0
                        while i < count {
                            var s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0
                            var k = 0
                            while k < w.count {
                                let j = min(max(i + k - radius, 0), count - 1)
                                let at = line * lineStep + j * step
                                let wk = w[k]
                                s0 += wk * src[at]
                                s1 += wk * src[at + 1]
                                s2 += wk * src[at + 2]
                                s3 += wk * src[at + 3]
                                k += 1
                            }
                            let at = line * lineStep + i * step
                            dst[at] = s0
                            dst[at + 1] = s1
                            dst[at + 2] = s2
                            dst[at + 3] = s3
                            i += 1
                        }
                        line += 1
                    }
                }
            }
        }
        return output
    }
}

func clampByte(_ v: Double) -> UInt8 { UInt8(min(max(v.rounded(), 0), 255)) }

/// Peak signal-to-noise ratio in dB of an 8-bit result against an exact reference.
func psnr(_ result: [UInt8], _ reference: [Double]) -> Double {
    precondition(result.count == reference.count)
    var sum = 0.0
    for i in result.indices {
        let d = Double(result[i]) - reference[i]
        sum += d * d
    }
    let mse = sum / Double(result.count)
    return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
}

/// Blurs a photo-like picture and checkerboards of 16-, 7- and 3-pixel squares at every σ of
/// `sigmas`, asserting PSNR ≥ 35 dB against the exact Gaussian, and prints each picture's worst
/// (labelled with `range`): the sweep the hand-over tests run through their bands.
func assertPSNRAtLeast35(over sigmas: StrideThrough<Double>, range: String,
                         file: StaticString = #filePath, line: UInt = #line) {
    let pictures = [
        ("photo", TestImage.photoLike(width: 96, height: 80)),
        ("checker16", TestImage.checkerboard(width: 96, height: 80, square: 16)),
        ("checker7", TestImage.checkerboard(width: 95, height: 71, square: 7)),
        ("checker3", TestImage.checkerboard(width: 95, height: 71, square: 3)),
    ]
    let blur = GaussianBlur()
    for (name, image) in pictures {
        var worst = (sigma: 0.0, psnr: Double.infinity)
        for sigma in sigmas {
            let value = psnr(image.blurred(sigma, with: blur), image.reference(sigma))
            if value < worst.psnr { worst = (sigma, value) }
            XCTAssertGreaterThanOrEqual(value, 35, "\(name) σ \(sigma)", file: file, line: line)
        }
        print("worst PSNR \(name), σ \(range): \(Double(Int(worst.psnr * 10)) / 10) dB at σ \(worst.sigma)")
    }
}

func maxAbsDifference(_ a: [UInt8], _ b: [UInt8]) -> Int {
    zip(a, b).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
}

func maxAbsDifference(_ a: [Double], _ b: [Double]) -> Double {
    zip(a, b).reduce(0) { max($0, abs($1.0 - $1.1)) }
}

/// log10 without Foundation, good to 1e-12 relative; only metrics use it.
func log10(_ x: Double) -> Double {
    // ln(x) = 2·atanh((x−1)/(x+1)) after scaling x into [0.5, 1).
    let e = x.exponent + 1
    let m = x.significand / 2
    let s = (m - 1) / (m + 1), s2 = s * s
    var term = s, sum = 0.0
    var k = 1.0
    while abs(term / k) > 1e-17 {
        sum += term / k
        term *= s2
        k += 2
    }
    let ln = 2 * sum + Double(e) * 0.693_147_180_559_945_3
    return ln / 2.302_585_092_994_045_7
}
