import Foundation
import Gestures
import XCTest
@testable import Playground

/// F3 with R14: a view caught while its animator heads back (a release that fell short turned it
/// round) follows the finger the way the finger goes, and past the end on F4's rubber band.
final class ReversedCatchTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    func testAFloatingPlayerCaughtFallingBackFollowsTheFingerUp() throws {
        let app = try PlaygroundApp.forTests(scene: "floating-player")
        let thumbnail = FloatingPlayerScene.thumbnailFrame(in: size)
        // 90 points up, held, released: short of half the 400-point mapping, it falls back (F5).
        let short = DragScript.verticalDrag(x: thumbnail.midX, fromY: thumbnail.midY, toY: thumbnail.midY - 100,
                                            start: 0.1, duration: 0.2, restBeforeRelease: 0.2)
        let run = ScriptedRun(app: app, size: size, records: short)
        let player = try XCTUnwrap(app.scene.view.viewNamed("player"))
        while run.nextFrameTime < 0.55 { run.step() }
        XCTAssertEqual(app.scene.animators.first?.isReversed, true, "falling back")
        let caught = player.presentedTransformedFrame
        let press = CGPoint(x: caught.midX, y: caught.midY)
        let up = DragScript.drag(from: press, to: CGPoint(x: press.x, y: press.y - 160), start: run.nextFrameTime,
                                 duration: 0.2, restBeforeRelease: 0.2)
        run.deliver(up.dropLast())
        run.step()
        // 150 points up (the slop left out) on a 400-point mapping: well up from where it was caught.
        XCTAssertLessThan(player.presentedTransformedFrame.minY, caught.minY - 100, "goes up with the finger")
        run.deliver(Array(up.suffix(1)))
        run.run()
        XCTAssertTrue(app.isSettled)
    }

    func testAWWDCCardCaughtHeadingBackFollowsTheFingerUp() throws {
        let app = try PlaygroundApp.forTests(scene: "wwdc-card")
        let card = try XCTUnwrap(app.scene.view.viewNamed("card"))
        let bar = CGPoint(x: size.width / 2, y: size.height - 40)
        // 100 points up, held, released: short of half-way, it falls back.
        let short = DragScript.drag(from: bar, to: CGPoint(x: bar.x, y: bar.y - 100), start: 0.1, duration: 0.2,
                                    restBeforeRelease: 0.2)
        let run = ScriptedRun(app: app, size: size, records: short)
        while run.nextFrameTime < 0.55 { run.step() }
        XCTAssertEqual(app.scene.animators.first?.isReversed, true, "heading back")
        let caught = card.presentedTransformedFrame
        let press = CGPoint(x: caught.midX, y: caught.minY + 40)
        let up = DragScript.drag(from: press, to: CGPoint(x: press.x, y: press.y - 160), start: run.nextFrameTime,
                                 duration: 0.2, restBeforeRelease: 0.2)
        run.deliver(up.dropLast())
        run.step()
        XCTAssertLessThan(card.presentedTransformedFrame.minY, caught.minY - 100, "goes up with the finger")
        run.deliver(Array(up.suffix(1)))
        run.run()
        XCTAssertTrue(app.isSettled)
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
        let app = try PlaygroundApp.forTests(scene: "drawer")
        let drawer = try XCTUnwrap(app.scene.movingView)
        let open = DragScript.verticalDrag(x: 200, fromY: 775, toY: 450, start: 0.1, duration: 0.3, restBeforeRelease: 0.1)
        let short = DragScript.verticalDrag(x: 200, fromY: 470, toY: 560, start: 4.0, duration: 0.2, restBeforeRelease: 0.2)
        let run = ScriptedRun(app: app, size: size, records: open + short)
        while run.nextFrameTime < 4.5 { run.step() }
        XCTAssertEqual(app.scene.animators.first?.isReversed, true, "falling back open")
        let caught = drawer.presentedTransformedFrame
        let press = CGPoint(x: 200, y: caught.minY + 20)
        let down = DragScript.drag(from: press, to: CGPoint(x: press.x, y: press.y + 120), start: run.nextFrameTime,
                                   duration: 0.2, restBeforeRelease: 0.2)
        run.deliver(down.dropLast())
        run.step()
        XCTAssertGreaterThan(drawer.presentedTransformedFrame.minY, caught.minY + 60, "goes down with the finger")
        run.deliver(Array(down.suffix(1)))
        run.run()
        XCTAssertTrue(app.isSettled)
    }

    /// The raised picture pulled down a little and let go falls back up; caught on its way and
    /// pulled down again, it goes down with the finger.
    func testARaisedPictureCaughtFallingBackFollowsTheFingerDown() throws {
        let app = try PlaygroundApp.forTests(scene: "pull-up-blur")
        let picture = try XCTUnwrap(app.scene.view.viewNamed("imageView"))
        let raise = DragScript.verticalDrag(x: 640, fromY: 790, toY: 60, start: 0.1, duration: 0.4, restBeforeRelease: 0.3)
        let short = DragScript.verticalDrag(x: 640, fromY: 40, toY: 140, start: 5.0, duration: 0.2, restBeforeRelease: 0.2)
        let run = ScriptedRun(app: app, size: size, records: raise + short)
        while run.nextFrameTime < 5.5 { run.step() }
        XCTAssertEqual(app.scene.animators.first?.isReversed, true, "falling back up")
        let caught = picture.presentedTransformedFrame
        let press = CGPoint(x: 640, y: caught.maxY - 20)
        let down = DragScript.drag(from: press, to: CGPoint(x: press.x, y: press.y + 120), start: run.nextFrameTime,
                                   duration: 0.2, restBeforeRelease: 0.2)
        run.deliver(down.dropLast())
        run.step()
        XCTAssertGreaterThan(picture.presentedTransformedFrame.minY, caught.minY + 60, "goes down with the finger")
        run.deliver(Array(down.suffix(1)))
        run.run()
        XCTAssertTrue(app.isSettled)
    }
}
