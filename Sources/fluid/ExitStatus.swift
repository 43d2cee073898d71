import ArgumentParser
import FileSafety
import Foundation
import Platform

/// The exit statuses every command uses (README, "Exit status"):
/// 0 done; 2 bad input or an unusable environment (a file, a display); 64 wrong usage
/// (ArgumentParser's `ValidationError` and parse errors exit 64 themselves).
enum ExitStatus {
    static let badInput: Int32 = 2
    static let usage: Int32 = 64

    /// Prints `fluid[ command]: message` on stderr and returns the error that exits with status 2.
    static func badInput(_ message: String, command: String? = nil) -> ExitCode {
        warn(message, command: command)
        return ExitCode(badInput)
    }

    /// Prints `fluid[ command]: message` on stderr.
    static func warn(_ message: String, command: String? = nil) {
        let prefix = command.map { "fluid \($0): " } ?? "fluid: "
        FileHandle.standardError.write(Data((prefix + message + "\n").utf8))
    }
}

extension Fluid {
    /// ArgumentParser's own main, with two changes: an error no command turned into a status
    /// (ArgumentParser would exit 1) exits 2, so every command keeps to the table above; and
    /// standard output is checked (`Output`).
    static func main() {
        Output.ignoreBrokenPipes()
        do {
            var command = try parseAsRoot()
            try command.run()
            try Output.finish()
        } catch let error as StandardOutputError {
            Output.end(error)
        } catch let failure as CanvasError {
            // A canvas too large for the memory there is: one line, as for any unusable input.
            ExitStatus.warn(failure.description)
            Foundation.exit(ExitStatus.badInput)
        } catch {
            let code = exitCode(for: error)
            guard code.rawValue == ExitCode.failure.rawValue, !(error is ExitCode) else { exit(withError: error) }
            ExitStatus.warn(fullMessage(for: error))
            Foundation.exit(ExitStatus.badInput)
        }
    }
}
