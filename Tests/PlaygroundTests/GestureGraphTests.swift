import Foundation
import Gestures
import Painting
import ScriptedInput
import XCTest
@testable import Playground

/// The HUD's graph of the last gesture: the moving view's position and speed, the
/// finger's speed while it drags, and the release, frame by frame.
final class GestureGraphTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    private func flick(seedTiming: Bool) throws -> PlaygroundApp {
        let app = try PlaygroundApp.forTests(scene: "drawer")
        var tuning = app.tuning
        tuning.usesSeedTiming = seedTiming
        app.tuning = tuning
        let run = ScriptedRun(app: app, size: size, records: DragScript.verticalDrag(x: 640, fromY: 778, toY: 620, duration: 0.1))
        run.run()
        return app
    }

    func testAFlickIsRecordedWithTheFingerAndTheRelease() throws {
        let app = try flick(seedTiming: false)
        let graph = app.hud.gesture
        let release = try XCTUnwrap(graph.releaseIndex)
        let speeds = graph.speeds
        XCTAssertGreaterThan(release, 3)
        XCTAssertTrue(speeds[release - 1].finger.isFinite, "the finger's speed while it drags")
        XCTAssertFalse(speeds[release].finger.isFinite, "none after the release")
        XCTAssertLessThan(speeds[release - 1].finger, -1000, "upwards, as fast as the flick")
        // The spring carries the speed on (F1): the view's speed just after is near the finger's.
        XCTAssertEqual(speeds[release + 1].view / speeds[release - 1].finger, 1, accuracy: 0.35)
    }

    func testTheSeedsCurveShowsTheDroppedSpeed() throws {
        let spring = try flick(seedTiming: false).hud.gesture, seed = try flick(seedTiming: true).hud.gesture
        let r1 = try XCTUnwrap(spring.releaseIndex), r2 = try XCTUnwrap(seed.releaseIndex)
        XCTAssertLessThan(abs(seed.speeds[r2 + 1].view), abs(spring.speeds[r1 + 1].view) * 0.8,
                          "the seed's ease-out drops the finger's speed, and the graph shows it")
    }

    func testTheFullHUDDrawsTheGraph() throws {
        let app = try flick(seedTiming: false)
        app.showsHUD = true
        app.handle(.key(name: "H", timestamp: 10))   // compact → full
        let painter = CountingPainter()
        app.draw(with: painter, stats: FrameStats())
        XCTAssertGreaterThanOrEqual(painter.polylines, 2, "position and speed lines")
    }
}
