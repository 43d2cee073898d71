import ArgumentParser
import FileSafety
import Foundation
import Playground

/// `fluid export`: a scene's saved tuning as code for UIKit, SwiftUI, CSS, Android and Flutter
///, each with the numbers that reproduce the motion on that platform (R23).
package struct ExportCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print a scene's tuned release timing as code for other platforms.",
        discussion: HelpText.discussion([
            "Reads the scene's saved tuning (as the window saves it, under $XDG_CONFIG_HOME/fluid or ~/.config/fluid); a missing or unreadable file means the scene's defaults, and says so.",
            "With --velocity, the code is for one release: a throw at that speed (points per second, towards the end) with --distance points still to go (default: the scene's travel in a 1280x800 window), each platform's spring started at that velocity.",
            "A --tuning-directory that does not exist is an error (exit 2).",
        ], examples: [
            "fluid export --scene drawer --format swiftui",
            "fluid export --scene half-modal",
            "fluid export --scene drawer --velocity 1500 --distance 120",
        ])
    )

    @Option(parsing: .unconditional, help: "The scene, by name or number (see `fluid scenes`).",
            completion: .list(SceneCatalog.names))
    var scene: String = SceneCatalog.names[0]

    @Option(parsing: .unconditional, help: "uikit, swiftui, css, android, flutter or all.",
            completion: .list(ExportFormat.allCases.map(\.rawValue) + ["all"]))
    var format: String = "all"

    @Option(parsing: .unconditional, help: "Read tuning from this directory instead of the XDG location.")
    var tuningDirectory: String?

    @Option(parsing: .unconditional, help: "Export the release of a throw at this speed, points per second towards the end.")
    var velocity: Double?

    @Option(parsing: .unconditional, help: "With --velocity: the points still to go (default: the scene's travel).")
    var distance: Double?

    package init() {}

    /// The fastest throw `--velocity` takes, points per second either way, and the longest
    /// `--distance`, points: far past any finger or screen, short of numbers hundreds of
    /// digits long in the exported code.
    package static let velocityRange = -100_000.0...100_000.0
    package static let distanceRange = 0.001...100_000.0

    package func validate() throws {
        try UsageError.check(usageProblem())
    }

    /// What is wrong with the command line, nil when nothing is.
    package func usageProblem() -> UsageError? {
        if SceneArgument.type(scene) == nil { return .unknownScene(scene) }
        if formats == nil { return .unknownFormat(format) }
        if let velocity, !Self.velocityRange.contains(velocity) {
            return .outOfRange(option: "--velocity", allowed: .within(Self.velocityRange), got: velocity)
        }
        if let distance {
            guard velocity != nil else { return .needs(option: "--distance", other: "--velocity") }
            guard Self.distanceRange.contains(distance) else {
                return .outOfRange(option: "--distance", allowed: .within(Self.distanceRange), got: distance)
            }
        }
        return nil
    }

    /// What is wrong with `--tuning-directory`, nil when nothing is. Only a missing file means
    /// the defaults: a directory that is not there is a typo.
    var tuningDirectoryProblem: CommandError? {
        guard let tuningDirectory else { return nil }
        switch FileKind.of(tuningDirectory) {
        case .directory?: return nil
        case nil: return .noSuchDirectory(option: "--tuning-directory", path: tuningDirectory)
        case let kind?: return .notADirectory(option: "--tuning-directory", path: tuningDirectory, kind: kind)
        }
    }

    private var formats: [ExportFormat]? {
        if format.lowercased() == "all" { return ExportFormat.allCases }
        return ExportFormat(rawValue: format.lowercased()).map { [$0] }
    }

    package func run() throws {
        guard let type = SceneArgument.type(scene), let formats else { throw UsageError.unknownScene(scene).validationError }
        if let problem = tuningDirectoryProblem { throw problem }
        let store = TuningStore(directory: tuningDirectory, readOnly: true)
        let tuning: SceneTuning
        if let saved = store.load(scene: type.name) {
            tuning = saved
        } else {
            // A bad file has been warned about already; a missing one is said here.
            if !FileManager.default.fileExists(atPath: store.path(forScene: type.name)) {
                TuningStore.printWarning(.noneSaved(scene: type.name, directory: store.directory))
            }
            tuning = type.defaultTuning
        }
        let release = try velocity.map { v in
            TuningExport.Release(velocity: v, distance: try distance ?? Self.travel(of: type))
        }
        let export = TuningExport(sceneName: type.name, timing: type.releaseTiming(for: tuning), release: release)
        try Output.print(export.text(formats: formats), terminator: "")
    }

    /// The scene's travel in a 1280x800 window, laid out as the window would.
    static func travel(of type: Scene.Type) throws -> Double {
        let app = PlaygroundApp(sceneType: type)
        app.resize(to: CGSize(width: 1280, height: 800))
        return Double(app.scene.travel)
    }
}
