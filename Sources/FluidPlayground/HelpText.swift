import Foundation

/// A command's help discussion as a terminal shows it: prose is left to the parser, which wraps
/// it to the terminal's width, and each example command is broken, when it must be, only between
/// its words with a shell continuation (` \`), so it still runs as pasted (issue 51).
///
/// The width is the parser's own: `COLUMNS`, else the terminal of standard output, else 80.
/// For the manual (`--experimental-dump-help`) examples are fitted to `manualWidth`: `man`
/// fills prose itself, but keeps a line that starts with spaces on a line of its own, so an
/// example that fits the page's text column is never broken or hyphenated there.
package enum HelpText {
    /// `paragraphs`, one line each (the parser wraps them), then "Example:" or "Examples:" and
    /// `examples`, each indented two spaces and fitted to `width` columns.
    package static func discussion(_ paragraphs: [String], examples: [String] = [], width: Int? = nil) -> String {
        let width = width ?? (dumpingHelp ? manualWidth : terminalWidth)
        var lines = paragraphs
        if !examples.isEmpty {
            lines.append(examples.count == 1 ? "Example:" : "Examples:")
            lines += examples.flatMap { fitted($0, width: width) }
        }
        return lines.joined(separator: "\n")
    }

    /// `command` on lines of fewer than `width` columns (the parser rewraps a line of `width`),
    /// broken between words with ` \` and continued six spaces in, an option kept with its value.
    /// A word (or option and value) longer than the line stays whole.
    package static func fitted(_ command: String, width: Int) -> [String] {
        let limit = max(width - 1, 20)
        var lines: [String] = []
        var line = "  "
        for word in groups(of: words(of: command)) {
            if line.trimmingCharacters(in: .whitespaces).isEmpty {
                line += word
            } else if line.count + 1 + word.count + 2 <= limit {
                line += " " + word
            } else {
                lines.append(line + " \\")
                line = "      " + word
            }
        }
        lines.append(line)
        return lines
    }

    /// Words kept together on a line: an option with its value (`--scene drawer`).
    private static func groups(of words: [String]) -> [String] {
        var groups: [String] = []
        for word in words {
            if let last = groups.last, last.hasPrefix("-"), !last.contains(" "), !word.hasPrefix("-") {
                groups[groups.count - 1] += " " + word
            } else {
                groups.append(word)
            }
        }
        return groups
    }

    /// The shell words of `command`: split at spaces outside single or double quotes.
    private static func words(of command: String) -> [String] {
        var words: [String] = [], current = "", quote: Character?
        for c in command {
            if let q = quote {
                current.append(c)
                if c == q { quote = nil }
            } else if c == "'" || c == "\"" {
                quote = c
                current.append(c)
            } else if c == " " {
                if !current.isEmpty { words.append(current); current = "" }
            } else {
                current.append(c)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The columns an example may take in the manual: an 80-column `man` indents its text 13.
    package static let manualWidth = 60

    /// Whether this run prints the help as data for the manual.
    private static var dumpingHelp: Bool { CommandLine.arguments.contains("--experimental-dump-help") }

    /// The columns the parser wraps help to.
    package static var terminalWidth: Int {
        if let text = ProcessInfo.processInfo.environment["COLUMNS"], let columns = Int(text) { return max(columns, 20) }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }
}
