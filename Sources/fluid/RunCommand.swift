import ArgumentParser
import Foundation
import Platform
import Playground

/// `fluid [--scene NAME] …`: opens the playground window (or renders headless).
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the playground window (the default command)."
    )

    @Option(help: "The scene to open (see `fluid scenes`).")
    var scene: String?

    @Option(help: "Window or canvas size in points, WxH.")
    var size: String = "1280x800"

    @Flag(help: "Render with no display: software renderer into memory.")
    var headless = false

    @Option(help: "Headless: how many frames to render (at 60 Hz timestamps).")
    var frames: Int = 60

    @Option(help: "Headless: write the last frame as a BMP file.")
    var screenshot: String?

    @Flag(help: "Do not wait for the display's refresh: run frames as fast as possible.")
    var noVsync = false

    @Option(help: "Animation speed factor (0.1 is slow motion).")
    var timeScale: Double = 1

    @Flag(help: "Hide the HUD.")
    var noHud = false

    @Option(help: "Write every input event to this file as JSON Lines.")
    var record: String?

    func validate() throws {
        guard parsedSize != nil else { throw ValidationError("--size must be WxH with positive whole numbers, e.g. 1280x800") }
        guard frames >= 0 else { throw ValidationError("--frames must not be negative") }
        guard timeScale.isFinite, timeScale > 0 else { throw ValidationError("--time-scale must be a positive number") }
        if let scene, !SceneCatalog.names.contains(scene) {
            throw ValidationError("unknown scene '\(scene)'; valid scenes: \(SceneCatalog.names.joined(separator: ", "))")
        }
        if screenshot != nil && !headless { throw ValidationError("--screenshot needs --headless") }
    }

    private var parsedSize: CGSize? {
        let parts = size.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0, w <= 16384, h <= 16384 else { return nil }
        return CGSize(width: w, height: h)
    }

    func run() throws {
        defer { SDLLifecycle.shutdown() }
        let app = try PlaygroundApp(sceneName: scene)
        app.timeScale = timeScale
        app.showsHUD = !noHud
        let canvasSize = parsedSize ?? CGSize(width: 1280, height: 800)
        if headless {
            let runner = try HeadlessRunner(client: app, size: canvasSize)
            runner.run(frames: frames)
            if let screenshot { try runner.renderer.canvas.saveBMP(to: screenshot) }
            return
        }
        let window: Window
        do {
            window = try Window(title: "Fluid", width: Int32(canvasSize.width), height: Int32(canvasSize.height), vsync: !noVsync)
        } catch let failure as Window.Failure {
            FileHandle.standardError.write(Data("fluid: \(failure)\n".utf8))
            throw ExitCode(2)
        }
        var recorder: InputRecorder?
        if let record { recorder = try InputRecorder(path: record) }
        let loop = try FrameLoop(window: window, client: app, options: .init(vsync: !noVsync, record: recorder))
        try loop.run()
    }
}
