import FluidTestSupport
import Foundation
import Harness
@testable import Platform
import ScriptedInput
import XCTest
@testable import Playground

/// A painter's shortcut checked against its long way: a scene's drag and its release replayed
/// twice in step, once with the shortcut's switch off and once on, every frame's pixels compared.
enum PainterSwitchFrames {
    /// Replays `scene` with `set(renderer, false)` and `set(renderer, true)` and compares every
    /// frame; returns what `count` says of the run with the switch on (0 if a frame differed),
    /// after checking it says 0 of the run with it off.
    static func compare(scene: String, size: CGSize, pixelsPerPoint: Double, threads: Int, fullRedraw: Bool, frames: Int,
                        set: (Renderer, Bool) -> Void, count: (Renderer) -> Int,
                        file: StaticString, line: UInt) throws -> Int {
        func session(on: Bool) throws -> (ReplaySession, Renderer) {
            let app = try PlaygroundApp.forTests(scene: scene)
            app.resize(to: size)
            let drag = app.scene.demoDrag(in: size)
            let records = DragScript.drag(from: drag.from, to: drag.to, start: 0.1, duration: 0.3)
                + DragScript.drag(from: drag.to, to: drag.from, start: 0.9, duration: 0.2)
            let renderer = try Renderer(points: size, pixelsPerPoint: pixelsPerPoint, threads: threads)
            set(renderer, on)
            renderer.damage.fullRedraw = fullRedraw
            return (ReplaySession(app: app, painter: renderer, size: size, records: records), renderer)
        }
        let (longWay, off) = try session(on: false), (shortcut, on) = try session(on: true)
        for frame in 0..<frames {
            longWay.step()
            shortcut.step()
            let a = longWay.surface.pixels, b = shortcut.surface.pixels
            XCTAssertEqual(a.width, b.width)
            for y in 0..<a.height where memcmp(a.base + y * a.pixelsPerRow, b.base + y * b.pixelsPerRow, a.width * 4) != 0 {
                let x = (0..<a.width).first { a.base[y * a.pixelsPerRow + $0] != b.base[y * b.pixelsPerRow + $0] } ?? 0
                XCTFail("\(scene) at \(pixelsPerPoint)×, \(threads) threads, full redraw \(fullRedraw), frame \(frame): "
                        + "row \(y) differs from column \(x)", file: file, line: line)
                return 0
            }
        }
        XCTAssertEqual(count(off), 0, file: file, line: line)
        return count(on)
    }
}
