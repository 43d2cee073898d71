import ArgumentParser
import Foundation
import Playground

/// `fluid export`: a scene's saved tuning as code for UIKit, SwiftUI, CSS, Android and Flutter
/// (issue 16), each with the numbers that reproduce the motion on that platform (R23).
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print a scene's tuned release timing as code for other platforms.",
        discussion: """
        Reads the scene's saved tuning (as the window saves it, under $XDG_CONFIG_HOME/fluid or
        ~/.config/fluid); a missing or unreadable file means the scene's defaults, and says so.
        Examples:
          fluid export --scene drawer --format swiftui
          fluid export --scene half-modal
        """
    )

    @Option(help: "The scene (\(SceneCatalog.names.joined(separator: ", "))).")
    var scene: String = SceneCatalog.names[0]

    @Option(help: "uikit, swiftui, css, android, flutter or all.")
    var format: String = "all"

    @Option(help: "Read tuning from this directory instead of the XDG location.")
    var tuningDirectory: String?

    func run() throws {
        guard let type = SceneCatalog.named(scene) else {
            throw ValidationError("unknown scene '\(scene)'; valid scenes: \(SceneCatalog.names.joined(separator: ", "))")
        }
        let formats: [ExportFormat]
        if format.lowercased() == "all" {
            formats = ExportFormat.allCases
        } else if let one = ExportFormat(rawValue: format.lowercased()) {
            formats = [one]
        } else {
            throw ValidationError("--format must be uikit, swiftui, css, android, flutter or all, got '\(format)'")
        }
        let store = TuningStore(directory: tuningDirectory, readOnly: true)
        let tuning: SceneTuning
        if let saved = store.load(scene: type.name) {
            tuning = saved
        } else {
            // A bad file has been warned about already; a missing one is said here.
            if !FileManager.default.fileExists(atPath: store.path(forScene: type.name)) {
                TuningStore.printWarning("no saved tuning for \(type.name) in \(store.directory); exporting its defaults")
            }
            tuning = type.defaultTuning
        }
        let export = TuningExport(sceneName: type.name, timing: type.releaseTiming(for: tuning))
        print(export.text(formats: formats), terminator: "")
    }
}
