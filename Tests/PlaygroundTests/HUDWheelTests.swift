import Foundation
import Gestures
import Input
import XCTest
@testable import Playground

/// The mouse wheel over a HUD number changes it: one notch, one step of the number's keys.
final class HUDWheelTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    private func app(_ scene: String = DrawerScene.name) throws -> PlaygroundApp {
        let app = try PlaygroundApp.forTests(scene: scene)
        app.showsHUD = true
        app.resize(to: size)
        return app
    }

    /// A point on the tuning line, `x` points into the panel.
    private func onTuningLine(_ app: PlaygroundApp, x: CGFloat) -> CGPoint {
        let panel = app.hud.panelFrame(size: size, animatorCount: app.scene.animators.count)
        return CGPoint(x: panel.minX + x, y: panel.minY + 30)
    }

    private func wheel(_ app: PlaygroundApp, at point: CGPoint, dy: CGFloat, type: ScrollEvent.ScrollType = .discrete, time: Double = 1) {
        app.handle(.scroll(ScrollEvent(location: point, delta: CGPoint(x: 0, y: dy), timestamp: time, type: type)))
    }

    func testANotchUpOverTheDampingRatioRaisesItOneStep() throws {
        let app = try app()
        let before = app.tuning
        wheel(app, at: onTuningLine(app, x: 20), dy: ScrollEvent.pointsPerNotch)
        XCTAssertEqual(app.tuning.dampingRatio, before.dampingRatio + SceneTuning.step, accuracy: 1e-9)
        XCTAssertEqual(app.tuning.response, before.response)
        wheel(app, at: onTuningLine(app, x: 20), dy: -ScrollEvent.pointsPerNotch, time: 1.1)
        wheel(app, at: onTuningLine(app, x: 20), dy: -ScrollEvent.pointsPerNotch, time: 1.2)
        XCTAssertEqual(app.tuning.dampingRatio, before.dampingRatio - SceneTuning.step, accuracy: 1e-9)
    }

    func testANotchOverTheResponseChangesTheResponse() throws {
        let app = try app()
        let before = app.tuning
        wheel(app, at: onTuningLine(app, x: 100), dy: ScrollEvent.pointsPerNotch)
        XCTAssertEqual(app.tuning.response, before.response + SceneTuning.step, accuracy: 1e-9)
        XCTAssertEqual(app.tuning.dampingRatio, before.dampingRatio)
    }

    func testTouchpadScrollingStepsOncePerNotchsWorth() throws {
        let app = try app()
        let before = app.tuning
        wheel(app, at: onTuningLine(app, x: 100), dy: 2.5 * ScrollEvent.pointsPerNotch, type: .continuous)
        XCTAssertEqual(app.tuning.response, before.response + 2 * SceneTuning.step, accuracy: 1e-9)
        wheel(app, at: onTuningLine(app, x: 100), dy: 0.5 * ScrollEvent.pointsPerNotch, type: .continuous, time: 1.01)
        XCTAssertEqual(app.tuning.response, before.response + 3 * SceneTuning.step, accuracy: 1e-9, "the half left over counts")
    }

    func testTheWheelElsewhereLeavesTheTuningAndIsRecorded() throws {
        let app = try app()
        let before = app.tuning
        let elsewhere = ScrollEvent(location: CGPoint(x: 100, y: 400), delta: CGPoint(x: 0, y: 10), timestamp: 1, type: .discrete)
        app.handle(.scroll(elsewhere))
        XCTAssertEqual(app.tuning, before)
        XCTAssertTrue(app.records(.scroll(elsewhere)))
        let over = ScrollEvent(location: onTuningLine(app, x: 20), delta: CGPoint(x: 0, y: 10), timestamp: 1, type: .discrete)
        XCTAssertFalse(app.records(.scroll(over)), "the HUD's own input stays out of recordings, as dragging it does")
    }

    /// The wheel the HUD takes is the wheel left out of recordings, along the whole tuning line of
    /// every scene: the scroll view's line names its numbers differently, so its parts differ.
    func testWhatTheWheelTakesIsWhatRecordingsLeaveOut() throws {
        for type in SceneCatalog.builtIn {
            let app = try app(type.name)
            let panel = app.hud.panelFrame(size: size, animatorCount: app.scene.animators.count)
            for x in stride(from: CGFloat(0), through: panel.width, by: 2) {
                let event = ScrollEvent(location: onTuningLine(app, x: x), delta: .zero, timestamp: 1, type: .discrete)
                XCTAssertEqual(app.records(.scroll(event)), !app.takeWheel(event), "\(type.name) at x \(x)")
            }
        }
    }

    func testAHiddenHUDTakesNoWheel() throws {
        let app = try app()
        app.showsHUD = false
        let before = app.tuning
        wheel(app, at: onTuningLine(app, x: 20), dy: ScrollEvent.pointsPerNotch)
        XCTAssertEqual(app.tuning, before)
    }

    func testAScenesUnusedNumberSaysSoAsItsKeyDoes() throws {
        let app = try app(GalleryScene.name)
        let before = app.tuning
        wheel(app, at: onTuningLine(app, x: 20), dy: ScrollEvent.pointsPerNotch)
        XCTAssertEqual(app.tuning, before)
        XCTAssertEqual(app.hud.message?.text, "] is not used in gallery")
    }
}
