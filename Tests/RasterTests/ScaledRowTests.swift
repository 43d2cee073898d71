import XCTest
@testable import Raster
import ScriptedInput

/// The vectorised rows of an opaque scaled copy give `lerp`'s bytes exactly, for any texels,
/// weights and column pattern (the goldens and the thread-count tests rely on it).
final class ScaledRowTests: XCTestCase {
    /// Two source rows mixed by `wideRows`, then columns read by `opaqueScaledRow`, against
    /// `lerp` vertically then horizontally, made opaque.
    func testWideRowsThenScaledRowEqualLerpPixelByPixel() {
        var random = SplitMix64(seed: 0x9E37_79B9_7F4A_7C15)
        func next() -> UInt64 { random.next() >> 11 }
        for width in [1, 2, 3, 4, 5, 9, 64] {
            let rowA = (0..<width).map { _ in UInt32(truncatingIfNeeded: next()) }
            let rowB = (0..<width).map { _ in UInt32(truncatingIfNeeded: next()) }
            let wide = UnsafeMutableRawPointer.allocate(byteCount: (width + 1) * 8, alignment: 16)
            defer { wide.deallocate() }
            for wy in [0, 1, 128, 255, 256, UInt32(next() % 257)] {
                PixelBlend.wideRows(rowA, rowB, count: width, weight: UInt16(wy), into: wide)
                let mixed = (0..<width).map { PixelBlend.lerp(rowA[$0], rowB[$0], wy) }
                for count in [1, 3, 4, 5, 8, 12, 15, 17, 40] {
                    let left = (0..<count).map { _ in Int(next() % UInt64(width)) }
                    // A column reads a texel and the next, or one texel twice (clamped at an edge).
                    let right = left.map { min($0 + Int(next() % 2), width - 1) }
                    // Every weight the column table can hold, 0…256, with the ends most of all.
                    let weights = (0..<count).map { i -> UInt32 in i % 5 == 0 ? [0, 256, 1, 255][i % 4] : UInt32(next() % 257) }
                    let columns = (0..<count).map { PixelBlend.wideColumn(left: left[$0], right: right[$0], weight: weights[$0]) }
                    let offsets = columns.map(\.offset), lanes = columns.map(\.lanes)
                    let line = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
                    defer { line.deallocate() }
                    PixelBlend.opaqueScaledRow(wide, offsets: offsets, lanes: lanes, count: count, into: line)
                    for x in 0..<count {
                        let expected = PixelBlend.lerp(mixed[left[x]], mixed[right[x]], weights[x]) | 0xFF00_0000
                        XCTAssertEqual(line[x], expected, "width \(width), wy \(wy), count \(count), pixel \(x)")
                    }
                }
            }
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

    /// The alpha lanes' shortcut for the division by 255 holds for every colour alpha over
    /// every destination alpha.
    func testVectorFillAlphaEqualsThePixelRuleForEveryPairOfAlphas() {
        for alpha in 1...255 as ClosedRange<UInt32> {
            let a = alpha + (alpha >> 7)
            let fill = FillLanes(inv: 256 - a, sr: 17 * a, sg: 130 * a, sb: 255 * a, dstAlpha: alpha)
            var row = (0..<256).map { UInt32($0) << 24 | 0x80_40C0 }
            let expected = row.map(fill.pixel)
            row.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                fill.blend(base, count: buffer.count)
            }
            XCTAssertEqual(row, expected, "alpha \(alpha)")
        }
    }
}
