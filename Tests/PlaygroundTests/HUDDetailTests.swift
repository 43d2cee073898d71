import Foundation
import Gestures
import Painting
import Platform
import ScriptedInput
import XCTest
@testable import Playground

/// The HUD says what is so: "duration" for a UIKit duration, no "running" while the clock is
/// paused, words never under the fraction bar, the drag graph inside its box and done when the
/// motion is, no message from another scene.
final class HUDDetailTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    private func app(_ scene: String, full: Bool = false) throws -> PlaygroundApp {
        let app = try PlaygroundApp.forTests(scene: scene)
        app.showsHUD = true
        if full { app.hud.detail = .full }
        app.resize(to: size)
        return app
    }

    private func drawn(_ app: PlaygroundApp) -> RecordingPainter {
        let painter = RecordingPainter()
        app.drawForTest(on: painter)
        return painter
    }

    func testAUIKitDurationIsCalledDurationAndASwiftUIResponseResponse() throws {
        let drawer = drawn(try app("drawer")).allText, halfModal = drawn(try app("half-modal")).allText
        XCTAssertTrue(drawer.contains("· duration 1.20 s"), drawer)
        XCTAssertFalse(drawer.contains("· response "), drawer)
        // SwiftUI's `Spring(response:dampingRatio:)`, named as such.
        XCTAssertTrue(halfModal.contains("· Spring response 0.75 s"), halfModal)
    }

    /// A drawer in flight (its demo drag released), the full HUD on.
    private func drawerInFlight() throws -> (PlaygroundApp, ScriptedRun) {
        let app = try app("drawer", full: true)
        let drag = app.scene.demoDrag(in: size)
        let run = ScriptedRun(app: app, size: size, records: DragScript.drag(from: drag.from, to: drag.to, duration: 0.3))
        while !run.isFinished { run.step() }
        run.run(frames: 2)
        XCTAssertTrue(app.scene.animators.contains { $0.isRunning }, "the release starts an animation")
        return (app, run)
    }

    func testNoRowSaysRunningWhileTheClockIsPaused() throws {
        let (app, run) = try drawerInFlight()
        XCTAssertTrue(drawn(app).allText.contains("running"))
        app.handle(.key(name: "Space", timestamp: HeadlessRunner.time(ofFrame: run.frame)))
        run.run(frames: 1)
        let text = drawn(app).allText
        XCTAssertTrue(text.contains("PAUSED"), text)
        XCTAssertFalse(text.contains("running"), text)
        XCTAssertTrue(text.contains("held (Space)"), text)
    }

    func testRowWordsEndBeforeTheFractionBar() throws {
        let (app, run) = try drawerInFlight()
        app.handle(.key(name: "R", timestamp: HeadlessRunner.time(ofFrame: run.frame)))
        run.run(frames: 1)
        let painter = drawn(app)
        let rows = painter.texts.filter { $0.string.contains("reversed") }
        XCTAssertFalse(rows.isEmpty, painter.allText)
        for row in rows {
            // The bar is the 9-point-high fill on the row's line, right of its start.
            let bars = painter.fills.filter { abs($0.rect.minY - (row.origin.y + 3)) < 0.01 && $0.rect.height == 9 }
            XCTAssertFalse(bars.isEmpty)
            for bar in bars { XCTAssertGreaterThanOrEqual(bar.rect.minX, painter.span(of: row).upperBound, row.string) }
        }
    }

    func testTheDragGraphStopsAtRestAndStaysInItsBox() throws {
        let app = try app("drawer", full: true)
        let drag = app.scene.demoDrag(in: size)
        let run = ScriptedRun(app: app, size: size, records: DragScript.drag(from: drag.from, to: drag.to, duration: 0.3))
        run.run()
        let count = app.hud.gesture.count
        XCTAssertTrue(app.hud.gesture.isComplete)
        run.run(frames: 120)
        XCTAssertEqual(app.hud.gesture.count, count, "two seconds at rest add nothing to the graph")
        let painter = drawn(app)
        // The graph's box: the fill under the legend, 64 points high.
        let box = try XCTUnwrap(painter.fills.first { $0.rect.height == HUD.gestureHeight }?.rect)
        let inside = box.insetBy(dx: -0.01, dy: -0.01)
        for (points, width, _) in painter.polylines where points.allSatisfy({ inside.contains($0) }) == false {
            // Only the curve's polyline is outside the graph's box; it has its own box below.
            XCTAssertGreaterThan(points.map(\.y).min() ?? 0, box.maxY, "a line of the drag graph crosses its box (\(width))")
        }
        for (a, b, _) in painter.lines where (box.minX...box.maxX).contains(a.x) && (box.minY...box.maxY).contains(a.y) {
            XCTAssertTrue(inside.contains(b))
        }
        for fill in painter.fills where fill.rect.width == 3 && fill.rect.height == 3 {
            let r = fill.rect
            XCTAssertTrue(r.minX >= inside.minX && r.maxX <= inside.maxX && r.minY >= inside.minY && r.maxY <= inside.maxY,
                          "a finger dot outside the box: \(r) in \(box)")
        }
    }

    func testTheLegendIsColourKeyed() throws {
        let app = try app("drawer", full: true)
        let painter = drawn(app)
        for word in ["position", "speed", "finger", "release"] {
            XCTAssertTrue(painter.texts.contains { $0.string == word }, "\(word) is drawn on its own, in its colour")
        }
        XCTAssertEqual(Set(GestureGraph.legend.dropFirst().map(\.color)).count, 4, "four colours for four lines")
    }

    func testAMessageGoesWithItsScene() throws {
        let app = try app("gallery")
        app.update(to: 1)
        app.handle(.key(name: "[", timestamp: 1))   // unused in the gallery: a message says so
        XCTAssertTrue(drawn(app).allText.contains("not used in gallery"))
        app.handle(.key(name: "1", timestamp: 1.1))
        app.update(to: 1.2)
        XCTAssertFalse(drawn(app).allText.contains("not used"), "the gallery's message is gone with it")
    }
}
