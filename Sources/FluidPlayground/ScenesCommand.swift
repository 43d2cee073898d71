import ArgumentParser
import Playground

/// `fluid scenes`: the scenes and what each shows.
package struct ScenesCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(commandName: "scenes", abstract: "List the scenes.")

    package init() {}

    package func run() throws {
        for (i, type) in SceneCatalog.all.enumerated() {
            try Output.print("\(String(i + 1).padding(toLength: 4, withPad: " ", startingAt: 0))\(type.name.padding(toLength: 16, withPad: " ", startingAt: 0))\(type.summary)")
        }
    }
}
