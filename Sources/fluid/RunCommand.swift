import ArgumentParser
import Foundation
import Gestures
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

    @Option(help: "Headless: frames to render at 60 Hz timestamps (default 60; with --replay, until the recording ends and animations settle).")
    var frames: Int?

    @Option(help: "Headless: write the last frame as a BMP file.")
    var screenshot: String?

    @Option(help: "Headless: rendering threads (default: every core).")
    var threads: Int?

    @Option(help: "Headless: pixels per point (2 renders as a HiDPI display does).")
    var scale = 1.0

    @Flag(help: "Do not wait for the display's refresh: run frames as fast as possible.")
    var noVsync = false

    @Option(help: "Animation speed factor (0.1 is slow motion).")
    var timeScale: Double = 1

    @Flag(help: "Hide the HUD.")
    var noHud = false

    @Option(help: "Write every input event to this file as JSON Lines.")
    var record: String?

    @Option(help: "Feed a recording (JSON Lines, as --record writes) in with its own timestamps.")
    var replay: String?

    @Option(help: "On exit, write the scene's named views and animators as JSON to this file.")
    var state: String?

    @Flag(help: "Do not load or save tuning (default: kept under $XDG_CONFIG_HOME/fluid/).")
    var noTuningFile = false

    func validate() throws {
        guard CanvasSize.parse(size) != nil else { throw ValidationError(CanvasSize.error) }
        if let frames, frames < 0 { throw ValidationError("--frames must not be negative") }
        guard timeScale.isFinite, timeScale > 0 else { throw ValidationError("--time-scale must be a positive number") }
        if let scene, !SceneCatalog.names.contains(scene) {
            throw ValidationError("unknown scene '\(scene)'; valid scenes: \(SceneCatalog.names.joined(separator: ", "))")
        }
        if screenshot != nil && !headless { throw ValidationError("--screenshot needs --headless") }
        if let threads, !(1...64).contains(threads) { throw ValidationError("--threads must be 1…64") }
        guard scale.isFinite, scale >= 0.5, scale <= 4 else { throw ValidationError("--scale must be 0.5…4") }
    }

    func run() throws {
        // SDL shuts down only after every SDL object of the session is gone: they all live in
        // `runSession`, whose locals are released when it returns.
        defer { SDLLifecycle.shutdown() }
        try runSession()
    }

    private func runSession() throws {
        let records = try replay.map(Self.loadRecording) ?? []
        // A replay is a reproduction: it neither reads nor changes the user's saved tuning.
        let store = (noTuningFile || replay != nil) ? nil : TuningStore()
        let app = try PlaygroundApp(sceneName: scene, tuningStore: store)
        app.timeScale = timeScale
        app.showsHUD = !noHud
        let canvasSize = CanvasSize.parse(size) ?? CGSize(width: 1280, height: 800)
        if headless {
            let session = try ReplaySession(app: app, size: canvasSize, records: records, pixelsPerPoint: scale, threads: threads)
            // The state is written while the session (and its renderer) is still alive, so
            // nothing in its teardown can cost the user the file.
            defer { withExtendedLifetime(session) { writeState(of: app) } }
            session.run(frames: replay == nil ? (frames ?? 60) : frames)
            if let screenshot { try session.runner.renderer.canvas.saveBMP(to: screenshot) }
            return
        }
        defer { writeState(of: app) }
        let window: Window
        do {
            window = try Window(title: "Fluid", width: Int32(canvasSize.width), height: Int32(canvasSize.height), vsync: !noVsync)
        } catch let failure as Window.Failure {
            FileHandle.standardError.write(Data("fluid: \(failure)\n".utf8))
            throw ExitCode(2)
        }
        var recorder: InputRecorder?
        if let record { recorder = try InputRecorder(path: record) }
        var next = 0
        let scheduled: ((Double, Double) -> [InputEvent])? = records.isEmpty ? nil : { elapsed, origin in
            var due: [InputEvent] = []
            while next < records.count, records[next].time <= elapsed {
                due.append(InputEvent(records[next], timeOffset: origin))
                next += 1
            }
            return due
        }
        let loop = try FrameLoop(window: window, client: app,
                                 options: .init(vsync: !noVsync, record: recorder, scheduledInputs: scheduled))
        try loop.run()
    }

    /// Reads a recording; a malformed line is a clear error naming it (exit status 2).
    static func loadRecording(_ path: String) throws -> [InputRecord] {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            FileHandle.standardError.write(Data("fluid: cannot read recording \(path): \(error.localizedDescription)\n".utf8))
            throw ExitCode(2)
        }
        do {
            return try InputRecordCoding.decode(text)
        } catch let error as InputRecordError {
            FileHandle.standardError.write(Data("fluid: \(path): \(error)\n".utf8))
            throw ExitCode(2)
        }
    }

    private func writeState(of app: PlaygroundApp) {
        guard let state else { return }
        do {
            let data = try app.snapshot().json()
            let temp = state + ".tmp-\(getpid())"
            try data.write(to: URL(fileURLWithPath: temp))
            guard rename(temp, state) == 0 else { throw CocoaError(.fileWriteUnknown) }
        } catch {
            FileHandle.standardError.write(Data("fluid: cannot write state to \(state): \(error.localizedDescription)\n".utf8))
        }
    }
}
