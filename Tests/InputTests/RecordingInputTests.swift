import FileSafety
import Foundation
import XCTest
@testable import Input

/// The recording decoder against hostile and odd input: every problem is an
/// error naming the line, nothing is silently zeroed, reordered or accepted.
final class RecordingInputTests: XCTestCase {
    private let down = #"{"t": 0.1, "type": "down", "x": 1, "y": 2}"#
    private let up = #"{"t": 0.2, "type": "up", "x": 3, "y": 4}"#

    private func decode(_ bytes: [UInt8]) throws -> [InputRecord] {
        try bytes.withUnsafeBufferPointer { try InputRecordCoding.decode(bytes: $0) }
    }

    private func failure(_ text: String) -> InputRecordError? {
        failure(Array(text.utf8))
    }

    private func failure(_ bytes: [UInt8]) -> InputRecordError? {
        do {
            _ = try decode(bytes)
            return nil
        } catch {
            return error as? InputRecordError
        }
    }

    /// The JSON problem a line is refused with (the parser's own case).
    private func jsonProblem(_ text: String) -> JSONError.Problem? {
        guard case .json(let error)? = failure(text)?.problem else { return nil }
        return error.problem
    }

    /// The text problem bytes are refused with.
    private func textProblem(_ bytes: [UInt8]) -> TextError.Problem? {
        guard case .notText(let error)? = failure(bytes)?.problem else { return nil }
        return error.problem
    }

    func testCRLFAndCROnlyRecordingsDecode() throws {
        let expected = try InputRecordCoding.decode(down + "\n" + up + "\n")
        XCTAssertEqual(expected.count, 2)
        XCTAssertEqual(try InputRecordCoding.decode(down + "\r\n" + up + "\r\n"), expected)
        XCTAssertEqual(try InputRecordCoding.decode(down + "\r" + up + "\r"), expected)
    }

    func testLineNumbersCountEveryNewlineConvention() {
        XCTAssertEqual(failure(down + "\r\n\r\n" + "{oops}\r\n")?.line, 3)
        XCTAssertEqual(failure(down + "\r\r" + "{oops}")?.line, 3)
    }

    func testByteOrderMarkIsSkipped() throws {
        XCTAssertEqual(try decode([0xEF, 0xBB, 0xBF] + Array(down.utf8)).count, 1)
    }

