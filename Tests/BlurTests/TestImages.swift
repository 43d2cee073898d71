@testable import Blur

/// Deterministic RGBA test images, the naive reference Gaussian and image metrics.
struct TestImage {
    let width: Int
    let height: Int
    var pixels: [UInt8]

    /// Smooth gradients, a few hard-edged shapes, fine texture and noise; alpha varies too so
    /// all four channels count in the metrics.
    static func photoLike(width: Int, height: Int, seed: UInt64 = 0x5EED) -> TestImage {
        var rng = seed
        func noise() -> Double {
            rng = rng &* 6364136223846793005 &+ 1442695040888963407
            return Double(rng >> 40) / Double(1 << 24) - 0.5
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let w = Double(width), h = Double(height)
        for y in 0..<height {
            for x in 0..<width {
                let u = Double(x) / w, v = Double(y) / h
                // Sky-like gradients.
                var r = 40 + 180 * u, g = 60 + 120 * v, b = 200 - 150 * u * v
                var a = 255 - 120 * v
                // A disc and a rectangle with hard edges.
                let dx = u - 0.3, dy = v - 0.4
                if dx * dx + dy * dy < 0.04 { r = 250; g = 220; b = 30 }
                if u > 0.55 && u < 0.85 && v > 0.5 && v < 0.8 { r = 20; g = 30; b = 40; a = 255 }
                // Fine texture (a striped shirt) and sensor noise.
                if v > 0.75 && u < 0.4 && (x / 2) % 2 == 0 { r *= 0.5; g *= 0.5; b *= 0.5 }
                let n = 24 * noise()
                let i = 4 * (y * width + x)
                pixels[i] = clampByte(r + n)
                pixels[i + 1] = clampByte(g + n)
                pixels[i + 2] = clampByte(b + n)
                pixels[i + 3] = clampByte(a)
            }
        }
        return TestImage(width: width, height: height, pixels: pixels)
    }

    /// Black and white squares of `square` pixels in every channel (alpha inverted).
    static func checkerboard(width: Int, height: Int, square: Int) -> TestImage {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let on: UInt8 = ((x / square) + (y / square)) % 2 == 0 ? 255 : 0
                let i = 4 * (y * width + x)
                pixels[i] = on
                pixels[i + 1] = on
                pixels[i + 2] = on
                pixels[i + 3] = 255 - on
            }
        }
        return TestImage(width: width, height: height, pixels: pixels)
    }

    static func flat(width: Int, height: Int, value: SIMD4<UInt8>) -> TestImage {
        var pixels = [UInt8]()
        for _ in 0..<(width * height) { pixels += [value[0], value[1], value[2], value[3]] }
        return TestImage(width: width, height: height, pixels: pixels)
    }

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
