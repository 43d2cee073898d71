import Blur
@testable import Raster
import ScriptedInput
import XCTest

/// `PixelBlend.copy` and `PixelBlend.fill` against the rules written out a pixel at a time, over
/// random sizes, scales (reductions and enlargements up to 4×), fractional offsets, clips,
/// alphas and thread counts: the vector loops must give exactly these bytes (the goldens and
/// the thread-count tests rely on it).
final class ScaledCopyReferenceTests: XCTestCase {
    /// One pixel of a bilinear copy as the rule states it: the two source rows mixed `wy`/256,
    /// at both columns, then those mixed `wx`/256; opaque pictures made opaque; at full alpha
    /// an opaque picture replaces the pixel, else the texel blends at its alpha times `alpha`.
    private func referencePixel(source: [UInt32], width: Int, height: Int, px: Int, py: Int, rect: PixelRect,
                                sx0: Double, sy0: Double, sx1: Double, sy1: Double, alpha: UInt8, opaque: Bool,
                                over d: UInt32) -> UInt32 {
        let stepX = (sx1 - sx0) / Double(rect.width), stepY = (sy1 - sy0) / Double(rect.height)
        func axis(_ s: Double, _ count: Int) -> (Int, Int, UInt32) {
            let f = s.rounded(.down)
            return (min(max(Int(f), 0), count - 1), min(max(Int(f) + 1, 0), count - 1), UInt32(((s - f) * 256).rounded()))
        }
        let (l, r, wx) = axis(sx0 + (Double(px - rect.x) + 0.5) * stepX - 0.5, width)
        let (ya, yb, wy) = axis(sy0 + (Double(py - rect.y) + 0.5) * stepY - 0.5, height)
        let left = PixelBlend.lerp(source[ya * width + l], source[yb * width + l], wy)
        let right = PixelBlend.lerp(source[ya * width + r], source[yb * width + r], wy)
        var s = PixelBlend.lerp(left, right, wx)
        if opaque { s |= 0xFF00_0000 }
        if opaque && alpha == 255 { return s }
        let k = UInt32(alpha) + (UInt32(alpha) >> 7)
        return PixelBlend.blend(s, alpha: ((s >> 24) * k) >> 8, over: d)
    }

    /// The first pixel of `pixels` that is not `rule(x, y, background)` inside `area` or the
    /// background outside it, described; nil when every pixel is.
    private func firstDifference(_ pixels: OwnedPixels, background: [UInt32], area: PixelRect?,
                                 rule: (Int, Int, UInt32) -> UInt32) -> String? {
        let width = pixels.buffer.width
        for y in 0..<pixels.buffer.height {
            for x in 0..<width {
                let d = background[y * width + x]
                let inside = area.map { x >= $0.x && x < $0.maxX && y >= $0.y && y < $0.maxY } ?? false
                let expected = inside ? rule(x, y, d) : d
                if pixels[x, y] != expected {
                    return "pixel (\(x), \(y)) is \(String(pixels[x, y], radix: 16)), the rule gives \(String(expected, radix: 16))"
                }
            }
        }
        return nil
    }

