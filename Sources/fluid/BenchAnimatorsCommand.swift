import ArgumentParser

// Placeholder: replaced by the layer that implements it.
struct BenchAnimatorsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "animators", abstract: "Not built yet.")
    func run() throws { throw ValidationError("`animators` is not built yet") }
}
