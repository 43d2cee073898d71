import Foundation
import Gestures
import Harness
import Input
import Platform
import XCTest
@testable import Playground

/// Recordings with two pointers (R36, issue 47) replayed headless: the gesture is pressed from
/// its first pointer's press to its last pointer's release, both pointers reach the scene, and
/// both are drawn as translucent circles, the same frames on every run.
final class TwoPointerReplayTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)
    private let first = CGPoint(x: 640, y: 778)    // the drawer's handle
    private let second = CGPoint(x: 300, y: 300)

    private func record(_ t: Double, _ kind: InputRecord.Kind, _ pointer: Int = 0) -> InputRecord {
        InputRecord(time: t, kind: kind, pointer: pointer)
    }

    /// Pointer 0 drags the drawer up; pointer 1 lands at 0.2 s and rests; pointer 0 lifts at
    /// 0.4 s, pointer 1 at 0.6 s.
    private var twoFingers: [InputRecord] {
        var records = [record(0.1, .down(first))]
        for i in 1...5 { records.append(record(0.1 + Double(i) * 0.016, .move(CGPoint(x: 640, y: 778 - Double(i) * 8)))) }
        records.append(record(0.2, .down(second), 1))
        records.append(record(0.3, .move(CGPoint(x: 310, y: 300)), 1))
        records.append(record(0.4, .up(CGPoint(x: 640, y: 738))))
        records.append(record(0.6, .up(CGPoint(x: 310, y: 300)), 1))
        return records
    }

    func testTheFirstFingerLiftingWhileTheSecondStaysIsNoRelease() throws {
        let app = try PlaygroundApp.forTests(scene: "drawer")
        let run = ScriptedRun(app: app, size: size, records: twoFingers)
        while run.nextFrameTime < 0.5 { run.step() }
        XCTAssertEqual(app.pointer?.isDown, true, "pointer 1 is still down")
        XCTAssertEqual(app.pointer?.location, CGPoint(x: 310, y: 300), "shown by the finger still down")
        XCTAssertTrue(app.history.isGestureOpen, "G's gesture runs to the last release")
        while run.nextFrameTime < 0.7 { run.step() }
        XCTAssertEqual(app.pointer?.isDown, false)
        XCTAssertFalse(app.history.isGestureOpen)
        XCTAssertNotNil(app.history.lastGesture)
    }

    func testGReplaysBothFingersToTheSceneAndItsGhost() throws {
        let app = try PlaygroundApp.forTests(scene: "drawer")
        let run = ScriptedRun(app: app, size: size, records: twoFingers)
        run.run()
        run.deliver([InputRecord(time: run.nextFrameTime, kind: .key("G"))])
        let replay = try XCTUnwrap(app.replay)
        var mostPressed = (app: 0, ghost: 0)
        var heldBySecondAlone = false
        for _ in 0..<120 where app.replay != nil {
            run.step()
            mostPressed = (max(mostPressed.app, app.frameInput.resampler.pressedCount),
                           max(mostPressed.ghost, replay.ghost.resampler.pressedCount))
            if app.frameInput.resampler.pressedPointers == [1], app.pointer?.isDown == true { heldBySecondAlone = true }
        }
        XCTAssertEqual(mostPressed.app, 2, "the replayed gesture has both fingers")
        XCTAssertEqual(mostPressed.ghost, 2, "so has its ghost")
        XCTAssertTrue(heldBySecondAlone, "the replay runs on to the second finger's release")
    }

    func testTwoFingersDownAreDrawnAsTwoCirclesWhereTheFrameShowsThem() throws {
        let app = try PlaygroundApp.forTests(scene: "drawer")
        let run = ScriptedRun(app: app, size: size, records: twoFingers)
        while run.nextFrameTime < 0.25 { run.step() }
        let painter = RecordingPainter()
        app.drawForTest(on: painter)
        let circles = painter.fills.filter { $0.color == TouchPoints.color }
        XCTAssertEqual(circles.map { CGPoint(x: $0.rect.midX, y: $0.rect.midY) }, [CGPoint(x: 640, y: 738), second])
        XCTAssertEqual(circles.first?.rect.width, 2 * TouchPoints.radius)
    }

    func testOneFingerDrawsNoCircleSoAMouseDragLooksAsItDid() throws {
        let app = try PlaygroundApp.forTests(scene: "drawer")
        let run = ScriptedRun(app: app, size: size, records: Array(twoFingers.prefix(6)))
        run.run(frames: 10)
        XCTAssertEqual(app.pointer?.isDown, true)
        let painter = RecordingPainter()
        app.drawForTest(on: painter)
        XCTAssertTrue(painter.fills.allSatisfy { $0.color != TouchPoints.color })
    }

    func testATwoPointerRecordingReplaysHeadlessToTheSameFramesWithBothCircles() throws {
        func frame(_ records: [InputRecord]) throws -> ReplaySession {
            let app = try PlaygroundApp.forTests(scene: "drawer")
            let session = try ReplaySession(app: app, size: size, records: records)
            session.run(frames: 16)   // 0.25 s: both fingers down
            return session
        }
        let a = try frame(twoFingers), b = try frame(twoFingers), one = try frame(twoFingers.filter { $0.pointer == 0 })
        XCTAssertEqual(a.surface.image(), b.surface.image(), "the same recording, the same frame")
        let onCircle = a.surface.pixel(x: Int(second.x), y: Int(second.y))
        let bare = one.surface.pixel(x: Int(second.x), y: Int(second.y))
        XCTAssertNotEqual([onCircle.r, onCircle.g, onCircle.b], [bare.r, bare.g, bare.b], "the second finger's circle is drawn")
    }
}
