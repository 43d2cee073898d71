import Foundation
import Platform
import Playground

/// Paints the pictures the scenes show (a landscape, album art, a video still) from code, so
/// every asset is this project's own. `fluid paint-assets` writes them to Assets/.
public enum AssetPainter {
    public struct Asset {
        public let file: String
        public let width: Int32
        public let height: Int32
        let paint: (Int, Int, Double, Double) -> (Double, Double, Double)
    }

    public static let all: [Asset] = [
        Asset(file: "landscape.bmp", width: 1280, height: 800, paint: landscape),
        Asset(file: "album.bmp", width: 600, height: 600, paint: album),
        Asset(file: "video.bmp", width: 960, height: 540, paint: videoStill),
    ]

    /// Writes every asset into `directory` as 24-bit BMP.
    public static func write(to directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for asset in all {
            let canvas = try Canvas(width: asset.width, height: asset.height)
            let w = Double(asset.width), h = Double(asset.height)
            canvas.paint { x, y in asset.paint(x, y, Double(x) / w, Double(y) / h) }
            try canvas.saveBMP(to: directory + "/" + asset.file, opaque: true)
        }
    }

    // MARK: Pictures (u, v in 0…1 across the picture)

    private static func mix(_ a: (Double, Double, Double), _ b: (Double, Double, Double), _ t: Double) -> (Double, Double, Double) {
        let k = min(max(t, 0), 1)
        return (a.0 + (b.0 - a.0) * k, a.1 + (b.1 - a.1) * k, a.2 + (b.2 - a.2) * k)
    }

    /// Deterministic value noise in 0…1.
    private static func noise(_ x: Double, _ y: Double) -> Double {
        func hash(_ i: Int, _ j: Int) -> Double {
            var h = UInt64(bitPattern: Int64(i &* 374_761_393 &+ j &* 668_265_263))
            h = (h ^ (h >> 13)) &* 1_274_126_177
            return Double(h & 0xFFFF) / 65535
        }
        let i = Int(x.rounded(.down)), j = Int(y.rounded(.down))
        let fx = x - Double(i), fy = y - Double(j)
        let sx = fx * fx * (3 - 2 * fx), sy = fy * fy * (3 - 2 * fy)
        let top = hash(i, j) + (hash(i + 1, j) - hash(i, j)) * sx
        let bottom = hash(i, j + 1) + (hash(i + 1, j + 1) - hash(i, j + 1)) * sx
        return top + (bottom - top) * sy
    }

    private static func ridge(_ u: Double, base: Double, amplitude: Double, scale: Double, seed: Double) -> Double {
        var height = 0.0, a = amplitude, f = scale
        for octave in 0..<5 {
            height += (noise(u * f + seed, Double(octave) * 7.3) - 0.5) * a
            a *= 0.5
            f *= 2.1
        }
        return base + height
    }

    static func landscape(_ x: Int, _ y: Int, _ u: Double, _ v: Double) -> (Double, Double, Double) {
        landscape(u, v, pixelV: 1.0 / 800)
    }

    /// How much of a pixel `pixelU` × `pixelV` wide at (u, v) lies below the ridge `height`
    /// (a function of u): the ridge's edge anti-aliased by its distance across the slope.
    private static func belowRidge(_ u: Double, _ v: Double, pixelU: Double, pixelV: Double, _ height: (Double) -> Double) -> Double {
        let r = height(u)
        // The slope in pixels per pixel, so a steep flank is as soft as a flat crest.
        let slope = (height(u + pixelU) - r) / pixelV
        let distance = (v - r) / pixelV / (1 + slope * slope).squareRoot()
        return min(max(distance + 0.5, 0), 1)
    }

    /// The landscape at (u, v); `pixelV` is a pixel's height in v (less in the lake, which
    /// mirrors the sky compressed).
    private static func landscape(_ u: Double, _ v: Double, pixelV: Double) -> (Double, Double, Double) {
        let horizon = 0.62
        if v < horizon {
            // Sky with a low sun, then three mountain ranges, nearer ones darker.
            var color = mix((0.29, 0.47, 0.78), (0.98, 0.74, 0.52), pow(v / horizon, 1.6))
            let sun = hypot((u - 0.7) * 1.6, v - 0.48)
            color = mix(color, (1.0, 0.93, 0.75), max(0, 1 - sun * 9))
            let ranges: [(Double, Double, Double, (Double, Double, Double))] = [
                (0.40, 0.16, 2.0, (0.55, 0.52, 0.68)), (0.49, 0.12, 3.0, (0.36, 0.37, 0.52)), (0.56, 0.08, 5.0, (0.20, 0.27, 0.33)),
            ]
            for (index, range) in ranges.enumerated() {
                let cover = belowRidge(u, v, pixelU: 1.0 / 1280, pixelV: pixelV) {
                    ridge($0, base: range.0, amplitude: range.1, scale: range.2, seed: Double(index) * 13)
                }
                guard cover > 0 else { continue }
                color = mix(color, mix(range.3, color, 0.15 * (1 - v)), cover)
            }
            return color
        }
        // Lake: the sky's colours mirrored and rippled.
        let mirrored = min(horizon - 1e-6, horizon - (v - horizon) * 0.9)
        let ripple = (noise(u * 60, v * 300) - 0.5) * 0.012
        let sky = landscape(u + ripple, max(0, mirrored), pixelV: pixelV * 0.9)
        return mix(sky, (0.08, 0.16, 0.24), 0.35 + (v - horizon) * 0.8)
    }

    static func album(_ x: Int, _ y: Int, _ u: Double, _ v: Double) -> (Double, Double, Double) {
        var color = mix((0.09, 0.05, 0.22), (0.85, 0.18, 0.42), u * 0.6 + v * 0.4)
        let rings = sin(hypot(u - 0.35, v - 0.4) * 40) * 0.5 + 0.5
        color = mix(color, (1.0, 0.62, 0.25), rings * max(0, 0.6 - hypot(u - 0.35, v - 0.4)))
        let disc = hypot(u - 0.68, v - 0.66)
        if disc < 0.2 { color = mix(color, (0.98, 0.95, 0.9), 0.85 * (1 - disc / 0.2)) }
        return color
    }

    static func videoStill(_ x: Int, _ y: Int, _ u: Double, _ v: Double) -> (Double, Double, Double) {
        // A stage: dark room, three coloured spotlights, a floor.
        var color: (Double, Double, Double) = (0.03, 0.03, 0.06)
        let lights: [(Double, (Double, Double, Double))] = [(0.25, (0.2, 0.5, 1.0)), (0.5, (1.0, 0.35, 0.6)), (0.75, (1.0, 0.8, 0.3))]
        for (cx, tint) in lights {
            let spread = 0.04 + v * 0.18
            let beam = max(0, 1 - abs(u - cx) / spread) * (0.4 + 0.6 * v)
            color = (color.0 + tint.0 * beam * 0.6, color.1 + tint.1 * beam * 0.6, color.2 + tint.2 * beam * 0.6)
        }
        if v > 0.78 { color = mix(color, (0.15, 0.1, 0.08), 0.6) }
        return color
    }
}
