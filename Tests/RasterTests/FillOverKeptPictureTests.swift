import Blur
import Foundation
import Raster
import XCTest

/// A kept scaled picture drawn with a translucent colour over bands of it (`FillOverPicture`:
/// each row written once, the colour blended from the kept row) gives the bytes of the direct
/// copy and then `PixelBlend.fill` over each band, whatever the colour, the bands, the columns
/// and the clip, on one thread and two.
final class FillOverKeptPictureTests: XCTestCase {
    private let sourceWidth = 300, sourceHeight = 200
    private lazy var source: [UInt32] = (0..<(sourceWidth * sourceHeight)).map { i in
        let x = UInt32(i % sourceWidth), y = UInt32(i / sourceWidth)
        return 0xFF00_0000 | (x &* 7 & 0xFF) << 16 | (y &* 13 & 0xFF) << 8 | ((x ^ y) & 0xFF)
    }
    private let rect = PixelRect(x: 7, y: 5, width: 590, height: 410)

    /// The picture scaled into `rect`, through `cache` (with `over`) or directly.
    private func draw(_ pixels: OwnedPixels, clip: PixelRect?, cache: ScaledPictureCache?, over: FillOverPicture?,
                      tables: ScaledCopyTables, pool: WorkerPool?) -> Bool {
        source.withUnsafeBufferPointer { s in
            guard let base = s.baseAddress else { return false }
            let sx1 = Double(sourceWidth) * 0.9, sy1 = Double(sourceHeight) * 0.95
            if let cache {
                return cache.copy(pixels.buffer, rect: rect, clip: clip, source: base, sourceWidth: sourceWidth,
                                  sourceHeight: sourceHeight, sx0: 3.25, sy0: 1.5, sx1: sx1, sy1: sy1,
                                  tables: tables, over: over, pool: pool)
            }
            PixelBlend.copy(pixels.buffer, rect: rect, clip: clip, source: base, sourceWidth: sourceWidth,
                            sourceHeight: sourceHeight, sx0: 3.25, sy0: 1.5, sx1: sx1, sy1: sy1, alpha: 255,
                            sourceIsOpaque: true, tables: tables, pool: pool)
            return true
        }
    }

    func testTheColourBlendedAsKeptRowsAreCopiedGivesTheBytesOfCopyThenFill() {
        let cases: [(clip: PixelRect?, color: RGBA8, columns: Range<Int>, bands: [Range<Int>])] = [
            (nil, RGBA8(r: 0, g: 0, b: 0, a: 102), 7..<597, [5..<415]),
            (PixelRect(x: 100, y: 50, width: 300, height: 200), RGBA8(r: 250, g: 3, b: 77, a: 1), 100..<400, [50..<60, 80..<250]),
            (PixelRect(x: 0, y: 0, width: 640, height: 480), RGBA8(r: 9, g: 200, b: 130, a: 254), 20..<33, [5..<6, 7..<9, 400..<415]),
            (PixelRect(x: 0, y: 20, width: 600, height: 400), RGBA8(r: 128, g: 128, b: 128, a: 128), 9..<596, [21..<22, 300..<415]),
        ]
        for threads in [1, 2] {
            let pool = threads > 1 ? WorkerPool(threadCount: threads) : nil
            let cache = ScaledPictureCache(), tables = ScaledCopyTables(), over = FillOverPicture()
            cache.nextFrame()
            XCTAssertFalse(draw(OwnedPixels(width: 640, height: 480), clip: nil, cache: cache, over: nil, tables: tables,
                                pool: pool), "kept from the second frame")
            for (n, c) in cases.enumerated() {
                cache.nextFrame()
                over.reset(color: c.color, columns: c.columns)
                for band in c.bands { XCTAssertTrue(over.add(rows: band)) }
                let fused = OwnedPixels(width: 640, height: 480), twoPass = OwnedPixels(width: 640, height: 480)
                XCTAssertTrue(draw(fused, clip: c.clip, cache: cache, over: over, tables: tables, pool: pool))
                _ = draw(twoPass, clip: c.clip, cache: nil, over: nil, tables: tables, pool: pool)
                over.blendAfter(twoPass.buffer, clip: c.clip, pool: pool)
                for y in 0..<480 { for x in 0..<640 where fused[x, y] != twoPass[x, y] {
                    return XCTFail("case \(n), \(threads) threads: (\(x), \(y)) differs")
                } }
            }
        }
    }

    func testBandsAreAddedTopToBottomOnly() {
        let over = FillOverPicture()
        over.reset(color: RGBA8(r: 0, g: 0, b: 0, a: 50), columns: 0..<10)
        XCTAssertTrue(over.add(rows: 10..<20))
        XCTAssertFalse(over.add(rows: 15..<30), "overlaps the band before")
        XCTAssertFalse(over.add(rows: 0..<5), "above the band before")
        XCTAssertFalse(over.add(rows: 30..<30), "empty")
        XCTAssertTrue(over.add(rows: 20..<25))
        XCTAssertEqual(over.bands, [10..<20, 20..<25])
    }
}
