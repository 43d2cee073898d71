import FluidTestSupport
import Foundation
import XCTest
@testable import FileSafety

/// The one input-file reader: regular files only, size-capped, clear reasons.
final class InputFileTests: TemporaryDirectoryTestCase {
    private func reason(_ path: String, limit: Int = 1 << 20) -> String {
        do {
            _ = try InputFile.read(path, limit: limit)
            return "read"
        } catch let error as InputFileError {
            XCTAssertEqual(error.path, path)
            return error.reason
        } catch {
            return "\(error)"
        }
    }

    func testReadsARegularFile() throws {
        let p = try write("hello\n", to: "a.txt")
        XCTAssertEqual(try InputFile.read(p, limit: 100), Array("hello\n".utf8))
    }

    func testReadsAnEmptyFile() throws {
        let p = try write("", to: "empty")
        XCTAssertEqual(try InputFile.read(p, limit: 100), [])
    }

    func testMissingFileSaysSo() {
        XCTAssertEqual(reason(path("none")), "no such file")
    }

    func testDirectoryIsRefusedByWhatItIs() {
        XCTAssertTrue(reason(directory).contains("is a directory"))
    }

    func testFIFOIsRefusedWithoutHanging() throws {
        let p = path("fifo")
        XCTAssertEqual(mkfifo(p, 0o600), 0)
        XCTAssertTrue(reason(p).contains("FIFO"), reason(p))
    }

    func testCharacterDeviceIsRefusedBeforeReading() {
        XCTAssertTrue(reason("/dev/zero").contains("character device"))
        XCTAssertTrue(reason("/dev/null").contains("character device"))
    }

    func testFileOverTheLimitIsRefused() throws {
        let p = try write(String(repeating: "x", count: 101), to: "big")
        XCTAssertTrue(reason(p, limit: 100).contains("more than the 100-byte limit"), reason(p, limit: 100))
        XCTAssertEqual(reason(p, limit: 101), "read")
    }

    func testUnreadableFileSaysPermissionDenied() throws {
        try XCTSkipIf(isRoot, "root reads any file")
        let p = try write("x", to: "secret")
        chmod(p, 0)
        XCTAssertEqual(reason(p), "permission denied")
    }

    func testSymlinkToARegularFileIsRead() throws {
        let p = try write("abc", to: "real")
        XCTAssertEqual(symlink(p, path("link")), 0)
        XCTAssertEqual(try InputFile.read(path("link"), limit: 10), Array("abc".utf8))
    }

    /// Pictures and fonts: the header is checked, with the file's size, before the whole file
    /// is allocated.
    func testAHeaderCheckSeesTheFirstBytesAndTheSizeAndCanRefuse() throws {
        let p = try write("HEADERrest of the file", to: "h.bin")
        var seen: ([UInt8], Int)?
        XCTAssertThrowsError(try InputFile.read(p, limit: 100, headerLength: 6) { header, size in
            seen = (header, size)
            return "the header says no"
        }) { XCTAssertEqual($0 as? InputFileError, InputFileError(path: p, reason: "the header says no")) }
        XCTAssertEqual(seen?.0, Array("HEADER".utf8))
        XCTAssertEqual(seen?.1, 22)
        XCTAssertEqual(try InputFile.read(p, limit: 100, headerLength: 6) { _, _ in nil }, Array("HEADERrest of the file".utf8))
    }

    func testAHeaderLongerThanTheFileIsTheWholeFile() throws {
        let p = try write("abc", to: "short")
        var header: [UInt8] = []
        XCTAssertEqual(try InputFile.read(p, limit: 100, headerLength: 54) { h, _ in header = h; return nil }, Array("abc".utf8))
        XCTAssertEqual(header, Array("abc".utf8))
    }
}
