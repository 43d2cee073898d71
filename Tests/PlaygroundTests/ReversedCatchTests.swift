import Foundation
import Gestures
import Input
import ScriptedInput
import XCTest
@testable import Playground

/// F3 with R14: a view caught while its animator heads back (a release that fell short turned it
/// round) follows the finger the way the finger goes, and past the end on F4's rubber band.
final class ReversedCatchTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    /// Plays `before` (a short drag that falls back) until `catchTime`, checks the animator is
    /// heading back, then presses on `name` at `grip` (from its drawn frame) and drags `dy`
    /// points: the view must move at least `follows` points the finger's way.
    private func assertCaughtFallingBackFollows(_ scene: String, _ name: String, before: [InputRecord], catchTime: Double,
                                                grip: (CGRect) -> CGPoint, dy: CGFloat, follows: CGFloat,
                                                file: StaticString = #filePath, line: UInt = #line) throws {
        let app = try PlaygroundApp.forTests(scene: scene)
        let view = try XCTUnwrap(app.scene.view.viewNamed(name), file: file, line: line)
        let run = ScriptedRun(app: app, size: size, records: before)
        while run.nextFrameTime < catchTime { run.step() }
        XCTAssertEqual(app.scene.animators.first?.isReversed, true, "falling back", file: file, line: line)
        let caught = view.presentedTransformedFrame
        let press = grip(caught)
        let drag = DragScript.drag(from: press, to: CGPoint(x: press.x, y: press.y + dy), start: run.nextFrameTime,
                                   duration: 0.2, restBeforeRelease: 0.2)
        run.deliver(drag.dropLast())
        run.step()
        let moved = (view.presentedTransformedFrame.minY - caught.minY) * (dy < 0 ? -1 : 1)
        XCTAssertGreaterThan(moved, follows, "goes the finger's way", file: file, line: line)
        run.deliver(Array(drag.suffix(1)))
        run.run()
        XCTAssertTrue(app.isSettled, file: file, line: line)
    }

    func testAFloatingPlayerCaughtFallingBackFollowsTheFingerUp() throws {
        let thumbnail = FloatingPlayerScene.thumbnailFrame(in: size)
        // 90 points up, held, released: short of half the 400-point mapping, it falls back (F5).
        let short = DragScript.verticalDrag(x: thumbnail.midX, fromY: thumbnail.midY, toY: thumbnail.midY - 100,
                                            start: 0.1, duration: 0.2, restBeforeRelease: 0.2)
        // 150 points up (the slop left out) on a 400-point mapping: well up from where it was caught.
        try assertCaughtFallingBackFollows("floating-player", "player", before: short, catchTime: 0.55,
                                           grip: { CGPoint(x: $0.midX, y: $0.midY) }, dy: -160, follows: 100)
    }

    func testAWWDCCardCaughtHeadingBackFollowsTheFingerUp() throws {
        let bar = CGPoint(x: size.width / 2, y: size.height - 40)
        // 100 points up, held, released: short of half-way, it falls back.
        let short = DragScript.drag(from: bar, to: CGPoint(x: bar.x, y: bar.y - 100), start: 0.1, duration: 0.2,
                                    restBeforeRelease: 0.2)
        try assertCaughtFallingBackFollows("wwdc-card", "card", before: short, catchTime: 0.55,
                                           grip: { CGPoint(x: $0.midX, y: $0.minY + 40) }, dy: -160, follows: 100)
    }

    /// Every draggable scene: a short drag released at rest falls back; caught on the way and
    /// dragged on the same way again, the view follows the finger that way.
    func testAViewCaughtFallingBackFollowsTheFingerInEveryScene() throws {
        for type in SceneCatalog.all where type != AnimatorLabScene.self && type != GalleryScene.self {
            let app = try PlaygroundApp.forTests(scene: type.name)
            let demo = app.scene.demoDrag(in: size)
            let view = try XCTUnwrap(app.scene.movingView)
            let dx = demo.to.x - demo.from.x, dy = demo.to.y - demo.from.y
            let length = (dx * dx + dy * dy).squareRoot()
            let step = CGPoint(x: dx / length * 80, y: dy / length * 80)
            let short = DragScript.drag(from: demo.from, to: CGPoint(x: demo.from.x + step.x, y: demo.from.y + step.y),
                                        start: 0.1, duration: 0.2, restBeforeRelease: 0.2)
            let run = ScriptedRun(app: app, size: size, records: short)
            run.step()
            let rest = view.presentedTransformedFrame.origin
            while run.nextFrameTime < 0.6 { run.step() }
            let caught = view.presentedTransformedFrame.origin
            let moved = CGPoint(x: caught.x - rest.x, y: caught.y - rest.y)
            XCTAssertGreaterThan(moved.x * step.x + moved.y * step.y, 0, "\(type.name): still on its way back")
            let press = CGPoint(x: demo.from.x + moved.x, y: demo.from.y + moved.y)
            let on = DragScript.drag(from: press, to: CGPoint(x: press.x + step.x * 1.5, y: press.y + step.y * 1.5),
                                     start: run.nextFrameTime, duration: 0.2, restBeforeRelease: 0.2)
            run.deliver(on.dropLast())
            run.step()
            let now = view.presentedTransformedFrame.origin
            let along = (now.x - caught.x) * step.x + (now.y - caught.y) * step.y
            XCTAssertGreaterThan(along, 0, "\(type.name): follows the finger the way it goes")
            run.deliver(Array(on.suffix(1)))
            run.run()
            XCTAssertTrue(app.isSettled, "\(type.name)")
        }
    }

    /// The open drawer pulled down a little and let go falls back open; caught on its way and
    /// pulled down again, it goes down with the finger.
    func testAnOpenDrawerCaughtFallingBackFollowsTheFingerDown() throws {
        let open = DragScript.verticalDrag(x: 200, fromY: 775, toY: 450, start: 0.1, duration: 0.3, restBeforeRelease: 0.1)
        let short = DragScript.verticalDrag(x: 200, fromY: 470, toY: 560, start: 4.0, duration: 0.2, restBeforeRelease: 0.2)
        try assertCaughtFallingBackFollows("drawer", "drawer", before: open + short, catchTime: 4.5,
                                           grip: { CGPoint(x: 200, y: $0.minY + 20) }, dy: 120, follows: 60)
    }

    /// The raised picture pulled down a little and let go falls back up; caught on its way and
    /// pulled down again, it goes down with the finger.
    func testARaisedPictureCaughtFallingBackFollowsTheFingerDown() throws {
        let raise = DragScript.verticalDrag(x: 640, fromY: 790, toY: 60, start: 0.1, duration: 0.4, restBeforeRelease: 0.3)
        let short = DragScript.verticalDrag(x: 640, fromY: 40, toY: 140, start: 5.0, duration: 0.2, restBeforeRelease: 0.2)
        try assertCaughtFallingBackFollows("pull-up-blur", "imageView", before: raise + short, catchTime: 5.5,
                                           grip: { CGPoint(x: 640, y: $0.maxY - 20) }, dy: 120, follows: 60)
    }
}
