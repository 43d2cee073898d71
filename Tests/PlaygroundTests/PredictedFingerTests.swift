import Foundation
import ScriptedInput
import XCTest
@testable import Playground

/// `--predict`: the frames show a pressed finger ahead along its drag, by at most one frame.
final class PredictedFingerTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    private func fingerMidDrag(predict: Double) throws -> (shown: CGPoint, from: CGPoint, to: CGPoint) {
        let app = try PlaygroundApp.forTests(scene: "drawer")
        app.showsHUD = false
        app.resize(to: size)
        app.predictAhead = predict
        let demo = app.scene.demoDrag(in: size)
        let run = ScriptedRun(app: app, size: size, records: DragScript.drag(from: demo.from, to: demo.to, start: 0.1, duration: 0.5))
        run.run(frames: 24)   // 0.4 s: in the middle of the drag
        let pointer = try XCTUnwrap(app.pointer)
        XCTAssertTrue(pointer.isDown)
        return (pointer.location, demo.from, demo.to)
    }

    func testAPredictedFingerIsShownAheadAlongItsDragByAtMostAFrame() throws {
        let plain = try fingerMidDrag(predict: 0), predicted = try fingerMidDrag(predict: 0.008)
        let dx = plain.to.x - plain.from.x, dy = plain.to.y - plain.from.y
        let length = hypot(dx, dy)
        let ahead = ((predicted.shown.x - plain.shown.x) * dx + (predicted.shown.y - plain.shown.y) * dy) / length
        XCTAssertGreaterThan(ahead, 1, "ahead along the drag")
        // The drag's fastest: its length over its half-second, twice that at the middle of an eased drag.
        XCTAssertLessThanOrEqual(ahead, 2 * length / 0.5 / 60, "by at most one frame of its motion")
    }
}
