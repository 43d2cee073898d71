import ArgumentParser
import FileSafety
import Foundation
import Platform

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
package enum CommandMain {
    package static func main(_ root: ParsableCommand.Type, completion: ParsableCommand.Type? = nil) -> Never {
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
        do {
            var command = try root.parseAsRoot(arguments)
            try command.run()
            try Output.finish()
        } catch let error as StandardOutputError {
            Output.end(error)
        } catch let failure as CanvasError {
            // A canvas too large for the memory there is: one line, as for any unusable input.
            Foundation.exit(ExitStatus.badInput(failure.description).rawValue)
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
            guard code.rawValue == ExitCode.failure.rawValue, !(error is ExitCode) else { root.exit(withError: error) }
            Foundation.exit(ExitStatus.badInput(root.fullMessage(for: error)).rawValue)
        }
        Foundation.exit(0)
    }
}
