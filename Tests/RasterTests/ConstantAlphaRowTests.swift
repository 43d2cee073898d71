@testable import Raster
import XCTest
import ScriptedInput

/// `PixelBlend.blendRow`: a picture at one alpha over the canvas, four pixels a step, with the
/// bytes of the pixel rule; and the scaled copy of an opaque picture fading in that uses it.
final class ConstantAlphaRowTests: XCTestCase {
    private var random = SplitMix64(seed: 777)
    private func next() -> UInt32 { UInt32(truncatingIfNeeded: random.next() >> 32) }

    func testVectorRowEqualsThePixelRuleAtEveryAlpha() {
        for alpha in 0...255 as ClosedRange<UInt32> {
            let source = (0..<67).map { _ in next() }
            // Destinations of every alpha, opaque ones (the canvas) and random ones.
            var row = (0..<67).map { i -> UInt32 in i < 30 ? 0xFF00_0000 | next() : next() }
            let expected = zip(source, row).map { PixelBlend.blend($0, alpha: alpha, over: $1) }
            source.withUnsafeBufferPointer { s in
                row.withUnsafeMutableBufferPointer { d in
                    guard let sb = s.baseAddress, let db = d.baseAddress else { return }
                    PixelBlend.blendRow(sb, alpha: alpha, over: db, count: d.count)
                }
            }
            XCTAssertEqual(row, expected, "alpha \(alpha)")
        }
    }

    func testAFadingOpaquePictureCopiesAsThePixelRuleDoes() {
        let sw = 40, sh = 30
        let source = (0..<(sw * sh)).map { _ in 0xFF00_0000 | next() }
        let pixels = OwnedPixels(width: 97, height: 71)
        pixels.fill(0xFF10_2030)
        let rect = PixelRect(x: 3, y: 2, width: 90, height: 65)
        for alpha: UInt8 in [30, 128, 254] {
            var expected = [UInt32](repeating: 0, count: 97 * 71)
            for y in 0..<71 { for x in 0..<97 { expected[y * 97 + x] = pixels[x, y] } }
            source.withUnsafeBufferPointer { s in
                guard let base = s.baseAddress else { return }
                // The reference: the same copy of a picture not known to be opaque, a pixel at a time.
                let reference = OwnedPixels(width: 97, height: 71)
                for y in 0..<71 { for x in 0..<97 { reference[x, y] = pixels[x, y] } }
                PixelBlend.copy(reference.buffer, rect: rect, clip: nil, source: base, sourceWidth: sw, sourceHeight: sh,
                                sx0: 0.5, sy0: 0, sx1: 39, sy1: 29.5, alpha: alpha, sourceIsOpaque: false, tables: ScaledCopyTables())
                PixelBlend.copy(pixels.buffer, rect: rect, clip: nil, source: base, sourceWidth: sw, sourceHeight: sh,
                                sx0: 0.5, sy0: 0, sx1: 39, sy1: 29.5, alpha: alpha, sourceIsOpaque: true, tables: ScaledCopyTables())
                for y in 0..<71 { for x in 0..<97 where pixels[x, y] != reference[x, y] {
                    return XCTFail("alpha \(alpha): (\(x), \(y)) differs")
                } }
            }
        }
    }
}
