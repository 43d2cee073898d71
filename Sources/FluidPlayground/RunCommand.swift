import ArgumentParser
import FileSafety
import Foundation
import Gestures
import Harness
import Input
import Platform
import Playground

/// `fluid [--scene NAME] …`: opens the playground window (or renders headless).
///
/// Value options take any word as their value (`--frames -1` is a negative number, said to be
/// wrong, not a missing value). Usage mistakes exit 64; unusable files or display exit 2.
package struct RunCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the playground window (the default command)."
    )

    @Option(parsing: .unconditional, help: "The scene to open, by name or number (see `fluid scenes`).",
            completion: .list(SceneCatalog.names))
    var scene: String?

    @Option(parsing: .unconditional, help: "Window or canvas size in points, WxH.")
    var size: String = "1280x800"

    @Flag(help: "Render with no display: software renderer into memory.")
    var headless = false

    @Option(parsing: .unconditional, help: "Headless: frames to render at 60 Hz timestamps (default 60; with --replay, until the recording ends and animations settle).")
    var frames: Int?

    @Option(parsing: .unconditional, help: "Headless: write the last frame as a BMP file ('-' for standard output).")
    var screenshot: String?

    @Option(parsing: .unconditional, help: "Rendering threads (default: every core).")
    var threads: Int?

    @Option(parsing: .unconditional, help: "Headless: pixels per point (2 renders as a HiDPI display does).")
    var scale = 1.0

    @Flag(help: "Do not wait for the display's refresh: run frames as fast as possible.")
    var noVsync = false

    @Option(parsing: .unconditional, help: "Animation speed factor, from 0.01 to 100 (0.1 is slow motion).")
    var timeScale: Double = 1

    @Flag(help: "Redraw and upload the whole canvas every frame instead of only what changed (for comparison and debugging).")
    var fullRedraw = false

    @Flag(help: "Hide the HUD.")
    var noHud = false

    @Option(parsing: .unconditional, help: "Write every input event of the window to this file as JSON Lines.")
    var record: String?

    @Option(parsing: .unconditional, help: "Feed a recording (JSON Lines, as --record writes) in with its own timestamps.")
    var replay: String?

    @Option(parsing: .unconditional, help: "On exit, write the scene's named views and animators as JSON to this file ('-' for standard output).")
    var state: String?

    @Option(parsing: .unconditional, help: "Stream the motion frame by frame (presented values, velocities, animators, tuning) as JSON Lines to this file as it is drawn, each frame's line written at once ('-' for standard output).")
    var trace: String?

    @Option(parsing: .unconditional, help: "Show a pressed finger up to MS milliseconds ahead of its resampled place (0 to 16.7, at most one frame; never past a smooth stop or turn by more than 1 pt). Default: 0, no prediction.")
    var predict: Double = 0

    @Flag(help: "Do not load or save tuning (default: kept under $XDG_CONFIG_HOME/fluid/).")
    var noTuningFile = false

    @Flag(help: "When a source file of the package this program was built from is saved, rebuild it and swap the scene in the running window, keeping its place, tuning, HUD, slow motion and pause (`swift run NAME --watch`).")
    var watch = false

    /// `--watch`'s handover between the old window and the rebuilt one (`CarryOver`).
    @Option(parsing: .unconditional, help: .hidden)
    var carryOver: String?

    /// `--watch`'s rebuilt program: ready the window hidden, then wait for the watcher's go
    /// (`HandOverSignal`) before reading the carry-over and showing it.
    @Flag(help: .hidden)
    var handOver = false

    /// `run`'s options as `fluid --help` lists them: `run` is the default command, so its
    /// options (`--scene`, `--size`, …) are what most runs of `fluid` use.
    package static var optionsForRootHelp: String {
        // The manual lists `run` with its options in its own section.
        if CommandLine.arguments.contains("--experimental-dump-help") {
            return "The options of `fluid run`, the default command, are taken without its name: `fluid --scene drawer` is `fluid run --scene drawer`."
        }
        let help = helpMessage(columns: HelpText.terminalWidth)
        guard let start = help.range(of: "OPTIONS:\n") else { return "" }
        let lines = help[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("--help") && !$0.contains("Show help information") }
        return "RUN OPTIONS (the default command, `fluid run`):\n" + lines.joined(separator: "\n")
    }

    /// The most frames a headless run may be asked for.
    static let frameLimit = ReplaySession.frameLimit
    static let timeScaleRange = 0.01...100.0
    /// Milliseconds: at most one 60 Hz frame (`InputPredictor`).
    static let predictRange = 0.0...16.7

    package init() {}

    package func validate() throws {
        try UsageError.check(usageProblem())
    }

    /// The first thing wrong with the command line, or nil.
    package func usageProblem() -> UsageError? {
        guard CanvasSize.parse(size) != nil else { return .badCanvasSize(option: "--size") }
        if let frames {
            guard frames >= 0 else { return .negative(option: "--frames", got: frames) }
            guard frames <= Self.frameLimit else {
                return .outOfRange(option: "--frames", allowed: .within(0...Double(Self.frameLimit)), got: Double(frames))
            }
            guard headless else { return .needs(option: "--frames", other: "--headless") }
            if frames == 0, screenshot != nil { return .screenshotOfNoFrame }
        }
        guard timeScale.isFinite, Self.timeScaleRange.contains(timeScale) else {
            return .outOfRange(option: "--time-scale", allowed: .within(Self.timeScaleRange), got: timeScale)
        }
        if let threads, !(1...64).contains(threads) { return .outOfRange(option: "--threads", allowed: .within(1...64), got: Double(threads)) }
        guard Self.predictRange.contains(predict) else { return .outOfRange(option: "--predict", allowed: .within(Self.predictRange), got: predict) }
        guard scale.isFinite, scale >= 0.5, scale <= 4 else { return .outOfRange(option: "--scale", allowed: .within(0.5...4), got: scale) }
        // A window's canvas follows the display and the window (`Window.drawableSize`).
        if headless, let problem = CanvasSize.problem(size, scale: scale) { return problem }
        if let scene, Self.sceneName(scene) == nil { return .unknownScene(scene) }
        if let screenshot {
            guard headless else { return .needs(option: "--screenshot", other: "--headless") }
            let ext = (screenshot as NSString).pathExtension.lowercased()
            if ["png", "jpg", "jpeg", "gif", "webp", "tif", "tiff", "ppm"].contains(ext) { return .screenshotNotBMP(ext: ext) }
        }
        if record != nil && headless { return .recordHeadless }
        if record == "-" { return .recordToStandardOutput }
        if watch && headless { return .watchHeadless }
        if handOver && (carryOver == nil || headless) { return .needs(option: "--hand-over", other: "--carry-over and a window (not --headless)") }
        return nil
    }

    /// A scene by name, or by its number in `fluid scenes` (1-based): `SceneArgument`.
    static func sceneName(_ text: String) -> String? {
        SceneArgument.type(text)?.name
    }

    package func run() throws {
        // SDL shuts down only after every SDL object of the session is gone: they all live in
        // `runSession`, whose locals are released when it returns.
        defer { SDLLifecycle.shutdown() }
        if watch {
            // In the running window where the package allows it; else by restarting the program.
            switch LiveReload.plan(executable: AssetLocator.executablePath, own: SceneCatalog.own) {
            case .success(let live):
                defer { live.finish() }
                try runSession(live: live)
                return
            case .failure(let reason):
                if !SceneCatalog.own.isEmpty {
                    FileHandle.standardError.write(Data("--watch reopens the program on a save: \(reason)\n".utf8))
                }
            }
            let arguments = Array(CommandLine.arguments.dropFirst()).filter { $0 != "--watch" }
            let status = try WatchSession(executable: AssetLocator.executablePath, arguments: arguments).run()
            if status != 0 { throw ExitCode(status) }
            return
        }
        if carryOver != nil { ReloadNotice.listen() }
        try runSession()
    }

    /// `live`: `--watch` reloading the scene in this window.
    private func runSession(live: LiveReload? = nil) throws {
        try checkFiles()
        let records = try replay.map(RecordingFile.load) ?? []
        // A replay is a reproduction: it neither reads nor changes the user's saved tuning.
        let store = (noTuningFile || replay != nil) ? nil : TuningStore()
        let app = try PlaygroundApp(sceneName: scene.flatMap(Self.sceneName), tuningStore: store)
        app.timeScale = timeScale
        app.predictAhead = predict / 1000
        app.showsHUD = !noHud
        // A rebuilt program readies the scene and the window size the old window started with:
        // it is told the rest once the old window is gone (`runWindow`).
        let carried = carryOver.flatMap(CarryOver.read)
        if handOver { carried?.applyScene(to: app) } else { carried?.apply(to: app) }
        let canvasSize = carried?.windowSize ?? CanvasSize.parse(size) ?? CGSize(width: 1280, height: 800)
        if headless {
            try runHeadless(app: app, size: canvasSize, records: records)
        } else {
            try runWindow(app: app, size: canvasSize, records: records, carried: carried, live: live)
        }
    }

    /// Refuses, before anything is opened, one file in two roles and outputs that
    /// cannot be written (a directory, a dangling directory, …), so a long run is not wasted.
    private func checkFiles() throws {
        let roles: [DistinctPaths.Role] = [("--replay", replay), ("--record", record), ("--state", state),
                                           ("--screenshot", screenshot), ("--trace", trace)].compactMap { option, path in path.map { (option, $0) } }
        if let conflict = DistinctPaths.conflict(among: roles) { throw conflict }
        for output in [state, screenshot, trace].compactMap({ $0 }) {
            _ = try OutputFile.plan(for: output)
        }
        if let record {
            _ = try OutputFile.plan(for: record, options: .init(allowsStandardOutput: false))
        }
    }

    private func runHeadless(app: PlaygroundApp, size: CGSize, records: [InputRecord]) throws {
        // Headless frames are stamped on the recording's own clock: t = the frame's time.
        let session = try ReplaySession(app: app, size: size, records: records, pixelsPerPoint: scale, threads: threads)
        // Opened once the run can start: a canvas that cannot be made costs no old trace.
        let traced = try startTrace(of: app, origin: 0)
        session.runner.surface.fullRedraw = fullRedraw
        StopSignals.install()
        // A trace reader that has gone (`--trace - | head`) has what it wanted: the run ends, quietly.
        let outcome = session.run(frames: replay == nil ? (frames ?? 60) : frames,
                                  shouldStop: { StopSignals.received != 0 || traced?.readerGone == true })
        var failed = false
        switch outcome {
        case .finished:
            break
        case .stopped:
            if StopSignals.received != 0 { ExitStatus.warn(.stoppedBySignal(signal: StopSignals.received, frames: session.renderedFrames)) }
        case .limitReached:
            ExitStatus.warn(.replayFrameLimit(limit: ReplaySession.frameLimit))
            failed = true
        }
        if let screenshot {
            do {
                try BitmapFile.write(session.surface.image(), to: screenshot)
            } catch let error as BitmapFileError {
                ExitStatus.warn(.screenshotNotWritten(error))
                failed = true
            }
        }
        // Written while the session (and its renderer) is alive: nothing in its teardown can
        // cost the user these files.
        withExtendedLifetime(session) {
            if !writeState(of: app) { failed = true }
            if !writeTrace(traced, of: app) { failed = true }
        }
        if failed { throw ExitCode(ExitStatus.badInput) }
    }

    private func runWindow(app: PlaygroundApp, size requested: CGSize, records: [InputRecord], carried: CarryOver?,
                           live: LiveReload?) throws {
        var canvasSize = requested
        try Window.checkDisplayAvailable()
        // A window larger than the display freezes the app (16384² is 1 GiB a frame).
        if let usable = try DisplayGuard.open(),
           Int(canvasSize.width) > usable.width || Int(canvasSize.height) > usable.height {
            canvasSize = CGSize(width: min(Int(canvasSize.width), usable.width), height: min(Int(canvasSize.height), usable.height))
            ExitStatus.warn(.windowShrunk(requested: size, width: Int(canvasSize.width), height: Int(canvasSize.height)))
        }
        let window = try Window(title: "Fluid", width: Int32(canvasSize.width), height: Int32(canvasSize.height), vsync: !noVsync,
                                hidden: handOver)
        let loop = try FrameLoop(window: window, client: app, threads: threads,
                                 options: .init(vsync: !noVsync, replay: records.isEmpty ? nil : InputFeed(records)))
        loop.surface.fullRedraw = fullRedraw
        var carried = carried
        if handOver, let carryOver {
            try loop.warmUp()
            // No go: the watcher kept the old window, this one is never shown.
            guard HandOverSignal.sayReadyAndWait(carryOver: carryOver) else { return }
            carried = CarryOver.read(carryOver)
            carried?.apply(to: app)
            if let size = carried?.windowSize { window.sizeInPoints = (Int32(size.width), Int32(size.height)) }
        }
        let place = carried?.window.flatMap { $0.count == 4 ? (x: $0[0], y: $0[1]) : nil }
        if let place { window.position = place }
        if handOver {
            window.show()
            // A window manager may place a window as it maps it.
            if let place { window.position = place }
        }
        if let carryOver {
            let notice = ReloadNotice(messageFile: WatchSession.messageFile(beside: carryOver), reload: carried?.reload)
            app.beforeEachFrame = { [unowned app] in notice.poll(app) }
            loop.options.firstFramePresented = { [unowned app] in notice.firstFrameShown(app) }
        }
        // `C` copies to the desktop clipboard (there is one once a window is open).
        app.clipboard = { Clipboard.set($0) }
        var recorder: InputRecorder?
        if let record {
            do {
                recorder = try InputRecorder(path: record)
            } catch {
                throw CommandError.recordingNotStarted(path: record, reason: SystemReason.of(error))
            }
            recorder?.onError = { ExitStatus.warn(.recordingFailed(reason: $0.description)) }
        }
        // The trace counts from the recording's start, so its t and the recording's t agree.
        let traced = try startTrace(of: app, origin: recorder?.startTime)
        // Whether touchpad pinches reach the window (issue 47 item 3b), said once in the trace.
        app.trace?.platformNote = loop.touchpadSupport.description
        if let live {
            // A package's scene that traps in this window (after a good reload) ends it, but
            // with the state, recording and trace kept and the scene named (`FaultKeeper`).
            let keeper = FaultKeeper(program: LiveReload.program, state: state, record: record, trace: trace)
            recorder?.keepOnFatalSignal()
            traced.map(FatalSignals.keep)
            app.beforeEachFrame = { [unowned app] in
                live.poll(app)
                keeper.prepare(app)
            }
            live.onNextPresent = { [unowned loop] then in loop.options.firstFramePresented = then }
            live.start()
        }
        StopSignals.forwardToQuit()
        XConnectionLoss.install { [self] in
            recorder?.close()
            _ = writeState(of: app)
            _ = writeTrace(traced, of: app)
        }
        loop.options.record = recorder
        try loop.run()
        recorder?.close()
        let stateWritten = writeState(of: app), traceWritten = writeTrace(traced, of: app)
        // Last: once it is there the rebuilt program takes over (`WindowHandOver`) and opens these files.
        if let carryOver {
            let place = window.position, points = window.sizeInPoints
            CarryOver(of: app, window: [place.x, place.y, points.width, points.height]).write(to: carryOver)
        }
        if recorder?.error != nil || !stateWritten || !traceWritten { throw ExitCode(ExitStatus.badInput) }
    }

    /// With `--trace`: the file its lines stream to, frame by frame, flushed as each frame is
    /// drawn, so a crash, a kill or a lost display loses at most the frame being drawn.
    private func startTrace(of app: PlaygroundApp, origin: Double?) throws -> LineFile? {
        guard let trace else { return nil }
        let file = try LineFile.open(trace, doing: "trace to")
        // A reader that has gone is no failure (README: as `curve | head`); a stalled one is
        // given up on once the run is told to stop.
        file.onError = { [unowned file, unowned app] reason in
            if file.readerGone {
                app.endForAGoneTraceReader()
            } else if !file.gaveUpWhenStopped {
                // Lines a stalled reader did not take once the run was told to stop are given
                // up, as README says: the stop is what was asked for.
                ExitStatus.warn(.traceFailed(reason: reason.description))
            }
        }
        file.stopRequested = { StopSignals.received != 0 }
        let traced = FrameTrace(origin: origin) { line in
            file.append(line.utf8)
            file.flush()
        }
        traced.writesEachFrame = true
        app.trace = traced
        return file
    }

    /// Ends `--trace`: the last lines written and the file closed; false when writing it failed
    /// (said once when it happened).
    private func writeTrace(_ file: LineFile?, of app: PlaygroundApp) -> Bool {
        guard let file else { return true }
        app.trace?.flush()
        file.close()
        return file.error == nil || file.readerGone || file.gaveUpWhenStopped
    }

    /// Writes `--state` through the one output writer; false (and a message) when it failed.
    private func writeState(of app: PlaygroundApp) -> Bool {
        guard let state else { return true }
        do {
            try OutputFile.write(Array(try app.snapshot().json()) + [0x0A], to: state)
            return true
        } catch let error as OutputFileError {
            ExitStatus.warn(.stateNotWritten(error))
        } catch {
            ExitStatus.warn(.stateNotMade(path: state, reason: SystemReason.of(error)))
        }
        return false
    }
}
