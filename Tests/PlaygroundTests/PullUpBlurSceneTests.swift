import Foundation
import Gestures
import Input
import Platform
import ScriptedInput
import XCTest
@testable import Playground

/// Seed 001's first sample. Window 1280×800: the picture travels `offset` = 800 − 80 = 720
/// points (closed: top at 0; open: top at −720, its last 80 points showing) while the blur goes
/// from none to σ 20 (and its alpha from 0 to 1). Stepped without drawing (see `ScriptedRun`).
final class PullUpBlurSceneTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)
    private let openY = -720.0

    private func makeApp(pausesOnCompletion: Bool = false) throws -> PlaygroundApp {
        try PlaygroundApp.forTests(scene: "pull-up-blur", pausesOnCompletion: pausesOnCompletion)
    }

    private func scene(_ app: PlaygroundApp) throws -> PullUpBlurScene {
        try XCTUnwrap(app.scene as? PullUpBlurScene)
    }

    private func pullUp(start: Double = 0.1, duration: Double = 0.3) -> [InputRecord] {
        DragScript.verticalDrag(x: 640, fromY: 760, toY: 300, start: start, duration: duration)
    }

    /// Checks what is drawn — the picture's top at its rest, the blur on or off — and, when no
    /// animator holds them, the model values `--state` reports. (The pausing variant keeps its
    /// animator active at either end; like a layer's model under a running CAAnimation, the
    /// model then holds the animation's end values whatever is drawn.)
    private func assertRests(_ app: PlaygroundApp, open: Bool, height: Double = 800,
                             file: StaticString = #filePath, line: UInt = #line) throws {
        let y = open ? -(height - 80) : 0
        let scene = try scene(app)
        XCTAssertEqual(Double(scene.imageView.presentation.frame.minY), y, accuracy: 0.01, "drawn there", file: file, line: line)
        XCTAssertEqual(Double(scene.blurView.presentation.blurRadius), open ? 20 : 0, accuracy: 0.01, file: file, line: line)
        XCTAssertEqual(Double(scene.blurView.presentation.alpha), open ? 1 : 0, accuracy: 0.01, file: file, line: line)
        XCTAssertEqual(scene.imageViewState, open ? .open : .close, file: file, line: line)
        XCTAssertFalse(scene.animator.isRunning, file: file, line: line)
        guard scene.animator.state == .inactive else { return }
        let state = app.snapshot()
        XCTAssertEqual(state.view("imageView")?.frame[1] ?? .nan, y, accuracy: 0.01, file: file, line: line)
        XCTAssertEqual(state.view("blurView")?.blurRadius ?? .nan, open ? 20 : 0, accuracy: 0.01, file: file, line: line)
        XCTAssertEqual(state.view("blurView")?.alpha ?? .nan, open ? 1 : 0, accuracy: 0.01, file: file, line: line)
    }

    func testPullUpOpensAndBlurs() throws {
        let app = try makeApp()
        let session = ScriptedRun(app: app, size: size, records: pullUp())
        session.run()
        try assertRests(app, open: true)
        XCTAssertTrue(app.snapshot().animators.isEmpty, "the seed's animator ends inactive")
    }

    func testPullDownCloses() throws {
        let app = try makeApp()
        // Open, then grab the 80 points still showing at the top and pull them down.
        let close = DragScript.verticalDrag(x: 640, fromY: 40, toY: 500, start: 4.0, duration: 0.3)
        let session = ScriptedRun(app: app, size: size, records: pullUp() + close)
        session.run()
        try assertRests(app, open: false)
    }

    func testScrubMovesFrameAndBlurTogether() throws {
        // Half-way up (360 of 720 points) both animation blocks are half-way: σ 10, alpha 0.5.
        // R28: a 370-point drag reads 360 once the 10-point hysteresis is left out.
        let app = try makeApp()
        let records = DragScript.verticalDrag(x: 640, fromY: 760, toY: 390, duration: 0.3, restBeforeRelease: 0.3)
        let session = ScriptedRun(app: app, size: size, records: records)
        session.run(frames: 27)
        let scene = try scene(app)
        XCTAssertEqual(Double(scene.imageView.presentation.frame.minY), -360, accuracy: 0.5)
        XCTAssertEqual(Double(scene.blurView.presentation.blurRadius), 10, accuracy: 0.05)
        XCTAssertEqual(Double(scene.blurView.presentation.alpha), 0.5, accuracy: 0.005)
        XCTAssertEqual(scene.animator.fractionComplete, 0.5, accuracy: 0.001)
        XCTAssertFalse(scene.animator.isRunning)
    }

    func testFastShortFlickOpens() throws {
        let app = try makeApp()
        let session = ScriptedRun(app: app, size: size,
                                  records: DragScript.verticalDrag(x: 640, fromY: 760, toY: 700, duration: 0.05))
        session.run()
        try assertRests(app, open: true)
    }

    func testSlowShortPullFallsBack() throws {
        let app = try makeApp()
        let session = ScriptedRun(app: app, size: size,
                                  records: DragScript.verticalDrag(x: 640, fromY: 760, toY: 700, duration: 0.6))
        session.run()
        try assertRests(app, open: false)
    }

    func testSwipeDownAtReleaseReverses() throws {
        // Up 560 points (78 %), then a fast swipe down: the velocity decides, not the distance.
        let app = try makeApp()
        var records = DragScript.verticalDrag(x: 640, fromY: 760, toY: 200, duration: 0.3)
        records.removeLast()
        records += DragScript.verticalDrag(x: 640, fromY: 200, toY: 260, start: 0.45, duration: 0.05).dropFirst()
        let session = ScriptedRun(app: app, size: size, records: records)
        session.run()
        try assertRests(app, open: false)
    }

    func testCaughtMidFlightAndPushedBack() throws {
        // A flick starts the spring; the picture is caught on its way up and sent down.
        let app = try makeApp()
        let flick = DragScript.verticalDrag(x: 640, fromY: 760, toY: 700, duration: 0.05)
        let session = ScriptedRun(app: app, size: size, records: flick)
        session.run(frames: 24)
        let scene = try scene(app)
        XCTAssertTrue(scene.animator.isRunning)
        let bottom = Double(scene.imageView.presentation.frame.maxY)
        XCTAssertLessThan(bottom, 700, "on its way up")
        XCTAssertGreaterThan(bottom, 80, "not there yet")
        let grab = CGFloat(bottom - 40)
        let push = DragScript.verticalDrag(x: 640, fromY: grab, toY: grab + 80, start: 0.42, duration: 0.05)
        session.deliver(push)
        session.run()
        try assertRests(app, open: false)
    }

    func testCancelledPanGoesToNearerEnd() throws {
        // R31: focus lost with the picture 70 % up: it finishes opening rather than stay paused.
        let app = try makeApp()
        var records = DragScript.verticalDrag(x: 640, fromY: 760, toY: 256, duration: 0.3)
        records.removeLast()
        records.append(InputRecord(time: 0.5, kind: .focusLost))
        let session = ScriptedRun(app: app, size: size, records: records)
        session.run()
        try assertRests(app, open: true)
    }

    func testPausesOnCompletionKeepsOneAnimatorAndPlaysItBack() throws {
        // The seed's rewrite (R18): the animator pauses at the end instead of completing; the
        // drag down plays the same animator back with isReversed.
        let app = try makeApp(pausesOnCompletion: true)
        let close = DragScript.verticalDrag(x: 640, fromY: 40, toY: 500, start: 4.0, duration: 0.3)
        let session = ScriptedRun(app: app, size: size, records: pullUp() + close)
        session.run(frames: Int(3.9 * 60))
        let scene = try scene(app)
        let animator = scene.animator
        try assertRests(app, open: true)
        XCTAssertEqual(animator.state, .active, "kept, not completed")
        XCTAssertEqual(animator.fractionComplete, 1, accuracy: 1e-9)
        XCTAssertEqual(app.snapshot().animators.count, 1)
        session.run()
        try assertRests(app, open: false)
        XCTAssertTrue(scene.animator === animator, "the same animator, played back")
        XCTAssertTrue(animator.isReversed)
        XCTAssertEqual(animator.state, .active)
        XCTAssertEqual(animator.fractionComplete, 1, accuracy: 1e-9, "R14/R18 (v2): at its end in the current direction")
    }

    func testPausingVariantPulledUpAfterPlayingBackFollowsTheFingerWithTheSeedsLine() throws {
        // R14 (v2): a reversed animator's fractionComplete counts in its own direction, so the
        // seed's `if animator.isReversed { fraction *= -1 }` turns the next pull up into opening.
        let app = try makeApp(pausesOnCompletion: true)
        let close = DragScript.verticalDrag(x: 640, fromY: 40, toY: 500, start: 4.0, duration: 0.3)
        // Pull up 200 points and hold there.
        let again = DragScript.verticalDrag(x: 640, fromY: 760, toY: 560, start: 8.0, duration: 0.3, restBeforeRelease: 0.5)
        let session = ScriptedRun(app: app, size: size, records: pullUp() + close + again)
        session.run(frames: Int(8.6 * 60))
        let scene = try scene(app)
        XCTAssertTrue(scene.animator.isReversed, "played back, still reversed")
        // 200 points up, less the 10-point hysteresis (R28): the picture follows the finger.
        XCTAssertEqual(Double(scene.imageView.presentation.frame.minY), -190, accuracy: 1)
        session.run()
        // F5 (v2): released at rest 190 of 720 points up, the nearer end is closed. (It opened
        // before: the slow-release rule read the reversed fraction, 0.74, as the absolute one.)
        try assertRests(app, open: false)
    }

    func testPausingVariantSlowSmallPullAfterPlayingBackFallsBack() throws {
        // Raised, lowered (the animator now reversed, R14 v2), then pulled up 100 points at
        // 125 points per second: 90 along plus a 62-point projection is far short of 360, so
        // the picture falls back closed rather than opening.
        let app = try makeApp(pausesOnCompletion: true)
        let close = DragScript.verticalDrag(x: 640, fromY: 40, toY: 500, start: 4.0, duration: 0.3)
        let again = DragScript.verticalDrag(x: 640, fromY: 760, toY: 660, start: 8.0, duration: 0.8)
        let session = ScriptedRun(app: app, size: size, records: pullUp() + close + again)
        session.run()
        try assertRests(app, open: false)
    }

    func testSwitchingVariantAtRestKeepsThePicture() throws {
        // Open with the seed's first version, then press P: the pausing animator takes over at
        // its end (nothing moves), and a drag down closes through it.
        let app = try makeApp()
        let session = ScriptedRun(app: app, size: size,
                                  records: pullUp() + DragScript.verticalDrag(x: 640, fromY: 40, toY: 500, start: 4.0, duration: 0.3))
        session.run(frames: Int(3.9 * 60))
        try assertRests(app, open: true)
        app.handle(.key(name: "P", timestamp: 3.9))
        XCTAssertTrue(app.tuning.pausesOnCompletion)
        let scene = try scene(app)
        XCTAssertTrue(scene.usesPausingAnimator)
        try assertRests(app, open: true)
        XCTAssertEqual(scene.animator.fractionComplete, 1, accuracy: 1e-9)
        session.run()
        try assertRests(app, open: false)
        XCTAssertEqual(scene.animator.state, .active, "paused at the start, kept")
    }

    func testResizeMidFlightRetargetsToNewSize() throws {
        let app = try makeApp()
        let session = ScriptedRun(app: app, size: size,
                                  records: DragScript.verticalDrag(x: 640, fromY: 760, toY: 560, duration: 0.1))
        session.run(frames: 40)
        let scene = try scene(app)
        XCTAssertTrue(scene.animator.isRunning)
        app.resize(to: CGSize(width: 1000, height: 600))
        XCTAssertTrue(scene.animator.isRunning, "still on its way")
        session.run()
        try assertRests(app, open: true, height: 600)
        XCTAssertEqual(app.snapshot().view("imageView")?.frame[2], 1000)
        XCTAssertEqual(app.snapshot().view("imageView")?.frame[3], 600)
    }
}
