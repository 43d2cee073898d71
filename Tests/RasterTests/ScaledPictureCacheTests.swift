import Blur
import Foundation
import Raster
import XCTest

/// `ScaledPictureCache`: an opaque picture drawn scaled to the same pixels frame after frame is
/// scaled once, with the bytes of a direct copy.
final class ScaledPictureCacheTests: XCTestCase {
    private let sourceWidth = 300, sourceHeight = 200
    private var source: [UInt32] = []

    override func setUp() {
        source = (0..<(sourceWidth * sourceHeight)).map { i in
            let x = UInt32(i % sourceWidth), y = UInt32(i / sourceWidth)
            return 0xFF00_0000 | (x &* 7 & 0xFF) << 16 | (y &* 13 & 0xFF) << 8 | ((x ^ y) & 0xFF)
        }
    }

    /// Draws the whole picture into `rect` (scaled), through the cache or directly.
    @discardableResult
    private func draw(_ pixels: OwnedPixels, rect: PixelRect, clip: PixelRect?, cache: ScaledPictureCache?,
                      tables: ScaledCopyTables, pool: WorkerPool? = nil, slid: (x: Double, y: Double) = (0, 0)) -> Bool {
        source.withUnsafeBufferPointer { s in
            guard let base = s.baseAddress else { return false }
            let sx0 = 3.25 + slid.x, sy0 = 1.5 + slid.y
            let sx1 = Double(sourceWidth) * 0.9 + slid.x, sy1 = Double(sourceHeight) * 0.95 + slid.y
            if let cache {
                return cache.copy(pixels.buffer, rect: rect, clip: clip, source: base, sourceWidth: sourceWidth,
                                  sourceHeight: sourceHeight, sx0: sx0, sy0: sy0, sx1: sx1, sy1: sy1,
                                  tables: tables, pool: pool)
            }
            PixelBlend.copy(pixels.buffer, rect: rect, clip: clip, source: base, sourceWidth: sourceWidth,
                            sourceHeight: sourceHeight, sx0: sx0, sy0: sy0, sx1: sx1, sy1: sy1, alpha: 255,
                            sourceIsOpaque: true, tables: tables, pool: pool)
            return true
        }
    }

    private let rect = PixelRect(x: 7, y: 5, width: 590, height: 410)

    func testKeptCopiesGiveTheBytesOfDirectOnesWhateverTheClip() {
        let cache = ScaledPictureCache(), tables = ScaledCopyTables()
        let clips: [PixelRect?] = [nil, PixelRect(x: 100, y: 50, width: 300, height: 200), PixelRect(x: 0, y: 300, width: 640, height: 40), nil]
        for (frame, clip) in clips.enumerated() {
            cache.nextFrame()
            let kept = OwnedPixels(width: 640, height: 480), direct = OwnedPixels(width: 640, height: 480)
            let drew = draw(kept, rect: rect, clip: clip, cache: cache, tables: tables, pool: WorkerPool(threadCount: 2))
            XCTAssertEqual(drew, frame > 0, "frame \(frame): kept from the second frame running")
            if !drew { draw(kept, rect: rect, clip: clip, cache: nil, tables: tables) }
            draw(direct, rect: rect, clip: clip, cache: nil, tables: tables)
            for y in 0..<480 { for x in 0..<640 where kept[x, y] != direct[x, y] {
                return XCTFail("frame \(frame): (\(x), \(y)) differs")
            } }
        }
    }

    func testACopyAskedForOnceIsNotKept() {
        let cache = ScaledPictureCache(), tables = ScaledCopyTables(), pixels = OwnedPixels(width: 640, height: 480)
        cache.nextFrame()
        XCTAssertFalse(draw(pixels, rect: rect, clip: nil, cache: cache, tables: tables))
        cache.nextFrame()
        XCTAssertFalse(draw(pixels, rect: PixelRect(x: 7, y: 5, width: 591, height: 410), clip: nil, cache: cache, tables: tables),
                       "a picture drawn at another size is not the same copy")
        XCTAssertEqual(cache.count, 0)
    }

