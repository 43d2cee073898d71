import XCTest
@testable import Raster
import ScriptedInput
import ViewTree

/// The AVX2 row kernels (`raster_*` in CPixelKernels) give the Swift loops' bytes exactly, for
/// every width (tiny, odd, past each step of eight), weight, tint and colour, including the ends
/// of each range: the goldens, the frame comparisons and the thread-count tests rely on the two
/// paths being one. Each test runs both paths on the same input (`avx2:` passed explicitly).
final class VectorKernelTests: XCTestCase {
    /// Widths 1…67 cover every remainder after steps of 8 and 4; the larger ones a long row.
    static let widths = Array(1...67) + [127, 128, 129, 255, 1001, 3840]

    override func setUpWithError() throws {
        try XCTSkipUnless(RasterKernels.avx2, "this CPU runs the Swift loops only")
    }

    private struct Random {
        var source: SplitMix64
        init(_ seed: UInt64) { source = SplitMix64(seed: seed) }
        mutating func word() -> UInt32 { UInt32(truncatingIfNeeded: source.next() >> 17) }
        mutating func below(_ n: Int) -> Int { Int(source.next() % UInt64(n)) }
        mutating func row(_ n: Int) -> [UInt32] { (0..<n).map { _ in word() } }
    }

    func testWideRowsMatchSwift() {
        var random = Random(1)
        for width in Self.widths {
            let a = random.row(width), b = random.row(width)
            let bytes = (width + 1) * 8
            let swift = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 16)
            let avx = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 16)
            defer { swift.deallocate(); avx.deallocate() }
            for weight in [0, 1, 2, 127, 128, 254, 255, 256, UInt16(random.below(257))] as [UInt16] {
                swift.initializeMemory(as: UInt8.self, repeating: 0xA5, count: bytes)
                avx.initializeMemory(as: UInt8.self, repeating: 0x5A, count: bytes)
                PixelBlend.wideRows(a, b, count: width, weight: weight, into: swift, avx2: false)
                PixelBlend.wideRows(a, b, count: width, weight: weight, into: avx, avx2: true)
                XCTAssertEqual(memcmp(swift, avx, bytes), 0, "width \(width), weight \(weight)")
            }
        }
    }

    /// Column tables as `PixelBlend.copy` builds them, for a source `sourceWidth` texels wide
    /// drawn `columns` pixels wide (any scale, up or down), then random ones.
    private func columnTables(sourceWidth: Int, columns: Int, random: inout Random,
                              scaled: Bool) -> (offsets: [Int32], lanes: [SIMD8<UInt16>]) {
        let step = Double(sourceWidth) / Double(columns)
        var offsets: [Int32] = [], lanes: [SIMD8<UInt16>] = []
        for i in 0..<columns {
            let l: Int, r: Int, w: UInt32
            if scaled {
                let sx = (Double(i) + 0.5) * step - 0.5, xf = sx.rounded(.down)
                l = min(max(Int(xf), 0), sourceWidth - 1)
                r = min(max(Int(xf) + 1, 0), sourceWidth - 1)
                w = UInt32(((sx - xf) * 256).rounded())
            } else {
                l = random.below(sourceWidth)
                r = min(l + random.below(2), sourceWidth - 1)
                w = i % 5 == 0 ? [0, 256, 1, 255, 254][i % 4] : UInt32(random.below(257))
            }
            let column = PixelBlend.wideColumn(left: l, right: r, weight: w)
            offsets.append(column.offset)
            lanes.append(column.lanes)
        }
        return (offsets, lanes)
    }

    func testOpaqueScaledRowMatchesSwift() {
        var random = Random(2)
        for sourceWidth in [1, 2, 3, 7, 64, 333, 1920] {
            let a = random.row(sourceWidth), b = random.row(sourceWidth)
            let wide = UnsafeMutableRawPointer.allocate(byteCount: (sourceWidth + 1) * 8, alignment: 16)
            defer { wide.deallocate() }
            PixelBlend.wideRows(a, b, count: sourceWidth, weight: UInt16(random.below(257)), into: wide, avx2: false)
            // Scale factors from a quarter to eight times, and random column patterns.
            let counts = Set(Self.widths.filter { $0 < 100 } + [0.25, 0.5, 0.999, 1.001, 1.5, 2, 3.7, 8].map {
                max(1, Int((Double(sourceWidth) * $0).rounded()))
            })
            for columns in counts.sorted() {
                for scaled in [true, false] {
                    let table = columnTables(sourceWidth: sourceWidth, columns: columns, random: &random, scaled: scaled)
                    var swift = [UInt32](repeating: 0x1234_5678, count: columns + 1)
                    var avx = [UInt32](repeating: 0x1234_5678, count: columns + 1)
                    PixelBlend.opaqueScaledRow(wide, offsets: table.offsets, lanes: table.lanes, count: columns, into: &swift,
                                               avx2: false)
                    PixelBlend.opaqueScaledRow(wide, offsets: table.offsets, lanes: table.lanes, count: columns, into: &avx,
                                               avx2: true)
                    XCTAssertEqual(swift, avx, "source \(sourceWidth), columns \(columns), scaled \(scaled)")
                }
            }
        }
    }

    /// Tint alphas and view alphas at 0, 1/256, ½, 254/256, 255/256 and 1 of the way; the
    /// result written to a third row, over the blurred row and over the original.
    func testBackdropFinishMatchesSwift() {
        var random = Random(3)
        let weights = [0, 1, 128, 254, 255, 256].map { Double($0) / 256 }
        for width in Self.widths {
            let blurred = random.row(width), original = random.row(width)
            var combinations = 0
            for tintAlpha in weights {
                for alpha in weights {
                    let tint = Color(red: Double(random.below(256)) / 255, green: [0, 1][random.below(2)],
                                     blue: Double(random.below(256)) / 255, alpha: tintAlpha)
                    // Wide rows only for a sample of the combinations (each width sees many).
                    combinations += 1
                    if width > 67 && combinations % 5 != 0 { continue }
                    for target in 0..<3 {
                        let swift = finished(blurred, original, tint: tint, alpha: alpha, target: target, avx2: false)
                        let avx = finished(blurred, original, tint: tint, alpha: alpha, target: target, avx2: true)
                        XCTAssertEqual(swift.0, avx.0, "width \(width), tint \(tintAlpha), alpha \(alpha), target \(target)")
                        XCTAssertEqual(swift.1, avx.1, "width \(width), tint \(tintAlpha), alpha \(alpha), target \(target)")
                    }
                }
            }
        }
    }

    /// Both rows after finishing `blurred` against `original` into a third row (0), into the
    /// blurred row (1) or into the original (2).
    private func finished(_ blurred: [UInt32], _ original: [UInt32], tint: Color, alpha: Double, target: Int,
                          avx2: Bool) -> ([UInt32], [UInt32]) {
        var line = blurred, base = original, out = [UInt32](repeating: 0x0BAD_F00D, count: blurred.count)
        let count = blurred.count
        line.withUnsafeMutableBufferPointer { l in
            base.withUnsafeMutableBufferPointer { o in
                out.withUnsafeMutableBufferPointer { t in
                    guard let lp = l.baseAddress, let op = o.baseAddress, let tp = t.baseAddress else { return }
                    let finish = BackdropFinish(lp, width: count, original: op, originalRow: count, rect: (0, 0, count, 1),
                                                tint: tint, alpha: alpha)
                    let to = [tp, lp, op][target]
                    finish.finish(UnsafeRawPointer(lp), original: UnsafeRawPointer(op), to: UnsafeMutableRawPointer(to),
                                  count: count, avx2: avx2)
                }
            }
        }
        return (target == 0 ? out : line, base)
    }

    /// Colour weights 0…256 at the ends and between, colours at 0, 255 and random, over rows of
    /// every destination alpha; written in place and from a separate source row.
    func testFillLanesMatchesSwift() {
        var random = Random(4)
        for width in Self.widths {
            let source = (0..<width).map { i -> UInt32 in i < 256 && i % 3 == 0 ? UInt32(i) << 24 | random.word() & 0xFF_FFFF : random.word() }
            for alpha in [0, 1, 2, 127, 128, 200, 254, 255, UInt32(random.below(256))] as [UInt32] {
                let a = alpha + (alpha >> 7)
                for colour in [(UInt32(0), UInt32(0), UInt32(0)), (255, 255, 255), (255, 0, 1),
                               (UInt32(random.below(256)), UInt32(random.below(256)), UInt32(random.below(256)))] {
                    let fill = FillLanes(inv: 256 - a, sr: colour.0 * a, sg: colour.1 * a, sb: colour.2 * a, dstAlpha: alpha)
                    var swift = source, avx = source
                    fill.blend(source, into: &swift, count: width, avx2: false)
                    fill.blend(source, into: &avx, count: width, avx2: true)
                    XCTAssertEqual(swift, avx, "width \(width), alpha \(alpha), colour \(colour)")
                    var inPlace = source
                    inPlace.withUnsafeMutableBufferPointer { b in
                        guard let p = b.baseAddress else { return }
                        fill.blend(UnsafePointer(p), into: p, count: width, avx2: true)
                    }
                    XCTAssertEqual(swift, inPlace, "in place: width \(width), alpha \(alpha), colour \(colour)")
                }
            }
        }
    }
}
