import Foundation
import Gestures
import Input
import Painting
import ScriptedInput
import ViewTree
import XCTest
@testable import Playground

/// A painter that draws nothing and counts what it was asked (the painter seam).
final class CountingPainter: Painter {
    var frames = 0, texts = 0, polylines = 0
    func beginFrame(background: Color) { frames += 1 }
    func draw(_ root: View) {}
    func drawOverlay(_ view: View, alpha: Double) {}
    func fillRoundedRect(_ rect: CGRect, radius: CGFloat, color: Color, corners: CornerMask) {}
    func strokeLine(from a: CGPoint, to b: CGPoint, width: CGFloat, color: Color) {}
    func strokePolyline(_ points: UnsafeBufferPointer<CGPoint>, width: CGFloat, color: Color) { polylines += 1 }
    func drawText(_ string: String, at point: CGPoint, size: CGFloat, color: Color, alignment: TextAlignment) { texts += 1 }
    func textWidth(_ string: String, size: CGFloat, color: Color) -> CGFloat { CGFloat(string.count) * 7 }
}

/// Idle costs nothing: once nothing moves and nothing arrives, the app says a new
/// frame would look the same, so the window draws nothing; input or motion asks again at once.
final class IdleDisplayTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    private func frame(_ app: PlaygroundApp, _ painter: CountingPainter, at time: Double) {
        app.update(to: time)
        if app.needsDisplay { app.draw(with: painter, stats: FrameStats()) }
    }

    func testEveryRestingSceneAsksForNoFrameOnceDrawn() throws {
        for type in SceneCatalog.all {
            let app = try PlaygroundApp.forTests(scene: type.name)
            app.showsHUD = true
            app.resize(to: size)
            let painter = CountingPainter()
            var t = 0.0
            for _ in 0..<30 { t += 1.0 / 60; frame(app, painter, at: t) }
            XCTAssertFalse(app.needsDisplay, "\(type.name): at rest after its first frames")
            let drawn = painter.frames
            for _ in 0..<120 { t += 1.0 / 60; frame(app, painter, at: t) }
            XCTAssertEqual(painter.frames, drawn, "\(type.name): two seconds at rest draw nothing")
        }
    }

    func testInputAsksForAFrameAndAnAnimationKeepsAsking() throws {
        let app = try PlaygroundApp.forTests(scene: "drawer")
        app.resize(to: size)
        let painter = CountingPainter()
        var t = 0.0
        for _ in 0..<10 { t += 1.0 / 60; frame(app, painter, at: t) }
        XCTAssertFalse(app.needsDisplay)
        // "Toggle Drawer": the tap's release starts the drawer's animation in that frame.
        for record in DragScript.tap(at: CGPoint(x: 640, y: 778), time: t) { app.handle(InputEvent(record)) }
        XCTAssertTrue(app.needsDisplay, "input asks for a frame")
        t += 1.0 / 60
        frame(app, painter, at: t)
        var frames = 0
        while app.needsDisplay, frames < 600 { t += 1.0 / 60; frame(app, painter, at: t); frames += 1 }
        XCTAssertGreaterThan(frames, 20, "the animation asks for its frames")
        XCTAssertLessThan(frames, 600, "and stops asking when it ends")
    }

    func testAMessageAsksForFramesUntilItIsGone() throws {
        let app = try PlaygroundApp.forTests(scene: "gallery")
        app.resize(to: size)
        let painter = CountingPainter()
        var t = 0.0
        for _ in 0..<10 { t += 1.0 / 60; frame(app, painter, at: t) }
        app.handle(.key(name: "[", timestamp: t))   // unused in the gallery: a message says so
        var frames = 0
        while app.needsDisplay, frames < 600 { t += 1.0 / 60; frame(app, painter, at: t); frames += 1 }
        XCTAssertEqual(Double(frames) / 60, HUD.messageSeconds, accuracy: 0.1, "the message's time, then rest")
    }
}