    func testAPictureSlidingByWholePixelsIsCopiedFromTheKeptOneWithTheDirectBytes() {
        let cache = ScaledPictureCache(), tables = ScaledCopyTables()
        let places = [(7, 5), (7, -40), (-3, 60), (20, 33)]
        let clip = PixelRect(x: 0, y: 20, width: 600, height: 400)
        for (frame, (x, y)) in places.enumerated() {
            cache.nextFrame()
            let moved = PixelRect(x: x, y: y, width: rect.width, height: rect.height)
            let kept = OwnedPixels(width: 640, height: 480), direct = OwnedPixels(width: 640, height: 480)
            let drew = draw(kept, rect: moved, clip: clip, cache: cache, tables: tables)
            XCTAssertEqual(drew, frame > 0, "frame \(frame): kept from the second frame, wherever it lies")
            if !drew { draw(kept, rect: moved, clip: clip, cache: nil, tables: tables) }
            draw(direct, rect: moved, clip: clip, cache: nil, tables: tables)
            for py in 0..<480 { for px in 0..<640 where kept[px, py] != direct[px, py] {
                return XCTFail("frame \(frame): (\(px), \(py)) differs")
            } }
        }
        XCTAssertEqual(cache.count, 1)
    }

    func testAPictureNoLongerDrawnIsLetGo() {
        let cache = ScaledPictureCache(), tables = ScaledCopyTables(), pixels = OwnedPixels(width: 640, height: 480)
        for _ in 0..<2 {
            cache.nextFrame()
            draw(pixels, rect: rect, clip: nil, cache: cache, tables: tables)
        }
        XCTAssertEqual(cache.count, 1)
        for _ in 0..<ScaledPictureCache.recentFrames { cache.nextFrame() }
        XCTAssertEqual(cache.count, 1, "kept while it was asked for in the frame before")
        cache.nextFrame()
        XCTAssertEqual(cache.count, 0)
    }

    func testALetGoCopysMemoryServesTheNextAndIsFreedOnceUnused() {
        let cache = ScaledPictureCache(), tables = ScaledCopyTables(), pixels = OwnedPixels(width: 640, height: 480)
        for _ in 0..<2 {
            cache.nextFrame()
            draw(pixels, rect: rect, clip: nil, cache: cache, tables: tables)
        }
        let held = cache.heldPixelCount
        XCTAssertEqual(held, rect.width * rect.height)
        // Let go; a smaller copy asked for twice takes the spare instead of new memory.
        let smaller = PixelRect(x: 0, y: 0, width: 500, height: 400)
        for _ in 0..<3 {
            cache.nextFrame()
            draw(pixels, rect: smaller, clip: nil, cache: cache, tables: tables)
        }
        XCTAssertEqual(cache.count, 1)
        XCTAssertEqual(cache.heldPixelCount, held, "the spare was reused")
        // Not drawn at all: kept, then a spare, then freed.
        for _ in 0...ScaledPictureCache.recentFrames { cache.nextFrame() }
        XCTAssertEqual(cache.count, 0)
        XCTAssertEqual(cache.heldPixelCount, held)
        for _ in 0..<ScaledPictureCache.spareFrames { cache.nextFrame() }
        XCTAssertEqual(cache.heldPixelCount, held, "a spare waits its frames")
        cache.nextFrame()
        XCTAssertEqual(cache.heldPixelCount, 0)
    }

    func testSmallAndUnscaledCopiesAreNeverKept() {
        let cache = ScaledPictureCache(), tables = ScaledCopyTables(), pixels = OwnedPixels(width: 640, height: 480)
        for _ in 0..<3 {
            cache.nextFrame()
            XCTAssertFalse(draw(pixels, rect: PixelRect(x: 0, y: 0, width: 100, height: 100), clip: nil, cache: cache, tables: tables))
            source.withUnsafeBufferPointer { s in
                XCTAssertFalse(cache.copy(pixels.buffer, rect: PixelRect(x: 0, y: 0, width: 300, height: 200), clip: nil,
                                          source: s.baseAddress!, sourceWidth: sourceWidth, sourceHeight: sourceHeight,
                                          sx0: 0, sy0: 0, sx1: 300, sy1: 200, tables: tables))
            }
        }
        XCTAssertEqual(cache.count, 0)
    }

