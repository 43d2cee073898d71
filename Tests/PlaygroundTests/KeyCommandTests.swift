import Animation
import FluidTestSupport
import Foundation
import Gestures
import Input
import Platform
import XCTest
@testable import Playground

final class KeyCommandTests: XCTestCase {
    private func app(_ scene: String = "animator-lab", store: TuningStore? = nil) throws -> PlaygroundApp {
        let app = try PlaygroundApp(sceneName: scene, tuningStore: store)
        app.resize(to: CGSize(width: 1280, height: 800))
        return app
    }

    private func press(_ app: PlaygroundApp, _ key: String) {
        app.handle(.key(name: key, timestamp: 0))
    }

    func testBracketsStepTheDampingRatioWithinRange() throws {
        let app = try app()
        let start = app.tuning.dampingRatio
        press(app, "]")
        XCTAssertEqual(app.tuning.dampingRatio, start + 0.05, accuracy: 1e-9)
        for _ in 0..<100 { press(app, "]") }
        XCTAssertEqual(app.tuning.dampingRatio, 2.0)
        for _ in 0..<100 { press(app, "[") }
        XCTAssertEqual(app.tuning.dampingRatio, 0.05, accuracy: 1e-9)
    }

    func testMinusAndEqualsStepTheResponse() throws {
        let app = try app()
        let start = app.tuning.response
        press(app, "=")
        XCTAssertEqual(app.tuning.response, start + 0.05, accuracy: 1e-9)
        press(app, "-")
        press(app, "-")
        XCTAssertEqual(app.tuning.response, start - 0.05, accuracy: 1e-9)
    }

    func testSAndPToggleTheFlags() throws {
        let app = try app()
        let scrubs = app.tuning.scrubsLinearly, pauses = app.tuning.pausesOnCompletion
        press(app, "S")
        press(app, "P")
        XCTAssertEqual(app.tuning.scrubsLinearly, !scrubs)
        XCTAssertEqual(app.tuning.pausesOnCompletion, !pauses)
    }

    func testZeroResetsTheScenesTuning() throws {
        let app = try app()
        press(app, "]")
        press(app, "=")
        press(app, "0")
        XCTAssertEqual(app.tuning, AnimatorLabScene.defaultTuning)
    }

    func testTuningChangesAreSavedAndReloaded() throws {
        let directory = try TemporaryDirectory.make("fluid-keys")
        defer { TemporaryDirectory.remove(directory) }
        let first = try app(store: TuningStore(directory: directory, warn: { XCTFail("\($0)") }))
        press(first, "]")
        let tuned = first.tuning
        let second = try app(store: TuningStore(directory: directory, warn: { XCTFail("\($0)") }))
        XCTAssertEqual(second.tuning, tuned)
    }

    func testDigitsSwitchScenesAndTabCycles() throws {
        let app = try app("drawer")
        press(app, "2")
        XCTAssertEqual(type(of: app.scene).name, SceneCatalog.all[1].name)
        press(app, "Tab")
        XCTAssertEqual(type(of: app.scene).name, SceneCatalog.all[2].name)
        press(app, "9")
        XCTAssertEqual(type(of: app.scene).name, SceneCatalog.all[8].name, "9 selects the ninth scene")
    }

    func testEscapeQuitsWhenNoGestureIsActive() throws {
        let app = try app()
        press(app, "Escape")
        XCTAssertTrue(app.wantsToQuit)
    }

    func testSpaceFreezesAnimationTimeAndDotSteps() throws {
        let app = try app()
        app.update(to: 1.0)
        press(app, "Space")
        app.update(to: 2.0)
        XCTAssertEqual(app.driver.now, 0, accuracy: 1e-9, "frozen: no time passes")
        press(app, ".")
        app.update(to: 3.0)
        XCTAssertEqual(app.driver.now, 1.0 / 60, accuracy: 1e-9, "one step is one frame")
        press(app, "Space")
        app.update(to: 3.5)
        XCTAssertEqual(app.driver.now, 1.0 / 60 + 0.5, accuracy: 1e-9)
    }

