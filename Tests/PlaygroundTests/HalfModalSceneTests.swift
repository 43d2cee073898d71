import Foundation
import Gestures
import Harness
import Input
import Platform
import ScriptedInput
import XCTest
@testable import Playground

/// Seed 001's HalfModal. Window 1280×800: the sheet's top rests at 704 (collapsed, 96 points
/// showing), 400 (half) or 44 (full); the dimming view's alpha is 0, 0.45 × 304/660 and 0.45
/// there. A release projects the flick (velocity × 0.499 s) and picks the nearest detent.
final class HalfModalSceneTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)
    private let collapsedY = 704.0, halfY = 400.0, fullY = 44.0

    private func makeApp() throws -> PlaygroundApp {
        let app = try PlaygroundApp(sceneName: "half-modal")
        app.showsHUD = false
        return app
    }

    private func scene(_ app: PlaygroundApp) throws -> HalfModalScene {
        try XCTUnwrap(app.scene as? HalfModalScene)
    }

    private func presentedTop(_ app: PlaygroundApp) throws -> Double {
        Double(try scene(app).sheet.presentation.frame.minY)
    }

    private func dimming(_ y: Double) -> Double { 0.45 * (collapsedY - y) / (collapsedY - fullY) }

    private func assertRests(_ app: PlaygroundApp, at y: Double, _ detent: HalfModalScene.Detent,
                             height: Double = 756, file: StaticString = #filePath, line: UInt = #line) throws {
        let state = app.snapshot()
        XCTAssertEqual(state.view("sheet")?.frame[1] ?? .nan, y, accuracy: 0.01, file: file, line: line)
        // The window's height less the gap above full, and the room below it for overshoot.
        XCTAssertEqual(state.view("sheet")?.frame[3] ?? .nan, height + HalfModalScene.overshootRoom, accuracy: 0.01, file: file, line: line)
        XCTAssertEqual(try presentedTop(app), y, accuracy: 0.01, "drawn there", file: file, line: line)
        XCTAssertTrue(state.animators.isEmpty, file: file, line: line)
        XCTAssertEqual(try scene(app).detent, detent, file: file, line: line)
        // Collapsed top = window height − 96 = height + 44 − 96; the span to full is height − 96.
        let expectedDim = 0.45 * (height + 44 - 96 - y) / (height - 96)
        XCTAssertEqual(state.view("dimmingView")?.alpha ?? .nan, expectedDim, accuracy: 0.001, "dimming follows the sheet", file: file, line: line)
    }

    /// A flick up from the collapsed sheet: 80 points in 80 ms (1000 pt/s) projects past half.
    private func flickToFull(start: Double = 0.1) -> [InputRecord] {
        DragScript.verticalDrag(x: 640, fromY: 730, toY: 650, start: start, duration: 0.08)
    }

    func testDragToHalfAndHoldRestsAtHalf() throws {
        // No velocity at release (the finger rested): the nearest detent to where it is.
        let app = try makeApp()
        let session = try ReplaySession(app: app, size: size,
                                        records: DragScript.verticalDrag(x: 640, fromY: 730, toY: 440, duration: 0.4, restBeforeRelease: 0.1))
        session.run()
        try assertRests(app, at: halfY, .half)
    }

    func testFastShortFlickGoesFull() throws {
        // 80 points up, but at 1000 pt/s: projected to 624 − 499 = 125, nearest the full detent.
        let app = try makeApp()
        let session = ScriptedRun(app: app, size: size, records: flickToFull())
        session.run()
        try assertRests(app, at: fullY, .full)
    }

    func testSlowShortDragFallsBackToCollapsed() throws {
        // 60 points up at 100 pt/s: projected to about 594, still nearest collapsed.
        let app = try makeApp()
        let session = ScriptedRun(app: app, size: size,
                                  records: DragScript.verticalDrag(x: 640, fromY: 730, toY: 670, duration: 0.6))
        session.run()
        try assertRests(app, at: collapsedY, .collapsed)
    }

    func testDragDownFromFullCollapses() throws {
        let app = try makeApp()
        // F1 lengthens the flick's spring to keep the finger's speed: rested at full by 2.9 s.
        let down = DragScript.verticalDrag(x: 640, fromY: 70, toY: 690, start: 3.0, duration: 0.5, restBeforeRelease: 0.1)
        let session = ScriptedRun(app: app, size: size, records: flickToFull() + down)
        session.run(frames: Int(2.9 * 60))
        try assertRests(app, at: fullY, .full)
        session.run()
        try assertRests(app, at: collapsedY, .collapsed)
    }

    func testProjectionBeatsPosition() throws {
        // Released at 460 (nearest half) moving down at 600 pt/s: projected to about 760, so it
        // collapses — the momentum decides, as on iOS.
        let app = try makeApp()
        let up = DragScript.verticalDrag(x: 640, fromY: 730, toY: 440, duration: 0.4, restBeforeRelease: 0.1)
        let down = DragScript.verticalDrag(x: 640, fromY: 420, toY: 480, start: 2.5, duration: 0.1)
        let session = ScriptedRun(app: app, size: size, records: up + down)
        session.run(frames: 145)
        try assertRests(app, at: halfY, .half)
        session.run()
        try assertRests(app, at: collapsedY, .collapsed)
    }

    func testDimmingFollowsTheSheetWhileDragging() throws {
        let app = try makeApp()
        // 410 points up: the sheet 400 (R28 leaves the 10-point hysteresis out).
        let records = DragScript.verticalDrag(x: 640, fromY: 730, toY: 320, duration: 0.3, restBeforeRelease: 0.3)
        let session = ScriptedRun(app: app, size: size, records: records)
        session.run(frames: 27)
        let scene = try scene(app)
        XCTAssertEqual(try presentedTop(app), collapsedY - 400, accuracy: 0.5, "the sheet follows the finger")
        XCTAssertEqual(Double(scene.dimmingView.presentation.alpha), dimming(collapsedY - 400), accuracy: 0.002)
        XCTAssertTrue(scene.animators.isEmpty, "no animator while the finger holds the sheet")
    }

    func testRubberBandPastFull() throws {
        // Pulled 200 points beyond the full detent, the sheet goes less than half as far.
        let app = try makeApp()
        let pull = DragScript.verticalDrag(x: 640, fromY: 70, toY: -130, start: 1.5, duration: 0.3, restBeforeRelease: 0.3)
        let session = ScriptedRun(app: app, size: size, records: flickToFull() + pull)
        session.run(frames: Int(2.0 * 60))
        let top = try presentedTop(app)
        XCTAssertLessThan(top, fullY - 20)
        XCTAssertGreaterThan(top, fullY - 100)
        session.run()
        try assertRests(app, at: fullY, .full)
    }

    func testSpringStartsAtFingerSpeed() throws {
        // R24, F1: released at 1000 pt/s up, the spring to the full detent starts at that speed
        // over the distance left, from the finger's last place (top 704 − 190 = 514: R28 leaves
        // the 10-point hysteresis out of the translation).
        let app = try makeApp()
        let session = ScriptedRun(app: app, size: size,
                                  records: DragScript.verticalDrag(x: 640, fromY: 730, toY: 530, duration: 0.2))
        while try scene(app).animator == nil, session.frame < 120 { session.step() }
        let animator = try XCTUnwrap(try scene(app).animator)
        guard case let .spring(_, _, _, velocity) = animator.currentRun.curve.parameters else {
            return XCTFail("the release runs a spring")
        }
        let distance = (collapsedY - 190) - fullY
        XCTAssertEqual(Double(velocity.dx), 1000 / distance, accuracy: 1000 / distance * 0.05)
        session.run()
        try assertRests(app, at: fullY, .full)
    }

    func testTapDimmingThenCatchMidFlightSendsItBack() throws {
        // Tap the dimmed background: the sheet heads down; catch it on the way and flick it up.
        let app = try makeApp()
        let session = ScriptedRun(app: app, size: size, records: flickToFull() + DragScript.tap(at: CGPoint(x: 640, y: 20), time: 1.5))
        session.run(frames: Int(1.65 * 60))
        let scene = try scene(app)
        XCTAssertEqual(scene.detent, .collapsed, "the tap sent it down")
        let top = try presentedTop(app)
        XCTAssertGreaterThan(top, fullY + 40, "on its way down")
        XCTAssertLessThan(top, collapsedY - 100, "not there yet")
        // Press where the sheet is drawn in the frame the press lands in.
        while session.nextFrameTime < 1.7 { session.step() }
        let grab = CGFloat(try presentedTop(app) + 30)
        session.deliver(DragScript.verticalDrag(x: 640, fromY: grab, toY: grab - 100, start: 1.7, duration: 0.08))
        session.run()
        try assertRests(app, at: fullY, .full)
    }

    func testCaughtSheetStopsWhereItIsDrawn() throws {
        // R5, F3: pressing on a sheet in flight stops the spring at once, where the sheet is
        // drawn (the pan begins on the press: the "instant pan"); from then on it follows the
        // finger from the press, with no jump.
        let app = try makeApp()
        let session = ScriptedRun(app: app, size: size, records: flickToFull())
        session.run(frames: 16)
        XCTAssertNotNil(try scene(app).animator)
        while session.nextFrameTime < 0.29 { session.step() }   // the last frame drawn before the press
        let drawn = try presentedTop(app)
        let grab = CGFloat(drawn + 20)
        session.deliver([InputRecord(time: 0.29, kind: .down(CGPoint(x: 640, y: grab)))])
        XCTAssertNil(try scene(app).animator, "stopped by the press itself")
        XCTAssertEqual(try presentedTop(app), drawn, accuracy: 0.01, "no jump at the catch")
        session.step()
        XCTAssertEqual(try presentedTop(app), drawn, accuracy: 0.01, "held under the finger")
        session.deliver([InputRecord(time: 0.31, kind: .move(CGPoint(x: 640, y: grab + 20)))])
        // The frames show the finger a resampling delay late (F7): once that has passed, and the
        // finger is seen to have stopped, the sheet is where the finger is.
        for _ in 0..<3 { session.step() }
        // Begun on the press: 20 points from the press are 20 points (no slop to leave out).
        XCTAssertEqual(try presentedTop(app), drawn + 20, accuracy: 0.01, "then it follows the finger")
        session.deliver([InputRecord(time: 0.35, kind: .up(CGPoint(x: 640, y: grab + 20)))])
        session.run()
        XCTAssertTrue(app.snapshot().animators.isEmpty)
    }

    func testAPressOnTheSheetAtRestLeavesTapsAndTheSlopAsTheyAre() throws {
        // At rest the pan waits for its 10 points (R27, R28): a tap on the dimming view still taps.
        let app = try makeApp()
        let session = ScriptedRun(app: app, size: size, records: flickToFull())
        session.run()
        XCTAssertFalse(try XCTUnwrap(app.scene.pans.first).beginsOnPress || app.scene.animators.contains { $0.isRunning })
        session.deliver(DragScript.tap(at: CGPoint(x: 640, y: 20), time: session.nextFrameTime + 0.1))
        session.run()
        try assertRests(app, at: collapsedY, .collapsed)
    }

    func testTuningChangeMidFlightReContinuesTheSpring() throws {
        // R15: a new damping/response re-continues the spring in flight from where it is.
        let app = try makeApp()
        let session = ScriptedRun(app: app, size: size, records: flickToFull())
        session.run(frames: 16)
        let animator = try XCTUnwrap(try scene(app).animator)
        let before = try presentedTop(app)
        app.tuning = SceneTuning(dampingRatio: 0.4, response: 0.8)
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(try presentedTop(app), before, accuracy: 1e-9, "no jump (R9)")
        session.run()
        try assertRests(app, at: fullY, .full)
    }

    func testCancelledPanGoesToNearestDetent() throws {
        // R31: focus lost mid-drag near half: no velocity, the nearest detent.
        let app = try makeApp()
        var records = DragScript.verticalDrag(x: 640, fromY: 730, toY: 470, duration: 0.3)
        records.removeLast()
        records.append(InputRecord(time: 0.5, kind: .focusLost))
        let session = ScriptedRun(app: app, size: size, records: records)
        session.run()
        try assertRests(app, at: halfY, .half)
    }

    func testResizeAtRestKeepsDetent() throws {
        // A careful drag that slows to a stop at 414 settles at half; then the window shrinks.
        let app = try makeApp()
        let session = ScriptedRun(app: app, size: size,
                                  records: DragScript.verticalDrag(x: 640, fromY: 730, toY: 440, duration: 0.5, ease: .easeOut))
        session.run()
        app.resize(to: CGSize(width: 1000, height: 600))
        try assertRests(app, at: 300, .half, height: 556)
        XCTAssertEqual(app.snapshot().view("sheet")?.frame[2], 1000)
    }

    func testResizeMidFlightRetargetsSameDetent() throws {
        let app = try makeApp()
        let session = ScriptedRun(app: app, size: size, records: flickToFull())
        session.run(frames: 18)
        XCTAssertNotNil(try scene(app).animator)
        app.resize(to: CGSize(width: 1000, height: 600))
        session.run()
        try assertRests(app, at: fullY, .full, height: 556)
    }
}
