import Foundation
import Gestures
import Input
import ScriptedInput
import XCTest
@testable import Playground

/// F3: pressing on a view in motion catches it at once, in every scene where a drag
/// moves something: no animator runs on after the press, and the view stays under the finger.
final class CatchOnPressTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    func testAPressOnAMovingViewHoldsItWhereItIsInEveryDraggableScene() throws {
        // The gallery's panel goes back when let go, without an animation to catch.
        for type in SceneCatalog.all where type != AnimatorLabScene.self && type != GalleryScene.self {
            let app = try PlaygroundApp.forTests(scene: type.name)
            app.resize(to: size)
            guard let view = app.scene.movingView else { continue }
            let demo = app.scene.demoDrag(in: size)
            let to = CGPoint(x: demo.from.x + (demo.to.x - demo.from.x) * 0.3, y: demo.from.y + (demo.to.y - demo.from.y) * 0.3)
            let run = ScriptedRun(app: app, size: size, records: DragScript.drag(from: demo.from, to: to, start: 0.1, duration: 0.08))
            while !run.isFinished { run.step() }
            for _ in 0..<4 { run.step() }
            XCTAssertTrue(app.scene.animators.contains { $0.isRunning }, "\(type.name): in motion")
            let drawn = view.presentedTransformedFrame
            // The middle of what shows of it in the window.
            let top = max(drawn.minY, 0), bottom = min(drawn.maxY, size.height)
            let press = CGPoint(x: drawn.midX, y: (top + bottom) / 2)
            app.handle(.pointer(PointerEvent(.down, location: press, timestamp: run.nextFrameTime)))
            XCTAssertFalse(app.scene.animators.contains { $0.isRunning }, "\(type.name): caught by the press itself")
            for _ in 0..<3 { run.step() }
            XCTAssertEqual(view.presentedTransformedFrame.minY, drawn.minY, accuracy: 0.5, "\(type.name): held where it was drawn")
            app.handle(.pointer(PointerEvent(.up, location: press, timestamp: run.nextFrameTime)))
            run.run()
            XCTAssertTrue(app.isSettled, "\(type.name): settles after the release")
        }
    }
}
