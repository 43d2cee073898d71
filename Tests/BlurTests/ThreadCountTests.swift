import XCTest
@testable import Blur

/// The banded blur gives the same bytes on any number of threads (every output row is computed
/// the same way whatever band it falls in).
final class ThreadCountTests: XCTestCase {
    func testEveryThreadCountGivesTheSameBytesAsOne() {
        let image = TestImage.photoLike(width: 331, height: 217)
        let one = GaussianBlur(threadCount: 1)
        for threads in [2, 3, 4] {
            let many = GaussianBlur(threadCount: threads)
            XCTAssertEqual(many.pool.threadCount, threads)
            for sigma in [0.8, 1.3, 2, 3.1, 5, 9.7, 20, 40, 120] {
                XCTAssertEqual(image.blurred(sigma, with: many), image.blurred(sigma, with: one),
                               "\(threads) threads, σ \(sigma)")
            }
        }
    }

    func testOutOfPlaceBlurGivesTheSameBytesOnEveryThreadCount() {
        // Out of place, the full-resolution path (σ ≤ 1.42) runs in bands too.
        let image = TestImage.photoLike(width: 203, height: 157)
        func blurred(_ sigma: Double, threads: Int) -> [UInt8] {
            var out = [UInt8](repeating: 0, count: image.pixels.count)
            let blur = GaussianBlur(threadCount: threads)
            image.pixels.withUnsafeBufferPointer { src in
                out.withUnsafeMutableBufferPointer { dst in
                    guard let from = src.baseAddress, let to = dst.baseAddress else { return }
                    blur.blur(from: from, sourceRowStride: 203, to: to, destinationRowStride: 203,
                              width: 203, height: 157, sigma: sigma)
                }
            }
            return out
        }
        for sigma in [0.6, 1.0, 1.3, 1.4, 2.5, 20] {
            let one = blurred(sigma, threads: 1)
            XCTAssertEqual(one, image.blurred(sigma), "σ \(sigma): out of place equals in place")
            for threads in [2, 3] {
                XCTAssertEqual(blurred(sigma, threads: threads), one, "\(threads) threads, σ \(sigma)")
            }
        }
    }

    func testLargeBlurIsTheSameOnTwoThreads() {
        let image = TestImage.photoLike(width: 800, height: 500)
        XCTAssertEqual(image.blurred(20, with: GaussianBlur(threadCount: 2)),
                       image.blurred(20, with: GaussianBlur(threadCount: 1)))
    }

    func testChunksCoverEveryRowOnceEachWithItsThreadsBand() {
        let pool = WorkerPool(threadCount: 3)
        for rows in [1, 2, 3, 4, 7, 12, 13, 100] {
            var written = [Int](repeating: 0, count: rows), band = [Int](repeating: -1, count: rows)
            var calls = [Int](repeating: 0, count: rows)
            written.withUnsafeMutableBufferPointer { written in
                band.withUnsafeMutableBufferPointer { band in
                    calls.withUnsafeMutableBufferPointer { calls in
                        pool.forEachBand(rows: rows) { b, range in
                            calls[range.lowerBound] += 1
                            for row in range {
                                written[row] += 1
                                band[row] = b
                            }
                        }
                    }
                }
            }
            XCTAssertEqual(written, [Int](repeating: 1, count: rows), "\(rows) rows: each once")
            XCTAssert(band.allSatisfy { (0..<pool.threadCount).contains($0) }, "\(rows) rows: bands are threads")
            XCTAssertEqual(calls.reduce(0, +), pool.chunkCount(rows: rows), "\(rows) rows: no chunk empty or doubled")
        }
    }

    func testPoolIsReusedAcrossManyJobs() {
        let pool = WorkerPool(threadCount: 2)
        var total = 0
        for _ in 0..<2_000 {
            var sums = [0, 0]
            sums.withUnsafeMutableBufferPointer { s in
                pool.forEachBand(rows: 10) { band, range in s[band] += range.count }
            }
            total += sums[0] + sums[1]
        }
        XCTAssertEqual(total, 20_000)
    }
}
