import Foundation
import Gestures
import Harness
import Input
import Platform
import XCTest
@testable import Playground

/// A vertical drag at x = 640: press, moves at 120 Hz over `duration`, an optional rest (zero
/// velocity at release, R29), release.
private func miniDrag(fromY: CGFloat, toY: CGFloat, start: Double = 0.1, duration: Double, rest: Double = 0) -> [InputRecord] {
    var records = [InputRecord(time: start, kind: .down(CGPoint(x: 640, y: fromY)))]
    let samples = max(1, Int((duration * 120).rounded()))
    for i in 1...samples {
        let f = CGFloat(i) / CGFloat(samples)
        records.append(InputRecord(time: start + duration * Double(f), kind: .move(CGPoint(x: 640, y: fromY + (toY - fromY) * f))))
    }
    let rests = Int((rest * 120).rounded())
    for i in stride(from: 1, through: rests, by: 1) {
        records.append(InputRecord(time: start + duration + rest * Double(i) / Double(rests), kind: .move(CGPoint(x: 640, y: toY))))
    }
    records.append(InputRecord(time: start + duration + rest, kind: .up(CGPoint(x: 640, y: toY))))
    return records
}

private func miniTap(_ point: CGPoint, at time: Double = 0.1) -> [InputRecord] {
    [InputRecord(time: time, kind: .down(point)), InputRecord(time: time + 0.05, kind: .up(point))]
}

