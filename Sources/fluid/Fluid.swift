import ArgumentParser

/// `fluid`: opens the playground window by default; subcommands for curves, blur, input and benchmarks.
@main
struct Fluid: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fluid",
        abstract: "UIKit's interactive, interruptible animations on the Linux desktop.",
        subcommands: [RunCommand.self, ScenesCommand.self, CurveCommand.self, BlurCommand.self,
                      InspectCommand.self, BenchCommand.self, PaintAssetsCommand.self, SoakCommand.self,
                      FuzzReplayCommand.self, ExportCommand.self, CompareCommand.self, ImportCommand.self],
        defaultSubcommand: RunCommand.self
    )
}
