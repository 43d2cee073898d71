import Foundation
import Gestures
import Harness
import Input
import Platform
import ScriptedInput
import XCTest
@testable import Playground

/// A headless replay is bounded by what happens, not by the numbers in its input.
final class ReplayBoundsTests: XCTestCase {
    private let tap = [InputRecord(time: 0.1, kind: .down(CGPoint(x: 640, y: 778))),
                       InputRecord(time: 0.15, kind: .up(CGPoint(x: 640, y: 778)))]

    private func session(_ records: [InputRecord]) throws -> (PlaygroundApp, ReplaySession) {
        let app = try PlaygroundApp(sceneName: "drawer")
        app.showsHUD = false
        return (app, try ReplaySession(app: app, size: CGSize(width: 1280, height: 800), records: records))
    }

    func testIdleTimeIsSkippedNotRendered() throws {
        // The t = 100000 hang: one key long after everything settled.
        let (app, s) = try session(tap + [InputRecord(time: 100_000, kind: .key("Space"))])
        XCTAssertEqual(s.run(), .finished)
        XCTAssertTrue(s.isFinished)
        XCTAssertTrue(app.isSettled)
        XCTAssertLessThan(s.renderedFrames, 200, "a long pause costs no frames")
    }

    func testSkippingIdleTimeGivesTheSameStateAsRenderingIt() throws {
        let records = tap + [InputRecord(time: 3, kind: .down(CGPoint(x: 640, y: 460))),
                             InputRecord(time: 3.05, kind: .up(CGPoint(x: 640, y: 460)))]
        let (skipped, a) = try session(records)
        a.run()
        let (rendered, b) = try session(records)
        while !(b.isFinished && rendered.isSettled) { b.step() }
        b.step()
        XCTAssertEqual(skipped.snapshot().views, rendered.snapshot().views)
        XCTAssertEqual(skipped.snapshot().animators, rendered.snapshot().animators)
        XCTAssertLessThan(a.renderedFrames, b.runner.frame)
    }

    func testTimesBeyondAnyFrameNumberNeitherTrapNorHang() throws {
        for far in [1.5e17, 1e300, Double.greatestFiniteMagnitude] {
            let (_, s) = try session(tap + [InputRecord(time: far, kind: .key("a"))])
            XCTAssertEqual(s.run(), .finished, "\(far)")
            XCTAssertLessThan(s.renderedFrames, 200)
        }
    }

    func testFirstFrameAtOrAfterIsCheckedForAnyDouble() {
        XCTAssertEqual(HeadlessRunner.firstFrame(atOrAfter: -5), 0)
        XCTAssertEqual(HeadlessRunner.firstFrame(atOrAfter: .nan), 0)
        XCTAssertEqual(HeadlessRunner.firstFrame(atOrAfter: 1.0 / 60), 0)
        XCTAssertEqual(HeadlessRunner.firstFrame(atOrAfter: 0.5), 29)
        XCTAssertEqual(HeadlessRunner.firstFrame(atOrAfter: .infinity), HeadlessRunner.frameCeiling)
        XCTAssertEqual(HeadlessRunner.firstFrame(atOrAfter: 1e300), HeadlessRunner.frameCeiling)
    }

    func testAStopRequestEndsTheRunAtOnce() throws {
        let (_, s) = try session(tap)
        var asked = 0
        XCTAssertEqual(s.run(shouldStop: { asked += 1; return asked > 5 }), .stopped)
        XCTAssertEqual(s.renderedFrames, 5)
        XCTAssertEqual(s.run(frames: 100, shouldStop: { true }), .stopped)
    }

    func testAFixedFrameCountIsCapped() throws {
        let (_, s) = try session([])
        XCTAssertEqual(s.run(frames: 3), .finished)
        XCTAssertEqual(s.renderedFrames, 3)
        XCTAssertEqual(s.run(frames: -7), .finished)
        XCTAssertEqual(s.renderedFrames, 3)
    }

    func testScriptedDragsCheckTheirSampleCount() {
        let from = CGPoint(x: 0, y: 0), to = CGPoint(x: 10, y: 10)
        XCTAssertEqual(DragScript.drag(from: from, to: to, start: 0, duration: 1e300).count, DragScript.maximumSteps + 2)
        XCTAssertEqual(DragScript.drag(from: from, to: to, start: 0, duration: .nan).count, 3)
        XCTAssertEqual(DragScript.drag(from: from, to: to, start: 0, duration: 0.1).count, 14)
    }
}
