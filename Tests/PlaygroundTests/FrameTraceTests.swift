import Foundation
import Gestures
import ViewTree
import Harness
import Platform
import ScriptedInput
import XCTest
@testable import Playground

/// `--trace`: one JSON object per drawn frame, presented values, every named view in
/// every line, velocities in points per second, `t` on the recording's clock.
final class FrameTraceTests: XCTestCase {
    private let size = CGSize(width: 1280, height: 800)

    private func tracedDrag(scene: String = "drawer") throws -> [[String: Any]] {
        let app = try PlaygroundApp.forTests(scene: scene)
        var text = ""
        app.trace = FrameTrace(origin: 0) { text += $0 }
        let drag = DragScript.verticalDrag(x: 200, fromY: 775, toY: 480, duration: 0.3)
        let session = try ReplaySession(app: app, size: size, records: drag)
        session.run(frames: 40)
        app.trace?.flush()
        return try text.split(separator: "\n").map {
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    func testEachFramesLineIsHandedOnAsItIsDrawnWhenStreaming() throws {
        let app = try PlaygroundApp.forTests(scene: "drawer")
        var writes: [String] = []
        let trace = FrameTrace(origin: 0) { writes.append($0) }
        trace.writesEachFrame = true
        app.trace = trace
        let session = try ReplaySession(app: app, size: size, records: DragScript.verticalDrag(x: 200, fromY: 775, toY: 480, duration: 0.3))
        for n in 1...5 {
            session.step()
            XCTAssertEqual(writes.count, n, "frame \(n) is written before the next is drawn")
            XCTAssertEqual(writes.last?.filter { $0 == "\n" }.count, 1)
        }
    }

    func testOneLinePerDrawnFrameOnTheRecordingsClock() throws {
        let lines = try tracedDrag()
        XCTAssertEqual(lines.count, 40)
        for (n, line) in lines.enumerated() {
            XCTAssertEqual(line["frame"] as? Int, n)
            XCTAssertEqual(try XCTUnwrap(line["t"] as? Double), HeadlessRunner.time(ofFrame: n), accuracy: 1e-4)
            XCTAssertNotNil(line["animators"] as? [Any])
            XCTAssertNotNil(line["tuning"] as? [String: Any])
        }
    }

    func testEveryNamedViewIsInEveryLine() throws {
        let lines = try tracedDrag()
        let names = Set(try XCTUnwrap(lines.first?["views"] as? [String: Any]).keys)
        XCTAssertTrue(names.contains("drawer"))
        for line in lines { XCTAssertEqual(Set(try XCTUnwrap(line["views"] as? [String: Any]).keys), names) }
    }

    func testANameUsedAgainIsToldApartByItsPlaceInTreeOrder() throws {
        let app = try PlaygroundApp.forTests(scene: "drawer")
        app.scene.view.addSubview(View(frame: CGRect(x: 10, y: 20, width: 30, height: 40), name: "drawer"))
        var text = ""
        app.trace = FrameTrace(origin: 0) { text += $0 }
        let session = try ReplaySession(app: app, size: size, records: DragScript.verticalDrag(x: 200, fromY: 775, toY: 480, duration: 0.3))
        session.run(frames: 2)
        app.trace?.flush()
        let line = try XCTUnwrap(text.split(separator: "\n").last)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let views = try XCTUnwrap(object["views"] as? [String: [String: Any]])
        XCTAssertEqual(views["drawer#2"]?["frame"] as? [Double], [10, 20, 30, 40], "the later view, by its place")
        XCTAssertNotEqual(views["drawer"]?["frame"] as? [Double], [10, 20, 30, 40], "the first keeps the plain name")
    }

    func testPointerIsNullBeforeInputThenFollowsThePress() throws {
        let lines = try tracedDrag()
        XCTAssertTrue(lines[0]["pointer"] is NSNull, "no pointer before the first press (at 0.1 s)")
        let pressed = lines.compactMap { $0["pointer"] as? [String: Any] }.filter { $0["down"] as? Bool == true }
        XCTAssertFalse(pressed.isEmpty)
        XCTAssertEqual(lines.last.flatMap { ($0["pointer"] as? [String: Any])?["down"] as? Bool }, false)
    }

    func testVelocityIsTheOriginsChangeOverTheFrameInterval() throws {
        let lines = try tracedDrag()
        func drawer(_ i: Int) throws -> (y: Double, vy: Double) {
            let views = try XCTUnwrap(lines[i]["views"] as? [String: Any])
            let view = try XCTUnwrap(views["drawer"] as? [String: Any])
            let frame = try XCTUnwrap(view["frame"] as? [Double]), velocity = try XCTUnwrap(view["velocity"] as? [Double])
            return (frame[1], velocity[1])
        }
        var moving = 0
        for i in 1..<lines.count {
            let (y0, _) = try drawer(i - 1), (y1, vy) = try drawer(i)
            XCTAssertEqual(vy, (y1 - y0) * HeadlessRunner.frameRate, accuracy: 0.05, "frame \(i)")
            if abs(vy) > 100 { moving += 1 }
        }
        XCTAssertGreaterThan(moving, 5, "the drag moves the drawer")
    }

    func testNonFiniteNumbersAreWrittenAsNullNeverAsNumbers() {
        XCTAssertEqual(FrameTrace.number(Double.nan), "null")
        XCTAssertEqual(FrameTrace.number(-Double.infinity), "null")
        XCTAssertEqual(FrameTrace.number(12.0), "12")
        XCTAssertEqual(FrameTrace.number(-0.25), "-0.25")
        XCTAssertEqual(FrameTrace.string("a\"b\\c\n"), "\"a\\\"b\\\\c\\n\"")
    }

    func testStateHasTheTuningAndEachViewsPresentedFrame() throws {
        let app = try PlaygroundApp.forTests(scene: "drawer")
        let session = try ReplaySession(app: app, size: size,
                                        records: DragScript.verticalDrag(x: 200, fromY: 775, toY: 480, duration: 0.3))
        session.run(frames: 20)   // mid-drag: the animator is scrubbed, so presented and model frames differ
        let state = app.snapshot()
        XCTAssertEqual(state.tuning, app.tuning)
        let drawer = try XCTUnwrap(state.view("drawer"))
        XCTAssertEqual(drawer.presentedFrame.count, 4)
        XCTAssertNotEqual(drawer.presentedFrame[1], drawer.frame[1], "mid-flight the drawn frame is not the model frame")
    }
}
