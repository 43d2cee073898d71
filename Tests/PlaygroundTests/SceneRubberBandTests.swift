import Foundation
import Momentum
import Gestures
import Input
import ScriptedInput
import XCTest
@testable import Playground

/// F4 in the players and the pull-up picture: dragged past either end the view follows
/// the finger on the rubber band, (1 − 1/(x·0.55/d + 1))·d with d the window's height, and springs
/// back on release. Each drag is 100 points; R28 leaves the 10-point slop out, so 90 go past the end.
class SceneRubberBandTestCase: XCTestCase {
    let size = CGSize(width: 1280, height: 800)
    /// What the 90 points past the end show as: 51.4 points down (positive) or up.
    var band: CGFloat { RubberBand.offset(past: 90, dimension: size.height) }

    /// Plays `before`, then a 100-point pull on `name` at `x` from `y` (down for positive `dy`),
    /// pressed at `start` and held 0.3 s before the release. Held, the view must show its rest
    /// plus `expected` (the rubber band); released (unless `holdOnly`), it must spring back to
    /// that rest with nothing left animating.
    func assertPull(_ scene: String, _ name: String, pausesOnCompletion: Bool = false, before: [InputRecord] = [],
                    x: CGFloat, from y: CGFloat, by dy: CGFloat, start: Double, shows expected: CGFloat,
                    holdOnly: Bool = false, keepsBottomEdge: Bool = false,
                    file: StaticString = #filePath, line: UInt = #line) throws {
        let app = try PlaygroundApp.forTests(scene: scene, pausesOnCompletion: pausesOnCompletion)
        let pull = DragScript.verticalDrag(x: x, fromY: y, toY: y + dy, start: start, duration: 0.2, restBeforeRelease: 0.3)
        let run = ScriptedRun(app: app, size: size, records: before + pull)
        let view = try XCTUnwrap(app.scene.view.viewNamed(name), file: file, line: line)
        while run.nextFrameTime < start { run.step() }
        XCTAssertTrue(app.isSettled, "at rest before the pull", file: file, line: line)
        let rest = view.presentedTransformedFrame.minY
        while run.nextFrameTime < start + 0.45 { run.step() }
        let stretched = view.presentedTransformedFrame.minY - rest
        XCTAssertEqual(stretched, expected, accuracy: 0.5, "on the rubber band", file: file, line: line)
        XCTAssertLessThan(abs(stretched), 90, "less than the finger", file: file, line: line)
        if keepsBottomEdge {
            // A full-height view stretches up: its bottom stays on the window's edge, no page shows.
            XCTAssertGreaterThanOrEqual(view.presentedTransformedFrame.maxY, size.height - 0.5, "bottom kept", file: file, line: line)
        }
        if holdOnly { return }
        run.run()
        XCTAssertTrue(app.isSettled, "nothing left animating", file: file, line: line)
        XCTAssertEqual(view.presentedTransformedFrame.minY, rest, accuracy: 0.01, "sprung back", file: file, line: line)
        XCTAssertEqual(view.presentation.frame, view.model.frame, file: file, line: line)
        XCTAssertTrue(view.presentation.transform.isIdentity && view.transform.isIdentity, file: file, line: line)
    }
}

/// The floating player. Its seed keeps the scrubbed progress 0.1% inside the ends, so held past
/// one the frame sits that share of the way along (0.6 points), plus the rubber band.
final class FloatingPlayerRubberBandTests: SceneRubberBandTestCase {
    private var thumbnail: CGRect { FloatingPlayerScene.thumbnailFrame(in: size) }
    /// 0.1% of the way between thumbnail and full screen, in y (full screen's top is 0).
    private var inset: CGFloat { thumbnail.minY * CGFloat(FloatingPlayerScene.progressInset) }

    func testTheThumbnailPulledDownBelowItsRestStretchesThenSpringsBack() throws {
        try assertPull("floating-player", "player", x: thumbnail.midX, from: thumbnail.midY, by: 100, start: 0.5,
                       shows: band - inset)
    }

    func testTheFullScreenPlayerPulledUpPastTheTopStretchesThenSpringsBack() throws {
        let expand = DragScript.tap(at: CGPoint(x: thumbnail.midX, y: thumbnail.midY), time: 0.1)
        try assertPull("floating-player", "player", before: expand, x: 640, from: 400, by: -100, start: 2.0,
                       shows: -band + inset, keepsBottomEdge: true)
    }
}

/// The mini player: the bar above the tab bar, and the full player it opens to.
final class MiniPlayerRubberBandTests: SceneRubberBandTestCase {
    private var barY: CGFloat { size.height - MiniPlayerScene.tabBarHeight - MiniPlayerScene.miniPlayerHeight / 2 }

    func testTheBarPulledDownBelowItsRestStretchesThenSpringsBack() throws {
        try assertPull("mini-player", "player", x: 640, from: barY, by: 100, start: 0.5, shows: band)
    }

    func testTheOpenPlayerPulledUpPastItsTopStretchesThenSpringsBack() throws {
        let open = DragScript.tap(at: CGPoint(x: 640, y: barY), time: 0.1)
        try assertPull("mini-player", "player", before: open, x: 640, from: 400, by: -100, start: 2.0, shows: -band,
                       keepsBottomEdge: true)
    }
}

/// Pull-up blur: the picture resting over the window, and raised with its last 80 points showing.
final class PullUpBlurRubberBandTests: SceneRubberBandTestCase {
    func testThePicturePulledDownFromItsRestStretchesThenSpringsBack() throws {
        try assertPull("pull-up-blur", "imageView", x: 640, from: 300, by: 100, start: 0.5, shows: band)
    }

    func testTheRaisedPicturePulledUpPastItsTopStretchesThenSpringsBack() throws {
        // All of its 720-point travel (and the 10-point slop), held, released at rest: it stays up.
        let raise = DragScript.verticalDrag(x: 640, fromY: 790, toY: 60, start: 0.1, duration: 0.4, restBeforeRelease: 0.3)
        try assertPull("pull-up-blur", "imageView", before: raise, x: 640, from: 40, by: -100, start: 2.0, shows: -band)
    }

    func testThePausingVariantClosedByPlayingBackStretchesDownwardsPastItsRest() throws {
        // Raised, then lowered again: the one animator now runs reversed, so down is past its end
        // (R14). Held only: where a slow release of a reversed animator goes is the release rule's.
        let raise = DragScript.verticalDrag(x: 640, fromY: 790, toY: 60, start: 0.1, duration: 0.4, restBeforeRelease: 0.3)
        let lower = DragScript.verticalDrag(x: 640, fromY: 40, toY: 770, start: 2.0, duration: 0.4, restBeforeRelease: 0.3)
        try assertPull("pull-up-blur", "imageView", pausesOnCompletion: true, before: raise + lower,
                       x: 640, from: 300, by: 100, start: 4.0, shows: band, holdOnly: true)
    }
}
