import FluidTestSupport
import Foundation
import XCTest
@testable import FileSafety

/// The one input-file reader: regular files only, size-capped, clear reasons.
final class InputFileTests: TemporaryDirectoryTestCase {
    /// Why `path` is refused; nil when it is read.
    private func problem(_ path: String, limit: Int = 1 << 20) -> InputFileError.Problem? {
        do {
            _ = try InputFile.read(path, limit: limit)
            return nil
        } catch let error as InputFileError {
            XCTAssertEqual(error.path, path)
            return error.problem
        } catch {
            XCTFail("\(error)")
            return nil
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
        XCTAssertEqual(problem(path("none")), .cannotOpen(errno: ENOENT))
        XCTAssertEqual(InputFileError(path: "p", problem: .cannotOpen(errno: ENOENT)).description, "p: no such file")
    }

    func testDirectoryIsRefusedByWhatItIs() {
        XCTAssertEqual(problem(directory), .notRegular(.directory))
    }

    func testFIFOIsRefusedWithoutHanging() throws {
        let p = path("fifo")
        XCTAssertEqual(mkfifo(p, 0o600), 0)
        XCTAssertEqual(problem(p), .notRegular(.fifo))
        XCTAssertEqual(InputFileError(path: p, problem: .notRegular(.fifo)).reason, "is a FIFO (named pipe), not a regular file")
    }

    func testCharacterDeviceIsRefusedBeforeReading() {
        XCTAssertEqual(problem("/dev/zero"), .notRegular(.characterDevice))
        XCTAssertEqual(problem("/dev/null"), .notRegular(.characterDevice))
    }

    func testFileOverTheLimitIsRefused() throws {
        let p = try write(String(repeating: "x", count: 101), to: "big")
        XCTAssertEqual(problem(p, limit: 100), .tooLarge(size: 101, limit: 100))
        XCTAssertEqual(InputFileError(path: p, problem: .tooLarge(size: 101, limit: 100)).reason, "is 101 bytes, more than the 100-byte limit")
        XCTAssertNil(problem(p, limit: 101))
    }

    func testUnreadableFileSaysPermissionDenied() throws {
        try XCTSkipIf(isRoot, "root reads any file")
        let p = try write("x", to: "secret")
        chmod(p, 0)
        XCTAssertEqual(problem(p), .cannotOpen(errno: EACCES))
        XCTAssertEqual(InputFileError(path: p, problem: .cannotOpen(errno: EACCES)).reason, "permission denied")
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
        }) { XCTAssertEqual($0 as? InputFileError, InputFileError(path: p, problem: .refusedHeader("the header says no"))) }
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
