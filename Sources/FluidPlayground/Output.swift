import FileSafety
import Foundation

/// Every subcommand's standard output goes through here: each line is written at once and
/// checked (`StandardOutput`), so `fluid export > /dev/full` fails with one line and status 2
/// instead of exiting 0 with nothing written. A reader that has gone (`fluid curve … | head`)
/// ends the command quietly with status 0, as the reader has what it wanted: SIGPIPE is
/// ignored (`ignoreBrokenPipes`), so it is this error, never the signal's death.
package enum Output {
    /// Writes `text` and `terminator` to standard output; throws `StandardOutputError`.
    package static func print(_ text: String, terminator: String = "\n") throws(StandardOutputError) {
        try StandardOutput.write(text + terminator)
    }

    /// Output `print` left in C's buffer (ArgumentParser's help) is written, and checked.
    package static func finish() throws(StandardOutputError) {
        try StandardOutput.write([UInt8]())
    }

    /// At startup: a write to a closed pipe fails with EPIPE instead of killing the process
    /// (the window's `C`, `--state -`, every subcommand), so whatever the run holds is saved.
    package static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Ends the process for `error`: quietly with status 0 when the reader has gone, else
    /// `fluid: cannot write standard output: …` and status 2. For places that cannot throw.
    package static func end(_ error: StandardOutputError) -> Never {
        guard error != .readerGone else { Foundation.exit(0) }
        CommandFailure(error).end(command: nil)
    }
}
