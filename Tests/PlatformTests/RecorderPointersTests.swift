import FluidTestSupport
import Foundation
import Input
import XCTest
@testable import Platform

/// `--record` keeps every pointer (R36): each with its `"pointer"` field, pointer 0 without
/// one, so a mouse's recording is byte for byte what it was before pointers were recorded.
final class RecorderPointersTests: XCTestCase {
    private var folder = ""
    private var path = ""

    override func setUpWithError() throws {
        folder = try TemporaryDirectory.make("fluid-recorder-pointers")
        path = folder + "/recording.jsonl"
    }

    override func tearDown() {
        TemporaryDirectory.remove(folder)
    }

    private func record(_ events: [PointerEvent]) throws -> [String] {
        let recorder = try InputRecorder(path: path, startTime: 0)
        for event in events { recorder.record(.pointer(event)) }
        recorder.close()
        return try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    func testASecondFingerIsRecordedWithItsPointerBesideTheFirst() throws {
        let lines = try record([
            PointerEvent(.down, x: 10, y: 20, timestamp: 0.1),
            PointerEvent(.down, x: 30, y: 40, timestamp: 0.1, pointerID: 1),
            PointerEvent(.move, x: 12, y: 20, timestamp: 0.2),
            PointerEvent(.move, x: 28, y: 40, timestamp: 0.2, pointerID: 1),
            PointerEvent(.up, x: 28, y: 40, timestamp: 0.3, pointerID: 1),
            PointerEvent(.up, x: 12, y: 20, timestamp: 0.3),
        ])
        XCTAssertEqual(lines, [
            #"{"t":0.1,"type":"down","x":10,"y":20}"#,
            #"{"t":0.1,"type":"down","x":30,"y":40,"pointer":1}"#,
            #"{"t":0.2,"type":"move","x":12,"y":20}"#,
            #"{"t":0.2,"type":"move","x":28,"y":40,"pointer":1}"#,
            #"{"t":0.3,"type":"up","x":28,"y":40,"pointer":1}"#,
            #"{"t":0.3,"type":"up","x":12,"y":20}"#,
        ])
    }

    func testATouchpadPinchIsRecordedAsPinchLinesAndReadBack() throws {
        let recorder = try InputRecorder(path: path, startTime: 0)
        let pinch = [TouchpadGesture(.began, location: CGPoint(x: 50, y: 60), timestamp: 0.1),
                     TouchpadGesture(.changed, location: CGPoint(x: 50, y: 60), scale: 1.5, rotation: 0.25, timestamp: 0.2),
                     TouchpadGesture(.ended, location: CGPoint(x: 50, y: 60), scale: 1.5, rotation: 0.25, timestamp: 0.3)]
        for gesture in pinch { recorder.record(.touchpad(gesture)) }
        recorder.close()
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(text.split(separator: "\n").first.map(String.init),
                       #"{"t":0.1,"type":"pinch","phase":"began","x":50,"y":60,"scale":1,"rotation":0}"#)
        XCTAssertEqual(try InputRecordCoding.decode(text).map { InputEvent($0) }, pinch.map { .touchpad($0) })
    }

    func testAMouseDragIsRecordedAsBeforePointers() throws {
        let lines = try record([
            PointerEvent(.down, x: 1, y: 2, timestamp: 0.5),
            PointerEvent(.move, x: 3, y: 2, timestamp: 0.516),
            PointerEvent(.up, x: 3, y: 2, timestamp: 0.532),
        ])
        XCTAssertEqual(lines, [#"{"t":0.5,"type":"down","x":1,"y":2}"#, #"{"t":0.516,"type":"move","x":3,"y":2}"#,
                               #"{"t":0.532,"type":"up","x":3,"y":2}"#])
    }

    func testMotionOfAPointerNotPressedIsLeftOut() throws {
        let lines = try record([
            PointerEvent(.down, x: 1, y: 2, timestamp: 0.1),
            PointerEvent(.move, x: 5, y: 5, timestamp: 0.2, pointerID: 2),
            PointerEvent(.down, x: 5, y: 5, timestamp: 0.3, pointerID: 2),
            PointerEvent(.cancel, x: 5, y: 5, timestamp: 0.4, pointerID: 2),
            PointerEvent(.move, x: 6, y: 5, timestamp: 0.5, pointerID: 2),
        ])
        XCTAssertEqual(lines, [#"{"t":0.1,"type":"down","x":1,"y":2}"#, #"{"t":0.3,"type":"down","x":5,"y":5,"pointer":2}"#])
    }
}
