import Foundation
import Gestures
import Harness
import Input
import XCTest
@testable import Playground

/// A press held for hours replays in a few frames: nothing moves a held view without input, so
/// the time between its samples is skipped as idle time is (once the animators have run to rest).
final class HeldPressReplayTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    /// The three-line recording: a press on the drawer, one move an hour later, the release an
    /// hour after that.
    private let heldForHours = [InputRecord(time: 0.1, kind: .down(CGPoint(x: 640, y: 778))),
                                InputRecord(time: 3_500, kind: .move(CGPoint(x: 640, y: 600))),
                                InputRecord(time: 7_000, kind: .up(CGPoint(x: 640, y: 600)))]

    private func session(_ records: [InputRecord], scene: String = "drawer") throws -> (PlaygroundApp, ReplaySession) {
        let app = try PlaygroundApp(sceneName: scene)
        app.showsHUD = false
        return (app, try ReplaySession(app: app, size: size, records: records))
    }

    func testAHeldPressCostsNoFramesWhileNothingMoves() throws {
        let (app, s) = try session(heldForHours)
        XCTAssertEqual(s.run(), .finished)
        XCTAssertTrue(app.isSettled)
        XCTAssertLessThan(s.renderedFrames, 400, "two hours held replay in a few hundred frames, not 420,000")
    }

    func testSkippingAHeldPressGivesTheSameStateAsRenderingIt() throws {
        // Held for 4 s between moves: short enough to render every frame to compare.
        let records = [InputRecord(time: 0.1, kind: .down(CGPoint(x: 640, y: 778))),
                       InputRecord(time: 0.2, kind: .move(CGPoint(x: 640, y: 700))),
                       InputRecord(time: 4.2, kind: .move(CGPoint(x: 640, y: 600))),
                       InputRecord(time: 8.2, kind: .up(CGPoint(x: 640, y: 600)))]
        let (skipped, a) = try session(records)
        a.run()
        let (rendered, b) = try session(records)
        while !(b.isFinished && rendered.isSettled) { b.step() }
        b.step()
        XCTAssertEqual(skipped.snapshot().views, rendered.snapshot().views)
        XCTAssertEqual(skipped.snapshot().animators, rendered.snapshot().animators)
        XCTAssertLessThan(a.renderedFrames, b.runner.frame / 2)
    }
}
