import Foundation
import Gestures
import Input
import Platform
import ScriptedInput
import XCTest
@testable import Playground

/// Seed 001's second sample. Window 1280×800: the sheet's top goes from 720 (80 points showing)
/// to 64 — 656 points — while its top corners round from 0 to 200 and the picture behind blurs
/// to σ 20. Stepped without drawing (see `ScriptedRun`).
final class CardBlurSceneTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    private func makeApp() throws -> PlaygroundApp {
        let app = try PlaygroundApp(sceneName: "card-blur")
        app.showsHUD = false
        return app
    }

    private func scene(_ app: PlaygroundApp) throws -> CardBlurScene {
        try XCTUnwrap(app.scene as? CardBlurScene)
    }

    private func pullUp(start: Double = 0.1) -> [InputRecord] {
        DragScript.verticalDrag(x: 640, fromY: 770, toY: 300, start: start, duration: 0.3)
    }

    /// Model (`--state`) and drawn values both at rest, the animators gone.
    private func assertRests(_ app: PlaygroundApp, expanded: Bool, size: CGSize = CGSize(width: 1280, height: 800),
                             radius: Double = 200, file: StaticString = #filePath, line: UInt = #line) throws {
        let state = app.snapshot()
        let top = expanded ? 64 : Double(size.height) - 80
        let frame = [0, top, Double(size.width), Double(size.height) - top]
        XCTAssertEqual(state.view("whiteView")?.frame, frame, file: file, line: line)
        XCTAssertEqual(state.view("whiteView")?.cornerRadius ?? .nan, expanded ? radius : 0, accuracy: 0.01, file: file, line: line)
        XCTAssertEqual(state.view("blurView")?.blurRadius ?? .nan, expanded ? 20 : 0, accuracy: 0.01, file: file, line: line)
        XCTAssertEqual(state.view("blurView")?.alpha ?? .nan, expanded ? 1 : 0, accuracy: 0.01, file: file, line: line)
        XCTAssertTrue(state.animators.isEmpty, "both animators done (R31)", file: file, line: line)
        let scene = try scene(app)
        XCTAssertEqual(Double(scene.whiteView.presentation.frame.minY), top, accuracy: 0.01, "drawn there", file: file, line: line)
        XCTAssertEqual(Double(scene.blurView.presentation.blurRadius), expanded ? 20 : 0, accuracy: 0.01, file: file, line: line)
        XCTAssertEqual(scene.whiteViewState, expanded ? .expanded : .collapsed, file: file, line: line)
    }

    func testPullUpRaisesSheetRoundsCornersAndBlurs() throws {
        let app = try makeApp()
        let session = ScriptedRun(app: app, size: size, records: pullUp())
        session.run()
        try assertRests(app, expanded: true)
    }

    func testDragDownLowersSheet() throws {
        let app = try makeApp()
        let down = DragScript.verticalDrag(x: 640, fromY: 150, toY: 650, start: 4.0, duration: 0.3)
        let session = ScriptedRun(app: app, size: size, records: pullUp() + down)
        session.run(frames: Int(3.9 * 60))
        try assertRests(app, expanded: true)
        session.run()
        try assertRests(app, expanded: false)
    }

    func testScrubDrivesBothAnimatorsInStep() throws {
        // Half the travel (328 of 656 points): the sheet half-way with radius 100, the blur
        // half-way on the other animator — two animators, one fraction. R28: a 338-point drag
        // reads 328 once the 10-point hysteresis is left out.
        let app = try makeApp()
        let records = DragScript.verticalDrag(x: 640, fromY: 770, toY: 432, duration: 0.3, restBeforeRelease: 0.3)
        let session = ScriptedRun(app: app, size: size, records: records)
        session.run(frames: 27)
        let scene = try scene(app)
        XCTAssertEqual(scene.animators.count, 2)
        XCTAssertTrue(scene.animators.allSatisfy { !$0.isRunning && abs($0.fractionComplete - 0.5) < 1e-9 })
        XCTAssertEqual(Double(scene.whiteView.presentation.frame.minY), 720 - 328, accuracy: 0.5)
        XCTAssertEqual(Double(scene.whiteView.presentation.cornerRadius), 100, accuracy: 0.2)
        XCTAssertEqual(Double(scene.blurView.presentation.blurRadius), 10, accuracy: 0.05)
        XCTAssertEqual(Double(scene.blurView.presentation.alpha), 0.5, accuracy: 0.005)
    }

    func testFastShortFlickCompletes() throws {
        let app = try makeApp()
        let session = ScriptedRun(app: app, size: size,
                                  records: DragScript.verticalDrag(x: 640, fromY: 770, toY: 710, duration: 0.05))
        session.run()
        try assertRests(app, expanded: true)
    }

    func testSlowShortDragFallsBack() throws {
        let app = try makeApp()
        let session = ScriptedRun(app: app, size: size,
                                  records: DragScript.verticalDrag(x: 640, fromY: 770, toY: 710, duration: 0.6))
        session.run()
        try assertRests(app, expanded: false)
    }

    func testSwipeDownAtReleaseReversesBoth() throws {
        // 80 % up, then a fast swipe down: both animators reverse and finish at their start.
        let app = try makeApp()
        var records = DragScript.verticalDrag(x: 640, fromY: 770, toY: 245, duration: 0.3)
        records.removeLast()
        records += DragScript.verticalDrag(x: 640, fromY: 245, toY: 305, start: 0.45, duration: 0.05).dropFirst()
        let session = ScriptedRun(app: app, size: size, records: records)
        session.run()
        try assertRests(app, expanded: false)
    }

    func testCaughtMidFlightAndPushedBack() throws {
        let app = try makeApp()
        let session = ScriptedRun(app: app, size: size,
                                  records: DragScript.verticalDrag(x: 640, fromY: 770, toY: 710, duration: 0.05))
        session.run(frames: 24)
        let scene = try scene(app)
        XCTAssertTrue(scene.animators.allSatisfy(\.isRunning))
        let top = scene.whiteView.presentation.frame.minY
        XCTAssertLessThan(Double(top), 650, "on its way up")
        XCTAssertGreaterThan(Double(top), 64, "not there yet")
        session.deliver(DragScript.verticalDrag(x: 640, fromY: top + 30, toY: top + 110, start: 0.42, duration: 0.05))
        session.run()
        try assertRests(app, expanded: false)
    }

    func testCancelledPanGoesToNearerEnd() throws {
        // R31: focus lost 70 % of the way up: both animators finish raising the sheet.
        let app = try makeApp()
        var records = DragScript.verticalDrag(x: 640, fromY: 770, toY: 310, duration: 0.3)
        records.removeLast()
        records.append(InputRecord(time: 0.5, kind: .focusLost))
        let session = ScriptedRun(app: app, size: size, records: records)
        session.run()
        try assertRests(app, expanded: true)
    }

    func testResizeMidFlightLandsForNewSizeWithRadiusThatFits() throws {
        // A narrow window: the raised sheet is 360 wide, so its corners stop at 180, not 200.
        let app = try makeApp()
        let session = ScriptedRun(app: app, size: size,
                                  records: DragScript.verticalDrag(x: 640, fromY: 770, toY: 570, duration: 0.1))
        session.run(frames: 40)
        XCTAssertTrue(try scene(app).animators.allSatisfy(\.isRunning))
        let narrow = CGSize(width: 360, height: 700)
        app.resize(to: narrow)
        XCTAssertTrue(try scene(app).animators.allSatisfy(\.isRunning), "still on its way")
        session.run()
        try assertRests(app, expanded: true, size: narrow, radius: 180)
    }
}
