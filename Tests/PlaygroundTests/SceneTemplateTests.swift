import Animation
import Foundation
import XCTest
@testable import Playground

/// The scene template (issue 15 §5) stays a working scene: a flick moves its card to the other
/// rest, and the spring leaves at the finger's speed.
final class SceneTemplateTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    func testAFlickUpTakesTheCardToTheTopRestOnASpringStartingAtTheFingersSpeed() throws {
        let (app, scene) = try PlaygroundApp.onTemplate(size: size)
        let drag = scene.demoDrag(in: size)
        let run = ScriptedRun(app: app, size: size, records: DragScript.drag(from: drag.from, to: drag.to, start: 0.1, duration: 0.25))
        // The finger's speed over the last two frames (the release ends the last, on its
        // time), then the card's presented velocity as the spring starts there (R24, R25).
        var ys: [CGFloat] = []
        while !run.isFinished { run.step(); ys.append(scene.card.presentation.frame.minY) }
        // Over two frames: 120 Hz samples fall on either side of a 60 Hz frame boundary.
        let before = Double(ys[ys.count - 1] - ys[ys.count - 3]) * 30
        let after = scene.card.presentedVelocity(of: .frame)[1]
        XCTAssertLessThan(before, -500, "a flick")
        XCTAssertEqual(after / before, 1, accuracy: 0.1, "the spring leaves at the finger's speed")
        run.run()
        XCTAssertEqual(scene.card.presentation.frame.minY, scene.restY(up: true), accuracy: 0.5)
        XCTAssertTrue(scene.animators.isEmpty, "the spring is let go when it ends")
    }

    func testAFlickProjectedShortOfTheMiddleLeavesTheCardWhereItWas() throws {
        // F5 (v2): 28 points up in 80 ms, 350 points per second, project 175 points: from 18
        // points up the card would coast to 347, below the middle of its rests (80 and 540), so
        // it goes back down. (The template's old rule, any flick over 300 decides, sent it up.)
        let (app, scene) = try PlaygroundApp.onTemplate(size: size)
        let from = CGPoint(x: scene.card.frame.midX, y: scene.card.frame.midY)
        let flick = DragScript.drag(from: from, to: CGPoint(x: from.x, y: from.y - 28), start: 0.1, duration: 0.08)
        let run = ScriptedRun(app: app, size: size, records: flick)
        run.run()
        XCTAssertEqual(scene.card.presentation.frame.minY, scene.restY(up: false), accuracy: 0.5)
    }

    func testTheTemplateIsNotInTheCatalog() {
        XCTAssertNil(SceneCatalog.named(SceneTemplate.name))
    }
}
