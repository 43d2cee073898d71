import FluidTestSupport
import Foundation
import XCTest
@testable import FileSafety

/// A program that dies of a fault (a trap in a package's drag handler under `--watch`, issue 49,
/// 3) still puts the state prepared before it in place, writes its recording's queued lines and
/// says what it was; then it dies of the same signal. Each case forks: the child faults, the
/// parent reads what it left.
final class FatalSignalsTests: TemporaryDirectoryTestCase {
    /// Forks a child that keeps a line file with two queued lines, prepares `state`, and then
    /// runs `fault`; its standard error goes to `stderr.txt`. The child's wait status.
    private func childStatus(fault: @escaping () -> Void) throws -> Int32 {
        let lines = try LineFile(path: path("rec.jsonl"))
        lines.append(Array("{\"t\":0}\n{\"t\":1}\n".utf8))
        FatalSignals.prepare(before: "card --watch: the scene \"card\" crashed in the window (", after: "); kept\n",
                             file: (path("state.json"), Array("{\"frames\":7}\n".utf8)))
        let errors = open(path("stderr.txt"), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let pid = fork()
        if pid == 0 {
            alarm(10)
            dup2(errors, STDERR_FILENO)
            // What the test process had (Swift's backtrace) is not this test's concern.
            for number in FatalSignals.fatal { signal(number, SIG_DFL) }
            FatalSignals.install()
            FatalSignals.keep(lines)
            fault()
            _exit(0)
        }
        close(errors)
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
        // The parent's copy of the queued lines is not to be written after the child's.
        lines.buffer.removeAll()
        return status
    }

    func testATrapPutsThePreparedStateInPlaceWritesTheQueuedLinesAndSaysIt() throws {
        _ = try write("{\"frames\":1}\n", to: "state.json")
        _ = try write("{\"an older recording\":1}\n", to: "rec.jsonl")
        let status = try childStatus {
            // A trap as a bad index or a `fatalError` makes (ud2 on x86-64).
            precondition(CommandLine.arguments.count < 0, "trapped in the drag handler")
        }
        XCTAssertTrue([SIGILL, SIGTRAP].contains(status & 0x7f), "died of the trap itself, status \(status)")
        XCTAssertEqual(contents("state.json"), "{\"frames\":7}\n")
        XCTAssertEqual(contents("rec.jsonl"), "{\"t\":0}\n{\"t\":1}\n")
        XCTAssertEqual(try names(), ["rec.jsonl", "state.json", "stderr.txt"], "no temporary file is left")
        let said = contents("stderr.txt") ?? ""
        let name = status & 0x7f == SIGILL ? "SIGILL" : "SIGTRAP"
        XCTAssertEqual(said.split(separator: "\n").last.map(String.init), "card --watch: the scene \"card\" crashed in the window (\(name)); kept")
    }

    func testAbortIsSentOnAndTheProgramDiesOfIt() throws {
        let status = try childStatus { abort() }
        XCTAssertEqual(status & 0x7f, SIGABRT)
        XCTAssertEqual(contents("state.json"), "{\"frames\":7}\n")
        XCTAssertEqual(contents("stderr.txt"), "card --watch: the scene \"card\" crashed in the window (SIGABRT); kept\n")
    }

    func testABadAddressIsKeptAlike() throws {
        // There before: the parent's own copy of the line file, let go, leaves it as it finds it.
        _ = try write("", to: "rec.jsonl")
        let status = try childStatus {
            let address = UnsafeMutablePointer<Int>(bitPattern: 16)
            address?.pointee = 1
        }
        XCTAssertEqual(status & 0x7f, SIGSEGV)
        XCTAssertEqual(contents("rec.jsonl"), "{\"t\":0}\n{\"t\":1}\n")
        XCTAssertEqual(contents("stderr.txt"), "card --watch: the scene \"card\" crashed in the window (SIGSEGV); kept\n")
    }
}
