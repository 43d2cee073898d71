import ArgumentParser
import FileSafety
import Foundation
import Playground
import UIKitPlayground

/// The program's entry for `fluid` and for a package of one's own (`FluidPlayground.main`):
/// ArgumentParser's own main, with three changes. A word in a command's place that names no
/// command is a usage error (exit 64) naming the commands, before ArgumentParser would hand it,
/// and a `--help` after it, to the default command. An error no command turned into a status
/// (ArgumentParser would exit 1) exits 2, so every command keeps to `ExitStatus`'s table. And
/// standard output is checked (`Output`).
///
/// `completion` is the command the shell completion scripts are generated from: the root's
/// subcommands with the default command's options at the top level, so `fluid --sc<TAB>` and
/// `fluid --scene ha<TAB>` complete as `fluid run …` does (ArgumentParser offers a default
/// command's options only after its name).
///
/// Commands throw their typed errors as they are: `CommandFailure` is where each becomes its
/// line (`fluid[ command]: …`) and its status.
package enum CommandMain {
    package static func main(_ root: ParsableCommand.Type, completion: ParsableCommand.Type? = nil) -> Never {
        // The UIKit scenes follow the built-in ones in the window, `scenes` and `--scene`.
        SceneCatalog.include(UIKitScenes.all)
        // Decoded from their bytes: a file name that is not UTF-8 still names its file.
        let arguments = Array(SystemPath.arguments.dropFirst())
        if let completion, arguments.first == "--generate-completion-script" {
            do {
                var command = try completion.parseAsRoot(arguments)
                try command.run()
            } catch {
                completion.exit(withError: error)
            }
            Foundation.exit(0)
        }
        if let problem = CommandWord.unknown(in: arguments, root: root) {
            root.exit(withError: problem.validationError)
        }
        Output.ignoreBrokenPipes()
        var parsed: ParsableCommand.Type?
        do {
            var command = try root.parseAsRoot(arguments)
            parsed = type(of: command)
            try command.run()
            try Output.finish()
        } catch let error as StandardOutputError {
            Output.end(error)
        } catch {
            let code = root.exitCode(for: error)
            // Help and the like, on standard output and checked: `--help > /dev/full` fails (2).
            if code == .success {
                do {
                    try Output.print(root.fullMessage(for: error))
                } catch let failure {
                    Output.end(failure)
                }
                Foundation.exit(0)
            }
            // ArgumentParser's own (usage, 64) and a status a command chose, as they are.
            guard code.rawValue == ExitCode.failure.rawValue, !(error is ExitCode) else { root.exit(withError: error) }
            // Every other error, the command's own: the one mapping (`CommandFailure`).
            CommandFailure(error).end(command: parsed.flatMap { CommandFailure.commandWords(for: $0, root: root) })
        }
        Foundation.exit(0)
    }
}
