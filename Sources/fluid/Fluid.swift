import ArgumentParser

/// `fluid`: opens the playground window by default; subcommands for curves, blur, input and benchmarks.
struct Fluid: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fluid",
        abstract: "UIKit's interactive, interruptible animations on the Linux desktop.",
        usage: "fluid [run] [--scene <scene>] [<run options>] | fluid <subcommand>",
        discussion: RunCommand.optionsForRootHelp,
        subcommands: [RunCommand.self, ScenesCommand.self, CurveCommand.self, BlurCommand.self,
                      InspectCommand.self, BenchCommand.self, PaintAssetsCommand.self, SoakCommand.self,
                      FuzzReplayCommand.self, ExportCommand.self, CompareCommand.self, ImportCommand.self,
                      SweepCommand.self, CheckCommand.self],
        defaultSubcommand: RunCommand.self
    )
}

/// The program's entry: a word in a command's place that names no command is a usage error
/// (exit 64) naming the commands, before ArgumentParser would hand it, and a `--help` after it,
/// to the default command (`fluid anything --help` would print `run`'s help and exit 0).
@main
enum FluidEntry {
    static func main() {
        if let message = CommandWord.unknown(in: Array(CommandLine.arguments.dropFirst()), root: Fluid.self) {
            Fluid.exit(withError: ValidationError(message))
        }
        Fluid.main()
    }
}

/// Finds the first word standing where a subcommand's name goes that names none.
enum CommandWord {
    /// nil when every command word is known; otherwise the message for the first unknown one.
    /// Options (a word starting with `-`) end the search: they belong to the default command or
    /// to the command named so far, and ArgumentParser judges them. `help WORD…` asks for the
    /// help of the command WORD… names, so those words are checked too.
    static func unknown(in arguments: [String], root: ParsableCommand.Type) -> String? {
        var command = root
        var path = [root._commandName]
        var words = arguments[...]
        if words.first == "help" { words = words.dropFirst() }
        for word in words {
            let subcommands = command.configuration.subcommands
            guard !subcommands.isEmpty, !word.hasPrefix("-") else { return nil }
            guard let next = subcommands.first(where: { $0._commandName == word || $0.configuration.aliases.contains(word) }) else {
                let names = subcommands.map { sub in
                    sub._commandName + (sub == command.configuration.defaultSubcommand ? " (the default)" : "")
                }
                return "unknown command '\(word)' for '\(path.joined(separator: " "))'; the commands are: \(names.joined(separator: ", "))"
            }
            command = next
            path.append(word)
        }
        return nil
    }
}
