import Raster
import XCTest

/// `PixelBlend.fill` on a buffer whose rows are longer than its width: only the clipped area
/// changes, each pixel by the blend rule, and the padding is never written.
final class PixelBlendFillTests: XCTestCase {
    private let background: UInt32 = 0xFF10_2030
    private let padding: UInt32 = 0xDEAD_BEEF

    private func paddedBuffer() -> OwnedPixels {
        let pixels = OwnedPixels(width: 30, height: 20, pixelsPerRow: 37)
        pixels.fill(padding)
        for y in 0..<20 { for x in 0..<30 { pixels[x, y] = background } }
        return pixels
    }

    func testFillBlendsOnlyTheClippedAreaAndLeavesThePaddingAlone() {
        let pixels = paddedBuffer()
        let colour = RGBA8(r: 200, g: 100, b: 50, a: 128)
        // Reaches past the buffer on the left and bottom; the clip cuts the top.
        PixelBlend.fill(pixels.buffer, rect: PixelRect(x: -5, y: 2, width: 20, height: 40),
                        clip: PixelRect(x: 0, y: 6, width: 100, height: 100), color: colour)
        let blended = PixelBlend.blend(colour.opaqueARGB, alpha: UInt32(colour.a), over: background)
        for y in 0..<20 {
            for x in 0..<37 {
                let expected = x >= 30 ? padding : (x < 15 && y >= 6 ? blended : background)
                // The fill's own rounding may differ from `blend` by one in a channel.
                for shift: UInt32 in [0, 8, 16, 24] {
                    let got = Int((pixels[x, y] >> shift) & 0xFF), want = Int((expected >> shift) & 0xFF)
                    XCTAssertLessThanOrEqual(abs(got - want), 1, "pixel (\(x), \(y)) channel \(shift / 8)")
                }
            }
        }
    }

    func testFillOutsideTheBufferOrClipChangesNothing() {
        let pixels = paddedBuffer()
        let colour = RGBA8(r: 255, g: 0, b: 0, a: 200)
        PixelBlend.fill(pixels.buffer, rect: PixelRect(x: 30, y: 0, width: 10, height: 10), clip: nil, color: colour)
        PixelBlend.fill(pixels.buffer, rect: PixelRect(x: 0, y: 0, width: 10, height: 10),
                        clip: PixelRect(x: 20, y: 0, width: 5, height: 5), color: colour)
        PixelBlend.fill(pixels.buffer, rect: PixelRect(x: 0, y: 0, width: 0, height: 10), clip: nil, color: colour)
        for y in 0..<20 { for x in 0..<30 { XCTAssertEqual(pixels[x, y], background) } }
    }
}
