import Raster
import XCTest

/// The blurred backdrop's texels are read only inside the rectangle the blur finished (/// case 2: a fast flick in wwdc-card drew the card's edge strips from rows the blur buffer did
/// not have).
final class ScreenTexelsTests: XCTestCase {
    private let finishedColour: UInt32 = 0xFF00_FF00
    private let outsideColour: UInt32 = 0xFFFF_0000

    /// A 20 × 20 buffer, finished (green) only in 5..<15 × 5..<15, red everywhere else.
    private func withTexels(_ body: (ScreenTexels) throws -> Void) rethrows {
        let buffer = UnsafeMutablePointer<UInt32>.allocate(capacity: 400)
        defer { buffer.deallocate() }
        for y in 0..<20 {
            for x in 0..<20 { buffer[y * 20 + x] = (5..<15).contains(x) && (5..<15).contains(y) ? finishedColour : outsideColour }
        }
        try body(ScreenTexels(base: UnsafePointer(buffer), originX: 0, originY: 0, rowLength: 20, capacity: 400,
                              finished: (5, 5, 15, 15)))
    }

    func testReadsOutsideTheFinishedRectangleRepeatItsNearestTexel() {
        withTexels { texels in
            for (x, y) in [(-1_000, -1_000), (0, 0), (4, 10), (15, 10), (10, 19), (10, 1_000_000), (1_000_000, 3)] {
                XCTAssertEqual(texels.texel(x: x, y: y), finishedColour, "(\(x), \(y))")
            }
        }
    }

    func testCopyScreenOverAWiderRectDrawsOnlyFinishedTexels() {
        let canvas = OwnedPixels(width: 40, height: 40)
        withTexels { texels in
            for alpha: UInt8 in [255, 128] {
                PixelBlend.copyScreen(canvas.buffer, rect: PixelRect(x: 0, y: 0, width: 40, height: 40), clip: nil, texels: texels,
                                      alpha: alpha)
                for y in 0..<40 {
                    for x in 0..<40 {
                        let p = canvas[x, y]
                        XCTAssertEqual((p >> 16) & 0xFF, 0, "alpha \(alpha): pixel (\(x), \(y)) shows a texel the blur never finished")
                        XCTAssertGreaterThan((p >> 8) & 0xFF, 0)
                    }
                }
            }
        }
    }
}
