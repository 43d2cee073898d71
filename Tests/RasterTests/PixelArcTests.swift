import Raster
import XCTest

/// `PixelBlend.arc` draws most of a corner as runs; every pixel must still get the coverage the
/// plain per-pixel formula gives it.
final class PixelArcTests: XCTestCase {
    private let background: UInt32 = 0xFF20_4060

    /// Coverage of pixel (x, y) the slow way: straight edges times the arc's distance ramp.
    private func coverage(_ x: Int, _ y: Int, edgeX: Double, edgeY: Double, ox: Double, oy: Double, rx: Double, ry: Double) -> Double {
        let sx: Double = ox > edgeX ? 1 : -1, sy: Double = oy > edgeY ? 1 : -1
        let cx = Double(x) + 0.5, cy = Double(y) + 0.5
        let covX = min(max(sx > 0 ? Double(x + 1) - edgeX : edgeX - Double(x), 0), 1)
        let covY = min(max(sy > 0 ? Double(y + 1) - edgeY : edgeY - Double(y), 0), 1)
        var c = covX * covY
        if (cx - ox) * sx < 0 && (cy - oy) * sy < 0 {
            let nx = (cx - ox) / rx, ny = (cy - oy) / ry
            let distance = ((nx * nx + ny * ny).squareRoot() - 1) * min(rx, ry)
            c = min(c, min(max(0.5 - distance, 0), 1))
        }
        return c
    }

    private func check(corner: (x: Double, y: Double), towards: (x: Double, y: Double), rx: Double, ry: Double,
                       alpha: UInt8, clip: PixelRect? = nil, file: StaticString = #filePath, line: UInt = #line) throws {
        let canvas = OwnedPixels(width: 120, height: 120, pixelsPerRow: 128)
        canvas.fill(background)
        let ox = corner.x + towards.x * rx, oy = corner.y + towards.y * ry
        let bx0 = Int(min(corner.x, ox).rounded(.down)), bx1 = Int(max(corner.x, ox).rounded(.up))
        let by0 = Int(min(corner.y, oy).rounded(.down)), by1 = Int(max(corner.y, oy).rounded(.up))
        let colour: UInt32 = 0xFFF0_C030
        PixelBlend.arc(canvas.buffer, box: (bx0, by0, bx1, by1), clip: clip, edgeX: corner.x, edgeY: corner.y,
                       ox: ox, oy: oy, rx: rx, ry: ry, alpha: alpha, source: .solid(colour))
        for y in 0..<120 {
            for x in 0..<120 {
                var expected = background
                var inClip = true
                if let c = clip {
                    let cx0 = c.x, cy0 = c.y, cx1 = c.maxX, cy1 = c.maxY
                    inClip = x >= cx0 && x < cx1 && y >= cy0 && y < cy1
                }
                if x >= bx0, x < bx1, y >= by0, y < by1, inClip {
                    let c = coverage(x, y, edgeX: corner.x, edgeY: corner.y, ox: ox, oy: oy, rx: rx, ry: ry)
                    let a = UInt32((255 * c * Double(alpha) / 255).rounded())
                    if a > 0 { expected = PixelBlend.blend(colour, alpha: a, over: background) }
                }
                let got = canvas[x, y]
                for shift in [0, 8, 16] {
                    let d = abs(Int((got >> UInt32(shift)) & 0xFF) - Int((expected >> UInt32(shift)) & 0xFF))
                    if d > 1 {
                        return XCTFail("pixel (\(x), \(y)): \(String(got, radix: 16)) instead of \(String(expected, radix: 16))",
                                       file: file, line: line)
                    }
                }
            }
        }
    }

    func testAllFourCornersMatchPerPixelCoverage() throws {
        for (tx, ty) in [(1.0, 1.0), (-1.0, 1.0), (1.0, -1.0), (-1.0, -1.0)] {
            let corner = (x: tx > 0 ? 10.3 : 109.6, y: ty > 0 ? 8.7 : 111.2)
            try check(corner: corner, towards: (tx, ty), rx: 60.4, ry: 60.4, alpha: 255)
        }
    }

    func testEllipticalTranslucentAndTinyCornersMatch() throws {
        try check(corner: (5, 5), towards: (1, 1), rx: 90, ry: 30.5, alpha: 255)
        try check(corner: (100.5, 4.25), towards: (-1, 1), rx: 20, ry: 70, alpha: 140)
        try check(corner: (7.9, 90.1), towards: (1, -1), rx: 1.2, ry: 0.8, alpha: 255)
        try check(corner: (50, 50), towards: (1, 1), rx: 3.3, ry: 3.3, alpha: 77)
    }

    func testClippedCornerMatches() throws {
        try check(corner: (10, 10), towards: (1, 1), rx: 80, ry: 80, alpha: 255,
                  clip: PixelRect(x: 30, y: 5, width: 37, height: 50))
    }
}
