import XCTest
@testable import FileSafety

/// Lines of UTF-8 text: any newline, a BOM, clear positions for bad bytes.
final class TextLinesTests: XCTestCase {
    private func lines(_ bytes: [UInt8]) throws -> [String] {
        var out: [String] = []
        try bytes.withUnsafeBufferPointer { buffer in
            try TextLines.forEach(in: buffer) { number, line in
                XCTAssertEqual(number, out.count + 1)
                out.append(String(decoding: line, as: UTF8.self))
            }
        }
        return out
    }

    private func error(_ bytes: [UInt8]) -> TextError? {
        do {
            _ = try lines(bytes)
            return nil
        } catch {
            return error as? TextError
        }
    }

    func testEveryNewlineConventionEndsALine() throws {
        XCTAssertEqual(try lines(Array("a\nb\r\nc\rd".utf8)), ["a", "b", "c", "d"])
        XCTAssertEqual(try lines(Array("a\r\n\r\nb\r\n".utf8)), ["a", "", "b"])
        XCTAssertEqual(try lines(Array("a\r\rb".utf8)), ["a", "", "b"])
    }

    func testUTF8ByteOrderMarkIsSkipped() throws {
        XCTAssertEqual(try lines([0xEF, 0xBB, 0xBF] + Array("x\ny".utf8)), ["x", "y"])
    }

    func testUTF16IsNamed() {
        let e = error([0xFF, 0xFE, 0x7B, 0x00])
        XCTAssertEqual(e?.line, 1)
        XCTAssertEqual(e?.problem, .utf16)
    }

    func testInvalidUTF8NamesLineAndByte() {
        let e = error(Array("ok\nab".utf8) + [0xC3, 0x28] + Array("\n".utf8))
        XCTAssertEqual(e?.line, 2)
        XCTAssertEqual(e?.byte, 3)
        XCTAssertEqual(e?.problem, .invalidUTF8(0xC3))
        XCTAssertEqual(e?.description, "line 2, byte 3: not valid UTF-8 (byte 0xC3)")
    }

    func testOverlongAndSurrogateEncodingsAreInvalid() {
        XCTAssertNotNil(error([0xC0, 0xAF]))
        XCTAssertNotNil(error([0xED, 0xA0, 0x80]))
        XCTAssertNotNil(error([0xF4, 0x90, 0x80, 0x80]))
        XCTAssertNotNil(error([0xE2, 0x82]))  // cut short
    }

    func testNULIsBinaryData() {
        let e = error(Array("abc".utf8) + [0, 1, 2])
        XCTAssertEqual(e?.byte, 4)
        XCTAssertEqual(e?.problem, .nulByte)
    }

    func testMultibyteTextPasses() throws {
        XCTAssertEqual(try lines(Array("héllo → 𝄞\n".utf8)), ["héllo → 𝄞"])
    }
}
