import Animation
import Foundation
import Momentum
import Gestures
import Input
import ScriptedInput
import XCTest
@testable import Playground

/// The scroll view scene: UIScrollView's deceleration (F5's `v/1000 · r/(1 − r)`, per ms rate r),
/// the rubber band past both ends (F4) and its spring back, a catch mid-coast (R5, F3), touchpad
/// scrolling, and its tuning keys and export.
final class ScrollViewSceneTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    private func app(tuning: SceneTuning? = nil) throws -> (PlaygroundApp, ScrollViewScene) {
        let app = try PlaygroundApp.forTests(scene: ScrollViewScene.name)
        app.resize(to: size)
        if let tuning { app.tuning = tuning }
        return (app, try XCTUnwrap(app.scene as? ScrollViewScene))
    }

    /// The offset as drawn (presented values): 0 at the top.
    private func shown(_ scene: ScrollViewScene) -> Double { -Double(scene.content.presentation.frame.minY) }

    private func scrolled(_ scene: ScrollViewScene, to offset: CGFloat) {
        scene.content.frame.origin.y = -offset
    }

    /// UIScrollView's coast after `t` seconds from a release at `v` points per second.
    private func expected(_ v: Double, rate r: Double, at t: Double) -> Double {
        v / 1000 * r / (1 - r) * (1 - pow(r, 1000 * t))
    }

    private func assertFling(rate: Double, tuning: SceneTuning, file: StaticString = #filePath, line: UInt = #line) throws {
        let (app, scene) = try app(tuning: tuning)
        XCTAssertEqual(scene.deceleration.rate, rate, accuracy: 1e-12, file: file, line: line)
        scrolled(scene, to: 200)
        let t0 = app.driver.now
        app.driver.run { scene.release(velocity: 2000) }
        for t in [0.5, 1.0] {
            app.driver.advance(by: t0 + t - app.driver.now)
            XCTAssertEqual(shown(scene) - 200, expected(2000, rate: rate, at: t), accuracy: 1,
                           "position at \(t) s", file: file, line: line)
        }
    }

    // F5: a 2,000 pt/s fling at the normal rate, 0.998 per ms.
    func testAFlingCoastsAsUIScrollViewAtTheNormalRate() throws {
        try assertFling(rate: Deceleration.normal, tuning: ScrollViewScene.defaultTuning)
    }

    // The fast rate, 0.99 per ms: response 0.1 s.
    func testAFlingCoastsAsUIScrollViewAtTheFastRate() throws {
        try assertFling(rate: Deceleration.fast, tuning: SceneTuning(dampingRatio: 0.55, response: 0.1))
    }

    func testAFlingComesToRestWhereTheProjectionSays() throws {
        let (app, scene) = try app()
        scrolled(scene, to: 200)
        app.driver.run { scene.release(velocity: 2000) }
        app.driver.advance(by: 5)
        XCTAssertEqual(shown(scene), 200 + 2000.0 / 1000 * 0.998 / 0.002, accuracy: 0.5)
        XCTAssertTrue(scene.animators.isEmpty)
    }

    // R29: a real drag's release coasts from the tracker's velocity.
    func testADragReleasedAtSpeedCoastsFromTheTrackersVelocity() throws {
        let (app, scene) = try app()
        scrolled(scene, to: 1000)
        // Steady, 400 points up in 0.2 s: 2,000 pt/s.
        let drag = DragScript.verticalDrag(x: 640, fromY: 650, toY: 250, start: 0.1, duration: 0.2, ease: .linear)
        let run = ScriptedRun(app: app, size: size, records: drag)
        var releaseVelocity: CGFloat?, releasedAt = 0.0
        scene.pans[0].addHandler {
            guard $0.state == .ended else { return }
            releaseVelocity = $0.velocity(in: nil).y
            releasedAt = self.shown(scene)
        }
        while !run.isFinished { run.step() }
        let velocity = try XCTUnwrap(releaseVelocity)
        XCTAssertEqual(velocity, -2000, accuracy: 100)
        let released = releasedAt
        run.run()
        XCTAssertEqual(shown(scene) - released, Deceleration(rate: 0.998).distance(velocity: -Double(velocity)), accuracy: 25,
                       "coasts as far as the tracker's velocity projects (the release is shown a frame late)")
    }

    // F4: past the top the list follows the finger by (1 − 1/(x·c/d + 1))·d.
    func testDraggingPastTheTopFollowsTheRubberBand() throws {
        try assertRubberBand(constant: 0.55)
    }

    // The `[` `]` keys change the rubber band's constant.
    func testTheRubberBandConstantFollowsTheTuning() throws {
        try assertRubberBand(constant: 1.2)
    }

    private func assertRubberBand(constant: Double) throws {
        let (app, scene) = try app(tuning: SceneTuning(dampingRatio: constant, response: 0.5))
        var drag = DragScript.verticalDrag(x: 640, fromY: 200, toY: 500, start: 0.1, duration: 0.3)
        drag.removeLast()   // still held
        let run = ScriptedRun(app: app, size: size, records: drag)
        run.run(frames: 40)
        let x = Double(scene.pans[0].translation(in: scene.viewport).y), d = Double(scene.viewport.frame.height)
        XCTAssertEqual(x, 290, accuracy: 0.5, "300 points less the slop (R28)")
        XCTAssertEqual(shown(scene), -(1 - 1 / (x * constant / d + 1)) * d, accuracy: 0.01)
    }

    func testDraggingPastTheBottomFollowsTheRubberBandToo() throws {
        let (app, scene) = try app()
        scrolled(scene, to: scene.maxOffset)
        var drag = DragScript.verticalDrag(x: 640, fromY: 600, toY: 300, start: 0.1, duration: 0.3)
        drag.removeLast()
        ScriptedRun(app: app, size: size, records: drag).run(frames: 40)
        let x = -Double(scene.pans[0].translation(in: scene.viewport).y), d = Double(scene.viewport.frame.height)
        XCTAssertEqual(shown(scene) - Double(scene.maxOffset), (1 - 1 / (x * 0.55 / d + 1)) * d, accuracy: 0.01)
    }

    // F4: released past the end, it springs back.
    func testReleasedPastTheTopItSpringsBack() throws {
        let (app, scene) = try app()
        let run = ScriptedRun(app: app, size: size, records: DragScript.verticalDrag(x: 640, fromY: 200, toY: 500, start: 0.1, duration: 0.3,
                                                                                     restBeforeRelease: 0.1))
        while !run.isFinished { run.step() }
        XCTAssertLessThan(shown(scene), -100, "pulled down past the top")
        run.run()
        XCTAssertEqual(shown(scene), 0, accuracy: 0.5)
        XCTAssertTrue(app.isSettled)
    }

    // A coast that reaches an end goes past it by the rubber band and springs back.
    func testAFlingIntoTheTopBouncesAndSettlesThere() throws {
        let (app, scene) = try app()
        scrolled(scene, to: 300)
        app.driver.run { scene.release(velocity: -3000) }
        var least = 0.0
        for _ in 0..<240 {
            app.driver.advance(by: 1.0 / 60)
            least = min(least, shown(scene))
        }
        // It would coast 1,197 points past the top: the band shows (1 − 1/(1197·0.55/d + 1))·d.
        let d = Double(scene.viewport.frame.height), excess = 3000.0 / 1000 * 499 - 300
        XCTAssertLessThan(least, -5, "it went past the top")
        XCTAssertGreaterThanOrEqual(least, -(1 - 1 / (excess * 0.55 / d + 1)) * d - 1, "no further than the rubber band lets it")
        XCTAssertEqual(shown(scene), 0, accuracy: 0.5, "and back at the top")
        XCTAssertTrue(scene.animators.isEmpty)
    }

    // R5, F3: a press mid-coast catches the list where it is drawn.
    func testAPressCatchesTheCoastWhereItIsDrawn() throws {
        let (app, scene) = try app()
        scrolled(scene, to: 200)
        let run = ScriptedRun(app: app, size: size, records: [])
        run.run(frames: 1)
        app.driver.run { scene.release(velocity: 2000) }
        run.run(frames: 20)
        let drawn = shown(scene)
        XCTAssertGreaterThan(drawn, 300, "coasting")
        run.deliver([InputRecord(time: run.nextFrameTime, kind: .down(CGPoint(x: 640, y: 400)))])
        run.run(frames: 30)
        XCTAssertTrue(scene.animators.isEmpty, "the coast stopped")
        XCTAssertEqual(shown(scene), drawn, accuracy: 0.5, "held where it was drawn")
    }

    // Touchpad scrolling: a continuous scroll sequence moves the list by its deltas, then coasts.
    func testATouchpadScrollMovesTheListAndCoasts() throws {
        let (app, scene) = try app()
        scrolled(scene, to: 500)
        let steps = (0..<20).map { i in
            InputRecord(time: 0.1 + Double(i) * 0.01, kind: .scroll(CGPoint(x: 640, y: 400), delta: CGPoint(x: 0, y: -10), type: .continuous))
        }
        let run = ScriptedRun(app: app, size: size, records: steps)
        while !run.isFinished { run.step() }
        XCTAssertEqual(shown(scene), 700, accuracy: 0.5, "20 steps of 10 points up: the list went 200 points on")
        run.run()
        // 1,000 pt/s at the last step: it coasts on about 500 points.
        XCTAssertEqual(shown(scene), 700 + Deceleration(rate: 0.998).distance(velocity: 1000), accuracy: 15)
    }

    // The HUD's feel report covers a touchpad's drag as a mouse's: the finger's speed at the
    // release is the tracker's (R29). (The list itself stood still for the 100 ms that tell the
    // sequence is over, so its own speed then reads 0.)
    func testATouchpadScrollIsReportedAsADrag() throws {
        let (app, scene) = try app()
        scrolled(scene, to: 500)
        let steps = (0..<20).map { i in
            InputRecord(time: 0.1 + Double(i) * 0.01, kind: .scroll(CGPoint(x: 640, y: 400), delta: CGPoint(x: 0, y: -10), type: .continuous))
        }
        ScriptedRun(app: app, size: size, records: steps).run()
        let report = try XCTUnwrap(app.feel.place.current)
        XCTAssertEqual(abs(report.fingerSpeed), 1000, accuracy: 1)
    }

    func testAWheelNotchDoesNotMoveTheList() throws {
        let (app, scene) = try app()
        scrolled(scene, to: 500)
        let run = ScriptedRun(app: app, size: size, records: [
            InputRecord(time: 0.1, kind: .scroll(CGPoint(x: 640, y: 400), delta: CGPoint(x: 0, y: -10), type: .discrete)),
        ])
        run.run()
        XCTAssertEqual(shown(scene), 500)
    }

    // The `-` `=` keys set the deceleration; `C` exports both numbers.
    func testTheTuningKeysChangeTheRateAndTheExportSaysSo() throws {
        let (app, scene) = try app()
        app.handleKey("-")
        XCTAssertEqual(scene.deceleration.rate, 1 - 0.001 / 0.45, accuracy: 1e-12)
        app.handleKey("]")
        let timing = ScrollViewScene.releaseTiming(for: app.tuning)
        guard case let .deceleration(rate, rubberBand) = timing else { return XCTFail("a deceleration") }
        XCTAssertEqual(rate, 1 - 0.001 / 0.45, accuracy: 1e-12)
        XCTAssertEqual(rubberBand, 0.6, accuracy: 1e-12)
        let uikit = TuningExport(sceneName: ScrollViewScene.name, timing: timing).text(.uikit)
        XCTAssertTrue(uikit.contains("UIScrollView.DecelerationRate(rawValue: 0.997778)"), uikit)
        XCTAssertTrue(uikit.contains("0.6"), uikit)
    }

    func testTheExportOfTheDefaultsNamesUIScrollViewsNormalRate() {
        let export = TuningExport(sceneName: ScrollViewScene.name, timing: ScrollViewScene.releaseTiming(for: ScrollViewScene.defaultTuning),
                                  release: .init(velocity: 2000, distance: 998))
        let text = export.text(formats: ExportFormat.allCases)
        XCTAssertTrue(text.contains("DecelerationRate(rawValue: 0.998)"), text)
        XCTAssertTrue(text.contains("coasts 998 pt"), text)
        XCTAssertTrue(text.contains("setFriction(0.476667f)"), text)      // λ = 2.002/s, λ/4.2
        XCTAssertTrue(text.contains("FrictionSimulation(0.135065"), text)  // 0.998^1000
        XCTAssertFalse(text.contains("nothing is released"))
    }
}
