@testable import Blur
import XCTest

/// At full resolution (σ ≤ 1.42) the blur stages rows as the pyramid does, and a finisher may
/// write a staged row over the source: the bytes must be those of the blur that stages nothing,
/// however the rows are cut into bands (rows near a band's edge are read by its neighbour).
final class FullResolutionStagingTests: XCTestCase {
    /// Writes staged rows' columns `screen` over the source (the canvas), the rest of the row
    /// into the output, as a compositor's finish does; rows in `skipped` are not wanted.
    private struct ScreenFinisher: BlurRowFinisher {
        let canvas: UnsafeMutablePointer<UInt32>, output: UnsafeMutablePointer<UInt32>, width: Int
        let screen: Range<Int>, stagedRows: Range<Int>, skipped: Range<Int>

        func finish(row: Int) {}
        func stagesRow(_ row: Int) -> Bool { stagedRows.contains(row) }
        func skipsRow(_ row: Int) -> Bool { skipped.contains(row) }
        func finish(row y: Int, staged: UnsafePointer<UInt32>) {
            for x in 0..<width {
                let value = staged[x]
                if screen.contains(x) { canvas[y * width + x] = value } else { output[y * width + x] = value }
            }
        }
    }

    private func picture(width: Int, height: Int) -> [UInt32] {
        var state: UInt32 = 12_345
        return (0..<(width * height)).map { i in
            state = state &* 1_664_525 &+ 1_013_904_223
            // Hard edges every few pixels, noise in between.
            return (i / 7 + i / width / 5) & 1 == 0 ? state | 0xFF00_0000 : (state & 0x0F0F_0F0F) | 0xFF00_0000
        }
    }

    func testStagedRowsWrittenOverTheSourceGiveTheUnstagedBytesInEveryBand() {
        // Large enough for the pool to cut seven chunks on two threads.
        let width = 1600, height = 1300
        let source = picture(width: width, height: height)
        let blur = GaussianBlur(threadCount: 2)
        for sigma in [0.7, 1.1, 1.35] {
            XCTAssertTrue(GaussianBlur.stagesRows(sigma: sigma))
            var expected = [UInt32](repeating: 0, count: width * height)
            source.withUnsafeBytes { from in
                expected.withUnsafeMutableBytes { to in
                    blur.blur(from: from.bindMemory(to: UInt8.self).baseAddress!, sourceRowStride: width,
                              to: to.bindMemory(to: UInt8.self).baseAddress!, destinationRowStride: width,
                              width: width, height: height, sigma: sigma)
                }
            }
            var canvas = source
            let sentinel: UInt32 = 0x1234_5678
            var output = [UInt32](repeating: sentinel, count: width * height)
            let screen = 100..<1500, stagedRows = 3..<1290, skipped = 600..<640
            canvas.withUnsafeMutableBufferPointer { c in
                output.withUnsafeMutableBufferPointer { o in
                    let finisher = ScreenFinisher(canvas: c.baseAddress!, output: o.baseAddress!, width: width,
                                                  screen: screen, stagedRows: stagedRows, skipped: skipped)
                    let from = UnsafeRawPointer(c.baseAddress!).assumingMemoryBound(to: UInt8.self)
                    let to = UnsafeMutableRawPointer(o.baseAddress!).assumingMemoryBound(to: UInt8.self)
                    blur.blur(from: from, sourceRowStride: width, to: to, destinationRowStride: width,
                              width: width, height: height, sigma: sigma, outputRows: 0..<height, finisher: finisher)
                }
            }
            var wrong = 0
            for y in 0..<height {
                for x in 0..<width {
                    let i = y * width + x
                    let onScreen = stagedRows.contains(y) && screen.contains(x) && !skipped.contains(y)
                    let canvasWanted = onScreen ? expected[i] : source[i]
                    if canvas[i] != canvasWanted { wrong += 1 }
                    if !onScreen && !skipped.contains(y) && output[i] != expected[i] { wrong += 1 }
                    if skipped.contains(y) && output[i] != sentinel { wrong += 1 }
                }
            }
            XCTAssertEqual(wrong, 0, "σ \(sigma)")
        }
    }
}
