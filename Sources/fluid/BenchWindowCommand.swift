import ArgumentParser
import FluidPlayground
import Foundation
import Platform
import Playground

/// `fluid bench window`: input latency in a real window (F7, issue 52). Each scene opens in a
/// window on the current `DISPLAY` (Xvfb or a desktop) and is dragged with real X input —
/// XTest motion from one `xdotool` process (`XTestDrag`) — while the frame loop runs as it does
/// for a person. Each pointer sample carries the X server's own time, mapped onto the frame
/// clock (`ServerClockMapper`), and is timed to the present of the first frame that shows it
/// (`LatencyMeter`). Each scene runs in its own process, one window at a time.
struct BenchWindowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "window",
        abstract: "Input latency in a real window, dragged with XTest (xdotool): sample → screen p50/p99 per scene."
    )

    @Option(parsing: .unconditional, help: "Only this scene (runs in this process).", completion: .list(SceneCatalog.names))
    var scene: String?

    @Option(parsing: .unconditional, help: "Seconds of dragging per scene.")
    var seconds = 3.0

    @Option(parsing: .unconditional, help: "Motion reports per second of the scripted drag.")
    var rate = 125.0

    @Option(parsing: .unconditional, help: "Window size in points, WxH.")
    var size = "1280x800"

    @Option(parsing: .unconditional, help: "Predict the finger this many milliseconds ahead (as `fluid --predict`).")
    var predict = 0.0

    @Option(parsing: .unconditional, help: "Rendering threads (default: every core).")
    var threads: Int?

    @Flag(help: "Hide the HUD (it is shown by default, as a person sees the playground).")
    var noHud = false

    @Flag(help: "Print JSON: [{\"scene\", \"samples\", \"input_interval_ms\", \"latency_ms_p50\", \"latency_ms_p99\", \"visible_lag_ms_p50\", \"visible_lag_ms_p99\", \"resampling_ms\", \"predict_ms\"}, one a scene]")
    var json = false

    struct Result: Codable {
        var scene: String
        /// Pointer samples timed (every one a frame showed).
        var samples: Int
        /// The report interval measured from the samples' own times.
        var input_interval_ms: Double
        /// From each sample's X server time to the present of the first frame that shows it.
        var latency_ms_p50: Double?
        var latency_ms_p99: Double?
        /// From the time of the finger each frame shows (prediction included) to its present.
        var visible_lag_ms_p50: Double?
        var visible_lag_ms_p99: Double?
        /// The resampling delay at the end of the run.
        var resampling_ms: Double
        var predict_ms: Double
    }

    func validate() throws {
        guard seconds.isFinite, (1...60).contains(seconds) else { throw UsageError.outOfRange(option: "--seconds", allowed: .within(1...60), got: seconds).validationError }
        guard rate.isFinite, (30...1000).contains(rate) else { throw UsageError.outOfRange(option: "--rate", allowed: .within(30...1000), got: rate).validationError }
        guard (0...16.7).contains(predict) else { throw UsageError.outOfRange(option: "--predict", allowed: .within(0...16.7), got: predict).validationError }
        if let threads, !(1...64).contains(threads) { throw UsageError.outOfRange(option: "--threads", allowed: .within(1...64), got: Double(threads)).validationError }
        guard CanvasSize.parse(size) != nil else { throw UsageError.badCanvasSize(option: "--size").validationError }
        if let scene, SceneArgument.type(scene) == nil { throw UsageError.unknownScene(scene).validationError }
    }

    func run() throws {
        defer { SDLLifecycle.shutdown() }
        let results: [Result]
        if let scene {
            results = [try measure(SceneArgument.type(scene)?.name ?? scene)]
        } else {
            results = try SceneCatalog.names.map(measureInChild)
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try Output.print(String(decoding: try encoder.encode(results), as: UTF8.self))
            return
        }
        func ms(_ value: Double?) -> String { value.map { String(format: "%6.1f", $0) } ?? "     —" }
        try Output.print("sample → screen: X server time of each sample to the present of the first frame showing it; lag: finger shown → present")
        try Output.print("scene             samples  input  latency p50   p99   lag p50   p99  resampling  predict")
        for r in results {
            try Output.print(r.scene.padding(toLength: 17, withPad: " ", startingAt: 0)
                + String(format: " %7d  %5.1f", r.samples, r.input_interval_ms)
                + "       \(ms(r.latency_ms_p50)) \(ms(r.latency_ms_p99))    \(ms(r.visible_lag_ms_p50)) \(ms(r.visible_lag_ms_p99))"
                + String(format: "   %6.1f ms  %4.1f ms", r.resampling_ms, r.predict_ms))
        }
    }

    private func measureInChild(_ name: String) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["bench", "window", "--scene", name, "--seconds", "\(seconds)", "--rate", "\(rate)",
                             "--size", size, "--predict", "\(predict)", "--json"]
            + (threads.map { ["--threads", "\($0)"] } ?? []) + (noHud ? ["--no-hud"] : [])
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let result = try? JSONDecoder().decode([Result].self, from: data).first else {
            throw ValidationError("window benchmark of \(name) failed (status \(process.terminationStatus))")
        }
        return result
    }

    private func measure(_ name: String) throws -> Result {
        guard var canvas = CanvasSize.parse(size) else { throw UsageError.badCanvasSize(option: "--size").validationError }
        try Window.checkDisplayAvailable()
        // X11 first (its events carry the server's times), and a window the screen holds: a
        // drag point off the screen would not reach the window.
        if let usable = try DisplayGuard.open() {
            canvas = CGSize(width: min(Int(canvas.width), usable.width), height: min(Int(canvas.height), usable.height))
        }
        let window = try Window(title: "Fluid bench", width: Int32(canvas.width), height: Int32(canvas.height), vsync: true)
        let app = try PlaygroundApp(sceneName: name)
        app.showsHUD = !noHud
        app.predictAhead = predict / 1000
        let loop = try FrameLoop(window: window, client: app, threads: threads)
        try loop.warmUp()
        let points = window.sizeInPoints
        let drag = app.scene.demoDrag(in: CGSize(width: CGFloat(points.width), height: CGFloat(points.height)))
        let script = XTestDrag(windowOrigin: window.position, pixelsPerPoint: window.pixelsPerPoint,
                               from: drag.from, to: drag.to, rate: rate, seconds: seconds)
        let xdotool = Process()
        xdotool.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        xdotool.arguments = ["xdotool"] + script.arguments
        // The drag over, the window closes as if a person closed it.
        xdotool.terminationHandler = { _ in FrameLoop.quit() }
        do {
            try xdotool.run()
        } catch {
            throw CommandError.driverNotStarted(tool: "xdotool", reason: SystemReason.of(error))
        }
        try loop.run()
        xdotool.waitUntilExit()
        guard xdotool.terminationStatus == 0 else {
            throw CommandError.driverFailed(tool: "xdotool", status: xdotool.terminationStatus)
        }
        let latency = app.latency
        return Result(scene: name, samples: latency.samples.count, input_interval_ms: app.inputInterval * 1000,
                      latency_ms_p50: latency.samples.percentile(0.5), latency_ms_p99: latency.samples.percentile(0.99),
                      visible_lag_ms_p50: latency.visibleLag.percentile(0.5), visible_lag_ms_p99: latency.visibleLag.percentile(0.99),
                      resampling_ms: app.resamplingDelay * 1000, predict_ms: predict)
    }
}
