import Animation
import Foundation
import Gestures
import ScriptedInput
import XCTest
@testable import Playground

/// The scene template stays a working scene: a flick moves its card to the other rest, and the
/// spring starts at the finger's speed (R24, F1).
final class SceneTemplateTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    func testAFlickUpTakesTheCardToTheTopRestOnASpringStartingAtTheFingersSpeed() throws {
        let (app, scene) = try PlaygroundApp.onTemplate(size: size)
        let drag = scene.demoDrag(in: size)
        // Where the finger lets go of the card: the drag less the 10 points of slop (R28).
        let releaseY = Double(scene.card.frame.minY + drag.to.y - drag.from.y + PanGestureRecognizer.hysteresis)
        let run = ScriptedRun(app: app, size: size, records: DragScript.drag(from: drag.from, to: drag.to, start: 0.1, duration: 0.25))
        // The finger's speed over the drag's last frames, then the spring's initial velocity:
        // distances per second (R24), times the distance from the release to the top rest.
        var ys: [CGFloat] = []
        while !run.isFinished { run.step(); ys.append(scene.card.presentation.frame.minY) }
        let before = Double(ys[ys.count - 2] - ys[ys.count - 4]) * 30
        XCTAssertLessThan(before, -500, "a flick")
        let animator = try XCTUnwrap(scene.animators.first)
        guard case let .spring(_, _, _, velocity) = animator.currentRun.curve.parameters else {
            return XCTFail("the release runs a spring")
        }
        let after = Double(velocity.dx) * (Double(scene.restY(up: true)) - releaseY)
        XCTAssertEqual(after / before, 1, accuracy: 0.1, "the spring starts at the finger's speed")
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