    func testScaledCopiesEqualThePixelRule() {
        var random = SplitMix64(seed: 0x5CA1_ED00)
        func next(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
        func unit() -> Double { Double(random.next() >> 11) / Double(1 << 53) }
        let pools: [WorkerPool?] = [nil, WorkerPool(threadCount: 2), WorkerPool(threadCount: 3)]
        var drawn = 0
        for round in 0..<160 {
            let width = 1 + next(70), height = 1 + next(50)
            let opaque = round % 3 != 2
            let source = (0..<(width * height)).map { _ in
                UInt32(truncatingIfNeeded: random.next()) | (opaque && round % 2 == 0 ? 0xFF00_0000 : 0)
            }
            // Scales from a quarter to four times, either way on each axis, at fractional offsets.
            let scaleX = [0.25, 0.5, 0.8, 1, 1.5, 2, 2.5, 3, 4, 0.25 + 3.75 * unit()][next(10)]
            let scaleY = [0.25, 0.5, 1, 2, 3, 4, 0.25 + 3.75 * unit()][next(7)]
            let sx0 = Double(next(4)) * unit() - 0.5, sy0 = Double(next(4)) * unit() - 0.5
            let spanX = max(0.5, Double(width) - sx0 - unit()), spanY = max(0.5, Double(height) - sy0 - unit())
            let rect = PixelRect(x: next(20) - 8, y: next(20) - 8,
                                 width: max(1, Int(spanX * scaleX)), height: max(1, Int(spanY * scaleY)))
            let clip: PixelRect? = next(3) == 0 ? nil : PixelRect(x: next(24), y: next(16), width: 1 + next(200), height: 1 + next(150))
            let alpha: UInt8 = [255, 255, 1, 128, 200, UInt8(1 + next(255))][next(6)]
            let canvasWidth = 8 + next(250), canvasHeight = 8 + next(170)
            let pool = pools[round % pools.count]
            let pixels = OwnedPixels(width: canvasWidth, height: canvasHeight, pixelsPerRow: canvasWidth + next(5))
            var background: [UInt32] = []
            for y in 0..<canvasHeight {
                for x in 0..<canvasWidth {
                    pixels[x, y] = UInt32(truncatingIfNeeded: random.next())
                    background.append(pixels[x, y])
                }
            }
            let tables = ScaledCopyTables()
            let sx1 = sx0 + spanX, sy1 = sy0 + spanY
            source.withUnsafeBufferPointer { s in
                guard let base = s.baseAddress else { return }
                PixelBlend.copy(pixels.buffer, rect: rect, clip: clip, source: base, sourceWidth: width, sourceHeight: height,
                                sx0: sx0, sy0: sy0, sx1: sx1, sy1: sy1, alpha: alpha, sourceIsOpaque: opaque,
                                tables: tables, pool: pool)
            }
            let area = PixelBlend.clippedArea(rect, in: pixels.buffer, clip: clip)
            if area != nil { drawn += 1 }
            let difference = firstDifference(pixels, background: background, area: area) { x, y, d in
                referencePixel(source: source, width: width, height: height, px: x, py: y, rect: rect,
                               sx0: sx0, sy0: sy0, sx1: sx1, sy1: sy1, alpha: alpha, opaque: opaque, over: d)
            }
            if let difference {
                return XCTFail("round \(round): \(width)×\(height) into \(rect), clip \(String(describing: clip)), "
                               + "alpha \(alpha), opaque \(opaque): \(difference)")
            }
        }
        XCTAssertGreaterThan(drawn, 120, "most rounds draw something")
    }

    func testTranslucentFillsEqualThePixelRule() {
        var random = SplitMix64(seed: 0xF111)
        func next(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
        let pools: [WorkerPool?] = [nil, WorkerPool(threadCount: 2)]
        var drawn = 0
        for round in 0..<80 {
            let canvasWidth = 1 + next(200), canvasHeight = 1 + next(60)
            let pixels = OwnedPixels(width: canvasWidth, height: canvasHeight, pixelsPerRow: canvasWidth + next(5))
            var background: [UInt32] = []
            for y in 0..<canvasHeight {
                for x in 0..<canvasWidth {
                    // Opaque canvases most of all, and destinations of every alpha.
                    let d = UInt32(truncatingIfNeeded: random.next())
                    pixels[x, y] = round % 2 == 0 ? d | 0xFF00_0000 : d
                    background.append(pixels[x, y])
                }
            }
            let colour = RGBA8(r: UInt8(next(256)), g: UInt8(next(256)), b: UInt8(next(256)),
                               a: [1, 127, 128, 254, 255, UInt8(1 + next(255))][next(6)])
            let rect = PixelRect(x: next(40) - 10, y: next(20) - 5, width: next(220), height: next(70))
            let clip: PixelRect? = next(2) == 0 ? nil : PixelRect(x: next(30), y: next(20), width: next(200), height: next(60))
            PixelBlend.fill(pixels.buffer, rect: rect, clip: clip, color: colour, pool: pools[round % 2])
            // Straight alpha a over d: colour channels c·a' + d·(256 − a') over 256 with
            // a' = a + a/128, alpha a + d_a·(255 − a)/255 rounded.
            let a = UInt32(colour.a), aw = a + (a >> 7)
            let area = PixelBlend.clippedArea(rect, in: pixels.buffer, clip: clip)
            if area != nil { drawn += 1 }
            let difference = firstDifference(pixels, background: background, area: area) { _, _, d in
                func channel(_ c: UInt8, _ shift: UInt32) -> UInt32 {
                    ((UInt32(c) * aw + ((d >> shift) & 0xFF) * (256 - aw)) >> 8) << shift
                }
                let outA = a + ((d >> 24) * (255 - a) + 127) / 255
                return outA << 24 | channel(colour.r, 16) | channel(colour.g, 8) | channel(colour.b, 0)
            }
            if let difference {
                return XCTFail("round \(round): fill \(rect) clip \(String(describing: clip)) alpha \(a): \(difference)")
            }
        }
        XCTAssertGreaterThan(drawn, 40, "most rounds fill something")
    }
}
