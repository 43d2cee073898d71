@testable import Blur
import XCTest

/// While the pyramid's entry is reused (`sourceUnchanged`), the levels halved from it are kept
/// too: a σ animating over an unchanged backdrop halves each level once, not every frame, and
/// the way back up never writes over them.
final class KeptHalvingsTests: XCTestCase {
    private let width = 120, height = 77

    private func source() -> [UInt8] {
        (0..<width * height * 4).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 11) }
    }

    private func blur(_ engine: GaussianBlur, _ pixels: [UInt8], sigma: Double, unchanged: Bool) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: pixels.count)
        engine.blur(from: pixels, sourceRowStride: width, to: &out, destinationRowStride: width,
                    width: width, height: height, sigma: sigma, outputRows: 0..<height, finisher: NoRowFinish(),
                    sourceUnchanged: unchanged)
        return out
    }

    func testAReusedEntryKeepsItsHalvedLevels() {
        let engine = GaussianBlur(threadCount: 2), pixels = source()
        _ = blur(engine, pixels, sigma: 30, unchanged: false)
        let deepest = engine.halvedThrough
        XCTAssertGreaterThanOrEqual(deepest, 4, "σ 30 halves down to level 4 at least")
        _ = blur(engine, pixels, sigma: 3.3, unchanged: true)   // level 1 with level 2 mixed in
        _ = blur(engine, pixels, sigma: 12, unchanged: true)
        XCTAssertEqual(engine.halvedThrough, deepest, "nothing halved again or dropped while the entry is reused")
    }

    func testAChangedSourceHalvesAfresh() {
        let engine = GaussianBlur(threadCount: 2), pixels = source()
        _ = blur(engine, pixels, sigma: 30, unchanged: false)
        _ = blur(engine, pixels, sigma: 2, unchanged: false)   // level 1 only: no halving
        XCTAssertEqual(engine.halvedThrough, 1, "a new entry invalidates the kept levels")
    }

    /// A reserve, or a blur of another size, may move or overwrite the levels: a later call
    /// that says its source is unchanged halves afresh and gives a fresh blur's bytes.
    func testAReserveOrAnotherSizeDropsTheKeptLevels() {
        let pixels = source(), fresh = GaussianBlur(threadCount: 1)
        let expected = blur(fresh, pixels, sigma: 30, unchanged: false)
        for change in ["reserve", "another size"] {
            let engine = GaussianBlur(threadCount: 2)
            _ = blur(engine, pixels, sigma: 30, unchanged: false)
            if change == "reserve" {
                engine.reserveCapacity(width: 3 * width, height: 3 * height)
            } else {
                var other = [UInt8](repeating: 0, count: 40 * 30 * 4)
                let small = [UInt8](repeating: 200, count: other.count)
                engine.blur(from: small, sourceRowStride: 40, to: &other, destinationRowStride: 40, width: 40, height: 30,
                            sigma: 30, outputRows: 0..<30, finisher: NoRowFinish())
            }
            if change == "reserve" { XCTAssertEqual(engine.halvedThrough, 1, "a reserve drops the kept levels") }
            XCTAssertTrue(blur(engine, pixels, sigma: 30, unchanged: true) == expected, "after \(change)")
        }
    }

    /// Deep plans double back up through several levels and level 1's cross-fade blurs level 2:
    /// after them, a reused pyramid still gives the bytes of a fresh one. The reusing blur
    /// grows its memory as it goes (no reserve), so no image may move while in use.
    func testTheWayBackUpLeavesTheKeptLevelsIntact() {
        let fresh = GaussianBlur(threadCount: 1), reusing = GaussianBlur(threadCount: 2), pixels = source()
        fresh.reserveCapacity(width: width, height: height)
        for (n, sigma) in [40.0, 3.3, 9, 3.45, 22, 5, 40].enumerated() {
            XCTAssertEqual(blur(reusing, pixels, sigma: sigma, unchanged: n > 0),
                           blur(fresh, pixels, sigma: sigma, unchanged: false), "σ \(sigma)")
        }
    }
}

/// The way back up keeps odd levels and a coarser configuration side by side in one slot: a
/// blur that grows its memory as it goes must grow that slot before it makes the first image
/// there, or the image is freed under it (at this size, unmapped).
final class UnreservedWayBackUpTests: XCTestCase {
    func testAFirstBlurWithACoarserLevelGivesTheReservedBlursBytes() {
        let width = 800, height = 800
        let pixels = (0..<width * height * 4).map { UInt8(truncatingIfNeeded: ($0 &* 40_503) >> 9) }
        let reserved = GaussianBlur(threadCount: 1), growing = GaussianBlur(threadCount: 1)
        reserved.reserveCapacity(width: width, height: height)
        var expected = [UInt8](repeating: 0, count: pixels.count), actual = expected
        // σ 18: level 3's Gaussian cross-faded with level 4's.
        reserved.blur(from: pixels, sourceRowStride: width, to: &expected, destinationRowStride: width,
                      width: width, height: height, sigma: 18)
        growing.blur(from: pixels, sourceRowStride: width, to: &actual, destinationRowStride: width,
                     width: width, height: height, sigma: 18)
        XCTAssertTrue(actual == expected, "the growing blur gave other bytes")
    }
}
