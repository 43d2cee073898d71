import ArgumentParser
import Foundation

/// An error a command throws when its words are wrong, past what ArgumentParser checks (`fluid
/// blur`'s operands): said as any failure is, but with the usage status, 64.
package protocol UsageProblem: Error, CustomStringConvertible {}

/// A failure about one file, said as `file: what went wrong` (an importer's error names a line,
/// not the file it read).
package struct FileFailure: Error, CustomStringConvertible {
    package let file: String
    package let underlying: any Error

    package init(_ file: String, _ underlying: any Error) {
        self.file = file
        self.underlying = underlying
    }

    package var description: String { "\(file): \(CommandFailure.words(for: underlying))" }
}

/// The one place an error that ends a command becomes its line on stderr and its exit status
/// (README, "Exit status"): commands throw their typed errors as they are, and `CommandMain`
/// hands every one that is not ArgumentParser's own here.
package struct CommandFailure: Equatable {
    /// What stderr says, after the `fluid[ command]: ` prefix.
    package let message: String
    /// 2 for bad input or an unusable environment; 64 for a `UsageProblem`.
    package let status: Int32

    package init(message: String, status: Int32) {
        self.message = message
        self.status = status
    }

    package init(_ error: any Error) {
        message = Self.words(for: error)
        status = error is any UsageProblem ? ExitStatus.usage : ExitStatus.badInput
    }

    /// The program's own errors by their `description`; the system's in its own words, never
    /// NSError's raw rendering (`SystemReason`).
    package static func words(for error: any Error) -> String {
        SystemReason.of(error)
    }

    /// The prefix's command words for `command` under `root`: its path of names, without the
    /// default subcommand's (the window is `fluid`, not `fluid run`). Nil for the root itself.
    package static func commandWords(for command: ParsableCommand.Type, root: ParsableCommand.Type) -> String? {
        guard let path = path(to: command, from: root) else { return nil }
        return path.isEmpty ? nil : path.joined(separator: " ")
    }

    private static func path(to command: ParsableCommand.Type, from parent: ParsableCommand.Type) -> [String]? {
        if parent == command { return [] }
        let configuration = parent.configuration
        for child in configuration.subcommands {
            guard let rest = path(to: command, from: child) else { continue }
            let isDefault = configuration.defaultSubcommand.map { $0 == child } ?? false
            return (isDefault ? [] : [child._commandName]) + rest
        }
        return nil
    }

    /// Says the failure of `command` and exits with its status.
    package func end(command: String?) -> Never {
        ExitStatus.say(message, command: command)
        Foundation.exit(status)
    }
}
