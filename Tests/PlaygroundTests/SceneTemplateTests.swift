import Animation
import Foundation
import XCTest
@testable import Playground

/// The scene template (issue 15 §5) stays a working scene: a flick moves its card to the other
/// rest, and the spring leaves at the finger's speed.
final class SceneTemplateTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    func testAFlickUpTakesTheCardToTheTopRestOnASpringAtTheFingersSpeed() throws {
        let app = PlaygroundApp(sceneType: SceneTemplate.self)
        app.showsHUD = false
        app.resize(to: size)
        let scene = try XCTUnwrap(app.scene as? SceneTemplate)
        let drag = scene.demoDrag(in: size)
        let run = ScriptedRun(app: app, size: size, records: DragScript.drag(from: drag.from, to: drag.to, start: 0.1, duration: 0.25))
        // The finger's speed over the last frame with it down, then the card's presented
        // velocity in the first frame after the release (F1, R25).
        var ys: [CGFloat] = []
        while !run.isFinished { run.step(); ys.append(scene.card.presentation.frame.minY) }
        let before = Double(ys[ys.count - 1] - ys[ys.count - 2]) * 60
        run.step()
        do {
            let after = scene.card.presentedVelocity(of: .frame)[1]
            XCTAssertLessThan(before, -500, "a flick")
            XCTAssertEqual(after / before, 1, accuracy: 0.1, "the spring leaves at the finger's speed (F1)")
        }
        run.run()
        XCTAssertEqual(scene.card.presentation.frame.minY, scene.restY(up: true), accuracy: 0.5)
        XCTAssertTrue(scene.animators.isEmpty, "the spring is let go when it ends")
    }

    func testTheTemplateIsNotInTheCatalog() {
        XCTAssertNil(SceneCatalog.named(SceneTemplate.name))
    }
}