    /// The pixels that differ between two canvases, as "(x, y)", at most one.
    private func firstDifference(_ a: OwnedPixels, _ b: OwnedPixels) -> String? {
        for y in 0..<480 { for x in 0..<640 where a[x, y] != b[x, y] { return "(\(x), \(y))" } }
        return nil
    }

    /// Keeps the picture at its first placement (two frames), as a sheet at rest is.
    private func keepFirstPlacement(_ cache: ScaledPictureCache, _ tables: ScaledCopyTables) {
        let pixels = OwnedPixels(width: 640, height: 480)
        for _ in 0..<2 {
            cache.nextFrame()
            draw(pixels, rect: rect, clip: nil, cache: cache, tables: tables)
        }
    }

    /// The pan's first step moves a sheet by a fraction of a pixel: its kept copy is made over at
    /// the new placement in the same memory while the frame draws it, so the next frame copies
    /// rows instead of making a copy on top of its other work (issue 52: no spikes).
    func testAPictureSlidingByAFractionFromAKeptCopyIsKeptAtOnceInThatCopysMemory() {
        let cache = ScaledPictureCache(), tables = ScaledCopyTables()
        keepFirstPlacement(cache, tables)
        let held = cache.heldPixelCount
        let clip = PixelRect(x: 0, y: 20, width: 600, height: 400)
        // The first step drops a row (the rows' ends moved by a fraction); the copy fits the memory.
        for (frame, (slid, rows)) in [((0.5, 0.25), rect.height - 1), ((0.5, 0.25), rect.height - 1),
                                      ((0.5, 1.25), rect.height)].enumerated() {
            cache.nextFrame()
            let kept = OwnedPixels(width: 640, height: 480), direct = OwnedPixels(width: 640, height: 480)
            let moved = PixelRect(x: rect.x, y: rect.y - frame, width: rect.width, height: rows)
            XCTAssertTrue(draw(kept, rect: moved, clip: clip, cache: cache, tables: tables, pool: WorkerPool(threadCount: 2),
                               slid: slid), "frame \(frame): drawn through the kept copy")
            draw(direct, rect: moved, clip: clip, cache: nil, tables: tables, slid: slid)
            if let at = firstDifference(kept, direct) { return XCTFail("frame \(frame): \(at) differs") }
            XCTAssertEqual(cache.count, 1)
            XCTAssertEqual(cache.heldPixelCount, held, "frame \(frame): no new memory")
        }
    }

    /// Written through only where it is drawn: within the clip's columns and rows, and the
    /// canvas (the picture hangs off its right and bottom edges here).
    func testAPictureSlidOffTheCanvasAndClippedIsWrittenThroughOnlyWhereItIsDrawn() {
        let cache = ScaledPictureCache(), tables = ScaledCopyTables()
        let offEdges = PixelRect(x: 120, y: 150, width: rect.width, height: rect.height)
        let pixels = OwnedPixels(width: 640, height: 480)
        for _ in 0..<2 {
            cache.nextFrame()
            draw(pixels, rect: offEdges, clip: nil, cache: cache, tables: tables)
        }
        cache.nextFrame()
        let clip = PixelRect(x: 200, y: 160, width: 500, height: 400)
        let kept = OwnedPixels(width: 640, height: 480), direct = OwnedPixels(width: 640, height: 480)
        XCTAssertTrue(draw(kept, rect: offEdges, clip: clip, cache: cache, tables: tables, pool: WorkerPool(threadCount: 2),
                           slid: (0.5, 0.5)), "drawn through the kept copy")
        draw(direct, rect: offEdges, clip: clip, cache: nil, tables: tables, slid: (0.5, 0.5))
        if let at = firstDifference(kept, direct) { XCTFail("\(at) differs") }
    }

    func testASlidCopyTakesTheKeptCopyOfItsOwnSizeNotAnotherSizes() {
        let cache = ScaledPictureCache(), tables = ScaledCopyTables(), pixels = OwnedPixels(width: 640, height: 480)
        let smaller = PixelRect(x: 0, y: 0, width: 500, height: 400)
        for _ in 0..<2 {
            cache.nextFrame()
            draw(pixels, rect: rect, clip: nil, cache: cache, tables: tables)
            draw(pixels, rect: smaller, clip: nil, cache: cache, tables: tables)
        }
        XCTAssertEqual(cache.count, 2)
        cache.nextFrame()
        XCTAssertTrue(draw(pixels, rect: smaller, clip: nil, cache: cache, tables: tables, slid: (0.5, 0)))
        XCTAssertTrue(draw(pixels, rect: rect, clip: nil, cache: cache, tables: tables),
                      "the larger copy, still to be drawn this frame, was left alone")
    }

