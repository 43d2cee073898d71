import Foundation
import XCTest
@testable import FileSafety

/// Standard output is written at once and checked: a full disk and a closed pipe are errors the
/// caller sees, never output lost with a good exit status.
final class StandardOutputTests: XCTestCase {
    override func setUp() {
        // As the program does at startup: a closed pipe is an error, not a death by signal.
        signal(SIGPIPE, SIG_IGN)
    }

    func testAPipeWithAReaderGetsEveryByte() throws {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        defer { close(ends[0]) }
        try StandardOutput.write("a line\n", descriptor: ends[1])
        close(ends[1])
        var buffer = [UInt8](repeating: 0, count: 64)
        let n = read(ends[0], &buffer, 64)
        XCTAssertEqual(String(decoding: buffer[0..<max(0, n)], as: UTF8.self), "a line\n")
    }

    func testAClosedPipeIsTheReaderGone() {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        close(ends[0])
        defer { close(ends[1]) }
        XCTAssertThrowsError(try StandardOutput.write("lost\n", descriptor: ends[1])) {
            XCTAssertEqual($0 as? StandardOutputError, .readerGone)
        }
    }

    func testAFullDeviceIsAnErrorInTheSystemsWords() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: "/dev/full"))
        let fd = open("/dev/full", O_WRONLY)
        XCTAssertGreaterThanOrEqual(fd, 0)
        defer { close(fd) }
        XCTAssertThrowsError(try StandardOutput.write("lost\n", descriptor: fd)) {
            XCTAssertEqual($0 as? StandardOutputError, .failed(ENOSPC))
            XCTAssertEqual("\($0)", "cannot write standard output: No space left on device")
        }
    }
}
