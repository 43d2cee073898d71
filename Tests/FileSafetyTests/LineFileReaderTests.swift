import FileSafety
import FluidTestSupport
import Foundation
import XCTest

/// `--trace -` and a reader that does not read on: a run told to stop does not wait on a
/// stalled reader (issue 49, 9), and a reader that has gone is told apart from any other
/// failure, so the command can end quietly (10).
final class LineFileReaderTests: TemporaryDirectoryTestCase {
    /// A pipe: (read end, write end).
    private func pipeEnds() -> (Int32, Int32) {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        return (ends[0], ends[1])
    }

    /// 256 KiB of lines: more than a pipe holds.
    private let lines = Array(repeating: Array("{\"frame\":0,\"t\":0.016}\n".utf8), count: 11_000).flatMap { $0 }

    func testAStopAskedWhileTheReaderStallsEndsTheWritingInsteadOfWaiting() throws {
        let (reader, writer) = pipeEnds()
        defer { close(reader) }
        let file = try LineFile(descriptor: writer, path: "standard output")
        close(writer)
        file.stopRequested = { true }
        file.append(lines)
        let finished = DispatchSemaphore(value: 0)
        Thread { file.flush(); finished.signal() }.start()
        let ended = finished.wait(timeout: .now() + 5) == .success
        // Unblocks a writer that waited (the old behaviour): the read end goes.
        if !ended { close(reader); _ = finished.wait(timeout: .now() + 5) }
        XCTAssertTrue(ended, "the write waited on the stalled reader")
        XCTAssertNotNil(file.error)
        XCTAssertFalse(file.readerGone)
    }

    func testWithoutAStopTheWriterWaitsForTheReaderAndEverythingArrives() throws {
        let (reader, writer) = pipeEnds()
        let file = try LineFile(descriptor: writer, path: "standard output")
        close(writer)
        file.stopRequested = { false }
        file.append(lines)
        var got: [UInt8] = []
        let drained = DispatchSemaphore(value: 0)
        Thread {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while case let n = read(reader, &buffer, buffer.count), n > 0 { got += buffer[0..<n] }
            drained.signal()
        }.start()
        file.close()
        XCTAssertEqual(drained.wait(timeout: .now() + 5), .success)
        close(reader)
        XCTAssertNil(file.error)
        XCTAssertEqual(got.count, lines.count)
    }

    func testAReaderThatHasGoneIsToldApart() throws {
        // As the program has it (`Output.ignoreBrokenPipes`): EPIPE, not the signal's death.
        signal(SIGPIPE, SIG_IGN)
        let (reader, writer) = pipeEnds()
        let file = try LineFile(descriptor: writer, path: "standard output")
        close(writer)
        close(reader)
        var said: [LineFileError] = []
        file.onError = { said.append($0) }
        file.append("{\"frame\":0}\n".utf8)
        file.flush()
        XCTAssertTrue(file.readerGone)
        XCTAssertEqual(said, [.writingStopped(path: "standard output", failure: .system(errno: EPIPE))])
        XCTAssertFalse(file.isOpen)
    }

    /// `--trace - > trace.jsonl` on a disk that fills: the file standard output is open on
    /// keeps whole lines only, as a named one does (issue 49, Next). A file-size limit stands in
    /// for the full disk: the write that reaches it is cut short.
    func testAFileBehindADescriptorIsCutBackToItsLastWholeLine() throws {
        let target = path("trace.jsonl")
        let fd = open(target, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        XCTAssertGreaterThanOrEqual(fd, 0)
        defer { close(fd) }
        signal(SIGXFSZ, SIG_IGN)
        var old = rlimit()
        getrlimit(Int32(RLIMIT_FSIZE.rawValue), &old)
        var small = old
        small.rlim_cur = 100
        XCTAssertEqual(setrlimit(Int32(RLIMIT_FSIZE.rawValue), &small), 0)
        let file = try LineFile(descriptor: fd, path: "standard output")
        for frame in 0..<8 { file.append("{\"frame\":\(frame),\"t\":0.016}\n".utf8) }
        file.flush()
        setrlimit(Int32(RLIMIT_FSIZE.rawValue), &old)
        XCTAssertNotNil(file.error)
        let text = try String(contentsOfFile: target, encoding: .utf8)
        XCTAssertEqual(text.last, "\n", "ends with a whole line: \(text)")
        XCTAssertEqual(text.split(separator: "\n").count, 4)
    }
}
