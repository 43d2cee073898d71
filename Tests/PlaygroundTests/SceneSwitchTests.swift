import Animation
import FluidTestSupport
import Foundation
import Gestures
import Input
import Platform
import ScriptedInput
import XCTest
@testable import Playground

/// Switching scenes while the old one animates (case 1): the old scene's animators
/// stop with it, no completion reaches it, and nothing keeps it alive.
final class SceneSwitchTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    /// The first case the fuzzer found: a flick in pull-up-blur, then `1` while it animates.
    private let flickThenSwitch = [
        InputRecord(time: 0.1, kind: .down(CGPoint(x: 640, y: 700))),
        InputRecord(time: 0.12, kind: .move(CGPoint(x: 640, y: 650))),
        InputRecord(time: 0.14, kind: .move(CGPoint(x: 640, y: 560))),
        InputRecord(time: 0.16, kind: .up(CGPoint(x: 640, y: 500))),
    ]

    /// Runs `records` in `scene`, presses `key` mid-animation, then lets 3 s pass; returns the
    /// app and a weak reference to the scene that was switched away from.
    private func switchMidAnimation(scene: String, records: [InputRecord], key: String = "1") throws -> (PlaygroundApp, () -> AnyObject?) {
        let app = try PlaygroundApp.forTests(scene: scene)
        let run = ScriptedRun(app: app, size: size, records: records)
        run.run(frames: 14)
        XCTAssertTrue(app.driver.hasRunningAnimators, "\(scene): the drag must leave an animation running")
        weak var old = app.scene
        run.deliver([InputRecord(time: run.nextFrameTime, kind: .key(key))])
        XCTAssertEqual(app.driver.runningCount, 0, "\(scene): the old scene's animators stop at the switch")
        run.run(frames: 180)
        return (app, { old })
    }

    func testSwitchingAwayFromPullUpBlurMidFlightStopsItsAnimatorsAndFreesIt() throws {
        let (app, old) = try switchMidAnimation(scene: "pull-up-blur", records: flickThenSwitch)
        XCTAssertEqual(type(of: app.scene).name, "drawer")
        XCTAssertNil(old(), "the switched-out scene is freed")
    }

    func testSwitchingAwayFromTheDrawerMidFlightStopsItsAnimatorsAndFreesIt() throws {
        let tap = DragScript.tap(at: CGPoint(x: 640, y: 778), time: 0.05)   // "Toggle Drawer"
        let (_, old) = try switchMidAnimation(scene: "drawer", records: tap, key: "2")
        XCTAssertNil(old())
    }

    func testSwitchingAwayFromCardBlurMidFlightStopsItsAnimatorsAndFreesIt() throws {
        let drag = CardBlurScene().demoDrag(in: size)
        let flick = DragScript.drag(from: drag.from, to: drag.to, start: 0.05, duration: 0.1)
        let (_, old) = try switchMidAnimation(scene: "card-blur", records: flick, key: "4")
        XCTAssertNil(old())
    }

    func testSwitchingMidDragCancelsTheDragAndStopsEverything() throws {
        let app = try PlaygroundApp.forTests(scene: "half-modal")
        let drag = DragScript.verticalDrag(x: 640, fromY: 700, toY: 400, duration: 0.5)
        let run = ScriptedRun(app: app, size: size, records: Array(drag.prefix(20)))
        run.run(frames: 12)
        run.deliver([InputRecord(time: run.nextFrameTime, kind: .key("Tab"))])
        XCTAssertFalse(app.dispatcher.hasActiveGesture)
        XCTAssertEqual(app.driver.runningCount, 0)
        run.run(frames: 60)
    }

    func testTabThroughEverySceneOnAFreshConfigLeavesEachAtItsOwnDefaultsAndSavesNothing() throws {
        let directory = try TemporaryDirectory.make("fluid-switch")
        defer { TemporaryDirectory.remove(directory) }
        let app = try PlaygroundApp(sceneName: SceneCatalog.names[0], tuningStore: TuningStore(directory: directory))
        for _ in SceneCatalog.all {
            XCTAssertEqual(app.tuning, type(of: app.scene).defaultTuning, "\(type(of: app.scene).name) opens at its own defaults")
            app.handle(.key(name: "Tab", timestamp: 0))
        }
        XCTAssertEqual(type(of: app.scene).name, SceneCatalog.names[0], "Tab comes round to the first scene")
        let saved = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        XCTAssertEqual(saved, [], "switching scenes saves no tuning")
    }
}
