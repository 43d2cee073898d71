import Foundation
import XCTest
@testable import Input

/// R36: each pointer keeps its own id from press to release, in recordings too. The optional
/// `"pointer"` field carries it; absent means pointer 0, so older recordings read as they did.
final class PointerFieldTests: XCTestCase {
    func testALineWithoutPointerIsPointerZero() throws {
        let records = try InputRecordCoding.decode(#"{"t": 0.1, "type": "down", "x": 1, "y": 2}"#)
        XCTAssertEqual(records, [InputRecord(time: 0.1, kind: .down(CGPoint(x: 1, y: 2)), pointer: 0)])
    }

    func testAPointerFieldIsKeptOnTheRecordAndItsEvent() throws {
        let records = try InputRecordCoding.decode(#"{"t": 0.1, "type": "move", "x": 1, "y": 2, "pointer": 3}"#)
        XCTAssertEqual(records.first?.pointer, 3)
        XCTAssertEqual(records.first?.pointerEvent, PointerEvent(.move, x: 1, y: 2, timestamp: 0.1, pointerID: 3))
        XCTAssertEqual(records.first.map { InputEvent($0) }, .pointer(PointerEvent(.move, x: 1, y: 2, timestamp: 0.1, pointerID: 3)))
    }

    func testPointerZeroIsWrittenWithoutTheFieldSoOldRecordingsStayByteForByte() {
        XCTAssertEqual(InputRecordCoding.encode(InputRecord(time: 0.5, kind: .up(CGPoint(x: 3, y: 4)))),
                       #"{"t":0.5,"type":"up","x":3,"y":4}"#)
    }

    func testAnotherPointerIsWrittenAndReadBack() throws {
        let record = InputRecord(time: 0.25, kind: .down(CGPoint(x: 30, y: 40)), pointer: 1)
        let line = InputRecordCoding.encode(record)
        XCTAssertEqual(line, #"{"t":0.25,"type":"down","x":30,"y":40,"pointer":1}"#)
        XCTAssertEqual(try InputRecordCoding.decode(line), [record])
    }

    func testAPointerThatIsNotASmallWholeNumberIsRefusedNamingTheLine() {
        for bad in ["-1", "1.5", "1024", "1e9"] {
            let text = #"{"t": 0.1, "type": "down", "x": 1, "y": 2, "pointer": "# + bad + "}"
            XCTAssertThrowsError(try InputRecordCoding.decode(text), bad) { error in
                XCTAssertEqual(error as? InputRecordError, InputRecordError(line: 1, problem: .badPointer(Double(bad) ?? .nan)), bad)
            }
        }
    }

    func testAPointerThatIsNotANumberIsRefused() {
        let text = #"{"t": 0.1, "type": "down", "x": 1, "y": 2, "pointer": "one"}"#
        XCTAssertThrowsError(try InputRecordCoding.decode(text)) { error in
            XCTAssertEqual(error as? InputRecordError, InputRecordError(line: 1, problem: .notANumber("pointer", found: "a string")))
        }
    }

    /// `pointer` is optional, so a pointer line with one unknown field has no more fields than
    /// its type may have: the unknown one is still said.
    func testAnUnknownFieldBesideAnAbsentPointerIsStillSaid() throws {
        var warnings: [InputRecordWarning] = []
        let bytes = Array(#"{"t": 0.1, "type": "down", "x": 1, "y": 2, "pressure": 0.5}"#.utf8)
        _ = try bytes.withUnsafeBufferPointer { try InputRecordCoding.decode(bytes: $0, warn: { warnings.append($0) }) }
        XCTAssertEqual(warnings, [.unknownField(name: "pressure", line: 1, count: 1)])
    }

    func testAPointerOnAKeyLineIsAnUnknownField() throws {
        var warnings: [InputRecordWarning] = []
        let bytes = Array(#"{"t": 0.1, "type": "key", "key": "a", "pointer": 1}"#.utf8)
        let records = try bytes.withUnsafeBufferPointer { try InputRecordCoding.decode(bytes: $0, warn: { warnings.append($0) }) }
        XCTAssertEqual(records.first?.pointer, 0)
        XCTAssertEqual(warnings, [.unknownField(name: "pointer", line: 1, count: 1)])
    }
}
