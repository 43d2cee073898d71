import Foundation
import ScriptedInput
import XCTest
@testable import Playground

/// Issue 52: the gallery's benchmark drag moves something (its blur panel), and lets it go back.
final class GalleryDragTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    func testTheDemoDragMovesTheBlurPanelAndLetsItGoBack() throws {
        let app = try PlaygroundApp.forTests(scene: GalleryScene.name)
        app.showsHUD = false
        app.resize(to: size)
        let panel = try XCTUnwrap(app.scene.movingView)
        let rest = panel.frame.minY
        let demo = app.scene.demoDrag(in: size)
        let run = ScriptedRun(app: app, size: size, records: DragScript.drag(from: demo.from, to: demo.to, start: 0.1, duration: 0.3))
        var highest = rest
        while !run.isFinished {
            run.step()
            highest = min(highest, panel.frame.minY)
        }
        XCTAssertLessThan(highest, rest - 100, "the drag took the panel up its picture")
        XCTAssertEqual(panel.frame.minY, rest, "and it went back when let go")
    }
}
