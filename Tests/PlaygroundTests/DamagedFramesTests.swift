import FluidTestSupport
import Foundation
import Harness
import Platform
import Raster
import ScriptedInput
import XCTest
@testable import Playground

/// Frames that redraw only what changed (`FrameDamage`) are byte for byte the frames a full
/// redraw gives, in every scene, through a drag, its release and the HUD's changes.
final class DamagedFramesTests: XCTestCase {
    private let size = CGSize(width: 480, height: 300)

    /// Runs `scene` twice in step, once redrawing only the damage and once everything, and
    /// compares every frame's pixels; returns the share of frames that redrew less than all.
    @discardableResult
    private func compare(scene: String, pixelsPerPoint: Double = 1, frames: Int = 75,
                         file: StaticString = #filePath, line: UInt = #line) throws -> Double {
        func session() throws -> (ReplaySession, Renderer) {
            let app = try PlaygroundApp.forTests(scene: scene)
            app.resize(to: size)
            let drag = app.scene.demoDrag(in: size)
            let records = DragScript.drag(from: drag.from, to: drag.to, start: 0.1, duration: 0.3)
                + DragScript.drag(from: drag.to, to: drag.from, start: 0.9, duration: 0.2)
            let renderer = try Renderer(points: size, pixelsPerPoint: pixelsPerPoint, threads: 1)
            return (ReplaySession(app: app, painter: renderer, size: size, records: records), renderer)
        }
        let (damaged, partial) = try session(), (full, whole) = try session()
        whole.damage.fullRedraw = true
        var partialFrames = 0
        for frame in 0..<frames {
            damaged.step()
            full.step()
            if let rect = partial.lastRedrawn, rect.width * rect.height < partial.pixelWidth * partial.pixelHeight {
                partialFrames += 1
            }
            let a = damaged.surface.pixels, b = full.surface.pixels
            XCTAssertEqual(a.width, b.width)
            for y in 0..<a.height where memcmp(a.base + y * a.pixelsPerRow, b.base + y * b.pixelsPerRow, a.width * 4) != 0 {
                let x = (0..<a.width).first { a.base[y * a.pixelsPerRow + $0] != b.base[y * b.pixelsPerRow + $0] } ?? 0
                XCTFail("\(scene) at \(pixelsPerPoint)×, frame \(frame): row \(y) differs from column \(x) "
                        + "(redrawn \(String(describing: partial.lastRedrawn)))", file: file, line: line)
                return 0
            }
        }
        return Double(partialFrames) / Double(frames)
    }

    func testEveryScenesFramesMatchAFullRedraw() throws {
        for scene in SceneCatalog.all.map { $0.name } { try compare(scene: scene) }
    }

    func testFramesMatchAFullRedrawOnAHiDPICanvas() throws {
        for scene in ["drawer", "pull-up-blur"] { try compare(scene: scene, pixelsPerPoint: 2, frames: 40) }
    }

    func testADrawerDragRedrawsLessThanTheWholeCanvas() throws {
        XCTAssertGreaterThan(try compare(scene: "drawer"), 0.5)
    }
}
