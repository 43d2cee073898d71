import Foundation
import XCTest
@testable import Input

/// A touchpad's pinch in a recording (issue 47 item 3b): `--record` keeps it and `--replay`
/// feeds it back as the same `TouchpadGesture`, so a session with pinches replays the same.
final class PinchRecordTests: XCTestCase {
    func testAPinchLineReadsBackAsTheSameRecord() throws {
        let record = InputRecord(time: 0.25, kind: .pinch(.changed, CGPoint(x: 300, y: 210.5), scale: 1.25, rotation: -0.125))
        let line = InputRecordCoding.encode(record)
        XCTAssertEqual(line, #"{"t":0.25,"type":"pinch","phase":"changed","x":300,"y":210.5,"scale":1.25,"rotation":-0.125}"#)
        XCTAssertEqual(try InputRecordCoding.decode(line + "\n"), [record])
    }

    func testEveryPhaseIsWrittenAndRead() throws {
        for phase in [TouchpadGesture.Phase.began, .changed, .ended, .cancelled] {
            let record = InputRecord(time: 1, kind: .pinch(phase, .zero, scale: 1, rotation: 0))
            XCTAssertEqual(try InputRecordCoding.decode(InputRecordCoding.encode(record) + "\n"), [record])
        }
    }

    func testAReplayedPinchIsTheTouchpadGestureItWas() {
        let record = InputRecord(time: 0.5, kind: .pinch(.began, CGPoint(x: 10, y: 20), scale: 1, rotation: 0))
        XCTAssertEqual(InputEvent(record, timeOffset: 2),
                       .touchpad(TouchpadGesture(.began, location: CGPoint(x: 10, y: 20), scale: 1, rotation: 0, timestamp: 2.5)))
    }

    func testABadPhaseOrScaleIsNamed() {
        func problem(_ line: String) -> InputRecordProblem? {
            do {
                _ = try InputRecordCoding.decode(line + "\n")
                return nil
            } catch {
                return (error as? InputRecordError)?.problem
            }
        }
        XCTAssertEqual(problem(#"{"t":0,"type":"pinch","phase":"spread","x":0,"y":0,"scale":1,"rotation":0}"#), .badPinchPhase("spread"))
        XCTAssertEqual(problem(#"{"t":0,"type":"pinch","phase":"began","x":0,"y":0,"scale":0,"rotation":0}"#), .badPinchScale(0))
        XCTAssertEqual(problem(#"{"t":0,"type":"pinch","phase":"began","x":0,"y":0,"scale":1}"#), .missing("rotation"))
    }
}