    func testTSlowsAnimationTimeTenfold() throws {
        let app = try app()
        app.update(to: 1.0)
        press(app, "T")
        app.update(to: 2.0)
        XCTAssertEqual(app.driver.now, 0.1, accuracy: 1e-9)
    }

    func testUnknownSceneNameListsValidOnes() {
        XCTAssertThrowsError(try PlaygroundApp(sceneName: "nope")) { error in
            XCTAssertEqual(error as? PlaygroundError, .unknownScene("nope"))
            XCTAssertEqual("\(error)", "unknown scene 'nope'; valid scenes: \(SceneCatalog.names.joined(separator: ", "))")
        }
    }

    func testBracketRaisesTheDampingRatioOfTheNextAnimation() throws {
        // The floating player builds its animator from the tuning when a gesture starts it.
        let app = try app("floating-player")
        let before = app.tuning.dampingRatio
        press(app, "]")
        press(app, "]")
        let drag = app.scene.demoDrag(in: CGSize(width: 1280, height: 800))
        app.handle(.pointer(PointerEvent(.down, location: drag.from, timestamp: 1.0)))
        app.handle(.pointer(PointerEvent(.up, location: drag.from, timestamp: 1.05)))   // a tap expands it
        app.update(to: 1.1)
        let animator = try XCTUnwrap(app.scene.animators.first, "the tap started an animation")
        let spring = try XCTUnwrap(animator.timingParameters as? SpringTimingParameters)
        XCTAssertEqual(spring.dampingRatio, before + 0.1, accuracy: 1e-9)
    }

    func testAKeyTheSceneDoesNotUseChangesNothingAndSaysSo() throws {
        // The half modal builds SwiftUI springs and never scrubs (F2: keys it ignores are shown).
        let app = try app("half-modal")
        XCTAssertFalse(KeyTable.keys(of: HalfModalScene.self).uses.contains(.scrubbing))
        let before = app.tuning
        press(app, "S")
        XCTAssertEqual(app.tuning, before, "S is not accepted silently")
        XCTAssertEqual(app.hud.message?.text, "S is not used in half-modal")
        XCTAssertEqual(KeyTable.keys(of: HalfModalScene.self).unusedKeys, ["S", "P", "L"])
    }

    func testEveryScenesUnusedKeysAreTheOnesItRefuses() throws {
        for type in SceneCatalog.all {
            let use = KeyTable.keys(of: type)
            XCTAssertFalse(use.parameters.isEmpty, type.name)
            for (key, unused) in [("[", "[ ]"), ("-", "- ="), ("S", "S"), ("P", "P"), ("L", "L")] {
                let action = try XCTUnwrap(KeyTable.action(for: key))
                XCTAssertEqual(use.takes(action), !use.unusedKeys.contains(unused), "\(type.name) \(key)")
            }
        }
    }

    func testHCyclesCompactFullOff() throws {
        let app = try app()
        XCTAssertTrue(app.showsHUD)
        XCTAssertEqual(app.hud.detail, .compact, "compact until asked")
        press(app, "H")
        XCTAssertEqual(app.hud.detail, .full)
        press(app, "H")
        XCTAssertFalse(app.showsHUD)
        press(app, "H")
        XCTAssertTrue(app.showsHUD)
        XCTAssertEqual(app.hud.detail, .compact)
    }

    func testATuningThatCannotBeSavedIsSaidInTheWindow() throws {
        // A directory that cannot exist: /dev/null is not a directory.
        let store = TuningStore(directory: "/dev/null/fluid", warn: { _ in })
        let app = try app("drawer", store: store)
        press(app, "]")
        let warning = try XCTUnwrap(store.lastError)
        XCTAssertEqual(app.hud.message?.text, "tuning not saved: \(warning)")
    }
}
