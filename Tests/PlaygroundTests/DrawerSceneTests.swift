import Foundation
import Gestures
import Harness
import Input
import Platform
import ScriptedInput
import XCTest
@testable import Playground

/// Seed 000's drawer, driven by scripted input through the real recognisers and frame loop.
/// Window 1280×800: closed, the drawer's top is at 800 − 45 = 755; open, at 755 − 305 = 450.
final class DrawerSceneTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)
    private let closedY = 755.0, openY = 450.0
    /// A point on the drawer clear of the toggle button (x 550…730).
    private let dragX: CGFloat = 200
    private let button = CGPoint(x: 640, y: 778)

    private func makeApp(tuning: SceneTuning? = nil) throws -> PlaygroundApp {
        let app = try PlaygroundApp(sceneName: "drawer")
        app.showsHUD = false
        if let tuning { app.tuning = tuning }
        return app
    }

    private func drawerY(_ app: PlaygroundApp) -> Double {
        app.snapshot().view("drawer")?.frame[1] ?? .nan
    }

    private func scene(_ app: PlaygroundApp) throws -> DrawerScene {
        try XCTUnwrap(app.scene as? DrawerScene)
    }

    /// Where the drawer's top is drawn now (presented values, mid-animation).
    private func presentedY(_ app: PlaygroundApp) throws -> Double {
        Double(try scene(app).drawer.presentedTransformedFrame.minY)
    }

    private func assertSettled(_ app: PlaygroundApp, at y: Double, open: Bool, file: StaticString = #filePath, line: UInt = #line) throws {
        let state = app.snapshot()
        XCTAssertEqual(state.view("drawer")?.frame[1] ?? .nan, y, accuracy: 0.01, file: file, line: line)
        XCTAssertEqual(try presentedY(app), y, accuracy: 0.01, "drawn where the model says", file: file, line: line)
        XCTAssertTrue(state.animators.isEmpty, "no animator left behind (R31)", file: file, line: line)
        XCTAssertEqual(try scene(app).isDrawerOpen, open, file: file, line: line)
    }

    func testDragUpOpensDrawer() throws {
        let app = try makeApp()
        let session = try ReplaySession(app: app, size: size,
                                        records: DragScript.verticalDrag(x: dragX, fromY: 775, toY: 480, duration: 0.3))
        session.run()
        try assertSettled(app, at: openY, open: true)
    }

    func testDragDownClosesOpenDrawer() throws {
        let app = try makeApp()
        let open = DragScript.verticalDrag(x: dragX, fromY: 775, toY: 480, duration: 0.3)
        let close = DragScript.verticalDrag(x: dragX, fromY: 470, toY: 780, start: 2.0, duration: 0.3)
        let session = try ReplaySession(app: app, size: size, records: open + close)
        session.run()
        try assertSettled(app, at: closedY, open: false)
    }

    func testScrubFollowsFinger() throws {
        // Mid-drag the drawer's top moves with the finger: 160 points up, 150 points open (R28:
        // the 10-point hysteresis is left out of the translation).
        let app = try makeApp()
        let records = DragScript.verticalDrag(x: dragX, fromY: 775, toY: 615, duration: 0.25, restBeforeRelease: 0.2)
        let session = try ReplaySession(app: app, size: size, records: records)
        session.run(frames: Int(0.4 * 60))   // after the moves, before the release
        XCTAssertEqual(try presentedY(app), closedY - 150, accuracy: 0.5)
        XCTAssertEqual(try scene(app).animator?.isRunning, false, "paused while scrubbing")
    }

    func testFastShortFlickOpensDrawer() throws {
        // 60 points in 50 ms (1200 pt/s up): the velocity, not the distance, decides.
        let app = try makeApp()
        let session = try ReplaySession(app: app, size: size,
                                        records: DragScript.verticalDrag(x: dragX, fromY: 775, toY: 715, duration: 0.05))
        session.run()
        try assertSettled(app, at: openY, open: true)
    }

    func testSlowShortDragSnapsBack() throws {
        // 60 points in 0.6 s (100 pt/s): too slow to be a flick and not half-way, so it closes.
        let app = try makeApp()
        let session = try ReplaySession(app: app, size: size,
                                        records: DragScript.verticalDrag(x: dragX, fromY: 775, toY: 715, duration: 0.6))
        session.run()
        try assertSettled(app, at: closedY, open: false)
    }

    func testSwipeAgainstDirectionReverses() throws {
        // The seed's rule: the direction of the swipe at release decides, not how far it got.
        let app = try makeApp()
        var records = DragScript.verticalDrag(x: dragX, fromY: 775, toY: 475, duration: 0.3)
        records.removeLast()   // no release yet: turn round and swipe down fast, ending 3/4 open
        records += DragScript.verticalDrag(x: dragX, fromY: 475, toY: 540, start: 0.4, duration: 0.05).dropFirst()
        let session = try ReplaySession(app: app, size: size, records: records)
        session.run()
        try assertSettled(app, at: closedY, open: false)
    }

    func testTapTogglesOpenThenClosed() throws {
        let app = try makeApp()
        let session = try ReplaySession(app: app, size: size,
                                        records: DragScript.tap(at: button, time: 0.1) + DragScript.tap(at: CGPoint(x: 640, y: 470), time: 1.6))
        session.run(frames: Int(1.5 * 60))
        try assertSettled(app, at: openY, open: true)
        session.run()
        try assertSettled(app, at: closedY, open: false)
    }

    func testTapStartsTheTunedEaseOut() throws {
        // The seed's ease-out over the tuned duration (1.2 s by default): about 0.48 s in
        // (0.4 of it) the drawer is 50–65 % open: ease-out front-loads the motion.
        let app = try makeApp()
        let session = try ReplaySession(app: app, size: size, records: DragScript.tap(at: button, time: 0.1))
        session.run(frames: 40)   // released at 0.18 s, taken at its sample time; the frame at 0.667 s
        let y = try presentedY(app)
        XCTAssertLessThan(y, closedY - 305 * 0.5)
        XCTAssertGreaterThan(y, closedY - 305 * 0.65)
        XCTAssertEqual(try scene(app).animator?.duration ?? 0, DrawerScene.defaultTuning.response, accuracy: 1e-9)
    }

    func testTapThenPanMidFlightReverses() throws {
        // Seed 000's own test: tap to open, catch the drawer mid-flight, swipe it back down.
        let app = try makeApp()
        let tap = DragScript.tap(at: button, time: 0.1, hold: 0.05)
        let session = try ReplaySession(app: app, size: size,
                                        records: tap + DragScript.verticalDrag(x: dragX, fromY: 720, toY: 790, start: 0.45, duration: 0.08))
        session.run(frames: Int(0.44 * 60))
        let caught = try presentedY(app)
        XCTAssertLessThan(caught, closedY - 60, "the tap started opening the drawer")
        XCTAssertGreaterThan(caught, openY + 20, "still mid-flight when caught")
        XCTAssertEqual(try scene(app).animator?.isRunning, true)
        session.run()
        try assertSettled(app, at: closedY, open: false)
    }

    func testCaughtMidFlightAndPushedOnOpens() throws {
        // The other way: catch the opening drawer and flick it further up; it opens.
        let app = try makeApp()
        let tap = DragScript.tap(at: button, time: 0.1, hold: 0.05)
        let session = try ReplaySession(app: app, size: size,
                                        records: tap + DragScript.verticalDrag(x: dragX, fromY: 720, toY: 660, start: 0.45, duration: 0.05))
        session.run()
        try assertSettled(app, at: openY, open: true)
    }

    func testTapMidFlightSendsDrawerBack() throws {
        // Toggling mid-flight means "the other way": a second tap on the moving button reverses.
        let app = try makeApp()
        let session = try ReplaySession(app: app, size: size, records: DragScript.tap(at: button, time: 0.1, hold: 0.05))
        session.run(frames: 24)
        let scene = try scene(app)
        let onButton = scene.toggleButton.convert(CGPoint(x: 90, y: 15), to: nil)   // its centre, where it is drawn now
        XCTAssertLessThan(Double(onButton.y), closedY - 40, "the button has risen with the drawer")
        app.handle(InputEvent(InputRecord(time: 0.41, kind: .down(onButton))))
        session.run(frames: 2)
        app.handle(InputEvent(InputRecord(time: 0.44, kind: .up(onButton))))
        session.run(frames: 1)   // the release reaches the scene at its frame's sample time (F7)
        XCTAssertEqual(scene.animator?.isReversed, true)
        session.run()
        try assertSettled(app, at: closedY, open: false)
    }

    func testCancelledPanStillSettles() throws {
        // R31: focus lost mid-drag (pan .cancelled): the drawer goes to the nearer end.
        let app = try makeApp()
        var records = DragScript.verticalDrag(x: dragX, fromY: 775, toY: 500, duration: 0.3)
        records.removeLast()
        records.append(InputRecord(time: 0.45, kind: .focusLost))
        let session = try ReplaySession(app: app, size: size, records: records)
        session.run()
        try assertSettled(app, at: openY, open: true)
    }

    /// The release spring's initial velocity (R24: distances per second), for a drag of 120
    /// points up from the closed drawer with a springy tuning; and the app, to settle.
    private func releaseVelocity(_ records: [InputRecord]) throws -> (relative: Double, app: PlaygroundApp) {
        let app = try makeApp(tuning: SceneTuning(dampingRatio: 0.6, response: 1.0))
        let session = try ReplaySession(app: app, size: size, records: records)
        while try scene(app).animator?.isRunning != true, session.runner.frame < 120 {
            session.run(frames: 1)
        }
        let animator = try XCTUnwrap(try scene(app).animator)
        guard case let .spring(_, _, _, velocity) = animator.currentRun.curve.parameters else {
            XCTFail("the release runs a spring")
            return (0, app)
        }
        session.run()
        return (Double(velocity.dx), app)
    }

    func testSpringTuningCarriesFingerVelocity() throws {
        // R24, F1: with a springy tuning the release is a spring that starts at the finger's
        // speed over the distance left: the finger let go 110 points up (R28 leaves the 10-point
        // hysteresis out), 195 points from open.
        let fast = try releaseVelocity(DragScript.verticalDrag(x: dragX, fromY: 775, toY: 655, duration: 0.1))
        let slow = try releaseVelocity(DragScript.verticalDrag(x: dragX, fromY: 775, toY: 655, duration: 0.4))
        XCTAssertEqual(fast.relative, 1200 / 195, accuracy: 1200 / 195 * 0.05)
        XCTAssertEqual(slow.relative, 300 / 195, accuracy: 300 / 195 * 0.05)
        try assertSettled(fast.app, at: openY, open: true)
        try assertSettled(slow.app, at: openY, open: true)
    }

    func testResizeMidFlightKeepsDrawerBottomAnchored() throws {
        let app = try makeApp()
        let session = try ReplaySession(app: app, size: size, records: DragScript.tap(at: button, time: 0.1))
        session.run(frames: 30)
        app.resize(to: CGSize(width: 900, height: 640))
        session.run()
        try assertSettled(app, at: 640 - 45 - 305, open: true)
        XCTAssertEqual(app.snapshot().view("drawer")?.frame[2], 900)
    }
}
