import FileSafety
import Foundation
import Gestures
import Harness
import Input
import ScriptedInput
import XCTest
@testable import Playground

/// The project's own interactions as regression tests (`fluid check Tests/Interactions`, run by
/// `make test`): for every scene with something to throw, a flick, a slow drag, a flick caught
/// on its way, and a release 40 ms after the last move (R29's edge), with bounds on their feel
/// reports (F1, F7) at today's numbers with a margin.
///
/// A change that alters the feel fails the check and is accepted on purpose: run these tests
/// with FLUID_UPDATE_INTERACTIONS=1 and commit Tests/Interactions/ (as with the goldens).
final class InteractionCorpusTests: XCTestCase {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Interactions").path
    private let size = CheckSpec.defaultSize

    /// The scenes with something to throw (the lab's slider scrubs; the gallery's panel throws nothing).
    static var draggableScenes: [Scene.Type] {
        SceneCatalog.all.filter { $0 != AnimatorLabScene.self && $0 != GalleryScene.self }
    }

    static let kinds = ["flick", "slow-drag", "flick-and-catch", "release-40ms-after-last-move",
                        "flick-125hz-up-2ms-late", "flick-125hz-up-6ms-late", "flick-125hz-up-12ms-late"]

    /// `kind`'s recording in `scene`, along the scene's demo drag.
    private func recording(_ kind: String, scene: Scene.Type) throws -> [InputRecord] {
        let app = PlaygroundApp(sceneType: scene)
        app.showsHUD = false
        app.resize(to: size)
        let demo = app.scene.demoDrag(in: size)
        func along(_ f: CGFloat) -> CGPoint {
            CGPoint(x: demo.from.x + (demo.to.x - demo.from.x) * f, y: demo.from.y + (demo.to.y - demo.from.y) * f)
        }
        let flick = DragScript.drag(from: demo.from, to: along(0.35), start: 0.1, duration: 0.1)
        switch kind {
        case "flick":
            return flick
        case "slow-drag":
            return DragScript.drag(from: demo.from, to: demo.to, start: 0.1, duration: 1.5)
        case "flick-and-catch":
            // Caught 0.15 s after the release where the finger left the view, moved on with it.
            let release = try XCTUnwrap(flick.last)
            let run = ScriptedRun(app: app, size: size, records: flick)
            let catchTime = release.time + 0.15
            var origin: CGPoint?
            while run.nextFrameTime < catchTime {
                run.step()
                if origin == nil, run.isFinished { origin = app.scene.movingView?.presentedTransformedFrame.origin }
            }
            let start = try XCTUnwrap(origin), now = try XCTUnwrap(app.scene.movingView?.presentedTransformedFrame.origin)
            let point = CGPoint(x: along(0.35).x + now.x - start.x, y: along(0.35).y + now.y - start.y)
            return flick + DragScript.tap(at: point, time: catchTime, hold: 0.2)
        case "flick-125hz-up-2ms-late", "flick-125hz-up-6ms-late", "flick-125hz-up-12ms-late":
            // A mouse at 125 Hz: its button-up comes within a report interval or so after the
            // last move (F7 addendum), here 2, 6 or 12 ms.
            let late = kind.contains("-2ms") ? 0.002 : kind.contains("-6ms") ? 0.006 : 0.012
            var records = DragScript.drag(from: demo.from, to: along(0.35), start: 0.1037, duration: 0.1, sampleRate: 125)
            records[records.count - 1].time += late
            return records
        default:
            // The drag stops, and the finger lifts 40 ms later without another move.
            var records = DragScript.drag(from: demo.from, to: along(0.35), start: 0.1, duration: 0.2)
            let up = records.removeLast()
            return records + [InputRecord(time: up.time + 0.04, kind: up.kind)]
        }
    }

    private func text(_ records: [InputRecord]) -> String {
        records.map { InputRecordCoding.encode($0) + "\n" }.joined()
    }

    func testEveryDraggableSceneHasEachKindOfInteractionWithItsCheck() throws {
        // Making the corpus is the update itself.
        if ProcessInfo.processInfo.environment["FLUID_UPDATE_INTERACTIONS"] == "1" { try writeCorpus() }
        let cases = try InteractionCheck.cases(in: Self.directory) { XCTFail("\($0)") }
        for scene in Self.draggableScenes {
            for kind in Self.kinds {
                let name = "\(scene.name)-\(kind).jsonl"
                let item = try XCTUnwrap(cases.first { $0.name == name }, "\(name) is missing: run with FLUID_UPDATE_INTERACTIONS=1")
                XCTAssertEqual(item.spec.sceneName, scene.name)
                // A scroll view caught mid-coast stops, and its release starts nothing: no report.
                let catches = kind == "flick-and-catch" && scene != ScrollViewScene.self
                XCTAssertEqual(item.spec.releases.count, catches ? 2 : 1, name)
                XCTAssertEqual(text(item.records), text(try recording(kind, scene: scene)),
                               "\(name) is not what the scene's demo drag makes now: run with FLUID_UPDATE_INTERACTIONS=1")
            }
        }
    }

    /// The check as `make test` runs it, on one recording: passes with the scene's defaults.
    func testTheDrawersFlickIsInsideItsBounds() throws {
        let item = try drawerFlick()
        XCTAssertEqual(try InteractionCheck.misses(item), [])
    }

    /// A changed default damping changes the feel, and the check sees it.
    func testAChangedDefaultDampingFailsTheCheck() throws {
        let item = try drawerFlick()
        let misses = try InteractionCheck.misses(item) { scene in
            var tuning = scene.defaultTuning
            tuning.dampingRatio -= 0.3
            return tuning
        }
        XCTAssertFalse(misses.isEmpty, "a damping of 0.5 instead of 0.8 passed the drawer's flick")
        XCTAssertTrue(misses.contains { $0.field == "overshoot_pt" }, "\(misses)")
    }

    private func drawerFlick() throws -> InteractionCheck.Case {
        try XCTUnwrap(InteractionCheck.cases(in: Self.directory).first { $0.name == "drawer-flick.jsonl" })
    }

    /// Writes every recording and its check, the bounds today's numbers with a margin.
    private func writeCorpus() throws {
        try FileManager.default.createDirectory(atPath: Self.directory, withIntermediateDirectories: true)
        for scene in Self.draggableScenes {
            for kind in Self.kinds {
                let records = try recording(kind, scene: scene)
                let run = try TuningRun(scene: scene, records: records, tuning: scene.defaultTuning, size: size,
                                        pixelsPerPoint: InteractionCheck.pixelsPerPoint)
                XCTAssertTrue(run.movedView, "\(scene.name) \(kind): the drag did not move the view")
                let spec = CheckSpec(sceneName: scene.name, releases: InteractionCheck.bounds(for: run.reports))
                let stem = Self.directory + "/\(scene.name)-\(kind)"
                try OutputFile.write(Array(text(records).utf8), to: stem + ".jsonl")
                try OutputFile.write(Array(spec.json.utf8), to: stem + ".check.json")
            }
        }
    }
}
