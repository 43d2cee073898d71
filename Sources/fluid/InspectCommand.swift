import ArgumentParser

// Placeholder: replaced by the layer that implements it.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "inspect", abstract: "Not built yet.")
    func run() throws { throw ValidationError("`inspect` is not built yet") }
}
