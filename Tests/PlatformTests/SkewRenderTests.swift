import Foundation
import XCTest
@testable import Platform
import ViewTree

/// The renderer draws a transform's skew.
final class SkewRenderTests: XCTestCase {
    /// A white 100 × 100 square about (100, 100) sheared by 0.5: each row moves 0.5 × its offset
    /// from the centre, so the top rows span x ≈ 26…126 and the bottom rows x ≈ 74…174.
    func testSkewedViewIsDrawnSheared() throws {
        let renderer = Renderer(canvas: try Canvas(width: 200, height: 200))
        renderer.warnings.printsToStandardError = false
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.backgroundColor = .black
        let box = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        box.backgroundColor = .white
        box.transform = Transform(skew: 0.5)
        root.addSubview(box)
        renderer.beginFrame(background: .black)
        renderer.draw(root)
        renderer.endFrame()
        func red(_ x: Int, _ y: Int) -> Int { Int(renderer.canvas.pixel(x: x, y: y).r) }
        XCTAssertEqual(red(30, 53), 255, "the top leans left")
        XCTAssertEqual(red(140, 53), 0)
        XCTAssertEqual(red(170, 147), 255, "the bottom leans right")
        XCTAssertEqual(red(60, 147), 0)
        XCTAssertEqual(red(100, 100), 255)
    }
}
