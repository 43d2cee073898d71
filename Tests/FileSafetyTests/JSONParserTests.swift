import XCTest
@testable import FileSafety

/// The strict JSON parser: duplicates, non-finite numbers and deep nesting refused.
final class JSONParserTests: XCTestCase {
    /// Why `text` is refused; nil when it parses.
    private func reason(_ text: String) -> JSONError.Problem? {
        do {
            _ = try JSONParser.parse(text)
            return nil
        } catch {
            return (error as? JSONError)?.problem
        }
    }

    func testParsesEveryKindOfValue() throws {
        let v = try JSONParser.parse(#" {"a": [1, -2.5e3, true, false, null], "b": "x\"\u00e9\ud834\udd1e", "c": {}} "#)
        XCTAssertEqual(v, .object(["a": .array([.number(1), .number(-2500), .bool(true), .bool(false), .null]),
                                   "b": .string("x\"é𝄞"), "c": .object([:])]))
    }

    func testNumbersAreExactlyRounded() throws {
        for text in ["0.1", "0.016", "120.5", "1e-5", "123456789012345678901234", "2.2250738585072014e-308", "5e-324",
                     "1.7976931348623157e308", "0.30000000000000004", "-0", "9007199254740993"] {
            XCTAssertEqual(try JSONParser.parse(text), .number(Double(text)!), text)
        }
    }

    /// A file saved by an editor that starts UTF-8 with a byte-order mark (a `check.json` from
    /// Windows) reads as without it (issue 49, Next); a mark anywhere else is still refused.
    func testAByteOrderMarkAtTheStartIsSkipped() throws {
        XCTAssertEqual(try JSONParser.parse("\u{FEFF}{\"a\": 1}"), .object(["a": .number(1)]))
        XCTAssertEqual(try JSONParser.parse("\u{FEFF} [true]\n"), .array([.bool(true)]))
        XCTAssertNotNil(reason("{\"a\": \u{FEFF}1}"))
        XCTAssertEqual(reason("\u{FEFF}"), .empty)
    }

    func testDuplicateKeysAreRefused() {
        XCTAssertEqual(reason(#"{"x": 1, "x": 2}"#), .duplicateKey("x"))
        XCTAssertEqual(JSONError(offset: 9, problem: .duplicateKey("x")).description, #"not valid JSON at byte 10: duplicate key "x""#)
    }

    func testNonFiniteNumbersAreRefused() {
        XCTAssertEqual(reason("1e999"), .numberOutOfRange)
        XCTAssertEqual(reason("-1e400"), .numberOutOfRange)
        XCTAssertEqual(reason("NaN"), .nanOrInfinity)
        XCTAssertEqual(reason("-Infinity"), .nanOrInfinity)
    }

    func testDeepNestingIsRefusedNotRecursedInto() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertEqual(reason(deep), .tooDeep(limit: JSONParser.maximumDepth))
        let ok = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        XCTAssertNil(reason(ok))
    }

    func testMalformedTextIsRefused() {
        for bad in ["", "{", "[1,]", "{\"a\" 1}", "01", "1.", "1e", "+1", "\"a", "\"\u{01}\"", "tru", "[1] x", "{\"a\":1,}", "\"\\x\"", "\"\\ud800\""] {
            XCTAssertNotNil(reason(bad), bad)
        }
    }

    func testErrorNamesTheByte() {
        XCTAssertThrowsError(try JSONParser.parse(#"{"a": 1 "b": 2}"#)) { error in
            XCTAssertEqual((error as? JSONError)?.offset, 8)
            XCTAssertEqual("\(error)", "not valid JSON at byte 9: expected ',' or '}'")
        }
    }
}
