import ScriptedInput

/// Deterministic RGBA test pictures: for the blur's quality and behaviour tests,
/// and any test that needs a picture with gradients, hard edges, texture and noise.
public struct TestPicture {
    public let width: Int
    public let height: Int
    /// `width × height × 4` bytes, RGBA.
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Smooth gradients, a few hard-edged shapes, fine texture and noise; alpha varies too so
    /// all four channels count in the metrics.
    public static func photoLike(width: Int, height: Int, seed: UInt64 = 0x5EED) -> TestPicture {
        var rng = SplitMix64(seed: seed)
        func noise() -> Double { rng.uniform(-0.5, 0.5) }
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
                pixels[i] = byte(r + n)
                pixels[i + 1] = byte(g + n)
                pixels[i + 2] = byte(b + n)
                pixels[i + 3] = byte(a)
            }
        }
        return TestPicture(width: width, height: height, pixels: pixels)
    }

    /// Black and white squares of `square` pixels in every channel (alpha inverted).
    public static func checkerboard(width: Int, height: Int, square: Int) -> TestPicture {
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
        return TestPicture(width: width, height: height, pixels: pixels)
    }

    /// Every pixel `value`.
    public static func flat(width: Int, height: Int, value: SIMD4<UInt8>) -> TestPicture {
        var pixels = [UInt8]()
        for _ in 0..<(width * height) { pixels += [value[0], value[1], value[2], value[3]] }
        return TestPicture(width: width, height: height, pixels: pixels)
    }

    private static func byte(_ v: Double) -> UInt8 { UInt8(min(max(v.rounded(), 0), 255)) }
}
