import Foundation
import Gestures
import Input
import Painting
import Platform
import ViewTree
import XCTest
@testable import Playground

/// F7 and F1 (v3), per draggable scene, read off `--trace` as a person would feel them: a steady
/// drag at 1,500 pt/s with input at 60, 100, 125 and 1,000 Hz (samples not aligned with the
/// 60 Hz frames) moves the view by even steps (each of the last 8 frames within 5 % of their
/// mean), the first frame after the release continues the drag's path (within 1 pt) and speed
/// (within 10 %), and from the release on the view follows the tuned spring, computed with the
/// platform's own formula from the tuning and started at the view's speed, within 1.5 pt over
/// 30 frames.
final class SteadyDragFeelTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)
    static let rates = [60.0, 100, 125, 1000]
    static let speed = 1500.0

    /// The scenes with something to throw (the lab's slider scrubs; the gallery has no drag).
    private var draggableScenes: [String] {
        SceneCatalog.all.map { $0.name }.filter { $0 != AnimatorLabScene.name && $0 != GalleryScene.name }
    }

    /// A press at the scene's demo drag start, then moves every 1/`rate` s at `speed` pt/s along the
    /// demo drag for `length` points, released half a millisecond after the last move.
    private func steadyDrag(_ demo: (from: CGPoint, to: CGPoint), rate: Double, length: Double) -> [InputRecord] {
        let dx = Double(demo.to.x - demo.from.x), dy = Double(demo.to.y - demo.from.y)
        let norm = (dx * dx + dy * dy).squareRoot()
        let ux = dx / norm, uy = dy / norm
        let t0 = 0.2037   // off the frame grid
        let n = Int(length / Self.speed * rate)
        func point(_ k: Int) -> CGPoint {
            let d = Self.speed * Double(k) / rate
            return CGPoint(x: Double(demo.from.x) + ux * d, y: Double(demo.from.y) + uy * d)
        }
        var records = [InputRecord(time: t0, kind: .down(point(0)))]
        for k in 1...n { records.append(InputRecord(time: t0 + Double(k) / rate, kind: .move(point(k)))) }
        records.append(InputRecord(time: t0 + Double(n) / rate + 0.0005, kind: .up(point(n))))
        return records
    }

    private struct Frame {
        var t: Double
        var down: Bool
        var y: Double
        var startTime: Double?
    }

    /// The moving view's top and the pointer per traced frame, for `records` in `scene`.
    private func trace(scene: String, records: [InputRecord]) throws -> (frames: [Frame], app: PlaygroundApp) {
        let app = try PlaygroundApp.forTests(scene: scene)
        let name = try XCTUnwrap(app.scene.movingView?.name, "\(scene): the dragged view is named")
        var text = ""
        app.trace = FrameTrace(origin: 0) { text += $0 }
        let run = ScriptedRun(app: app, size: size, records: records)
        let painter = CountingPainter()
        var settledFor = 0
        for _ in 0..<400 where settledFor < 3 {
            run.step()
            app.draw(with: painter, stats: FrameStats())
            settledFor = run.isFinished && app.isSettled ? settledFor + 1 : 0
        }
        app.trace?.flush()
        let frames = try text.split(separator: "\n").map { line -> Frame in
            let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let pointer = json["pointer"] as? [String: Any]
            let views = try XCTUnwrap(json["views"] as? [String: Any])
            let frame = try XCTUnwrap((views[name] as? [String: Any])?["frame"] as? [Double])
            let animator = (json["animators"] as? [[String: Any]])?.first
            return Frame(t: try XCTUnwrap(json["t"] as? Double), down: pointer?["down"] as? Bool ?? false,
                         y: frame[1], startTime: animator?["startTime"] as? Double)
        }
        return (frames, app)
    }

    /// The platform's spring for `scene`'s tuning (the form its HUD names), from 0 to 1 at `v`;
    /// nil for a scene whose release is not a spring (the scroll view decelerates).
    private func tunedSpring(_ app: PlaygroundApp, relativeVelocity v: Double) -> PlatformSpring? {
        switch type(of: app.scene).releaseTiming(for: app.tuning) {
        case let .spring(.uikitDuration, ratio, duration):
            return .uikit(duration: duration, dampingRatio: ratio, initialVelocity: v)
        case let .spring(.swiftUIResponse, ratio, response):
            return .swiftUI(response: response, dampingFraction: ratio, initialVelocity: v)
        default:
            return nil
        }
    }

    private func assertFeel(scene: String, rate: Double, file: StaticString = #filePath, line: UInt = #line) throws {
        let probe = try PlaygroundApp.forTests(scene: scene)
        probe.resize(to: size)
        let demo = probe.scene.demoDrag(in: size)
        let records = steadyDrag(demo, rate: rate, length: 270)
        let (frames, app) = try trace(scene: scene, records: records)
        let label = "\(scene) at \(Int(rate)) Hz"
        let release = try XCTUnwrap(frames.indices.first { $0 > 0 && frames[$0 - 1].down && !frames[$0].down }, label)
        XCTAssertGreaterThan(release, 10, label)
        // Even steps: the last 8 frames of the drag.
        let steps = (release - 8..<release).map { frames[$0].y - frames[$0 - 1].y }
        let mean = steps.reduce(0, +) / Double(steps.count)
        XCTAssertGreaterThan(abs(mean), 10, "\(label): the view moves with the drag", file: file, line: line)
        for step in steps {
            XCTAssertEqual(step / mean, 1, accuracy: 0.05, "\(label): steps \(steps)", file: file, line: line)
        }
        // The drag's path, continued on the same clock to where the finger was last seen: the
        // release starts `lag` after the last move (F7 addendum: the up, half a millisecond later,
        // lifts the finger where that move left it), the frames show the finger as late.
        let last = frames[release - 1]
        let speed = mean * HeadlessRunner.frameRate
        let start = try XCTUnwrap(frames[release].startTime, "\(label): the release's animation runs")
        XCTAssertGreaterThanOrEqual(start, last.t - 1e-9, "\(label): the release starts after the last drag frame")
        XCTAssertLessThanOrEqual(start, frames[release].t + 1e-9, label)
        let releaseY = last.y + speed * (start - last.t)
        let rest = try XCTUnwrap(frames.last).y
        // The first frame after the release keeps the drag's speed.
        let first = frames[release]
        let firstSpeed = (first.y - last.y) * HeadlessRunner.frameRate
        XCTAssertEqual(firstSpeed / speed, 1, accuracy: 0.1, "\(label): speed \(speed) → \(firstSpeed)", file: file, line: line)
        // The tuned spring, started at the view's speed (R24), as the platform computes it.
        guard let spring = tunedSpring(app, relativeVelocity: speed / (rest - releaseY)) else { return }
        func expected(_ t: Double) -> Double { releaseY + (rest - releaseY) * spring.value(at: t - start) }
        // The first frame after the release meets the drag where the spring puts it.
        XCTAssertEqual(first.y, expected(first.t), accuracy: 1, "\(label): the first frame after release", file: file, line: line)
        for frame in frames[release..<min(release + 30, frames.count)] {
            XCTAssertEqual(frame.y, expected(frame.t), accuracy: 1.5, "\(label): t \(frame.t)", file: file, line: line)
        }
    }

    func testSteadyDragsStepEvenlyAndHandOverToTheTunedSpringInEveryScene() throws {
        for scene in draggableScenes {
            for rate in Self.rates { try assertFeel(scene: scene, rate: rate) }
        }
    }
}
