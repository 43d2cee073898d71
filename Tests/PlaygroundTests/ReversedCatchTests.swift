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
}
