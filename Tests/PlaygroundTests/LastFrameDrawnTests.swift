import Foundation
import Gestures
import Input
import Painting
import Platform
import ScriptedInput
import XCTest
@testable import Playground

/// The window draws only when the app asks for a frame: what completions change when a motion
/// ends (hints, HUD rows, chips) must be in the last frame drawn, or it stays stale on screen
/// until the next key press. Each scene is driven to rest as the window drives it — a frame is
/// drawn only when `needsDisplay` says so — and the last frame drawn must equal a fresh render of
/// the state at rest.
final class LastFrameDrawnTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    /// Runs `records` (then `extraSeconds` of rest: the scroll view coasts for seconds, as
    /// UIScrollView does) as the window would; returns the last frame
    /// drawn and a fresh render of the final state. Frames drawn while something moves go to a
    /// painter that draws nothing (blur scenes draw slowly in debug builds): the last frame drawn
    /// must come at rest, or it is nil.
    private func lastFrameAndFresh(scene: String, records: [InputRecord], keys: [(Double, String)] = [],
                                   extraSeconds: Double = 10) throws -> (last: BitmapImage?, fresh: BitmapImage) {
        let app = try PlaygroundApp(sceneName: scene)
        app.showsHUD = true
        app.hud.detail = .full
        app.resize(to: size)
        let renderer = try Renderer(points: size)
        let counting = CountingPainter()
        var feed = InputFeed(records + keys.map { InputRecord(time: $0.0, kind: .key($0.1)) })
        var last: BitmapImage?
        var stats = FrameStats()
        let end = feed.lastTime + extraSeconds
        var frame = 0
        while HeadlessRunner.time(ofFrame: frame) <= end {
            let t = HeadlessRunner.time(ofFrame: frame)
            feed.take(dueBy: t) { app.handle($0) }
            app.update(to: t)
            if app.needsDisplay {
                let atRest = app.isSettled
                let painter: Painter = atRest ? renderer : counting
                app.prepare(with: painter)
                app.draw(with: painter, stats: stats)
                painter.endFrame()
                last = atRest ? renderer.image() : nil
            }
            stats.record(start: t, update: 0, draw: 0)
            frame += 1
        }
        XCTAssertTrue(app.isSettled, "\(scene): at rest at the end")
        let fresh = try Renderer(points: size)
        fresh.prepare(app.root)
        app.draw(with: fresh, stats: stats)
        fresh.endFrame()
        return (last, fresh.image())
    }

    private func assertLastFrameIsCurrent(_ scene: String, records: [InputRecord], keys: [(Double, String)] = [],
                                          file: StaticString = #filePath, line: UInt = #line) throws {
        let (last, fresh) = try lastFrameAndFresh(scene: scene, records: records, keys: keys)
        guard let last else {
            return XCTFail("\(scene): the last frame drawn was drawn while something still moved", file: file, line: line)
        }
        var differing = 0
        for i in 0..<min(last.pixels.count, fresh.pixels.count) where last.pixels[i] != fresh.pixels[i] { differing += 1 }
        XCTAssertEqual(differing, 0, "\(scene): the screen at rest differs from the state at rest", file: file, line: line)
    }

    private func demoDrag(_ scene: String) throws -> [InputRecord] {
        let app = try PlaygroundApp(sceneName: scene)
        app.resize(to: size)
        let drag = app.scene.demoDrag(in: size)
        return DragScript.drag(from: drag.from, to: drag.to, start: 0.1, duration: 0.3)
    }

    func testEverySceneDrawsItsStateAtRestAfterItsDemoDrag() throws {
        for name in SceneCatalog.names { try assertLastFrameIsCurrent(name, records: try demoDrag(name)) }
    }

    func testEverySceneDrawsItsStateAtRestAfterADragAndAReverse() throws {
        // R mid-flight reverses the animators: the motion that follows ends somewhere else.
        for name in SceneCatalog.names { try assertLastFrameIsCurrent(name, records: try demoDrag(name), keys: [(0.5, "R")]) }
    }
}
