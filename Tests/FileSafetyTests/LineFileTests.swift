import FileSafety
import FluidTestSupport
import Foundation
import XCTest

/// `LineFile`: what `--record` and `--trace` stream to, whole lines only.
final class LineFileTests: TemporaryDirectoryTestCase {
    func testLinesAreInTheFileOnceFlushedNotOnlyAtClose() throws {
        let file = try LineFile(path: path("t.jsonl"))
        file.append("{\"frame\":0}\n".utf8)
        XCTAssertEqual(contents("t.jsonl"), "", "queued, not yet written")
        file.flush()
        XCTAssertEqual(contents("t.jsonl"), "{\"frame\":0}\n")
        file.append("{\"frame\":1}\n".utf8)
        file.close()
        XCTAssertEqual(contents("t.jsonl"), "{\"frame\":0}\n{\"frame\":1}\n")
        XCTAssertNil(file.error)
    }

    func testAnExistingFileIsStartedAfresh() throws {
        _ = try write("an older run's lines\n", to: "t.jsonl")
        let file = try LineFile(path: path("t.jsonl"))
        file.close()
        XCTAssertEqual(contents("t.jsonl"), "")
    }

    /// A run that fails before its first line (a canvas too large for memory) must not cost
    /// the old trace (issue 49, 6): the file is emptied by the first line, or by `close`.
    func testAnExistingFileIsKeptUntilTheFirstLineIsWritten() throws {
        _ = try write("an older run's lines\n", to: "t.jsonl")
        let file = try LineFile(path: path("t.jsonl"))
        XCTAssertEqual(contents("t.jsonl"), "an older run's lines\n")
        file.append("{\"frame\":0}\n".utf8)
        XCTAssertEqual(contents("t.jsonl"), "an older run's lines\n", "queued, not yet written")
        file.flush()
        XCTAssertEqual(contents("t.jsonl"), "{\"frame\":0}\n")
        file.close()
        XCTAssertEqual(contents("t.jsonl"), "{\"frame\":0}\n")
    }

    func testAFileLetGoWithoutALineOrACloseIsAsItWas() throws {
        _ = try write("an older run's lines\n", to: "old.jsonl")
        do {
            _ = try LineFile(path: path("old.jsonl"))
            _ = try LineFile(path: path("new.jsonl"))
        }
        XCTAssertEqual(contents("old.jsonl"), "an older run's lines\n")
        // One it made is not left behind, empty.
        XCTAssertEqual(try names(), ["old.jsonl"])
    }

    func testASymbolicLinkIsRefusedAndItsTargetKept() throws {
        let target = try write("keep\n", to: "target")
        try FileManager.default.createSymbolicLink(atPath: path("link"), withDestinationPath: target)
        XCTAssertThrowsError(try LineFile(path: path("link"))) { error in
            XCTAssertEqual(error as? LineFileError, .symbolicLink(path: self.path("link")))
        }
        XCTAssertEqual(contents("target"), "keep\n")
    }

    func testAFullDiskIsOneErrorAndEndsTheWriting() throws {
        let file = try LineFile(path: "/dev/full")
        var said: [LineFileError] = []
        file.onError = { said.append($0) }
        file.append("a line\n".utf8)
        file.flush()
        file.append("another\n".utf8)
        file.flush()
        XCTAssertEqual(said.count, 1)
        XCTAssertFalse(file.isOpen)
        XCTAssertEqual(file.error, .writingStopped(path: "/dev/full", failure: .system(errno: ENOSPC)))
        XCTAssertEqual(said, [.writingStopped(path: "/dev/full", failure: .system(errno: ENOSPC))])
    }

    func testADescriptorIsWrittenThroughAndLeftOpen() throws {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        defer { close(fds[0]); close(fds[1]) }
        let file = try LineFile(descriptor: fds[1], path: "/dev/fd/\(fds[1])")
        file.append("x\n".utf8)
        file.close()
        XCTAssertGreaterThanOrEqual(fcntl(fds[1], F_GETFD), 0, "the descriptor it was given stays open")
        var buffer = [UInt8](repeating: 0, count: 8)
        XCTAssertEqual(read(fds[0], &buffer, 8), 2)
        XCTAssertEqual(Array(buffer[0..<2]), Array("x\n".utf8))
    }
}
