import ArgumentParser
import Foundation

/// The command line of a package of one's own: `fluid`'s window (the default), `scenes` and
/// `export`, named as the program is.
struct PlaygroundCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        let name = URL(fileURLWithPath: CommandLine.arguments.first ?? "playground").lastPathComponent
        return CommandConfiguration(
            commandName: name,
            abstract: "Your scenes in Fluid's playground window.",
            usage: "\(name) [run] [--scene <scene>] [<run options>] | \(name) scenes | \(name) export",
            discussion: RunCommand.optionsForRootHelp.replacingOccurrences(of: "`fluid run`", with: "`\(name) run`"),
            subcommands: [RunCommand.self, ScenesCommand.self, ExportCommand.self],
            defaultSubcommand: RunCommand.self
        )
    }
}

/// The package's command line as its shell completions see it: `run`'s options at the top level
/// beside the commands (`CommandMain`).
struct PlaygroundCompletion: ParsableCommand {
    static var configuration: CommandConfiguration {
        let root = PlaygroundCommand.configuration
        return CommandConfiguration(commandName: root.commandName, subcommands: root.subcommands)
    }

    @OptionGroup var run: RunCommand
}
