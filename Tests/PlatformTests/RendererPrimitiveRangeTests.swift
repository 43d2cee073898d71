import Foundation
import XCTest
@testable import Platform
import ViewTree

/// The HUD's own primitives take any number without trapping (R8): a drag to
/// x = 1e19 trapped the velocity arrow's rectangle in the shape painter.
final class RendererPrimitiveRangeTests: XCTestCase {
    private let extremes: [CGFloat] = [0, 100, -1e6, 1e7, 1e19, -1e19, 1e300, -1e300, .infinity, -.infinity, .nan,
                                       .greatestFiniteMagnitude]

    private func renderer() throws -> Renderer {
        let renderer = Renderer(canvas: try Canvas(width: 64, height: 48))
        renderer.warnings.printsToStandardError = false
        renderer.beginFrame(background: .black)
        return renderer
    }

    func testFillRoundedRectTakesAnyNumber() throws {
        let r = try renderer()
        for x in extremes {
            for w in extremes {
                r.fillRoundedRect(CGRect(x: x, y: 10, width: w, height: 5), radius: 3, color: .white)
                r.fillRoundedRect(CGRect(x: 10, y: x, width: 5, height: w), radius: w, color: .white)
            }
        }
        r.endFrame()
    }

    func testStrokeLineTakesAnyNumber() throws {
        let r = try renderer()
        for x in extremes {
            for y in extremes {
                r.strokeLine(from: CGPoint(x: 20, y: 20), to: CGPoint(x: x, y: y), width: 2, color: .white)
                r.strokeLine(from: CGPoint(x: x, y: y), to: CGPoint(x: y, y: x), width: x, color: .white)
            }
        }
        r.endFrame()
    }

    func testDrawTextTakesAnyNumber() throws {
        let r = try renderer()
        for x in extremes {
            r.drawText("fps", at: CGPoint(x: x, y: 10), size: 12, color: .white)
            r.drawText("fps", at: CGPoint(x: 10, y: x), size: 12, color: .white, alignment: .right)
        }
        r.endFrame()
    }

    func testALineToAFarPointStillDrawsItsVisiblePart() throws {
        let r = try renderer()
        r.strokeLine(from: CGPoint(x: 0, y: 24), to: CGPoint(x: 1e19, y: 24), width: 4, color: .white)
        r.endFrame()
        XCTAssertGreaterThan(r.canvas.pixel(x: 32, y: 24).r, 200, "the on-canvas part of the line is drawn")
        XCTAssertEqual(r.canvas.pixel(x: 32, y: 10).r, 0)
    }
}
