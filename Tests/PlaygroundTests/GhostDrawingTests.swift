import Foundation
import Gestures
import Input
import Painting
import Platform
import ScriptedInput
import ViewTree
import XCTest
@testable import Playground

/// `G`'s ghost reads as the other tuning's run: a tinted outline of the moving view only,
/// labelled with that tuning, fading once both runs rest, and gone after the replay.
final class GhostDrawingTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    /// The drawer flicked open, ζ lowered by 0.1, then `G`.
    private func replaying() throws -> (PlaygroundApp, ScriptedRun) {
        let app = try PlaygroundApp.forTests(scene: "drawer")
        let drag = DragScript.verticalDrag(x: 640, fromY: 778, toY: 620, start: 0.1, duration: 0.1)
        let run = ScriptedRun(app: app, size: size, records: drag)
        run.run()
        for key in ["[", "[", "G"] { run.deliver([InputRecord(time: run.nextFrameTime, kind: .key(key))]) }
        XCTAssertNotNil(app.replay)
        return (app, run)
    }

    private func ghostMarks(_ painter: RecordingPainter) -> (outline: [CGPoint]?, label: RecordingPainter.Text?) {
        let outline = painter.polylines.first { $0.color.red == GhostOutline.tint.red && $0.color.blue == GhostOutline.tint.blue }
        return (outline?.points, painter.texts.first { $0.string.hasPrefix("ghost:") })
    }

    func testTheGhostIsALabelledOutlineOfTheMovingView() throws {
        let (app, run) = try replaying()
        run.run(frames: 10)
        let painter = RecordingPainter()
        app.drawForTest(on: painter)
        XCTAssertTrue(painter.overlays.isEmpty, "no translucent copy of the scene")
        let marks = ghostMarks(painter)
        let outline = try XCTUnwrap(marks.outline)
        XCTAssertEqual(marks.label?.string, "ghost: ζ 0.80, 1.20 s", "the ghost's tuning")
        XCTAssertEqual(outline.first, outline.last, "closed")
        // Around the ghost's drawer, where its run has it now.
        let ghost = try XCTUnwrap(app.replay?.ghostView).presentedTransformedFrame
        let xs = outline.map(\.x), ys = outline.map(\.y)
        XCTAssertEqual(xs.min() ?? 0, ghost.minX, accuracy: 0.5)
        XCTAssertEqual(xs.max() ?? 0, ghost.maxX, accuracy: 0.5)
        XCTAssertEqual(ys.min() ?? 0, ghost.minY, accuracy: 0.5)
        XCTAssertEqual(ys.max() ?? 0, ghost.maxY, accuracy: 0.5)
    }

    func testTheGhostFadesOnceBothRunsRestAndIsGoneAfterTheReplay() throws {
        let (app, run) = try replaying()
        var alphas: [Double] = []
        var frames = 0
        while app.replay != nil, frames < 600 {
            run.step()
            frames += 1
            let painter = RecordingPainter()
            app.drawForTest(on: painter)
            if let replay = app.replay {
                XCTAssertNotNil(ghostMarks(painter).outline, "drawn while the replay lasts")
                alphas.append(replay.opacity)
            }
        }
        XCTAssertNil(app.replay, "the replay ends")
        XCTAssertEqual(alphas.first, 1, "fully drawn while it moves")
        XCTAssertLessThan(alphas.last ?? 1, 0.1, "faded out by the end")
        XCTAssertEqual(alphas, alphas.sorted(by: >), "it only fades")
        let after = RecordingPainter()
        app.drawForTest(on: after)
        XCTAssertNil(ghostMarks(after).outline, "no ghost left on top after the replay")
        XCTAssertNil(ghostMarks(after).label)
    }
}
