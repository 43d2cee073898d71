import FluidTestSupport
import Foundation
import XCTest
@testable import FileSafety

/// The one output writer: atomic for files, write-through for devices and pipes,
/// refusals for the rest, never a temporary file left or a target damaged.
final class OutputFileTests: TemporaryDirectoryTestCase {
    /// Why writing `target` is refused; nil when it is written.
    private func refusal(_ target: String, options: OutputFile.Options = .init()) -> OutputFileError.Problem? {
        do {
            try OutputFile.write(Array("new".utf8), to: target, options: options)
            return nil
        } catch let error as OutputFileError {
            return error.problem
        } catch {
            XCTFail("\(error)")
            return nil
        }
    }

    func testWritesANewFile() throws {
        try OutputFile.write(Array("abc".utf8), to: path("out.json"))
        XCTAssertEqual(contents("out.json"), "abc")
        XCTAssertEqual(try names(), ["out.json"])
    }

    func testReplacesARegularFileKeepingItsMode() throws {
        let p = try write("old old old", to: "out.json")
        chmod(p, 0o640)
        try OutputFile.write(Array("new".utf8), to: p)
        XCTAssertEqual(contents("out.json"), "new")
        var info = stat()
        stat(p, &info)
        XCTAssertEqual(info.st_mode & 0o777, 0o640)
        XCTAssertEqual(try names(), ["out.json"])
    }

    func testDirectoryIsRefusedAndLeftAsItWas() throws {
        let d = path("dir")
        try FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: false)
        XCTAssertEqual(refusal(d), .directory)
        XCTAssertEqual(try names(), ["dir"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: d), [])
    }

    func testNullDeviceIsWrittenThroughNotReplaced() throws {
        XCTAssertNil(refusal("/dev/null"))
        XCTAssertEqual(FileKind.of("/dev/null", followingLinks: false), .characterDevice)
    }

    func testFIFOWithNoReaderIsRefusedWithoutHanging() throws {
        let p = path("fifo")
        XCTAssertEqual(mkfifo(p, 0o600), 0)
        XCTAssertEqual(refusal(p), .fifoWithoutReader)
        XCTAssertEqual(FileKind.of(p, followingLinks: false), .fifo)
    }

    func testFIFOWithAReaderIsWrittenThrough() throws {
        let p = path("fifo")
        XCTAssertEqual(mkfifo(p, 0o600), 0)
        let reader = open(p, O_RDONLY | O_NONBLOCK)
        XCTAssertGreaterThanOrEqual(reader, 0)
        defer { close(reader) }
        try OutputFile.write(Array("through".utf8), to: p)
        var buffer = [UInt8](repeating: 0, count: 16)
        let n = read(reader, &buffer, 16)
        XCTAssertEqual(String(decoding: buffer[0..<max(0, n)], as: UTF8.self), "through")
    }

    func testSymlinkToAFileIsRefusedAndBothAreKept() throws {
        let real = try write("precious", to: "real")
        XCTAssertEqual(symlink(real, path("link")), 0)
        XCTAssertEqual(refusal(path("link")), .symbolicLink(target: real))
        XCTAssertEqual(OutputFileError(path: path("link"), problem: .symbolicLink(target: real)).description,
                       "cannot write \(path("link")): is a symbolic link to \(real); name the file itself")
        XCTAssertEqual(contents("real"), "precious")
        XCTAssertEqual(FileKind.of(path("link"), followingLinks: false), .symbolicLink)
    }

    func testSymlinkIsFollowedWhenAsked() throws {
        let real = try write("old", to: "real")
        XCTAssertEqual(symlink("real", path("link")), 0)
        XCTAssertNil(refusal(path("link"), options: .init(followsSymbolicLinks: true)))
        XCTAssertEqual(contents("real"), "new")
        XCTAssertEqual(FileKind.of(path("link"), followingLinks: false), .symbolicLink, "the link stays a link")
        XCTAssertEqual(FileKind.of(real, followingLinks: false), .regular)
    }

    func testDanglingSymlinkFollowedCreatesItsTarget() throws {
        XCTAssertEqual(symlink("target.json", path("link")), 0)
        XCTAssertNil(refusal(path("link"), options: .init(followsSymbolicLinks: true)))
        XCTAssertEqual(contents("target.json"), "new")
    }

    func testMissingDirectoryIsNamed() {
        XCTAssertEqual(refusal(path("no/such/out.json")), .noDirectory(path("no/such")))
    }

    func testReadOnlyDirectoryFailsLeavingTheFileAndNoTemporary() throws {
        try XCTSkipIf(isRoot, "root writes anywhere")
        let p = try write("old", to: "out.json")
        chmod(directory, 0o555)
        defer { chmod(directory, 0o755) }
        XCTAssertNotNil(refusal(p))
        XCTAssertEqual(contents("out.json"), "old")
        XCTAssertEqual(try names(), ["out.json"])
    }

    func testFullDeviceFailsAndLeavesNoTemporary() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: "/dev/full"))
        XCTAssertEqual(refusal("/dev/full"), .systemError(errno: ENOSPC))
    }

    func testDashIsStandardOutputOnlyWhereAllowed() throws {
        XCTAssertEqual(try OutputFile.plan(for: "-"), .standardOutput)
        XCTAssertEqual(refusal("-", options: .init(allowsStandardOutput: false)), .standardOutputNotAllowed)
    }

    func testDevStdoutIsStandardOutputWhateverItIsOpenOn() throws {
        XCTAssertEqual(try OutputFile.plan(for: "/dev/stdout"), .standardOutput)
        XCTAssertEqual(try OutputFile.plan(for: "/proc/self/fd/1"), .standardOutput)
    }

    /// Scripts spell an open descriptor `/dev/fd/N` (`--state /dev/fd/3 3>out.json`): it is
    /// written through even when the shell opened it on a regular file.
    func testADescriptorOnARegularFileIsWrittenThrough() throws {
        let p = try write("", to: "redirected.json")
        let fd = open(p, O_WRONLY)
        XCTAssertGreaterThanOrEqual(fd, 0)
        defer { close(fd) }
        XCTAssertEqual(try OutputFile.plan(for: "/dev/fd/\(fd)"), .descriptor(fd))
        XCTAssertNil(refusal("/dev/fd/\(fd)"))
        XCTAssertEqual(contents("redirected.json"), "new")
        XCTAssertEqual(try names(), ["redirected.json"])
    }

    func testADescriptorNameIsAFileWhereStandardOutputIsNotAllowed() {
        XCTAssertNotEqual(try? OutputFile.plan(for: "/dev/stdout", options: .init(allowsStandardOutput: false)), .standardOutput)
    }
}
