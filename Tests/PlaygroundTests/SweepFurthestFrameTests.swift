import Foundation
import Harness
import Input
import Platform
import ScriptedInput
import XCTest
@testable import Playground

/// Issue 51: the sweep's contact sheet missed the overshoot, its columns at times shared by every
/// tuning; each strip now ends with the frame where its view went furthest after the release.
final class SweepFurthestFrameTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)
    private var flick: [InputRecord] {
        DragScript.verticalDrag(x: 640, fromY: 778, toY: 600, start: 0.1, duration: 0.12)
    }

    /// When the drawer's top was highest, frame by frame as the sweep replays it.
    private func highestTime(damping: Double) throws -> Double {
        let app = try PlaygroundApp.forTests(scene: "drawer")
        app.tuning = try SceneTuning(spec: "damping=\(damping),response=0.6", base: DrawerScene.defaultTuning)
        let run = ScriptedRun(app: app, size: size, records: flick)
        let drawer = try XCTUnwrap(app.scene.movingView)
        var best = (y: CGFloat.infinity, time: 0.0)
        for _ in 0..<180 {
            let time = run.nextFrameTime
            run.step()
            let y = drawer.presentedTransformedFrame.minY
            if y < best.y { best = (y, time) }
        }
        return best.time
    }

    func testTheStripEndsAtTheOvershootsPeak() throws {
        for damping in [0.3, 0.5] {
            let tuning = try SceneTuning(spec: "damping=\(damping),response=0.6", base: DrawerScene.defaultTuning)
            let plan = TuningRun.StripPlan(times: [0.1, 0.5, 1.0], factor: 2)
            let run = try TuningRun(scene: DrawerScene.self, records: flick, tuning: tuning, size: size,
                                    pixelsPerPoint: 0.25, strip: plan)
            XCTAssertEqual(run.strip.count, plan.frameCount)
            let furthest = try XCTUnwrap(run.furthestTime)
            XCTAssertEqual(furthest, try highestTime(damping: damping), accuracy: 2.5 / 60, "ζ \(damping)")
            XCTAssertFalse(plan.times.contains { abs($0 - furthest) < 1 / 60 }, "a moment the shared times miss")
        }
    }

    func testTheFurthestTimeGoesBetweenProcessesUnchanged() throws {
        let tuning = try SceneTuning(spec: "damping=0.5,response=0.6", base: DrawerScene.defaultTuning)
        let run = try TuningRun(scene: DrawerScene.self, records: flick, tuning: tuning, size: size,
                                pixelsPerPoint: 0.25, strip: TuningRun.StripPlan(times: [0.1], factor: 2))
        let back = try TuningRunJSON.decode(TuningRunJSON.encode(run), tuning: tuning)
        XCTAssertEqual(back.furthestTime, run.furthestTime)
        XCTAssertNotNil(back.furthestTime)
    }
}
