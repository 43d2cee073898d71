import FluidTestSupport
import Foundation
import Harness
import Painting
@testable import Platform
import ScriptedInput
import XCTest
@testable import Playground

/// Each of the painter's shortcuts (`PaintShortcuts`) against its long way: a scene's drag and
/// its release replayed twice in step, the shortcut off and on, every frame's pixels compared.
/// Every scene of the catalogue, so a new scene is in at once; and in the scenes where a
/// shortcut does the most, one thread and two, only the damage redrawn and everything, and two
/// pixels per point, with a check that the shortcut was taken.
final class ShortcutFramesTests: XCTestCase {
    private let size = CGSize(width: 480, height: 300)

    /// Where each shortcut does the most (the work it saves must be more than none there).
    private static let showcase: [(PaintShortcuts, String)] = [
        (.backdropWithFill, "card-blur"), (.fillOverPicture, "half-modal"), (.pictureCutUnderOccluders, "half-modal"),
        (.fillBesideOccluders, "floating-player"), (.washOverBackdrop, "wwdc-card"), (.pictureDeferredUnderBlur, "card-blur"),
        (.backdropReuse, "wwdc-card"),
    ]

    func testEveryShortcutGivesItsLongWaysFramesInEveryScene() throws {
        for shortcut in PaintShortcuts.allCases {
            for scene in SceneCatalog.all.map({ $0.name }) {
                try compare(shortcut, scene: scene, threads: 1, fullRedraw: false, frames: 50)
                try compare(shortcut, scene: scene, threads: 2, fullRedraw: true, frames: 50)
            }
        }
    }

    func testEachShortcutIsTakenWhereItDoesTheMostDamagedOrWholeAtAnyThreadCount() throws {
        for (shortcut, scene) in Self.showcase {
            for threads in [1, 2] {
                for fullRedraw in [false, true] {
                    let work = try compare(shortcut, scene: scene, threads: threads, fullRedraw: fullRedraw, frames: 75)
                    XCTAssertGreaterThan(work, 0, "\(shortcut) in \(scene): not taken (\(threads) threads, full redraw \(fullRedraw))")
                }
            }
        }
    }

    func testEachShortcutMatchesOnAHiDPICanvas() throws {
        for (shortcut, scene) in Self.showcase {
            let work = try compare(shortcut, scene: scene, pixelsPerPoint: 2, threads: 2, fullRedraw: false, frames: 60)
            XCTAssertGreaterThan(work, 0, "\(shortcut) in \(scene): not taken at 2×")
        }
    }

    /// Replays `scene` with `shortcut` off and on and compares every frame; returns the work the
    /// shortcut did in the run with it on (0 if a frame differed), after checking it did none
    /// in the run with it off.
    @discardableResult
    private func compare(_ shortcut: PaintShortcuts, scene: String, pixelsPerPoint: Double = 1, threads: Int,
                         fullRedraw: Bool, frames: Int, file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        func session(on: Bool) throws -> (ReplaySession, Renderer) {
            let app = try PlaygroundApp.forTests(scene: scene)
            app.resize(to: size)
            let drag = app.scene.demoDrag(in: size)
            let records = DragScript.drag(from: drag.from, to: drag.to, start: 0.1, duration: 0.3)
                + DragScript.drag(from: drag.to, to: drag.from, start: 0.9, duration: 0.2)
            let renderer = try Renderer(points: size, pixelsPerPoint: pixelsPerPoint, threads: threads)
            renderer.tree.shortcuts.set(shortcut, on)
            renderer.damage.fullRedraw = fullRedraw
            return (ReplaySession(app: app, painter: renderer, size: size, records: records), renderer)
        }
        let (longWay, off) = try session(on: false), (taken, on) = try session(on: true)
        for frame in 0..<frames {
            longWay.step()
            taken.step()
            let a = longWay.surface.pixels, b = taken.surface.pixels
            XCTAssertEqual(a.width, b.width)
            for y in 0..<a.height where memcmp(a.base + y * a.pixelsPerRow, b.base + y * b.pixelsPerRow, a.width * 4) != 0 {
                let x = (0..<a.width).first { a.base[y * a.pixelsPerRow + $0] != b.base[y * b.pixelsPerRow + $0] } ?? 0
                XCTFail("\(shortcut) in \(scene) at \(pixelsPerPoint)×, \(threads) threads, full redraw \(fullRedraw), frame \(frame): "
                        + "row \(y) differs from column \(x)", file: file, line: line)
                return 0
            }
        }
        XCTAssertEqual(off.tree.shortcutWork[shortcut], 0, "\(shortcut) in \(scene): work done with it off", file: file, line: line)
        return on.tree.shortcutWork[shortcut]
    }
}
