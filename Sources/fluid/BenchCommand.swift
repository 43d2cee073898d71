import ArgumentParser
import FluidPlayground

/// `fluid bench …`: speed figures for docs/PERFORMANCE.md (release builds only mean anything).
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Benchmarks: animators, blur, scenes, input latency in a window.",
        subcommands: [BenchAnimatorsCommand.self, BenchBlurCommand.self, BenchScenesCommand.self, BenchWindowCommand.self]
    )

    /// `fluid bench` alone measures nothing: a usage error (64) naming the benchmarks, not
    /// the help with status 0.
    func run() throws {
        let names = Self.configuration.subcommands.map { $0._commandName }
        throw UsageError.needsSubcommand(command: "bench", subcommands: names).validationError
    }
}
