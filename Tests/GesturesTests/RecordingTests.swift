import Foundation
import Input
import XCTest
import ViewTree
@testable import Gestures

/// The JSON Lines recording format and `fluid inspect`'s summaries.
final class RecordingTests: XCTestCase {
    func testEncodeDecodeRoundTrip() throws {
        let records = [
            InputRecord(time: 0, kind: .down(CGPoint(x: 120.5, y: 300))),
            InputRecord(time: 0.016, kind: .move(CGPoint(x: -3.25, y: 1e-5))),
            InputRecord(time: 0.1, kind: .up(CGPoint(x: 121, y: 180))),
            InputRecord(time: 0.5, kind: .key("Escape")),
            InputRecord(time: 0.6, kind: .key("]")),
            InputRecord(time: 0.7, kind: .key("\\")),
            InputRecord(time: 0.8, kind: .key("\"")),
            InputRecord(time: 0.9, kind: .focusLost),
        ]
        let text = records.map(InputRecordCoding.encode).joined(separator: "\n") + "\n"
        XCTAssertEqual(try InputRecordCoding.decode(text), records)
        XCTAssertEqual(InputRecordCoding.encode(records[0]), #"{"t":0,"type":"down","x":120.5,"y":300}"#)
        XCTAssertEqual(InputRecordCoding.encode(records[3]), #"{"t":0.5,"type":"key","key":"Escape"}"#)
        XCTAssertEqual(InputRecordCoding.encode(records[7]), #"{"t":0.9,"type":"focus-lost"}"#)
    }

    func testDecodesTheIssueSpelling() throws {
        let text = """
        {"t": 0.0, "type": "down", "x": 10, "y": 20}
        {"t": 0.5, "type": "key", "key": "Space"}

        {"t": 1, "type": "focus-lost"}
        """
        let records = try InputRecordCoding.decode(text)
        XCTAssertEqual(records, [InputRecord(time: 0, kind: .down(CGPoint(x: 10, y: 20))),
                                 InputRecord(time: 0.5, kind: .key("Space")),
                                 InputRecord(time: 1, kind: .focusLost)])
    }

    func testMalformedLinesNameTheLine() {
        let good = #"{"t": 0, "type": "down", "x": 1, "y": 2}"#
        // The JSON parser's refusal of the line, in its own words (its case lives in FileSafety).
        func json(_ reason: String) -> (InputRecordProblem) -> Bool {
            { if case .json(let error) = $0 { return error.reason == reason } else { return false } }
        }
        func problem(_ expected: InputRecordProblem) -> (InputRecordProblem) -> Bool { { $0 == expected } }
        let cases: [(String, (InputRecordProblem) -> Bool)] = [
            ("{\"t\": 0, \"type\": \"down\", \"x\": 1}", problem(.missing("y"))),
            ("{\"type\": \"move\", \"x\": 1, \"y\": 2}", problem(.missing("t"))),
            ("{\"t\": 0, \"type\": \"wiggle\"}", problem(.unknownType("wiggle"))),
            ("{\"t\": 0, \"type\": \"move\", \"x\": \"1\", \"y\": 2}", problem(.notANumber("x", found: "a string"))),
            ("{\"t\": 0, \"type\": \"move\", \"x\": true, \"y\": 2}", problem(.notANumber("x", found: "true or false"))),
            ("{\"t\": 0, \"type\": \"move\", \"x\": NaN, \"y\": 2}", json("NaN and Infinity are not JSON numbers")),
            ("{\"t\": 0, \"type\": \"move\", \"x\": 1e999, \"y\": 2}", json("a number out of range")),
            ("{\"t\": -1, \"type\": \"up\", \"x\": 1, \"y\": 2}", problem(.negativeTime)),
            ("{\"t\": 0, \"type\": \"key\"}", problem(.missing("key"))),
            ("{\"t\": 0, \"type\": 3}", problem(.notAString("type", found: "a number"))),
            ("[1, 2]", problem(.notAnObject(found: "an array"))),
            ("{\"t\": 0, \"type\": \"up\", \"x\": 1, \"y\": 2", json("the text ends inside an object")),
        ]
        for (bad, matches) in cases {
            let text = [good, good, bad, good].joined(separator: "\n")
            XCTAssertThrowsError(try InputRecordCoding.decode(text), bad) { error in
                guard let error = error as? InputRecordError else { return XCTFail("\(error)") }
                XCTAssertEqual(error.line, 3, bad)
                XCTAssertTrue(matches(error.problem), "\(bad): \(error.problem)")
                XCTAssertEqual(error.description, "line 3: \(error.problem)")
            }
        }
    }

    func testInspectorReportsEachGesture() throws {
        var records: [InputRecord] = [InputRecord(time: 0, kind: .down(CGPoint(x: 100, y: 500)))]
        // A constant 600 pt/s upward drag at 120 Hz for 0.25 s.
        for i in 1...30 {
            let t = Double(i) / 120
            records.append(InputRecord(time: t, kind: .move(CGPoint(x: 100, y: 500 - 600 * t))))
        }
        records.append(InputRecord(time: 0.25, kind: .up(CGPoint(x: 100, y: 350))))
        // A tap.
        records.append(InputRecord(time: 1, kind: .down(CGPoint(x: 10, y: 10))))
        records.append(InputRecord(time: 1.08, kind: .up(CGPoint(x: 12, y: 10))))
        // A drag cancelled by Escape: not reported.
        records.append(InputRecord(time: 2, kind: .down(CGPoint(x: 10, y: 10))))
        records.append(InputRecord(time: 2.01, kind: .move(CGPoint(x: 60, y: 10))))
        records.append(InputRecord(time: 2.02, kind: .key("Escape")))
        records.append(InputRecord(time: 2.03, kind: .up(CGPoint(x: 60, y: 10))))
        // A drag outside the window (captured mouse), resting 60 ms before release.
        records.append(InputRecord(time: 3, kind: .down(CGPoint(x: 5, y: 5))))
        records.append(InputRecord(time: 3.01, kind: .move(CGPoint(x: -40, y: 5))))
        records.append(InputRecord(time: 3.02, kind: .move(CGPoint(x: -80, y: 5))))
        records.append(InputRecord(time: 3.08, kind: .up(CGPoint(x: -80, y: 5))))

        let summaries = GestureInspector.summarize(records)
        XCTAssertEqual(summaries.count, 3)
        let drag = summaries[0]
        XCTAssertEqual(drag.start, CGPoint(x: 100, y: 500))
        XCTAssertEqual(drag.end, CGPoint(x: 100, y: 350))
        XCTAssertEqual(drag.duration, 0.25)
        XCTAssertEqual(drag.translation, CGPoint(x: 0, y: -150))
        XCTAssertEqual(Double(drag.velocity.y), -600, accuracy: 6)
        XCTAssertEqual(Double(drag.velocity.x), 0, accuracy: 1e-6)
        XCTAssertEqual(summaries[1].translation, CGPoint(x: 2, y: 0))
        XCTAssertEqual(summaries[2].translation, CGPoint(x: -85, y: 0))
        XCTAssertEqual(summaries[2].velocity, .zero)  // R29: rested before release
        XCTAssertEqual(summaries[1].jsonLine,
                       #"{"start": [10, 10], "end": [12, 10], "duration": 0.08000000000000007, "translation": [2, 0], "velocity": [0, 0]}"#)  // 80 ms between samples: a rest (R29)
        // Every line is valid JSON.
        for summary in summaries {
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(summary.jsonLine.utf8)))
        }
    }

    // R29: `fluid inspect` reports Flutter's tracker: Flutter's recorded touch data, written as a
    // recording (seconds from its first press), reads back Flutter's release velocities.
    func testR29InspectorGivesFlutterNumbersOnFlutterData() {
        let gestures = FlutterVelocityData.gestures + [FlutterVelocityData.interrupted]
        guard let origin = gestures.first?.events.first?.ms else { return XCTFail("no data") }
        var records: [InputRecord] = []
        for (index, gesture) in gestures.enumerated() {
            // The interrupted stream is gesture 13 again: it is replayed 10 s after the others.
            let shift = index == gestures.count - 1 ? 10_000 : 0
            for event in gesture.events {
                let t = Double(event.ms + shift - origin) / 1000, p = CGPoint(x: event.x, y: event.y)
                let kind: InputRecord.Kind = event.phase == "d" ? .down(p) : event.phase == "m" ? .move(p) : .up(p)
                records.append(InputRecord(time: t, kind: kind))
            }
        }
        let summaries = GestureInspector.summarize(records)
        XCTAssertEqual(summaries.count, gestures.count)
        for (summary, gesture) in zip(summaries, gestures) {
            FlutterVelocityData.assertFlutterTolerance(summary.velocity, gesture)
        }
    }

    func testReplayThroughTheDispatcherCancelsOnFocusLoss() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        let dispatcher = GestureDispatcher(root: root)
        dispatcher.handle(InputRecord(time: 0, kind: .down(CGPoint(x: 10, y: 10))))
        dispatcher.handle(InputRecord(time: 0.01, kind: .move(CGPoint(x: 50, y: 10))))
        dispatcher.handle(InputRecord(time: 0.02, kind: .key("Space")))
        XCTAssertEqual(pan.state, .began)
        dispatcher.handle(InputRecord(time: 0.03, kind: .focusLost))
        XCTAssertEqual(pan.state, .cancelled)
    }
}
