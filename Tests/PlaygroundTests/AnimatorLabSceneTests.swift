import Foundation
import Gestures
import Harness
import Input
import Platform
import ViewTree
import XCTest
@testable import Playground

/// A horizontal drag along the slider at y = 400: press, moves at 120 Hz, a rest, release.
private func labSliderDrag(fromX: CGFloat, toX: CGFloat, start: Double, duration: Double, rest: Double = 0.1) -> [InputRecord] {
    var records = [InputRecord(time: start, kind: .down(CGPoint(x: fromX, y: 400)))]
    let samples = max(1, Int((duration * 120).rounded()))
    for i in 1...samples {
        let f = CGFloat(i) / CGFloat(samples)
        records.append(InputRecord(time: start + duration * Double(f), kind: .move(CGPoint(x: fromX + (toX - fromX) * f, y: 400))))
    }
    records.append(InputRecord(time: start + duration + rest, kind: .up(CGPoint(x: toX, y: 400))))
    return records
}

/// Seed 001's API tour. Window 1280×800: the buttons are 128.9 wide in one row at y 284…328
/// (centres 136.9 apart from x 92.4); the slider's track runs from x 188 to 1232 at y 400; the
/// subject (96 points) travels in the stage from x 24 to 1104.
final class AnimatorLabSceneTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)
    private let startX = 24.0, endX = 1104.0

    private enum Button: Int {
        case start, pause, reverse, stopTrue, stopFalse, finishEnd, finishStart, finishCurrent, `continue`
        var point: CGPoint { CGPoint(x: 92.4 + 136.9 * CGFloat(rawValue), y: 306) }
    }

    private func tap(_ button: Button, at time: Double) -> [InputRecord] {
        [InputRecord(time: time, kind: .down(button.point)), InputRecord(time: time + 0.03, kind: .up(button.point))]
    }

    private func makeApp(pausesOnCompletion: Bool = false) throws -> PlaygroundApp {
        try PlaygroundApp.forTests(scene: "animator-lab", pausesOnCompletion: pausesOnCompletion)
    }

    private func scene(_ app: PlaygroundApp) throws -> AnimatorLabScene {
        try XCTUnwrap(app.scene as? AnimatorLabScene)
    }

    private func subjectX(_ app: PlaygroundApp) -> Double { app.snapshot().view("subject")?.frame[0] ?? .nan }

    private func text(_ view: View) -> String { view.label?.string ?? "" }

    func testStartRunsSubjectToTheEnd() throws {
        let app = try makeApp()
        let session = try ReplaySession(app: app, size: size, records: tap(.start, at: 0.1))
        session.run(frames: 60)   // 1 s into a 2 s run
        let lab = try scene(app)
        XCTAssertTrue(lab.animator.isRunning)
        let midX = Double(lab.subject.presentation.frame.minX)
        XCTAssertGreaterThan(midX, startX + 100)
        XCTAssertLessThan(midX, endX - 100)
        session.run()
        XCTAssertEqual(subjectX(app), endX, accuracy: 0.01)
        XCTAssertEqual(app.snapshot().view("subject")?.cornerRadius ?? .nan, 48, accuracy: 0.01)
        XCTAssertTrue(app.snapshot().animators.isEmpty)
        XCTAssertEqual(text(lab.callLabel), "completion(.end)")
    }

    /// R7: an illegal call is reported, shown, and changes nothing; the run carries on.
    func testIllegalFinishWhileRunningIsShownAndIgnored() throws {
        let app = try makeApp()
        let session = try ReplaySession(app: app, size: size, records: tap(.start, at: 0.1) + tap(.finishEnd, at: 0.5))
        session.run(frames: 40)
        let lab = try scene(app)
        XCTAssertTrue(lab.animator.isRunning, "the illegal call changed nothing")
        XCTAssertEqual(text(lab.diagnosticLabel), "⚠ finishAnimation(at:):")
        XCTAssertTrue(text(lab.diagnosticDetail).hasPrefix("needs .stopped, found .active"), text(lab.diagnosticDetail))
        session.run()
        XCTAssertEqual(subjectX(app), endX, accuracy: 0.01)
    }

    /// Issue 11: after a reversed run has ended at the start (R4 v2 resets isReversed), start
    /// runs the subject from where it is to the far end: no jump.
    func testStartAfterAReversedRunStartsWhereTheSubjectIs() throws {
        let app = try makeApp()
        let records = tap(.start, at: 0.1) + tap(.reverse, at: 0.6) + tap(.start, at: 2.5)
        let session = ScriptedRun(app: app, size: size, records: records)
        while session.nextFrameTime < 2.5 { session.step() }
        let lab = try scene(app)
        XCTAssertEqual(Double(lab.subject.presentation.frame.midX), startX + 48, accuracy: 1, "back at the start")
        var xs: [Double] = []
        for _ in 0..<10 { session.step(); xs.append(Double(lab.subject.presentation.frame.midX)) }
        XCTAssertLessThan(xs[0], startX + 48 + 40, "the first frames begin at the start: \(xs)")
        XCTAssertGreaterThan(xs[9], xs[0], "and head for the far end")
        session.run()
        XCTAssertEqual(subjectX(app), endX, accuracy: 0.01)
    }

    /// Issue 11: reverse, then start, on an animator not yet run (or run to its end) moves the
    /// subject from where it is to the other end: it never jumps; the stage marks the start.
    func testReverseThenStartNeverJumpsAndTheStageMarksTheStart() throws {
        for records in [tap(.reverse, at: 0.1) + tap(.start, at: 0.3),
                        tap(.start, at: 0.1) + tap(.reverse, at: 3.0) + tap(.start, at: 3.2)] {
            let app = try makeApp()
            let session = ScriptedRun(app: app, size: size, records: records)
            let lab = try scene(app)
            var last: Double?
            var biggest = 0.0
            while !session.isFinished || !app.isSettled {
                session.step()
                let x = Double(lab.subject.presentation.frame.minX)
                if let last { biggest = max(biggest, abs(x - last)) }
                last = x
                if session.frame > 600 { break }
            }
            XCTAssertLessThan(biggest, 60, "no jump (the 2 s run moves under 30 pt a frame)")
            let subjectAtEnd = Double(lab.subject.frame.midX) > Double(size.width) / 2
            let start = try XCTUnwrap(lab.view.viewNamed("startMarker"))
            XCTAssertEqual(start.frame.midX > size.width / 2, subjectAtEnd, "the next run starts where the subject rests")
        }
    }

    func testContinueWhileInactiveIsReported() throws {
        let app = try makeApp()
        let session = try ReplaySession(app: app, size: size, records: tap(.continue, at: 0.1))
        session.run()
        let lab = try scene(app)
        XCTAssertEqual(text(lab.diagnosticLabel), "⚠ continueAnimation(withTimingParameters:durationFactor:):")
        XCTAssertTrue(text(lab.diagnosticDetail).hasPrefix("needs .active (paused)"), text(lab.diagnosticDetail))
        XCTAssertEqual(subjectX(app), startX, accuracy: 0.01)
    }

    /// R6: stop(false) freezes the subject; finish(.start) puts it back at its start.
    func testStopWithoutFinishingThenFinishAtStart() throws {
        let app = try makeApp()
        let session = try ReplaySession(app: app, size: size,
                                        records: tap(.start, at: 0.1) + tap(.stopFalse, at: 1.0) + tap(.finishStart, at: 1.5))
        session.run(frames: 75)   // 1.25 s: stopped
        let lab = try scene(app)
        XCTAssertEqual(lab.animator.state, .stopped)
        let frozen = Double(lab.subject.presentation.frame.minX)
        XCTAssertGreaterThan(frozen, startX + 100)
        session.run(frames: 10)
        XCTAssertEqual(Double(lab.subject.presentation.frame.minX), frozen, accuracy: 1e-9, "frozen while stopped")
        session.run()
        XCTAssertEqual(subjectX(app), startX, accuracy: 0.01)
        XCTAssertEqual(lab.animator.state, .inactive)
        XCTAssertEqual(text(lab.callLabel), "animator.finishAnimation(at: .start)")
    }

    /// R5: stop(true) leaves the subject where it is (model = presentation); the next start
    /// makes a fresh animator that runs from there to the far end.
    func testStopWithTrueKeepsValuesThenStartsAFreshRun() throws {
        let app = try makeApp()
        let records = tap(.start, at: 0.1) + tap(.stopTrue, at: 0.9) + tap(.start, at: 2.0)
        let session = try ReplaySession(app: app, size: size, records: records)
        session.run(frames: 90)   // 1.5 s: stopped
        let lab = try scene(app)
        let stoppedAt = Double(lab.subject.model.frame.minX)   // the model, without the rotation's bounding box
        XCTAssertGreaterThan(stoppedAt, startX + 50)
        XCTAssertLessThan(stoppedAt, endX - 50)
        XCTAssertEqual(Double(lab.subject.presentation.frame.minX), stoppedAt, accuracy: 1e-9, "model = presentation")
        XCTAssertTrue(app.snapshot().animators.isEmpty)
        session.run()
        XCTAssertEqual(subjectX(app), endX, accuracy: 0.01)
    }

    /// Pause, reverse, start: the subject goes back to where it began (R14).
    func testPauseReverseStartGoesBack() throws {
        let app = try makeApp()
        let records = tap(.start, at: 0.1) + tap(.pause, at: 0.8) + tap(.reverse, at: 1.0) + tap(.start, at: 1.2)
        let session = try ReplaySession(app: app, size: size, records: records)
        session.run(frames: 63)   // 1.05 s: paused and reversed (the tap's release is taken at its sample time, F7)
        let lab = try scene(app)
        XCTAssertFalse(lab.animator.isRunning)
        XCTAssertTrue(lab.animator.isReversed)
        session.run()
        XCTAssertEqual(subjectX(app), startX, accuracy: 0.01)
        XCTAssertEqual(text(lab.callLabel), "completion(.start)")
    }

    /// R16: dragging the slider makes the animator active and paused and moves the subject
    /// linearly (scrubsLinearly); continue then runs it to the end.
    func testSliderScrubsThenContinueFinishes() throws {
        let app = try makeApp()
        let records = labSliderDrag(fromX: 190, toX: 710, start: 0.1, duration: 0.4) + tap(.continue, at: 1.0)
        let session = try ReplaySession(app: app, size: size, records: records)
        session.run(frames: 50)
        let lab = try scene(app)
        XCTAssertEqual(lab.animator.state, .active)
        XCTAssertFalse(lab.animator.isRunning)
        XCTAssertEqual(lab.animator.fractionComplete, 0.5, accuracy: 0.002)
        XCTAssertEqual(Double(lab.subject.presentation.frame.minX), startX + 0.5 * (endX - startX), accuracy: 2)
        XCTAssertEqual(text(lab.fractionLabel), "fractionComplete = 0.500")
        // The thumb and the plot's time cursor follow through the linear twin.
        XCTAssertEqual(Double(lab.sliderThumb.presentation.frame.midX), 160 + 0.5 * 1044, accuracy: 2, "in the slider's coordinates")
        session.run()
        XCTAssertEqual(subjectX(app), endX, accuracy: 0.01)
        XCTAssertTrue(app.snapshot().animators.isEmpty)
    }

    /// R18: with pausesOnCompletion the run ends active and paused at 1; the state shows it.
    func testPausesOnCompletionEndsPausedAndShowsIt() throws {
        let app = try makeApp(pausesOnCompletion: true)
        let session = try ReplaySession(app: app, size: size, records: tap(.start, at: 0.1))
        session.run()
        let lab = try scene(app)
        XCTAssertEqual(lab.animator.state, .active)
        XCTAssertFalse(lab.animator.isRunning)
        XCTAssertEqual(subjectX(app), endX, accuracy: 0.01)
        XCTAssertEqual(text(lab.fractionLabel), "fractionComplete = 1.000", "redrawn at the end, without a completion")
    }

    /// Labels are rasterised per string: a refresh with nothing changed leaves every label alone.
    func testRefreshKeepsUnchangedLabels() throws {
        let app = try makeApp()
        try ReplaySession(app: app, size: size, records: []).run(frames: 2)
        let lab = try scene(app)
        let before = lab.view.subviews.map { $0.label }
        lab.refresh()
        XCTAssertEqual(lab.view.subviews.map { $0.label }, before)
    }

    func testResizeMidRunLandsAtTheEnd() throws {
        let app = try makeApp()
        let session = try ReplaySession(app: app, size: size, records: tap(.start, at: 0.1))
        session.run(frames: 50)
        app.resize(to: CGSize(width: 900, height: 700))
        session.run()
        // 900 wide: the stage is 844 wide, the subject ends at 844 − 24 − 96.
        XCTAssertEqual(subjectX(app), 724, accuracy: 0.01)
        XCTAssertTrue(app.snapshot().animators.isEmpty)
    }
}
