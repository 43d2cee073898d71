import XCTest
@testable import Blur

/// Counts the rows handed to it and marks each (its first byte's complement, so a row finished
/// twice, or before it was written, shows).
private final class RowLog: @unchecked Sendable {
    var rows: [Int] = []
    let lock = NSLock()
}

private struct MarkingFinisher: BlurRowFinisher {
    let log: RowLog
    let pixels: UnsafeMutablePointer<UInt8>, stride: Int
    func finish(row: Int) {
        log.lock.lock()
        log.rows.append(row)
        log.lock.unlock()
        pixels[row * stride * 4] = ~pixels[row * stride * 4]
    }
}

/// `blur(…, outputRows:, finisher:)` (the compositor's form) writes exactly the rows asked for,
/// with the full blur's bytes, hands each to the finisher once, after it is written, and leaves
/// the other rows alone — for every kind of plan (a copy, full resolution with and without the
/// cross-fade, the pyramid at several depths) and any thread count.
final class OutputRowsTests: XCTestCase {
    func testOnlyTheRowsAskedForAreWrittenAndEachIsFinishedOnceAfter() {
        let width = 71, height = 53, stride = 75
        var source = [UInt8](repeating: 0, count: stride * height * 4)
        for i in source.indices { source[i] = UInt8(truncatingIfNeeded: (i &* 2_654_435_761) >> 13) }
        for threads in [1, 2] {
            let blur = GaussianBlur(threadCount: threads)
            for sigma in [0.0, 0.2, 0.5, 0.7, 0.9, 1.1, 1.3, 1.4, 2, 5, 11, 30] {
                var full = [UInt8](repeating: 0, count: stride * height * 4)
                blur.blur(from: source, sourceRowStride: stride, to: &full, destinationRowStride: stride,
                          width: width, height: height, sigma: sigma)
                for rows in [0..<height, 10..<31, 52..<53, -5..<3] {
                    let untouched: UInt8 = 0xA5
                    var out = [UInt8](repeating: untouched, count: stride * height * 4)
                    let log = RowLog()
                    out.withUnsafeMutableBufferPointer { buffer in
                        guard let base = buffer.baseAddress else { return }
                        blur.blur(from: source, sourceRowStride: stride, to: base, destinationRowStride: stride,
                                  width: width, height: height, sigma: sigma, outputRows: rows,
                                  finisher: MarkingFinisher(log: log, pixels: base, stride: stride))
                    }
                    let written = rows.clamped(to: 0..<height)
                    XCTAssertEqual(log.rows.sorted(), Array(written), "σ \(sigma), rows \(rows), \(threads) threads")
                    for y in 0..<height {
                        let line = y * stride * 4
                        if written.contains(y) {
                            XCTAssertEqual(out[line], ~full[line], "row \(y) finished once, after it was written (σ \(sigma))")
                            XCTAssertEqual(out[line + 1..<line + width * 4], full[line + 1..<line + width * 4],
                                           "row \(y) has the full blur's bytes (σ \(sigma), \(threads) threads)")
                        } else {
                            XCTAssertTrue(out[line..<line + width * 4].allSatisfy { $0 == untouched }, "row \(y) left alone (σ \(sigma))")
                        }
                    }
                }
            }
        }
    }
}

/// `sourceUnchanged: true` reuses the pyramid's entry with the same bytes, at every σ in turn
/// (plans that do and do not use the entry in between), and a call of another size computes
/// its own.
final class ReusedEntryTests: XCTestCase {
    func testReusingTheEntryGivesTheSameBytesAtEverySigma() {
        let width = 90, height = 61
        var source = [UInt8](repeating: 0, count: width * height * 4)
        for i in source.indices { source[i] = UInt8(truncatingIfNeeded: (i &* 40_503) >> 7) }
        let small = [UInt8](source[0..<(40 * 30 * 4)])
        let fresh = GaussianBlur(threadCount: 2), reusing = GaussianBlur(threadCount: 2)
        for (n, sigma) in [3.0, 9, 0.5, 1.3, 25, 2.2, 6, 6, 0.9, 14].enumerated() {
            var expected = [UInt8](repeating: 0, count: source.count), actual = expected
            fresh.blur(from: source, sourceRowStride: width, to: &expected, destinationRowStride: width,
                       width: width, height: height, sigma: sigma)
            reusing.blur(from: source, sourceRowStride: width, to: &actual, destinationRowStride: width,
                         width: width, height: height, sigma: sigma, outputRows: 0..<height, finisher: NoRowFinish(),
                         sourceUnchanged: n > 0)
            XCTAssertEqual(actual, expected, "σ \(sigma)")
            if n == 4 {
                // Another picture of another size in between: its own entry, then back again.
                var a = [UInt8](repeating: 0, count: small.count), b = a
                fresh.blur(from: small, sourceRowStride: 40, to: &a, destinationRowStride: 40, width: 40, height: 30, sigma: 5)
                reusing.blur(from: small, sourceRowStride: 40, to: &b, destinationRowStride: 40, width: 40, height: 30,
                             sigma: 5, outputRows: 0..<30, finisher: NoRowFinish(), sourceUnchanged: true)
                XCTAssertEqual(b, a, "a smaller picture said to be unchanged is still reduced afresh")
                reusing.blur(from: source, sourceRowStride: width, to: &actual, destinationRowStride: width,
                             width: width, height: height, sigma: 1, outputRows: 0..<height, finisher: NoRowFinish())
            }
        }
    }
}
