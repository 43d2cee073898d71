import Foundation
import XCTest
@testable import FileSafety

/// The one input-file reader (issue 13 §1): regular files only, size-capped, clear reasons.
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
}
