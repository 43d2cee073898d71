import ArgumentParser

// Placeholder: replaced by the layer that implements it.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "run", abstract: "Not built yet.")
    func run() throws { throw ValidationError("`run` is not built yet") }
}
