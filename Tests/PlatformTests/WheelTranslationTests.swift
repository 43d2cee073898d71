import CSDL2
import FluidTestSupport
import Foundation
import Input
import XCTest
import Gestures
import Platform
import ViewTree

/// SDL wheel events become scroll steps (R26): at the pointer, in points the way the content
/// follows, continuous when SDL's precise delta is fractional (a touchpad) and discrete when it
/// is whole (a wheel's notch); recorded and replayed as they came.
final class WheelTranslationTests: XCTestCase {
    private func wheel(x: Float, y: Float, mouseX: Int32 = 120, mouseY: Int32 = 340, time: UInt32 = 2_000) -> SDL_Event {
        var w = SDL_MouseWheelEvent()
        w.type = SDL_MOUSEWHEEL.rawValue
        w.timestamp = time
        w.preciseX = x
        w.preciseY = y
        w.x = Int32(x.rounded(.towardZero))
        w.y = Int32(y.rounded(.towardZero))
        w.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
        w.mouseX = mouseX
        w.mouseY = mouseY
        var e = SDL_Event()
        e.wheel = w
        return e
    }

    private func scroll(_ input: InputEvent?) throws -> ScrollEvent {
        guard case .scroll(let event) = try XCTUnwrap(input) else {
            XCTFail("not a scroll: \(String(describing: input))")
            throw XCTSkip("not a scroll")
        }
        return event
    }

    func testAFractionalPreciseDeltaIsAContinuousStepAtThePointer() throws {
        let translator = EventTranslator(windowSize: CGSize(width: 400, height: 600))
        let step = try scroll(translator.translate(wheel(x: 0, y: -0.25)))
        XCTAssertEqual(step.type, .continuous)
        XCTAssertEqual(step.location, CGPoint(x: 120, y: 340))
        XCTAssertEqual(step.timestamp, 2)
        // Scrolling toward the user (negative y) moves the content up, as a finger dragging up.
        XCTAssertEqual(step.delta.y, -0.25 * EventTranslator.pointsPerScrollUnit, accuracy: 1e-6)
        XCTAssertEqual(step.delta.x, 0)
    }

    func testScrollingRightMovesTheContentLeft() throws {
        let translator = EventTranslator(windowSize: CGSize(width: 400, height: 600))
        let step = try scroll(translator.translate(wheel(x: 1.5, y: 0)))
        XCTAssertEqual(step.delta.x, -1.5 * EventTranslator.pointsPerScrollUnit, accuracy: 1e-6)
    }

    func testAWholeNotchIsADiscreteStep() throws {
        let translator = EventTranslator(windowSize: CGSize(width: 400, height: 600))
        let step = try scroll(translator.translate(wheel(x: 0, y: 1)))
        XCTAssertEqual(step.type, .discrete)
        XCTAssertEqual(step.delta.y, EventTranslator.pointsPerScrollUnit)
    }

    /// The whole way: synthesised SDL wheel events drive a pan, which ends 100 ms after the last.
    func testSynthesisedTouchpadEventsDriveAPan() throws {
        let translator = EventTranslator(windowSize: CGSize(width: 400, height: 600))
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 600), name: "root")
        let pan = PanGestureRecognizer(name: "pan")
        root.addGestureRecognizer(pan)
        let dispatcher = GestureDispatcher(root: root)
        var states: [GestureRecognizerState] = []
        pan.addHandler { states.append($0.state) }
        for i in 0..<10 {
            // A touchpad's fingers moving up: 0.5 units toward the user every 10 ms.
            if let input = translator.translate(wheel(x: 0, y: -0.5, time: 1_000 + UInt32(i) * 10)) { dispatcher.handle(input) }
        }
        XCTAssertEqual(pan.translation(in: nil).y, -10 * 0.5 * EventTranslator.pointsPerScrollUnit, accuracy: 1e-6)
        XCTAssertEqual(pan.velocity(in: nil).y, -500, accuracy: 1)
        dispatcher.flush(at: 1.09 + 0.1)
        XCTAssertEqual(states.first, .began)
        XCTAssertEqual(states.last, .ended)
        // Mouse-wheel notches do not pan.
        states.removeAll()
        if let input = translator.translate(wheel(x: 0, y: 1, time: 3_000)) { dispatcher.handle(input) }
        XCTAssertEqual(states, [])
    }

    func testTheRecorderWritesScrollStepsThatReplayAsTheyCame() throws {
        let folder = try TemporaryDirectory.make("fluid-record-scroll")
        defer { TemporaryDirectory.remove(folder) }
        let path = folder + "/recording.jsonl"
        let recorder = try InputRecorder(path: path, startTime: 1)
        let translator = EventTranslator(windowSize: CGSize(width: 400, height: 600))
        let inputs = [wheel(x: 0, y: -0.5, time: 1_016), wheel(x: 0, y: 1, time: 1_032)].compactMap { translator.translate($0) }
        for input in inputs { recorder.record(input) }
        recorder.close()
        XCTAssertNil(recorder.error)
        let records = try InputRecordCoding.decode(try String(contentsOfFile: path, encoding: .utf8))
        XCTAssertEqual(records.map(\.typeName), ["scroll", "wheel"])
        XCTAssertEqual(records.map { InputEvent($0, timeOffset: 1) }, inputs)
    }
}
