import FileSafety
import Foundation

/// The exit statuses every command uses (README, "Exit status"):
/// 0 done; 2 bad input or an unusable environment (a file, a display); 64 wrong usage
/// (ArgumentParser's `ValidationError` and parse errors exit 64 themselves).
package enum ExitStatus {
    package static let badInput: Int32 = 2
    package static let usage: Int32 = 64

    /// Prints `fluid[ command]: warning` on stderr, the one place a `CommandWarning` is worded.
    package static func warn(_ warning: CommandWarning, command: String? = nil) {
        say(warning.description, command: command)
    }

    /// Prints `fluid[ command]: message` on stderr (`CommandFailure` and warnings). A name's
    /// bytes that are not UTF-8 are shown as `\xE9` (`SystemPath.display`).
    static func say(_ message: String, command: String?) {
        let prefix = command.map { "fluid \($0): " } ?? "fluid: "
        FileHandle.standardError.write(Data((prefix + SystemPath.display(message) + "\n").utf8))
    }
}
