import ArgumentParser

// Placeholder: replaced by the layer that implements it.
struct BlurCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "blur", abstract: "Not built yet.")
    func run() throws { throw ValidationError("`blur` is not built yet") }
}