/// Seed 004's mini player. Window 1280×800: the tab bar is 72 high (top at 728); closed, the
/// player container's top (the mini player bar, 64 high) is at 664; open, at 0.
final class MiniPlayerSceneTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)
    private let closedY = 664.0, tabBarY = 728.0
    private let miniBar = CGPoint(x: 640, y: 696)

    private func makeApp(scrubsLinearly: Bool? = nil) throws -> PlaygroundApp {
        let app = try PlaygroundApp(sceneName: "mini-player")
        app.showsHUD = false
        if let scrubsLinearly {
            var tuning = app.tuning
            tuning.scrubsLinearly = scrubsLinearly
            app.tuning = tuning
        }
        return app
    }

    private func scene(_ app: PlaygroundApp) throws -> MiniPlayerScene {
        try XCTUnwrap(app.scene as? MiniPlayerScene)
    }

    private func assertSettled(_ app: PlaygroundApp, open: Bool, file: StaticString = #filePath, line: UInt = #line) throws {
        let state = app.snapshot()
        // Twice the window's height: its background goes on below the window (issue 51).
        XCTAssertEqual(state.view("player")?.frame ?? [], [0, open ? 0 : closedY, 1280, 1600], file: file, line: line)
        XCTAssertEqual(Double(try scene(app).player.presentation.frame.minY), open ? 0 : closedY, accuracy: 0.01,
                       "drawn where the model says", file: file, line: line)
        // The tab bar slides down out of sight when the player opens (frame read with its transform).
        XCTAssertEqual(state.view("tabBar")?.frame ?? [], [0, open ? 800 : tabBarY, 1280, 72], file: file, line: line)
        XCTAssertEqual(state.view("playerContent")?.alpha ?? .nan, open ? 1 : 0, file: file, line: line)
        XCTAssertEqual(state.view("miniPlayer")?.alpha ?? .nan, open ? 0 : 1, file: file, line: line)
        XCTAssertTrue(state.animators.isEmpty, "runningAnimators cleared (R31)", file: file, line: line)
    }

    func testStartsClosedAboveTabBar() throws {
        let app = try makeApp()
        try ReplaySession(app: app, size: size, records: []).run(frames: 2)
        try assertSettled(app, open: false)
    }

    func testDragUpOpensPlayer() throws {
        let app = try makeApp()
        let session = try ReplaySession(app: app, size: size, records: miniDrag(fromY: 696, toY: 200, duration: 0.6, rest: 0.1))
        session.run()
        try assertSettled(app, open: true)
    }

    func testDragDownClosesPlayer() throws {
        let app = try makeApp()
        let open = miniDrag(fromY: 696, toY: 200, duration: 0.6, rest: 0.1)
        let close = miniDrag(fromY: 300, toY: 760, start: 3, duration: 0.6, rest: 0.1)
        let session = try ReplaySession(app: app, size: size, records: open + close)
        session.run()
        try assertSettled(app, open: false)
    }

    /// Three animators while dragging: the spring frame animator follows the finger; the fades,
    /// keyframed into the first half, have already done part of their work.
    func testDragScrubsFrameAndKeyframedFades() throws {
        let app = try makeApp()
        // R28: 342 points up reads 332 once the 10-point hysteresis is left out.
        let session = try ReplaySession(app: app, size: size, records: miniDrag(fromY: 696, toY: 354, duration: 0.4, rest: 1))
        session.run(frames: 45)   // 0.75 s: 332 points up, half of 664, still pressed
        let state = app.snapshot()
        XCTAssertEqual(state.animators.count, 3)
        XCTAssertTrue(state.animators.allSatisfy { !$0.isRunning && $0.state == StateSnapshot.name(of: .active) })
        let scene = try scene(app)
        XCTAssertEqual(Double(scene.player.presentation.frame.minY), closedY - 332, accuracy: 8, "the player follows the finger")
        XCTAssertEqual(Double(scene.tabBar.presentation.transform.translation.y), 36, accuracy: 2, "the tab bar half way down")
        // Half way along an animator whose fades fill its first half. R13 (v2): key times sit
        // after the curve, so the ease-in fade is 63.1 % done (0.3154 / 0.5), the ease-out one done.
        XCTAssertEqual(Double(scene.playerContent.presentation.alpha), 0.631, accuracy: 0.05)
        XCTAssertLessThan(Double(scene.miniPlayer.presentation.alpha), 0.1)
        session.run()
        try assertSettled(app, open: true)
    }

    /// The seed's `scrubsLinearly = false`: a scrubbed fade follows its ease-in curve, so early in
    /// the drag the player shows less than a linear scrub would show.
    func testFadesScrubAlongTheirCurvesUnlessToggled() throws {
        func contentAlpha(scrubsLinearly: Bool) throws -> Double {
            let app = try makeApp(scrubsLinearly: scrubsLinearly)
            let session = try ReplaySession(app: app, size: size, records: miniDrag(fromY: 696, toY: 563, duration: 0.4, rest: 1))
            session.run(frames: 45)   // 133 points up: a fifth of the way
            return Double(try scene(app).playerContent.presentation.alpha)
        }
        let alongCurve = try contentAlpha(scrubsLinearly: false)
        let linear = try contentAlpha(scrubsLinearly: true)
        XCTAssertEqual(linear, 0.4, accuracy: 0.03, "a fifth of the way is 40 % of a fade over the first half")
        XCTAssertLessThan(alongCurve, linear - 0.1)
        XCTAssertGreaterThan(alongCurve, 0)
    }

    func testFastShortFlickOpens() throws {
        let app = try makeApp()
        let session = try ReplaySession(app: app, size: size, records: miniDrag(fromY: 696, toY: 630, duration: 0.05))
        session.run()
        try assertSettled(app, open: true)
    }

    func testSlowShortDragReverses() throws {
        let app = try makeApp()
        let session = try ReplaySession(app: app, size: size, records: miniDrag(fromY: 696, toY: 596, duration: 0.8, rest: 0.1))
        session.run(frames: 54)   // 0.9 s: 100 points up
        XCTAssertLessThan(Double(try scene(app).player.presentation.frame.minY), closedY - 60)
        session.run()
        try assertSettled(app, open: false)
    }

    /// Issue 11: a short drag up (55–70 pt) released at rest jumped back to the bar in one frame
    /// (the reversed spring had only the few percent it had run to get back in). It glides back.
    func testShortDragReleasedAtRestGlidesBackToTheBar() throws {
        for distance in [55.0, 70.0] {
            let app = try makeApp()
            let session = ScriptedRun(app: app, size: size, records: miniDrag(fromY: 696, toY: 696 - CGFloat(distance), duration: 0.4, rest: 0.1))
            while !session.isFinished { session.step() }
            let player = try scene(app).player
            let released = Double(player.presentation.frame.minY)
            XCTAssertLessThan(released, closedY - 40, "\(distance) pt: lifted at the release")
            var frames = 0
            while abs(Double(player.presentation.frame.minY) - closedY) > 1, frames < 120 { session.step(); frames += 1 }
            XCTAssertGreaterThanOrEqual(frames, 8, "\(distance) pt: back over several frames, not one")
            session.run()
            try assertSettled(app, open: false)
        }
    }

    /// isGestureCancelled: past half way, a flick back down cancels the opening.
    func testFlickAgainstTheDirectionCancels() throws {
        let app = try makeApp()
        let records = miniDrag(fromY: 696, toY: 250, duration: 0.5) .dropLast()
            + miniDrag(fromY: 250, toY: 320, start: 0.6, duration: 0.05).dropFirst()
        let session = try ReplaySession(app: app, size: size, records: Array(records))
        session.run()
        try assertSettled(app, open: false)
    }

    func testTapOnMiniPlayerOpens() throws {
        let app = try makeApp()
        let session = try ReplaySession(app: app, size: size, records: miniTap(miniBar))
        session.run()
        try assertSettled(app, open: true)
    }

    /// Seed 000's scenario here: tap to open, catch the player mid-flight, flick it back down.
    func testTapThenPanMidFlightReverses() throws {
        let app = try makeApp()
        let pan = miniDrag(fromY: 700, toY: 780, start: 0.3, duration: 0.06)
        let session = try ReplaySession(app: app, size: size, records: miniTap(miniBar) + pan)
        session.run(frames: 18)   // 0.3 s: rising
        let y = Double(try scene(app).player.presentation.frame.minY)
        XCTAssertLessThan(y, closedY - 30, "under way when caught")
        XCTAssertGreaterThan(y, 30, "not there yet when caught")
        session.run()
        try assertSettled(app, open: false)
    }

    /// The R key flips every running animator: the coordinator takes the state from where its
    /// animators end, so nothing snaps at the end.
    func testAnimatorsReversedFromOutsideLandClosed() throws {
        let app = try makeApp()
        let session = try ReplaySession(app: app, size: size, records: miniTap(miniBar))
        session.run(frames: 18)
        for animator in app.scene.animators { animator.isReversed.toggle() }
        session.run()
        try assertSettled(app, open: false)
    }

    /// R31: focus lost mid-drag still lands the player (the nearer end).
    func testCancelledPanLandsThePlayer() throws {
        let app = try makeApp()
        var records = miniDrag(fromY: 696, toY: 560, duration: 0.3)
        records.removeLast()
        records.append(InputRecord(time: 0.45, kind: .focusLost))
        let session = try ReplaySession(app: app, size: size, records: records)
        session.run()
        try assertSettled(app, open: false)
    }

    func testResizeMidFlightLandsOpenForNewSize() throws {
        let app = try makeApp()
        let session = try ReplaySession(app: app, size: size, records: miniTap(miniBar))
        session.run(frames: 18)
        app.resize(to: CGSize(width: 900, height: 640))
        session.run()
        let state = app.snapshot()
        XCTAssertEqual(state.view("player")?.frame ?? [], [0, 0, 900, 1280])
        XCTAssertEqual(state.view("tabBar")?.frame ?? [], [0, 640, 900, 72])
        XCTAssertEqual(state.view("playerContent")?.alpha, 1)
        XCTAssertTrue(state.animators.isEmpty)
    }
}
