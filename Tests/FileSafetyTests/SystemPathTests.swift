import FluidTestSupport
import Foundation
import XCTest
@testable import FileSafety

/// File names are bytes (issue 49, 7): a name that is not UTF-8 is written and read under its
/// own bytes, never a repaired `\u{FFFD}` one.
final class SystemPathTests: TemporaryDirectoryTestCase {
    /// The bytes of every name in the directory, read as the system gives them.
    private func nameBytes() -> [[UInt8]] {
        guard let dir = opendir(directory) else { return [] }
        defer { closedir(dir) }
        var found: [[UInt8]] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix(while: { $0 != 0 })) }
            if name != Array(".".utf8) && name != Array("..".utf8) { found.append(name) }
        }
        return found
    }

    private let latin1 = Array("st".utf8) + [0xE9] + Array(".json".utf8)

    func testANameThatIsNotUTF8IsWrittenAndReadUnderItsOwnBytes() throws {
        let path = SystemPath.decode(Array(directory.utf8) + [0x2F] + latin1)
        try OutputFile.write(Array("{}".utf8), to: path)
        XCTAssertEqual(nameBytes(), [latin1])
        XCTAssertEqual(try InputFile.read(path, limit: 100), Array("{}".utf8))
        XCTAssertEqual(FileKind.of(path), .regular)
        let lines = try LineFile(path: path)
        lines.append("{}\n".utf8)
        lines.close()
        XCTAssertEqual(nameBytes(), [latin1])
    }

    func testBytesGoThroughAStringAndBackUnchanged() {
        let cases: [[UInt8]] = [latin1, Array("plain/é.json".utf8), [0xFF, 0xFE, 0x80], [0xC3], [0xF4, 0x8F, 0xBB, 0x80], []]
        for bytes in cases {
            let back = SystemPath.cString(SystemPath.decode(bytes)).dropLast().map { UInt8(bitPattern: $0) }
            XCTAssertEqual(back, bytes)
        }
        XCTAssertEqual(SystemPath.decode(Array("é".utf8)), "é")
        XCTAssertEqual(SystemPath.display(SystemPath.decode(latin1)), "st\\xE9.json")
    }

    func testAFolderOfANameThatIsNotUTF8IsListedWithItsEntriesNames() throws {
        let folder = SystemPath.decode(Array(directory.utf8) + [0x2F] + Array("d".utf8) + [0xE9])
        XCTAssertNil(DirectoryPath.make(folder))
        try OutputFile.write(Array("{}".utf8), to: folder + "/" + SystemPath.decode(latin1))
        try OutputFile.write(Array("{}".utf8), to: folder + "/plain.json")
        XCTAssertEqual(try DirectoryEntries.names(in: folder).get(), [SystemPath.decode(latin1), "plain.json"].sorted())
        XCTAssertEqual(DirectoryEntries.names(in: path("missing")), .failure(DirectoryEntriesError(code: ENOENT)))
    }
}
