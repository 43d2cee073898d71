import Foundation
import Gestures
import Input
import ViewTree
import Painting
import Platform
import XCTest
@testable import Playground

/// F2 with F1 (v3): the release runs the tuned spring exactly, so `-` `=` change a flick's
/// release in every scene (the response is the spring's duration or response, nothing else).
final class ResponseChangesReleaseTests: XCTestCase {
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

    /// The moving view's top every 6 frames for 3 s from the release, for a flick under `tuning`.
    private func pathAfterFlick(scene: String, tuning: (inout SceneTuning) -> Void) throws -> [Double] {
        let app = try PlaygroundApp.forTests(scene: scene)
        var t = app.tuning
        tuning(&t)
        app.tuning = t
        let records = flick(app.scene.demoDrag(in: size), lead: 0.25, speed: 250)
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

    /// A longer response moves the same flick's release, in every scene.
    func testTheResponseKeysStillChangeAFlicksReleaseInEveryScene() throws {
        for scene in draggableScenes {
            let tuned = try pathAfterFlick(scene: scene) { _ in }
            let slower = try pathAfterFlick(scene: scene) { $0.response += 0.5 }
            let largest = zip(tuned, slower).map { abs($0 - $1) }.max() ?? 0
            XCTAssertGreaterThan(largest, 3, "\(scene): a longer response moves the release")
        }
    }
}
