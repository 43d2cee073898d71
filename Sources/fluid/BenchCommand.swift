import ArgumentParser

/// `fluid bench …`: speed figures for docs/PERFORMANCE.md (release builds only mean anything).
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Benchmarks: animators, blur, scenes.",
        subcommands: [BenchAnimatorsCommand.self, BenchBlurCommand.self, BenchScenesCommand.self]
    )
}
