import FluidTestSupport
import Foundation
import XCTest
@testable import FluidPlayground
import Playground

/// A window reopened by `--watch` takes over the old one's scene, tuning set by keys, HUD mode,
/// slow motion and pause, through the carry-over file.
final class CarryOverTests: XCTestCase {
    func testTheSceneTuningHUDSlowMotionAndPauseAreCarriedThroughTheFile() throws {
        let old = try PlaygroundApp(sceneName: "half-modal")
        old.tuning = SceneTuning(dampingRatio: 0.55, response: 0.35)
        old.hudMode = .full
        old.isSlowMotion = true
        old.isPaused = true
        let folder = try TemporaryDirectory.make("carry")
        defer { TemporaryDirectory.remove(folder) }
        let path = folder + "/carry-over.json"
        XCTAssertTrue(CarryOver(of: old, window: [40, 30, 1024, 700]).write(to: path))

        let new = try PlaygroundApp()
        let carried = try XCTUnwrap(CarryOver.read(path))
        carried.apply(to: new)
        XCTAssertEqual(type(of: new.scene).name, "half-modal")
        XCTAssertEqual(new.tuning, SceneTuning(dampingRatio: 0.55, response: 0.35))
        XCTAssertEqual(new.hudMode, .full)
        XCTAssertTrue(new.isSlowMotion)
        XCTAssertTrue(new.isPaused)
        XCTAssertEqual(carried.windowSize, CGSize(width: 1024, height: 700))
    }

    func testATuningLeftAtItsDefaultIsNotCarriedSoADefaultChangedInTheSourceApplies() throws {
        let old = try PlaygroundApp(sceneName: "drawer")
        XCTAssertNil(CarryOver(of: old, window: nil).tuning)
    }

    func testNoFileIsAFreshStartAndABrokenOneTooWithAWarning() throws {
        let folder = try TemporaryDirectory.make("carry")
        defer { TemporaryDirectory.remove(folder) }
        let path = folder + "/carry-over.json"
        XCTAssertNil(CarryOver.read(folder + "/no-such-carry-over.json"))
        try "{oops".write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertNil(CarryOver.read(path))
    }

    func testTheReloadSaysTheTimeFromSaveToFirstFrameAndItsParts() {
        let reload = CarryOver.Reload(savedAt: 100, noticedAt: 100.1, builtAt: 103.1, readyAt: 103.25, handedAt: 103.3)
        let said = reload.summary(shownAt: 103.35)
        XCTAssertEqual(said.short, "reloaded: 3.35 s from save to first frame (build 3.00 s)")
        XCTAssertEqual(said.detail, "noticed 0.10 s, build 3.00 s, rebuilt program ready 0.15 s (the old window showing), "
                       + "old window closed 0.05 s, first frame 0.05 s")
    }

    func testARebuiltProgramReadiesOnlyTheSceneTheRestWaitsForTheHandOver() throws {
        let old = try PlaygroundApp(sceneName: "half-modal")
        old.tuning = SceneTuning(dampingRatio: 0.55, response: 0.35)
        old.isSlowMotion = true
        let new = try PlaygroundApp()
        XCTAssertTrue(CarryOver(of: old, window: nil).applyScene(to: new))
        XCTAssertEqual(type(of: new.scene).name, "half-modal")
        XCTAssertEqual(new.tuning, type(of: new.scene).defaultTuning)
        XCTAssertFalse(new.isSlowMotion)
    }

    func testASceneNoLongerThereIsNotReadied() throws {
        let new = try PlaygroundApp(sceneName: "drawer")
        var carried = CarryOver(of: new, window: nil)
        carried.scene = "no-such-scene"
        XCTAssertFalse(carried.applyScene(to: new))
        XCTAssertEqual(type(of: new.scene).name, "drawer")
    }
}