    func testAKeptCopyAlreadyDrawnThisFrameIsNotTakenForAnotherPlacement() {
        let cache = ScaledPictureCache(), tables = ScaledCopyTables(), pixels = OwnedPixels(width: 640, height: 480)
        keepFirstPlacement(cache, tables)
        cache.nextFrame()
        XCTAssertTrue(draw(pixels, rect: rect, clip: nil, cache: cache, tables: tables))
        XCTAssertFalse(draw(pixels, rect: rect, clip: nil, cache: cache, tables: tables, slid: (0.5, 0)),
                       "the copy drawn this frame stays as it is")
        XCTAssertTrue(draw(pixels, rect: rect, clip: nil, cache: cache, tables: tables), "and is still kept")
    }

    func testALargerCopyDoesNotTakeAKeptCopysMemory() {
        let cache = ScaledPictureCache(), tables = ScaledCopyTables(), pixels = OwnedPixels(width: 640, height: 480)
        keepFirstPlacement(cache, tables)
        cache.nextFrame()
        XCTAssertFalse(draw(pixels, rect: PixelRect(x: 7, y: 5, width: 591, height: 410), clip: nil, cache: cache,
                            tables: tables, slid: (0.5, 0)), "a copy the memory cannot hold is left to the direct path")
        XCTAssertTrue(draw(pixels, rect: rect, clip: nil, cache: cache, tables: tables), "the kept copy is unchanged")
    }

    func testADeferredCopySlidingByAFractionIsWrittenAtOnceWithTheDirectBytes() {
        let cache = ScaledPictureCache(), tables = ScaledCopyTables()
        keepFirstPlacement(cache, tables)
        cache.nextFrame()
        let kept = OwnedPixels(width: 640, height: 480), direct = OwnedPixels(width: 640, height: 480)
        let clip = PixelRect(x: 0, y: 20, width: 600, height: 400)
        let pending = source.withUnsafeBufferPointer { s -> PendingPicture? in
            guard let base = s.baseAddress else { return nil }
            return cache.deferredCopy(kept.buffer, rect: rect, clip: clip, source: base, sourceWidth: sourceWidth,
                                      sourceHeight: sourceHeight, sx0: 3.75, sy0: 1.75, sx1: Double(sourceWidth) * 0.9 + 0.5,
                                      sy1: Double(sourceHeight) * 0.95 + 0.25, tables: tables)
        }
        guard let pending else { return XCTFail("a slid copy is made at once") }
        XCTAssertEqual(pending.area.width * pending.area.height, 0, "and written to the canvas as it was made")
        pending.write(into: kept.buffer, pool: nil)
        draw(direct, rect: rect, clip: clip, cache: nil, tables: tables, slid: (0.5, 0.25))
        if let at = firstDifference(kept, direct) { XCTFail("\(at) differs") }
    }

    func testAPictureAtANewFractionEveryFrameKeepsTheDirectPathAfterItsFirstStep() {
        let cache = ScaledPictureCache(), tables = ScaledCopyTables(), pixels = OwnedPixels(width: 640, height: 480)
        keepFirstPlacement(cache, tables)
        let held = cache.heldPixelCount
        cache.nextFrame()
        XCTAssertTrue(draw(pixels, rect: rect, clip: nil, cache: cache, tables: tables, slid: (0.25, 0)))
        for (frame, fraction) in [0.5, 0.75, 0.125].enumerated() {
            cache.nextFrame()
            XCTAssertFalse(draw(pixels, rect: rect, clip: nil, cache: cache, tables: tables, slid: (fraction, 0)),
                           "frame \(frame): a copy not drawn from since it was made is not made over again")
        }
        XCTAssertLessThanOrEqual(cache.heldPixelCount, held, "no new memory")
    }
}
