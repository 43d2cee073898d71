import FluidTestSupport
import Foundation
import Harness
@testable import Platform
import Raster
import ScriptedInput
import XCTest
@testable import Playground

/// An opaque picture cut to the rows later opaque views leave to be seen (the half modal's
/// background under its sheet) gives the frames of drawing it whole, in every scene, through a
/// drag and its release: one thread and two, only the damage redrawn and everything. The same
/// bytes at any pixel density and thread count, with the dimming colour fused over the picture.
final class PictureCutFramesTests: XCTestCase {
    private let size = CGSize(width: 480, height: 300)

    /// Runs `scene` cut and not, in step, and compares every frame's pixels; returns the picture
    /// pixels the cut run left out.
    @discardableResult
    private func compare(scene: String, pixelsPerPoint: Double = 1, threads: Int, fullRedraw: Bool, frames: Int = 75,
                         file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        func session(cut: Bool) throws -> (ReplaySession, Renderer) {
            let app = try PlaygroundApp.forTests(scene: scene)
            app.resize(to: size)
            let drag = app.scene.demoDrag(in: size)
            let records = DragScript.drag(from: drag.from, to: drag.to, start: 0.1, duration: 0.3)
                + DragScript.drag(from: drag.to, to: drag.from, start: 0.9, duration: 0.2)
            let renderer = try Renderer(points: size, pixelsPerPoint: pixelsPerPoint, threads: threads)
            renderer.tree.cutsPictureUnderOccluders = cut
            renderer.damage.fullRedraw = fullRedraw
            return (ReplaySession(app: app, painter: renderer, size: size, records: records), renderer)
        }
        let (whole, plain) = try session(cut: false), (cutRun, cut) = try session(cut: true)
        for frame in 0..<frames {
            whole.step()
            cutRun.step()
            let a = whole.surface.pixels, b = cutRun.surface.pixels
            XCTAssertEqual(a.width, b.width)
            for y in 0..<a.height where memcmp(a.base + y * a.pixelsPerRow, b.base + y * b.pixelsPerRow, a.width * 4) != 0 {
                let x = (0..<a.width).first { a.base[y * a.pixelsPerRow + $0] != b.base[y * b.pixelsPerRow + $0] } ?? 0
                XCTFail("\(scene) at \(pixelsPerPoint)×, \(threads) threads, full redraw \(fullRedraw), frame \(frame): "
                        + "row \(y) differs from column \(x)", file: file, line: line)
                return 0
            }
        }
        XCTAssertEqual(plain.tree.picturePixelsSkipped, 0, file: file, line: line)
        return cut.tree.picturePixelsSkipped
    }

    func testEveryScenesFramesMatchThePictureDrawnWhole() throws {
        for scene in SceneCatalog.all.map({ $0.name }) {
            try compare(scene: scene, threads: 1, fullRedraw: false, frames: 50)
            try compare(scene: scene, threads: 2, fullRedraw: true, frames: 50)
        }
    }

    func testHalfModalsDragMatchesOnAHiDPICanvasAtAnyThreadCountDamagedOrWhole() throws {
        for threads in [1, 2] {
            for fullRedraw in [false, true] {
                let skipped = try compare(scene: "half-modal", pixelsPerPoint: 2, threads: threads, fullRedraw: fullRedraw)
                XCTAssertGreaterThan(skipped, 0, "no picture row was left out (\(threads) threads, full redraw \(fullRedraw))")
            }
        }
    }
}
