import Foundation
import Painting
import Platform
import Raster

/// How two frames differ, channel by channel (alpha included).
struct PixelDifference {
    /// The largest difference of one channel, in 255ths.
    var largest = 0
    /// Pixels not the same bytes.
    var differing = 0
    /// Pixels compared.
    var count = 0
    /// The sum of every channel's difference (for a mean).
    var total = 0
    /// The pixels (x, y) that differ by more than 1 in some channel.
    var beyondOne: [(x: Int, y: Int)] = []

    /// `a` against `b` (same size), the pixels where `counts(x, y)` is true.
    init(_ a: PixelBuffer, _ b: PixelBuffer, where counts: (Int, Int) -> Bool = { _, _ in true }) {
        precondition(a.width == b.width && a.height == b.height)
        for y in 0..<a.height {
            for x in 0..<a.width where counts(x, y) {
                let p = a.base[y * a.pixelsPerRow + x], q = b.base[y * b.pixelsPerRow + x]
                count += 1
                guard p != q else { continue }
                differing += 1
                var worst = 0
                for shift in stride(from: 0, to: 32, by: 8) {
                    let d = abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF))
                    total += d
                    worst = max(worst, d)
                }
                largest = max(largest, worst)
                if worst > 1 { beyondOne.append((x, y)) }
            }
        }
    }

    /// The mean difference per channel, in 255ths.
    var mean: Double { count == 0 ? 0 : Double(total) / Double(count * 4) }
}

/// An SDL renderer that draws no text (no font, as the pure painter), and a pure painter of the
/// same size drawing the pictures it decoded.
struct PainterPair {
    let renderer: Renderer
    let pure: PixelPainter

    init(points size: CGSize, pixelsPerPoint: Double = 1) throws {
        setenv("FLUID_FONT", "/nonexistent/no-font-for-the-parity-test.ttf", 1)
        defer { unsetenv("FLUID_FONT") }
        let warnings = Warnings()
        warnings.printsToStandardError = false
        let width = Int32((Double(size.width) * pixelsPerPoint).rounded()), height = Int32((Double(size.height) * pixelsPerPoint).rounded())
        renderer = Renderer(canvas: try Canvas(width: width, height: height), warnings: warnings, threads: 2)
        renderer.pixelsPerPoint = pixelsPerPoint
        let pictures = renderer
        pure = PixelPainter(width: renderer.pixelWidth, height: renderer.pixelHeight, pixelsPerPoint: pixelsPerPoint,
                            threads: 2, pictures: { [unowned pictures] in pictures.picture(for: $0) })
    }
}
