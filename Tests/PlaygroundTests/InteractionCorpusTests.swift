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

    /// The photo's two-finger interactions (R36), each bounding its zoom's and turn's releases
    /// in their own units as well as the place's.
    static let twoFingerKinds = ["pinch-out", "turn", "two-finger-throw"]
    /// The motions each releases: a pinch its zoom, a turn its turn, a throw neither (its place).
    static let releasedMotions = ["pinch-out": ["zoom"], "turn": ["turn"], "two-finger-throw": []]

    /// Two fingers at 120 Hz, finger 1's sample of each step a millisecond after finger 0's (a
    /// touch screen's order), along `path(k)` for k in 0...1, lifted 3 and 5 ms after the last.
    private func twoFingers(steps: Int, start: Double = 0.1, _ path: (Double) -> (CGPoint, CGPoint)) -> [InputRecord] {
        let (a0, b0) = path(0)
        var records = [InputRecord(time: start, kind: .down(a0)), InputRecord(time: start + 0.004, kind: .down(b0), pointer: 1)]
        var t = start, last = (a0, b0)
        for k in 1...steps {
            t = start + 0.004 + Double(k) / 120
            last = path(Double(k) / Double(steps))
            records += [InputRecord(time: t, kind: .move(last.0)), InputRecord(time: t + 0.001, kind: .move(last.1), pointer: 1)]
        }
        return records + [InputRecord(time: t + 0.003, kind: .up(last.1), pointer: 1), InputRecord(time: t + 0.005, kind: .up(last.0))]
    }

    /// `kind`'s two-finger recording about the middle of the canvas, where the photo rests.
    private func twoFingerRecording(_ kind: String) -> [InputRecord] {
        let centre = CGPoint(x: size.width / 2, y: size.height / 2)
        func pair(radius: Double, angle: Double, offset: CGPoint = .zero) -> (CGPoint, CGPoint) {
            let dx = CGFloat(radius * cos(angle)), dy = CGFloat(radius * sin(angle))
            return (CGPoint(x: centre.x + offset.x - dx, y: centre.y + offset.y - dy),
                    CGPoint(x: centre.x + offset.x + dx, y: centre.y + offset.y + dy))
        }
        switch kind {
        case "pinch-out":   // 120 → 300 pt apart in a quarter of a second: a zoom of 2.5, thrown on
            return twoFingers(steps: 30) { k in pair(radius: 60 + 90 * k, angle: 0) }
        case "turn":        // 60° clockwise in 0.3 s: the release coasts on to the quarter turn
            return twoFingers(steps: 36) { k in pair(radius: 100, angle: .pi / 3 * k) }
        default:            // both 150 pt right in 0.12 s, 100 apart: a throw of the place
            return twoFingers(steps: 14) { k in pair(radius: 50, angle: .pi / 2, offset: CGPoint(x: 150 * k, y: 0)) }
        }
    }

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

    func testThePhotoHasEachTwoFingerInteractionWithItsMotionsChecked() throws {
        let cases = try InteractionCheck.cases(in: Self.directory) { XCTFail("\($0)") }
        for kind in Self.twoFingerKinds {
            let name = "\(PhotoScene.name)-\(kind).jsonl"
            let item = try XCTUnwrap(cases.first { $0.name == name }, "\(name) is missing: run with FLUID_UPDATE_INTERACTIONS=1")
            XCTAssertEqual(text(item.records), text(twoFingerRecording(kind)), name)
            XCTAssertTrue(item.records.contains { $0.pointer == 1 }, "\(name) has two fingers")
            XCTAssertEqual(item.spec.motions.map(\.name), Self.releasedMotions[kind], name)
        }
    }

    /// A zoom the recording does not make fails the check of the photo's pinch.
    func testThePinchsZoomIsHeldToItsBounds() throws {
        let cases = try InteractionCheck.cases(in: Self.directory) { XCTFail("\($0)") }
        var item = try XCTUnwrap(cases.first { $0.name == "photo-pinch-out.jsonl" })
        XCTAssertEqual(try InteractionCheck.misses(item), [])
        let zoom = try XCTUnwrap(item.spec.motions.firstIndex { $0.name == "zoom" })
        item.spec.motions[zoom].bounds = [(key: "rest_pt", bound: CheckSpec.Bound(min: 1.5, max: 2))]
        XCTAssertEqual(try InteractionCheck.misses(item).map(\.field), ["zoom.rest_pt"])
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
        for kind in Self.twoFingerKinds {
            let records = twoFingerRecording(kind), scene = PhotoScene.self
            let run = try TuningRun(scene: scene, records: records, tuning: scene.defaultTuning, size: size,
                                    pixelsPerPoint: InteractionCheck.pixelsPerPoint)
            let motions = run.motionReports.map { (name: $0.name, bounds: InteractionCheck.bounds(for: $0.report, floor: InteractionCheck.motionFloor)) }
            let spec = CheckSpec(sceneName: scene.name, releases: InteractionCheck.bounds(for: run.reports), motions: motions)
            let stem = Self.directory + "/\(scene.name)-\(kind)"
            try OutputFile.write(Array(text(records).utf8), to: stem + ".jsonl")
            try OutputFile.write(Array(spec.json.utf8), to: stem + ".check.json")
        }
    }
}
