import Foundation
import Painting
import Raster
import XCTest
@testable import Platform
import ViewTree

/// Rotated text is sampled bilinearly from the label's pixels in memory, as rotated pictures are
/// (`ShapeFiller.fillTexturedInMemory`): the same ink as upright. A rotated texture without its
/// pixels in memory is not handed to SDL's triangles (their arithmetic overflows).
final class RotatedTextSamplingTests: XCTestCase {
    private let size: Int32 = 240
    private var n: Int { Int(size) }

    /// The canvas's red channel after drawing "Rotated" white on black, rotated by `angle`,
    /// with `draw` (the label, where it goes, its map).
    private func render(angle: Double = 0.2, _ draw: (Renderer, LabelImage, CGRect, Affine) -> Void) throws -> [Int] {
        let renderer = Renderer(canvas: try Canvas(width: size, height: size))
        renderer.warnings.printsToStandardError = false
        let label = try XCTUnwrap(renderer.label("Rotated", pixelSize: 28, color: .white), "a font is installed")
        let local = CGRect(x: -CGFloat(label.width) / 2, y: -CGFloat(label.height) / 2,
                           width: CGFloat(label.width), height: CGFloat(label.height))
        let map = Affine(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: Double(size) / 2, ty: Double(size) / 2)
        renderer.beginFrame(background: .black)   // a black frame; then the label straight onto it
        renderer.endFrame()
        renderer.setClip(nil)
        draw(renderer, label, local, map)
        _ = renderer.flushedPixels()
        return (0..<n * n).map { Int(renderer.canvas.pixel(x: $0 % n, y: $0 / n).r) }
    }

    func testRotatedTextHasTheInkOfUprightText() throws {
        let rotated = try render { renderer, label, local, map in renderer.draw(label, in: local, map: map, alpha: 1) }
        let upright = try render(angle: 0) { renderer, label, local, map in renderer.draw(label, in: local, map: map, alpha: 1) }
        let inkRotated = rotated.reduce(0, +), inkUpright = upright.reduce(0, +)
        XCTAssertGreaterThan(inkUpright, 0)
        XCTAssertEqual(Double(inkRotated) / Double(inkUpright), 1, accuracy: 0.06, "the same letters")
    }

    func testARotatedTextureWithoutItsPixelsIsNotDrawn() throws {
        let drawn = try render { renderer, label, local, map in
            if let texture = label.handle { renderer.drawTexture(texture, local: local, map: map, alpha: 1) }
        }
        XCTAssertEqual(drawn.reduce(0, +), 0)
    }
}
