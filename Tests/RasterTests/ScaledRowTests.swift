import XCTest
@testable import Raster
import ScriptedInput

/// The vectorised row of an opaque scaled copy gives `lerp`'s bytes exactly, for any texels,
/// weights and column pattern (the goldens and the thread-count tests rely on it).
final class ScaledRowTests: XCTestCase {
    func testVectorRowEqualsLerpPixelByPixel() {
        var random = SplitMix64(seed: 0x9E37_79B9_7F4A_7C15)
        func next() -> UInt64 { random.next() >> 11 }
        let texels = (0..<64).map { _ in UInt32(truncatingIfNeeded: next()) }
        for count in [1, 3, 4, 5, 17, 40] {
            let left = (0..<count).map { _ in Int32(next() % 63) }
            let right = left.map { $0 + Int32(next() % 2) }
            // Every weight the column table can hold, 0…256, with the ends most of all.
            let weights = (0..<count).map { i -> UInt32 in i % 5 == 0 ? [0, 256, 1, 255][i % 4] : UInt32(next() % 257) }
            let weights2 = weights.map { SIMD2<UInt16>(repeating: UInt16($0)) }
            let line = UnsafeMutablePointer<UInt32>.allocate(capacity: count + 1)
            defer { line.deallocate() }
            PixelBlend.opaqueScaledRow(texels, left: left, right: right, weights: weights, weights2: weights2,
                                       count: count, into: line)
            for x in 0..<count {
                let expected = PixelBlend.lerp(texels[Int(left[x])], texels[Int(right[x])], weights[x]) | 0xFF00_0000
                XCTAssertEqual(line[x], expected, "count \(count), pixel \(x)")
            }
        }
    }
}

extension ScaledRowTests {
    /// Tables as `PixelBlend.copy` builds them for an enlargement by `1 / step` starting at
    /// texel `sx0`, over a source `width` texels wide.
    private func table(columns: Int, sx0: Double, step: Double, width: Int) -> (left: [Int32], right: [Int32], weights: [UInt32]) {
        var left: [Int32] = [], right: [Int32] = [], weights: [UInt32] = []
        for i in 0..<columns {
            let sx = sx0 + (Double(i) + 0.5) * step - 0.5
            let xf = sx.rounded(.down)
            left.append(Int32(min(max(Int(xf), 0), width - 1)))
            right.append(Int32(min(max(Int(xf) + 1, 0), width - 1)))
            weights.append(UInt32(((sx - xf) * 256).rounded()))
        }
        return (left, right, weights)
    }

    /// 2× enlargements at whole, half and odd texel offsets, clamped at both edges: the pair
    /// run is found, and the row over it has `lerp`'s bytes.
    func testPairRunOfATwofoldEnlargementGivesLerpsBytes() {
        let width = 37
        let texels = (0..<width).map { i in UInt32(truncatingIfNeeded: (i &* 0x9E37_79B9) ^ (i << 7)) }
        for sx0 in [0.0, 0.5, 0.25, 3.0, 2.3, -1.5] {
            for columns in [6, 9, 31, 74] {
                let t = table(columns: columns, sx0: sx0, step: 0.5, width: width)
                let pairs = PixelBlend.pairRun(left: t.left, right: t.right, weights: t.weights, count: columns)
                if columns >= 31 { XCTAssertGreaterThanOrEqual(pairs.count, columns - 8, "sx0 \(sx0), \(columns) columns") }
                let weights2 = t.weights.map { SIMD2<UInt16>(repeating: UInt16($0)) }
                let line = UnsafeMutablePointer<UInt32>.allocate(capacity: columns)
                defer { line.deallocate() }
                PixelBlend.opaqueScaledRow(texels, left: t.left, right: t.right, weights: t.weights, weights2: weights2,
                                           count: columns, pairs: pairs, last: width - 1, into: line)
                for x in 0..<columns {
                    let expected = PixelBlend.lerp(texels[Int(t.left[x])], texels[Int(t.right[x])], t.weights[x]) | 0xFF00_0000
                    XCTAssertEqual(line[x], expected, "sx0 \(sx0), \(columns) columns, pixel \(x)")
                }
            }
        }
    }

    /// Tables that do not repeat every two columns (reductions, other enlargements) have no run.
    func testNoPairRunWhereColumnsDoNotRepeatInPairs() {
        for step in [1.5, 0.75, 1.0 / 3] {
            let t = table(columns: 40, sx0: 0, step: step, width: 100)
            XCTAssertTrue(PixelBlend.pairRun(left: t.left, right: t.right, weights: t.weights, count: 40).isEmpty, "step \(step)")
        }
    }
}

/// The vectorised translucent fill gives the one-pixel rule's bytes for every destination.
final class FillLanesTests: XCTestCase {
    func testVectorFillEqualsThePixelRule() {
        var random = SplitMix64(seed: 12345)
        func next() -> UInt32 { UInt32(truncatingIfNeeded: random.next() >> 32) }
        for alpha in [1, 2, 64, 127, 128, 200, 254, 255] as [UInt32] {
            let a = alpha + (alpha >> 7), c = (r: next() & 0xFF, g: next() & 0xFF, b: next() & 0xFF)
            let fill = FillLanes(inv: 256 - a, sr: c.r * a, sg: c.g * a, sb: c.b * a, dstAlpha: alpha)
            // Destinations of every alpha, opaque ones most of all (the canvas), and random ones.
            var row = (0..<259).map { i -> UInt32 in i < 256 ? UInt32(i) << 24 | next() & 0xFF_FFFF : 0xFF00_0000 | next() }
            row += (0..<37).map { _ in next() }
            let expected = row.map(fill.pixel)
            row.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                fill.blend(base, count: buffer.count)
            }
            XCTAssertEqual(row, expected, "alpha \(alpha)")
        }
    }
}
