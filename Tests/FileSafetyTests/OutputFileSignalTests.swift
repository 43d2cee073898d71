import FluidTestSupport
import Foundation
import XCTest
@testable import FileSafety

/// A signal that ends the program in the middle of an atomic write leaves no temporary file
/// (`blur`'s `.out.bmp.tmp-PID-0`, issue 49, 5) and the old file as it was. Each case forks:
/// the child writes and sends itself the signal at one phase of the write; the parent sees it
/// die of that signal and reads the directory.
final class OutputFileSignalTests: TemporaryDirectoryTestCase {
    /// Forks a child that replaces `target` and raises `signal` at `phase`; the child's wait status.
    private func childStatus(replacing target: String, signal: Int32, at phase: OutputFile.ReplacePhase) -> Int32 {
        let bytes = [UInt8](repeating: 0x41, count: 1 << 16)
        let pid = fork()
        if pid == 0 {
            // A child stuck on a lock another thread held at the fork dies, never hangs the suite.
            alarm(10)
            // As in a command that installed no handler of its own (`blur`): other tests in this
            // process may have (the headless runner's stop signals), and the fork inherits them.
            for ending in SignalCleanup.endingSignals { Foundation.signal(ending, SIG_DFL) }
            try? OutputFile.replace(target, with: bytes, reportedAs: target, mode: 0o666) { reached in
                if reached == phase { raise(signal) }
            }
            _exit(0)
        }
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
        return status
    }

    func testEveryEndingSignalAtEveryPhaseLeavesNoTemporaryFile() throws {
        // The write's code and metadata are warmed up here, before the first fork.
        try OutputFile.write(Array("warm".utf8), to: path("warm"))
        try FileManager.default.removeItem(atPath: path("warm"))
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGUSR1, SIGALRM, SIGXFSZ] {
            for phase in OutputFile.ReplacePhase.allCases {
                let target = try write("old", to: "out.bmp")
                let status = childStatus(replacing: target, signal: signal, at: phase)
                let what = "signal \(signal) at \(phase)"
                // Died of the signal itself (WIFSIGNALED, WTERMSIG), as with no handler at all.
                XCTAssertEqual(status & 0x7f, signal, what)
                XCTAssertEqual(try names(), ["out.bmp"], what)
                XCTAssertEqual(contents("out.bmp"), "old", what)
            }
        }
    }

    /// The handler is there only while a temporary file is: after the write every ending
    /// signal's action is what it was before (SDL installs its quit handler only over the default).
    func testAfterTheWriteEachSignalsActionIsWhatItWas() throws {
        func handlers() -> [UInt] {
            SignalCleanup.endingSignals.map { signal in
                var action = sigaction()
                _ = sigaction(signal, nil, &action)
                return unsafeBitCast(action.__sigaction_handler.sa_handler, to: UInt.self)
            }
        }
        let before = handlers()
        XCTAssertTrue(before.contains(0), "at least one ending signal has the default action here")
        try OutputFile.write(Array("new".utf8), to: path("out.json"))
        XCTAssertEqual(handlers(), before)
    }
}
