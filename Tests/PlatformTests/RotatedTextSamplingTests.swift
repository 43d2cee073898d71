import Foundation
import Painting
import Raster
import XCTest
@testable import Platform
import ViewTree

/// Rotated text is sampled bilinearly from the label's pixels (as the pure painter samples
/// rotated pictures), not nearest-texel as SDL's geometry does: the same ink, smoother edges.
final class RotatedTextSamplingTests: XCTestCase {
    private let size: Int32 = 240
    private var n: Int { Int(size) }

    /// The canvas's red channel after drawing "Rotated" white on black, rotated by 0.2 rad,
    /// with `draw` (the label, where it goes, its map).
    private func render(_ draw: (Renderer, LabelImage, CGRect, Affine) -> Void) throws -> [Int] {
        let renderer = Renderer(canvas: try Canvas(width: size, height: size))
        renderer.warnings.printsToStandardError = false
        let label = try XCTUnwrap(renderer.label("Rotated", pixelSize: 28, color: .white), "a font is installed")
        let local = CGRect(x: -CGFloat(label.width) / 2, y: -CGFloat(label.height) / 2,
                           width: CGFloat(label.width), height: CGFloat(label.height))
        let angle = 0.2
        let map = Affine(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: Double(size) / 2, ty: Double(size) / 2)
        renderer.beginFrame(background: .black)   // a black frame; then the label straight onto it
        renderer.endFrame()
        renderer.setClip(nil)
        draw(renderer, label, local, map)
        _ = renderer.flushedPixels()
        return (0..<n * n).map { Int(renderer.canvas.pixel(x: $0 % n, y: $0 / n).r) }
    }

    /// The sum of differences between neighbouring pixels: hard stair-stepped edges add more.
    private func variation(_ p: [Int]) -> Int {
        var total = 0
        for y in 0..<n - 1 {
            for x in 0..<n - 1 {
                total += abs(p[y * n + x] - p[y * n + x + 1]) + abs(p[y * n + x] - p[(y + 1) * n + x])
            }
        }
        return total
    }

    func testRotatedTextIsSmootherThanNearestSamplingWithTheSameInk() throws {
        let smooth = try render { renderer, label, local, map in renderer.draw(label, in: local, map: map, alpha: 1) }
        let nearest = try render { renderer, label, local, map in
            if let texture = label.handle { renderer.drawTexture(texture, local: local, map: map, alpha: 1) }
        }
        let inkSmooth = smooth.reduce(0, +), inkNearest = nearest.reduce(0, +)
        XCTAssertGreaterThan(inkSmooth, 0)
        XCTAssertEqual(Double(inkSmooth) / Double(inkNearest), 1, accuracy: 0.06, "the same letters")
        XCTAssertLessThan(Double(variation(smooth)), Double(variation(nearest)) * 0.92, "softer edges than nearest texels")
    }
}