    func testUTF16AndBinaryAndInvalidUTF8AreNamed() {
        XCTAssertEqual(textProblem([0xFF, 0xFE] + Array(down.utf8)), .utf16)
        XCTAssertEqual(textProblem(Array(down.utf8) + [0x0A, 0x00, 0x01, 0x02]), .nulByte)
        let bad = failure(Array(down.utf8) + [0x0A] + Array(#"{"t": 1, "type": "key", "key": ""#.utf8) + [0xFF] + Array(#""}"#.utf8))
        XCTAssertEqual(bad?.line, 2)
        XCTAssertEqual(bad?.reason, "byte 33: not valid UTF-8 (byte 0xFF)")
    }

    func testDuplicateKeysAreRefused() {
        let e = failure(#"{"t": 0, "type": "down", "x": 1, "x": 5, "y": 2}"#)
        XCTAssertEqual(e?.line, 1)
        XCTAssertEqual(jsonProblem(#"{"t": 0, "type": "down", "x": 1, "x": 5, "y": 2}"#), .duplicateKey("x"), "\(String(describing: e))")
    }

    func testUnknownTypesAreNamed() {
        XCTAssertEqual(failure(#"{"t": 0, "type": "swipe"}"#)?.problem, .unknownType("swipe"))
    }

    private func decodeWithWarnings(_ text: String) throws -> ([InputRecord], [InputRecordWarning]) {
        var warnings: [InputRecordWarning] = []
        let bytes = Array(text.utf8)
        let records = try bytes.withUnsafeBufferPointer { try InputRecordCoding.decode(bytes: $0) { warnings.append($0) } }
        return (records, warnings)
    }

    /// A newer recorder's files replay: a field this version does not know is ignored, with one
    /// warning per field name (naming the first line that has it).
    func testUnknownFieldsAreIgnoredWithOneWarningPerName() throws {
        let text = [#"{"t": 0.1, "type": "down", "x": 1, "y": 2, "pressure": 0.5}"#,
                    #"{"t": 0.2, "type": "move", "x": 2, "y": 2, "pressure": 0.7, "tilt": 3}"#,
                    #"{"t": 0.3, "type": "key", "key": "a", "pressure": 1}"#].joined(separator: "\n") + "\n"
        let (records, warnings) = try decodeWithWarnings(text)
        XCTAssertEqual(records, [InputRecord(time: 0.1, kind: .down(CGPoint(x: 1, y: 2))),
                                 InputRecord(time: 0.2, kind: .move(CGPoint(x: 2, y: 2))),
                                 InputRecord(time: 0.3, kind: .key("a"))])
        XCTAssertEqual(warnings, [.unknownField(name: "pressure", line: 1, count: 3), .unknownField(name: "tilt", line: 2, count: 1)])
        XCTAssertEqual("\(warnings[0])", #"line 1: unknown field "pressure" is ignored, here and on 2 later lines"#)
        XCTAssertEqual("\(warnings[1])", #"line 2: unknown field "tilt" is ignored"#)
    }

    /// Issue 49: a recording whose every line carries the same unknown field is one warning
    /// with the count, not one a line.
    func testAnUnknownFieldOnEveryLineIsSaidOnceWithTheCount() throws {
        let lines = [#"{"t": 0, "type": "down", "x": 1, "y": 2, "pressure": 0.5}"#]
            + (1..<5000).map { #"{"t": \#(Double($0) / 1000), "type": "move", "x": 1, "y": 2, "pressure": 0.5}"# }
        let (records, warnings) = try decodeWithWarnings(lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(records.count, 5000)
        XCTAssertEqual(warnings, [.unknownField(name: "pressure", line: 1, count: 5000)])
        XCTAssertEqual("\(warnings[0])", #"line 1: unknown field "pressure" is ignored, here and on 4999 later lines"#)
    }

    func testAKnownFieldOfTheWrongTypeIsStillAnError() {
        XCTAssertEqual(failure(#"{"t": 0, "type": "down", "x": "1", "y": 2, "pressure": 1}"#)?.problem, .notANumber("x", found: "a string"))
        XCTAssertEqual(failure(#"{"t": 0, "type": "down", "x": "1", "y": 2, "pressure": 1}"#)?.reason, #""x" must be a number, found a string"#)
    }

    /// A recording cut by a full disk ends inside a line: the records before it are kept and
    /// the cut line is named in a warning.
    func testACutLastLineIsLeftOutWithAWarningNamingIt() throws {
        let (records, warnings) = try decodeWithWarnings(down + "\n" + up + "\n" + #"{"t": 0.3, "ty"#)
        XCTAssertEqual(records.count, 2)
        XCTAssertEqual(warnings, [.cutLastLine(line: 3)])
        XCTAssertEqual("\(warnings[0])", "line 3: the recording ends inside this line (no newline, not a whole record); the line is left out")
    }

    func testACutInsideACharacterOrAfterCRLFIsTheSameCut() throws {
        let bytes = Array((down + "\n" + #"{"t": 0.3, "type": "key", "key": ""#).utf8) + [0xC3]
        var warnings: [InputRecordWarning] = []
        let records = try bytes.withUnsafeBufferPointer { try InputRecordCoding.decode(bytes: $0) { warnings.append($0) } }
        XCTAssertEqual(records.count, 1)
        XCTAssertEqual(warnings, [.cutLastLine(line: 2)])
        XCTAssertEqual(try decodeWithWarnings(down + "\r\n" + up + "\r\n" + #"{"t""#).1, [.cutLastLine(line: 3)])
    }

    func testABadLineThatEndsWithANewlineIsStillAnError() {
        XCTAssertEqual(failure(down + "\n" + #"{"t": 0.3, "ty"# + "\n")?.line, 2)
        XCTAssertEqual(failure(down + "\n" + #"{"t": 0.3, "ty"# + "\n" + up)?.line, 2)
    }

    func testAWholeLastLineWithoutANewlineIsARecordWithoutWarning() throws {
        let (records, warnings) = try decodeWithWarnings(down + "\n" + up)
        XCTAssertEqual(records.count, 2)
        XCTAssertEqual(warnings, [])
    }

    func testTimesMustNotGoBackwards() {
        let e = failure(up + "\n" + down)
        XCTAssertEqual(e?.line, 2)
        XCTAssertEqual(e?.problem, .timeWentBackwards(time: 0.1, previousLine: 1, previousTime: 0.2))
    }

    func testEqualTimesAreFine() throws {
        XCTAssertEqual(try InputRecordCoding.decode(down + "\n" + down.replacingOccurrences(of: "down", with: "move")).count, 2)
    }

    func testGapsOverAnHourAreRefusedWithTheLine() {
        let far = #"{"t": 3700.2, "type": "up", "x": 3, "y": 4}"#
        let e = failure(down + "\n" + far)
        XCTAssertEqual(e?.line, 2)
        XCTAssertEqual(e?.problem, .gapTooLong(time: 3700.2, after: 3700.2 - 0.1, previousLine: 1))
        // A first record far from the start (the t = 100000 hang, the t = 1e300 trap).
        XCTAssertEqual(failure(#"{"t": 100000, "type": "key", "key": "a"}"#)?.line, 1)
        XCTAssertEqual(failure(#"{"t": 1e300, "type": "key", "key": "a"}"#)?.line, 1)
    }

    func testCoordinatesBeyondAMillionPointsAreRefused() {
        XCTAssertEqual(failure(#"{"t": 0, "type": "move", "x": 1e19, "y": 2}"#)?.problem, .beyondCoordinateLimit("x", value: 1e19))
        XCTAssertEqual(failure(#"{"t": 0, "type": "move", "x": 1, "y": -1.5e308}"#)?.problem, .beyondCoordinateLimit("y", value: -1.5e308))
        XCTAssertNotNil(try? InputRecordCoding.decode(#"{"t": 0, "type": "move", "x": -1e6, "y": 1e6}"#))
    }

    func testNonFiniteNumbersAreRefusedNotZeroed() {
        XCTAssertEqual(jsonProblem(#"{"t": 0, "type": "move", "x": 1e999, "y": 2}"#), .numberOutOfRange)
        XCTAssertEqual(jsonProblem(#"{"t": 0, "type": "move", "x": Infinity, "y": 2}"#), .nanOrInfinity)
        XCTAssertEqual(jsonProblem(#"{"t": 0, "type": "move", "x": -NaN, "y": 2}"#), .expectedDigit)
    }

    func testNegativeZeroIsZero() throws {
        let r = try InputRecordCoding.decode(#"{"t": -0, "type": "move", "x": -0, "y": 0}"#)
        XCTAssertEqual(r.first?.time.sign, .plus)
    }

    func testNestedJSONIsAWrongTypeOrTooDeep() {
        XCTAssertEqual(failure(#"{"t": 0, "type": "move", "x": {"a": 1}, "y": 2}"#)?.problem, .notANumber("x", found: "an object"))
        let deep = "{\"t\": 0, \"type\": \"key\", \"key\": " + String(repeating: "[", count: 100) + "}"
        XCTAssertEqual(jsonProblem(deep), .tooDeep(limit: JSONParser.maximumDepth))
    }

    func testHugeKeyNamesAreRefused() {
        let long = String(repeating: "k", count: 65)
        XCTAssertEqual(failure(#"{"t": 0, "type": "key", "key": "\#(long)"}"#)?.problem, .keyNameTooLong)
    }

    func testEmptyAndBlankTextHasNoRecords() throws {
        XCTAssertEqual(try decode([]), [])
        XCTAssertEqual(try InputRecordCoding.decode("\n \r\n\t\n"), [])
    }

    func testAMillionLinesDecode() throws {
        var text = ""
        text.reserveCapacity(50_000_000)
        for i in 0..<1_000_000 { text += "{\"t\":\(Double(i) / 1000),\"type\":\"move\",\"x\":\(i % 1280),\"y\":300.5}\n" }
        XCTAssertEqual(try InputRecordCoding.decode(text).count, 1_000_000)
    }
}

extension RecordingInputTests {
    func testAHugeLineIsRefusedBeforeParsing() {
        let huge = "{\"t\": 0, \"type\": \"key\", \"key\": \"a\", \"pad\": [" + String(repeating: "1,", count: 100_000) + "1]}"
        let e = failure(down + "\n" + huge)
        XCTAssertEqual(e?.line, 2)
        XCTAssertEqual(e?.problem, .lineTooLong(huge.utf8.count))
    }
}
