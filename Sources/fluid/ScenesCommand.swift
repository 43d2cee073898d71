import ArgumentParser

// Placeholder: replaced by the layer that implements it.
struct ScenesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "scenes", abstract: "Not built yet.")
    func run() throws { throw ValidationError("`scenes` is not built yet") }
}
