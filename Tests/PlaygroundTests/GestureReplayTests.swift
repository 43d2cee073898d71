import Foundation
import Gestures
import Harness
import Input
import Platform
import ScriptedInput
import ViewTree
import XCTest
@testable import Playground

/// `G`: the last drag again, from where it began, under the current tuning, with the
/// run it replaces as a ghost on the same clock; `C` prints and copies the tuning as code.
final class GestureReplayTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    /// The drawer opened by a flick up released half-way (a ζ 1 spring takes it on), settled.
    private func openedDrawer() throws -> (PlaygroundApp, ScriptedRun) {
        let app = try PlaygroundApp.forTests(scene: "drawer")
        let drag = DragScript.verticalDrag(x: 640, fromY: 778, toY: 620, start: 0.1, duration: 0.1)
        let run = ScriptedRun(app: app, size: size, records: drag)
        run.run()
        return (app, run)
    }

    private func press(_ key: String, in run: ScriptedRun) {
        run.deliver([InputRecord(time: run.nextFrameTime, kind: .key(key))])
    }

    private func drawerY(_ app: PlaygroundApp) throws -> CGFloat {
        try XCTUnwrap(app.scene.view.viewNamed("drawer")).presentedTransformedFrame.minY
    }

    func testGPlaysTheLastDragAgainFromWhereItBeganWithoutPointerInput() throws {
        let (app, run) = try openedDrawer()
        let open = try drawerY(app)
        press("G", in: run)
        let closed = try drawerY(app)
        XCTAssertGreaterThan(closed, open + 200, "the scene is back where the drag began (closed)")
        XCTAssertNotNil(app.replay, "the replay runs")
        var ys: [CGFloat] = []
        // F1 may lengthen the release's spring to keep the finger's speed (up to 3 s).
        for _ in 0..<200 {
            run.step()
            ys.append(try drawerY(app))
        }
        XCTAssertEqual(try XCTUnwrap(ys.last), open, accuracy: 0.5, "the replayed drag opens the drawer again")
        XCTAssertLessThan(try XCTUnwrap(ys.min()), closed - 200, "the drawer moved with no pointer input")
    }

    func testTheGhostRunsThePreviousTuningAndTheSceneTheCurrentOne() throws {
        let (app, run) = try openedDrawer()
        for _ in 0..<10 { press("[", in: run) }   // ζ 0.8 → 0.3: the drawer's spring overshoots more
        press("G", in: run)
        let replay = try XCTUnwrap(app.replay)
        XCTAssertEqual(replay.ghostTuning.dampingRatio, DrawerScene.defaultTuning.dampingRatio, accuracy: 1e-9)
        XCTAssertEqual(app.tuning.dampingRatio, DrawerScene.defaultTuning.dampingRatio - 0.5, accuracy: 1e-9)
        var differed = false
        for _ in 0..<40 {
            run.step()
            guard let ghost = app.replay?.ghostView else { continue }
            XCTAssertEqual(ghost.name, "drawer")
            XCTAssertFalse(ghost === app.scene.view.viewNamed("drawer"), "the ghost is a view of its own run")
            if abs(ghost.presentedTransformedFrame.minY - (try drawerY(app))) > 1 { differed = true }
        }
        XCTAssertTrue(differed, "the ζ 1 and ζ 0.5 springs move differently after the release")
    }

    func testUnderTheSameTuningTheGhostCoincidesWithTheScene() throws {
        let (app, run) = try openedDrawer()
        press("G", in: run)
        for _ in 0..<50 {
            run.step()
            guard let ghost = app.replay?.ghostView else { continue }
            XCTAssertEqual(ghost.presentedTransformedFrame.minY, try drawerY(app), accuracy: 1e-9)
        }
    }

    func testGAgainComparesWithTheRunBeforeIt() throws {
        let (app, run) = try openedDrawer()
        for _ in 0..<4 { press("[", in: run) }
        press("G", in: run)
        run.run(frames: 120)
        for _ in 0..<4 { press("[", in: run) }   // 0.6 → 0.4
        press("G", in: run)
        XCTAssertEqual(try XCTUnwrap(app.replay).ghostTuning.dampingRatio, DrawerScene.defaultTuning.dampingRatio - 0.2,
                       accuracy: 1e-9, "the ghost is the last G's run")
        run.run(frames: 120)
        XCTAssertEqual(try drawerY(app), 450, accuracy: 0.5)
    }

    func testTheGhostGoesOnceBothRunsHaveComeToRest() throws {
        let (app, run) = try openedDrawer()
        press("G", in: run)
        XCTAssertFalse(app.isSettled)
        run.run()
        XCTAssertNil(app.replay)
        XCTAssertTrue(app.isSettled)
    }

    func testGBeforeAnyDragSaysWhatItDoesAndChangesNothing() throws {
        let app = try PlaygroundApp.forTests(scene: "drawer")
        let run = ScriptedRun(app: app, size: size, records: [])
        run.run(frames: 2)
        let scene = app.scene
        press("G", in: run)
        XCTAssertTrue(app.scene === scene)
        XCTAssertNil(app.replay)
        XCTAssertTrue(app.hud.message?.text.contains("drag first") == true, "\(String(describing: app.hud.message))")
    }

    func testLivePointerInputWaitsForTheReplayedDragThenTakesTheGhostAway() throws {
        let (app, run) = try openedDrawer()
        press("G", in: run)
        run.step()
        XCTAssertTrue(try XCTUnwrap(app.replay).isDelivering)
        run.deliver([InputRecord(time: run.nextFrameTime, kind: .down(CGPoint(x: 100, y: 100)))])
        XCTAssertNotNil(app.replay, "a press during the replayed drag is not taken")
        run.run(frames: 30)
        run.deliver([InputRecord(time: run.nextFrameTime, kind: .down(CGPoint(x: 100, y: 100))),
                     InputRecord(time: run.nextFrameTime + 0.05, kind: .up(CGPoint(x: 100, y: 100)))])
        XCTAssertNil(app.replay, "a press after it ends the comparison")
    }

    func testGWorksInEveryDraggableScene() throws {
        for type in SceneCatalog.all where !type.init().pans.isEmpty {
            let app = try PlaygroundApp.forTests(scene: type.name)
            app.resize(to: size)   // laid out, so the demo drag lands on the scene's views
            let demo = app.scene.demoDrag(in: size)
            let drag = DragScript.drag(from: demo.from, to: demo.to, start: 0.1, duration: 0.2)
            let run = ScriptedRun(app: app, size: size, records: drag)
            run.run()
            let dragged = try XCTUnwrap(app.scene.movingView, type.name)
            let end = dragged.presentedTransformedFrame
            press("G", in: run)
            let start = try XCTUnwrap(app.scene.movingView).presentedTransformedFrame
            XCTAssertNotNil(app.replay?.ghostView, "\(type.name): a ghost to compare with")
            var moved = false
            for _ in 0..<90 {
                run.step()
                if let view = app.scene.movingView, view.presentedTransformedFrame != start { moved = true }
            }
            XCTAssertTrue(moved, "\(type.name): the dragged view moves again without pointer input")
            run.run()
            let again = try XCTUnwrap(app.scene.movingView).presentedTransformedFrame
            XCTAssertEqual(again.minY, end.minY, accuracy: 1, "\(type.name): the same drag under the same tuning ends where it did")
            XCTAssertEqual(again.minX, end.minX, accuracy: 1, "\(type.name)")
        }
    }

    func testTheTraceShowsTheReplayAndTheGhost() throws {
        let app = try PlaygroundApp.forTests(scene: "drawer")
        var text = ""
        app.trace = FrameTrace(origin: 0) { text += $0 }
        let records = DragScript.verticalDrag(x: 640, fromY: 778, toY: 470, start: 0.1, duration: 0.15)
            + [InputRecord(time: 1.5, kind: .key("[")), InputRecord(time: 1.6, kind: .key("G"))]
        let session = try ReplaySession(app: app, size: size, records: records)
        session.run()
        app.trace?.flush()
        let lines = try text.split(separator: "\n").map {
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let after = lines.filter { (($0["t"] as? Double) ?? 0) > 1.6 }
        let ghosted = after.filter { $0["ghost"] != nil }
        XCTAssertGreaterThan(ghosted.count, 10)
        for line in ghosted {
            let ghost = try XCTUnwrap(line["ghost"] as? [String: Any])
            XCTAssertNotNil(ghost["drawer"])
            XCTAssertEqual((line["ghostTuning"] as? [String: Any])?["dampingRatio"] as? Double, DrawerScene.defaultTuning.dampingRatio)
        }
        let ys = try after.map { line -> Double in
            let views = try XCTUnwrap(line["views"] as? [String: Any])
            let drawer = try XCTUnwrap(views["drawer"] as? [String: Any])
            return try XCTUnwrap((drawer["frame"] as? [Double])?[1])
        }
        XCTAssertGreaterThan(try XCTUnwrap(ys.max()) - (try XCTUnwrap(ys.min())), 200, "the drawer moves again")
        // The replayed drag shows as the pointer, as the live one did.
        XCTAssertTrue(after.contains { ($0["pointer"] as? [String: Any])?["down"] as? Bool == true }, "the replayed pointer is down")
    }

    // MARK: C

    func testCPrintsAndCopiesTheTuningAsCodeAndSaysSo() throws {
        let app = try PlaygroundApp.forTests(scene: "half-modal")
        var copied: String?, printed = ""
        app.clipboard = { copied = $0; return true }
        app.printExport = { printed += $0 }
        app.handle(.key(name: "C", timestamp: 0))
        let text = try XCTUnwrap(copied)
        XCTAssertEqual(text, printed)
        XCTAssertTrue(text.contains(".spring(response: 0.75, dampingFraction: 0.9)"), text)
        XCTAssertTrue(app.hud.message?.text.contains("copied") == true)
    }

    func testCWithoutAClipboardStillPrintsAndSaysSo() throws {
        let app = try PlaygroundApp.forTests(scene: "drawer")
        var printed = ""
        app.printExport = { printed += $0 }
        app.handle(.key(name: "C", timestamp: 0))
        XCTAssertTrue(printed.contains("UIViewPropertyAnimator"))
        XCTAssertTrue(app.hud.message?.text.contains("no clipboard") == true)
    }
}
