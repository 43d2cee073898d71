import Foundation
import Painting
import ViewTree
import XCTest
@testable import Playground

/// A painter that records when it is asked to prepare a tree and to start a frame.
final class PreparationRecorder: Painter {
    var events: [String] = []
    func prepare(_ root: View) { events.append("prepare") }
    func beginFrame(background: Color) { events.append("frame") }
    func draw(_ root: View) {}
    func drawOverlay(_ view: View, alpha: Double) {}
    func fillRoundedRect(_ rect: CGRect, radius: CGFloat, color: Color, corners: CornerMask) {}
    func strokeLine(from a: CGPoint, to b: CGPoint, width: CGFloat, color: Color) {}
    func strokePolyline(_ points: UnsafeBufferPointer<CGPoint>, width: CGFloat, color: Color) {}
    func drawText(_ string: String, at point: CGPoint, size: CGFloat, color: Color, alignment: TextAlignment) {}
    func textWidth(_ string: String, size: CGFloat, color: Color) -> CGFloat { 0 }
}

/// Scenes are prepared when they are loaded, in every run: the app asks its
/// painter to prepare the tree before the first frame of a scene, and again only after another
/// scene is loaded or the canvas resized, so the first frame of each has no spike.
final class ScenePreparationTests: XCTestCase {
    /// One frame as the window and headless loops run it: update, prepare, draw.
    private func frame(_ app: PlaygroundApp, _ painter: PreparationRecorder, at time: Double) {
        app.update(to: time)
        app.prepare(with: painter)
        app.draw(with: painter, stats: FrameStats())
    }

    func testTheSceneIsPreparedBeforeItsFirstFrameOnly() throws {
        let app = try PlaygroundApp.forTests(scene: "card-blur")
        app.resize(to: CGSize(width: 640, height: 400))
        let painter = PreparationRecorder()
        for n in 1...5 { frame(app, painter, at: Double(n) / 60) }
        XCTAssertEqual(painter.events, ["prepare", "frame", "frame", "frame", "frame", "frame"])
    }

    func testLoadingAnotherSceneOrResizingPreparesAgain() throws {
        let app = try PlaygroundApp.forTests(scene: "drawer")
        app.resize(to: CGSize(width: 640, height: 400))
        let painter = PreparationRecorder()
        frame(app, painter, at: 1.0 / 60)
        app.switchTo(try XCTUnwrap(SceneCatalog.named("wwdc-card")))
        frame(app, painter, at: 2.0 / 60)
        frame(app, painter, at: 3.0 / 60)
        app.resize(to: CGSize(width: 800, height: 500))
        frame(app, painter, at: 4.0 / 60)
        XCTAssertEqual(painter.events, ["prepare", "frame", "prepare", "frame", "frame", "prepare", "frame"])
    }
}
