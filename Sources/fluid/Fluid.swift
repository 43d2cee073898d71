import ArgumentParser
import FluidPlayground

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
                      SweepCommand.self, CheckCommand.self, NewCommand.self],
        defaultSubcommand: RunCommand.self
    )
}

/// `fluid` as its shell completions see it: the same commands, and `run`'s options at the top
/// level too, since `run` is the default command (`fluid --scene half-modal`).
struct FluidCompletion: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "fluid", subcommands: Fluid.configuration.subcommands)

    @OptionGroup var run: RunCommand
}

/// The program's entry (`CommandMain`: unknown command words are usage errors, standard output
/// is checked, every status is one of the table's).
@main
enum FluidEntry {
    static func main() {
        CommandMain.main(Fluid.self, completion: FluidCompletion.self)
    }
}
