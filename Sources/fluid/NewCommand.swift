import ArgumentParser
import FileSafety
import FluidPlayground
import Foundation
import Playground

/// `fluid new NAME`: a Swift package of one's own with one scene made from the template, opened
/// in the playground window by `swift run` (`ScenePackage`).
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Make a Swift package with a scene of your own: `swift run` opens it in the playground.",
        discussion: """
        Writes DIR/NAME/: Package.swift (depending on this Fluid checkout by path), \
        Sources/NAME/main.swift, Sources/NAMEScenes/NAMEScene.swift (the scene template: a card \
        you drag, released on a spring, commented step by step), Sources/NAMEScenes/Scenes.swift \
        (the list `--watch` reloads into the running window) and a README. With --uikit the \
        scene is UIKit code: a UIViewController subclass with Auto Layout, a UIView subclass, \
        target-action and a UIViewPropertyAnimator (the `uikit-card` scene). The checkout is \
        $FLUID_SOURCE (which must be one), else the one an install recorded, else the one \
        fluid was built in. An existing DIR/NAME that is not an empty folder is left alone \
        (exit 2). A name that cannot build is refused with the reason: Scene (the protocol), \
        a module of Fluid, swift-argument-parser or Swift (Playground, ViewTree, \
        ArgumentParser, Foundation, ...), or the name of the checkout's own folder.
        Example:
          fluid new MyDrawer && cd MyDrawer && swift run
          fluid new --uikit MyCard && cd MyCard && swift run
        """
    )

    @Argument(help: "The package's name: letters, digits, '-' and '_', starting with a letter (e.g. MyDrawer).")
    var name: String

    @Option(parsing: .unconditional, help: "The folder to make the package in (default: the working folder).")
    var directory: String = "."

    @Flag(help: "Make the scene UIKit code: a UIViewController subclass run as a scene (the uikit-card scene).")
    var uikit = false

    private var kind: ScenePackage.Kind { uikit ? .uikit : .scene }

    func validate() throws {
        do {
            _ = try ScenePackage(name: name, kind: kind)
        } catch {
            throw UsageError.badPackageName(error).validationError
        }
    }

    func run() throws {
        let package: ScenePackage
        do {
            package = try ScenePackage(name: name, kind: kind)
        } catch {
            throw UsageError.badPackageName(error).validationError
        }
        let source: String
        switch FluidSource.locate() {
        case .success(let path): source = path
        case .failure(let failure): throw failure
        }
        // Refused before anything is made: a package named as Fluid's folder cannot build.
        if let clash = package.clash(withFluidAt: source) { throw clash }
        let target = URL(fileURLWithPath: directory).appendingPathComponent(package.name).standardized.path
        switch FileKind.of(target, followingLinks: false) {
        case nil: break
        case .directory? where (try? DirectoryEntries.names(in: target).get().isEmpty) == true: break
        case let kind?: throw CommandError.packageTargetTaken(path: target, kind: kind)
        }
        let files: [(path: String, text: String)]
        do {
            let template = try InputFile.read(source + "/" + kind.templatePath, limit: 1 << 20)
            files = try package.files(fluidPath: source, template: String(decoding: template, as: UTF8.self))
        } catch let failure as ScenePackageError {
            throw failure
        } catch {
            throw CommandError.templateUnreadable(source: source, reason: SystemReason.of(error))
        }
        for file in files {
            let path = target + "/" + file.path
            do {
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try OutputFile.write(Array(file.text.utf8), to: path, options: .init(allowsStandardOutput: false))
            } catch {
                throw CommandError.fileNotWritten(path: path, reason: SystemReason.of(error))
            }
        }
        try Output.print("""
        made \(target): scene '\(package.sceneName)' in Sources/\(package.scenesModule)/\(package.className).swift, on Fluid at \(source)
          cd \(target) && swift run
        """)
    }
}
