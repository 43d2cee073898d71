import ArgumentParser

// Placeholder: replaced by the layer that implements it.
struct CurveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "curve", abstract: "Not built yet.")
    func run() throws { throw ValidationError("`curve` is not built yet") }
}
