import Foundation
import FluidTestSupport
import Gestures
import ViewTree
import Painting
import Platform
import XCTest
@testable import Playground

/// F1 per scene (issue 11): a scripted flick through the real recognisers and frame loop, read
/// back from `--trace`. The dragged view's velocity in the first frame the release's animation
/// has run is within 10 % of its velocity in the last frame of the drag, in the same direction.
final class FlickHandoffTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    /// The scenes with something to throw (the lab's slider scrubs; the gallery has no drag).
    private var draggableScenes: [String] {
        SceneCatalog.all.map { $0.name }.filter { $0 != AnimatorLabScene.name && $0 != GalleryScene.name }
    }

    /// A press at the scene's demo drag start, `lead` of the demo drag's length at an easy pace
    /// over half a second, then six frames at `speed` points per second, released on the last:
    /// every record on a frame's own timestamp, so each frame sees one step of the finger.
    private func flick(_ demo: (from: CGPoint, to: CGPoint), lead: Double, speed: Double) -> [InputRecord] {
        let dx = Double(demo.to.x - demo.from.x), dy = Double(demo.to.y - demo.from.y)
        let length = (dx * dx + dy * dy).squareRoot()
        let ux = dx / length, uy = dy / length
        let leadDistance = lead * length, leadFrames = 30, flickFrames = 6
        func point(_ d: Double) -> CGPoint { CGPoint(x: Double(demo.from.x) + ux * d, y: Double(demo.from.y) + uy * d) }
        func time(_ k: Int) -> Double { HeadlessRunner.time(ofFrame: 5 + k) }
        var records = [InputRecord(time: time(0), kind: .down(demo.from))]
        for k in 1...(leadFrames + flickFrames) {
            let d = k <= leadFrames
                ? leadDistance * Double(k) / Double(leadFrames)
                : leadDistance + speed / 60 * Double(k - leadFrames)
            records.append(InputRecord(time: time(k), kind: .move(point(d))))
        }
        let last = leadDistance + speed / 60 * Double(flickFrames)
        records.append(InputRecord(time: time(leadFrames + flickFrames), kind: .up(point(last))))
        return records
    }

    /// The traced velocity of the scene's moving view in the last frame of the drag and in the
    /// first frame after the release frame.
    private func handoff(scene: String, lead: Double, speed: Double) throws -> (before: CGVector, after: CGVector) {
        let app = try PlaygroundApp.forTests(scene: scene)
        let name = try XCTUnwrap(app.scene.movingView?.name, "\(scene): the dragged view is named")
        var text = ""
        app.trace = FrameTrace(origin: 0) { text += $0 }
        let run = ScriptedRun(app: app, size: size, records: flick(app.scene.demoDrag(in: size), lead: lead, speed: speed))
        let painter = CountingPainter()
        for _ in 0..<60 {
            run.step()
            app.draw(with: painter, stats: FrameStats())
        }
        app.trace?.flush()
        let lines = try text.split(separator: "\n").map {
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        func isDown(_ line: [String: Any]) -> Bool { (line["pointer"] as? [String: Any])?["down"] as? Bool ?? false }
        func velocity(_ line: [String: Any]) throws -> CGVector {
            let views = try XCTUnwrap(line["views"] as? [String: Any])
            let v = try XCTUnwrap((views[name] as? [String: Any])?["velocity"] as? [Double])
            return CGVector(dx: v[0], dy: v[1])
        }
        let release = try XCTUnwrap(lines.indices.first { $0 > 0 && isDown(lines[$0 - 1]) && !isDown(lines[$0]) })
        XCTAssertLessThan(release + 1, lines.count)
        return (try velocity(lines[release - 1]), try velocity(lines[release + 1]))
    }

    private func assertCarried(scene: String, lead: Double, speed: Double, file: StaticString = #filePath, line: UInt = #line) throws {
        let (before, after) = try handoff(scene: scene, lead: lead, speed: speed)
        let b2 = Double(before.dx * before.dx + before.dy * before.dy)
        XCTAssertGreaterThan(b2.squareRoot(), speed * 0.5, "\(scene): moving with the finger before release", file: file, line: line)
        // After, in the frame of `before`: along it and across it, as shares of its length.
        let along = Double(after.dx * before.dx + after.dy * before.dy) / b2
        let across = Double(after.dy * before.dx - after.dx * before.dy) / b2
        XCTAssertEqual(along, 1, accuracy: 0.1, "\(scene) \(speed) pt/s: \(before) → \(after)", file: file, line: line)
        XCTAssertEqual(across, 0, accuracy: 0.1, "\(scene) \(speed) pt/s: same direction", file: file, line: line)
    }

    func testAFlickMidwayLeavesAtTheFingersSpeedInEveryScene() throws {
        for scene in draggableScenes { try assertCarried(scene: scene, lead: 0.25, speed: 1200) }
    }

    func testAFastFlickNearTheStartLeavesAtTheFingersSpeedInEveryScene() throws {
        for scene in draggableScenes { try assertCarried(scene: scene, lead: 0.1, speed: 2000) }
    }

    func testAFlickAtAModeratePaceLeavesAtTheFingersSpeedInEveryScene() throws {
        for scene in draggableScenes { try assertCarried(scene: scene, lead: 0.2, speed: 700) }
    }

    /// The moving view's top every 6 frames for 3 s from the release, for a flick under `tuning`.
    private func pathAfterFlick(scene: String, tuning: (inout SceneTuning) -> Void) throws -> [Double] {
        let app = try PlaygroundApp.forTests(scene: scene)
        var t = app.tuning
        tuning(&t)
        app.tuning = t
        let records = flick(app.scene.demoDrag(in: size), lead: 0.25, speed: 700)
        let run = ScriptedRun(app: app, size: size, records: records)
        let view = try XCTUnwrap(app.scene.movingView)
        while !run.isFinished { run.step() }
        var path: [Double] = []
        for i in 0..<180 {
            run.step()
            if i % 6 == 0 { path.append(Double(view.presentedTransformedFrame.minY)) }
        }
        return path
    }

    /// F2 with F1: the lengthening that keeps the finger's speed is found at the default response
    /// and applied to the tuned one, so `-` `=` still change a flick's release in every scene.
    func testTheResponseKeysStillChangeAFlicksReleaseInEveryScene() throws {
        for scene in draggableScenes {
            let tuned = try pathAfterFlick(scene: scene) { _ in }
            let slower = try pathAfterFlick(scene: scene) { $0.response += 0.5 }
            let largest = zip(tuned, slower).map { abs($0 - $1) }.max() ?? 0
            XCTAssertGreaterThan(largest, 3, "\(scene): a longer response moves the release")
        }
    }
}
