import ArgumentParser
import FluidPlayground
import Foundation
import Harness
import Platform
import Playground
import ScriptedInput

/// `fluid bench scenes`: frame times of every scene while a drag runs back and forth (headless,
/// software renderer, release build), each scene in its own process so peak RSS is its own.
struct BenchScenesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenes",
        abstract: "Update and draw time per frame, and peak memory, for every scene."
    )

    @Option(parsing: .unconditional, help: "Only this scene (runs in this process).", completion: .list(SceneCatalog.names))
    var scene: String?

    @Option(parsing: .unconditional, help: "Frames per scene.")
    var frames = 600

    @Option(parsing: .unconditional, help: "Canvas size in points, WxH.")
    var size = "1280x800"

    @Option(parsing: .unconditional, help: "Rendering threads (default: every core).")
    var threads: Int?

    @Option(parsing: .unconditional, help: "Pixels per point: 2 renders as a HiDPI display does.")
    var scale = 1.0

    @Flag(help: "Time frames on the main thread's CPU clock (with --threads 1: each frame's own work, steady on a busy host).")
    var cpuTime = false

    @Flag(help: "Print JSON: [{\"scene\", \"frames\", \"threads\", \"scale\", \"update_ms_p99\", \"draw_ms_p99\", \"frame_ms_median\", \"frame_ms_p99\", \"frame_ms_max\", \"pillow_ms\", \"peak_rss_mb\", \"input_latency_ms_p99\", \"damaged_fraction_median\", \"uploaded_bytes_median\"}, one a scene]")
    var json = false

    @Flag(help: "Redraw and upload the whole canvas every frame (no damage tracking), for comparison.")
    var fullRedraw = false

    /// Set for the per-scene child processes: the parent measures Pillow once for all.
    @Flag(help: .hidden)
    var skipPillow = false

    @Flag(help: "With --scene: print each frame's update and draw ms, page faults and resident MB to stderr (what a slow frame did).")
    var frameLog = false

    struct Result: Codable {
        var scene: String
        var frames: Int
        var update_ms_median: Double
        var update_ms_p99: Double
        var update_ms_max: Double
        var draw_ms_median: Double
        var draw_ms_p99: Double
        var draw_ms_max: Double
        var frame_ms_median: Double
        var frame_ms_p99: Double
        var frame_ms_max: Double
        var peak_rss_mb: Double
        var threads: Int
        var scale: Double
        /// Pillow's GaussianBlur(20) on 1280×800 RGBA in the same run (ms, median); nil without Pillow.
        var pillow_ms: Double?
        /// F7: from each pointer sample of the scripted 125 Hz drag (its own time) to the frame
        /// that shows it, on the frames' clock (headless: the frame's time), ms.
        var input_latency_ms_p50: Double?
        var input_latency_ms_p99: Double?
        /// The share of the canvas each frame redrew (`FrameDamage`), median over the frames that
        /// changed anything (one that changes nothing is not drawn in a window).
        var damaged_fraction_median: Double?
        /// The bytes a window uploads per frame (the redrawn rectangle), median over the same frames.
        var uploaded_bytes_median: Double?
    }

    func validate() throws {
        guard frames > 0, frames <= 100_000 else { throw UsageError.outOfRange(option: "--frames", allowed: .within(1...100_000), got: Double(frames)).validationError }
        if let threads, !(1...64).contains(threads) { throw UsageError.outOfRange(option: "--threads", allowed: .within(1...64), got: Double(threads)).validationError }
        if cpuTime && threads != 1 { throw UsageError.cpuTimeNeedsOneThread.validationError }
        guard scale.isFinite, scale >= 0.5, scale <= 4 else { throw UsageError.outOfRange(option: "--scale", allowed: .within(0.5...4), got: scale).validationError }
        if let problem = CanvasSize.problem(size, scale: scale) { throw problem.validationError }
        if let scene, SceneArgument.type(scene) == nil { throw UsageError.unknownScene(scene).validationError }
    }

    func run() throws {
        defer { SDLLifecycle.shutdown() }
        var results: [Result]
        if let scene {
            results = [try measure(SceneArgument.type(scene)?.name ?? scene)]
        } else {
            results = try SceneCatalog.names.map(measureInChild)
        }
        if !skipPillow {
            let pillow = PillowReference.gaussianBlur20()
            for i in results.indices { results[i].pillow_ms = pillow }
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try Output.print(String(decoding: try encoder.encode(results), as: UTF8.self))
        } else {
            let first = results.first
            try Output.print("\(first?.threads ?? 0) threads, \(first?.scale ?? 1)× pixels per point; Pillow GaussianBlur(20) 1280×800: "
                  + (first?.pillow_ms.map { String(format: "%.2f ms", $0) } ?? "not installed"))
            try Output.print("scene             frames  update p99  draw p99  frame median  frame p99  frame max  peak RSS  p99/Pillow")
            for r in results {
                try Output.print(r.scene.padding(toLength: 17, withPad: " ", startingAt: 0) + String(format: " %6d  %7.2f ms  %5.2f ms  %9.2f ms  %6.2f ms  %6.2f ms  %5.1f MB",
                             r.frames, r.update_ms_p99, r.draw_ms_p99, r.frame_ms_median,
                             r.frame_ms_p99, r.frame_ms_max, r.peak_rss_mb)
                      + (r.pillow_ms.map { String(format: "  %8.3f", r.frame_ms_p99 / $0) } ?? ""))
            }
        }
    }

    private func measureInChild(_ name: String) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        if !FileManager.default.isExecutableFile(atPath: process.executableURL?.path ?? "") {
            process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        }
        process.arguments = ["bench", "scenes", "--scene", name, "--frames", "\(frames)", "--size", size,
                             "--scale", "\(scale)", "--json", "--skip-pillow"] + (threads.map { ["--threads", "\($0)"] } ?? [])
            + (cpuTime ? ["--cpu-time"] : []) + (fullRedraw ? ["--full-redraw"] : [])
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let result = try JSONDecoder().decode([Result].self, from: data).first else {
            throw ValidationError("benchmark of \(name) failed (status \(process.terminationStatus))")
        }
        return result
    }

    private func measure(_ name: String) throws -> Result {
        guard let canvas = CanvasSize.parse(size) else { throw UsageError.badCanvasSize(option: "--size").validationError }
        let app = try PlaygroundApp(sceneName: name)
        app.showsHUD = false
        app.resize(to: canvas)
        let drag = app.scene.demoDrag(in: canvas)
        let seconds = Double(frames) / HeadlessRunner.frameRate
        let renderer = try Renderer(points: canvas, pixelsPerPoint: scale, threads: threads)
        renderer.damage.fullRedraw = fullRedraw
        let session = ReplaySession(app: app, painter: renderer, size: canvas,
                                    records: DragScript.backAndForth(from: drag.from, to: drag.to, seconds: seconds, sampleRate: 125),
                                    measuresTime: true)
        session.runner.measuresCPUTime = cpuTime
        // Pictures, glyphs, scratch memory and textures are made before the first timed frame:
        // the runner has the app prepare its scene, untimed, as every run does.
        var samples: [(update: Double, draw: Double)] = []
        var redrawn: [Double] = []
        samples.reserveCapacity(frames)
        redrawn.reserveCapacity(frames)
        var log = FrameLog(enabled: frameLog)
        for index in 0..<frames {
            log.begin()
            session.step()
            samples.append(session.runner.stats.recent(0))
            if let rect = renderer.lastRedrawn { redrawn.append(Double(rect.width * rect.height)) }
            log.end(index: index, times: samples[index])
        }
        func summary(_ values: [Double]) -> (Double, Double, Double) {
            let sorted = values.sorted()
            guard !sorted.isEmpty else { return (0, 0, 0) }
            return (sorted[sorted.count / 2], sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))], sorted[sorted.count - 1])
        }
        let update = summary(samples.map(\.update)), draw = summary(samples.map(\.draw))
        let frame = summary(samples.map { $0.update + $0.draw })
        let redrawnMedian = summary(redrawn).0
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Result(scene: name, frames: frames,
                      update_ms_median: update.0, update_ms_p99: update.1, update_ms_max: update.2,
                      draw_ms_median: draw.0, draw_ms_p99: draw.1, draw_ms_max: draw.2,
                      frame_ms_median: frame.0, frame_ms_p99: frame.1, frame_ms_max: frame.2,
                      peak_rss_mb: Double(usage.ru_maxrss) / 1024,
                      threads: renderer.pool.threadCount, scale: scale, pillow_ms: nil,
                      input_latency_ms_p50: app.latency.percentile(0.5), input_latency_ms_p99: app.latency.percentile(0.99),
                      damaged_fraction_median: redrawnMedian / Double(renderer.pixelWidth * renderer.pixelHeight),
                      uploaded_bytes_median: redrawnMedian * 4)
    }
}

/// The reference every benchmark figure is divided by: this host's speed swings 2–5× from hour
/// to hour, so figures are ratios to Pillow's blur timed in the same run.
enum PillowReference {
    /// Median milliseconds of Pillow's `GaussianBlur(20)` on a 1280×800 RGBA picture (one
    /// thread), timed by the first python3 (on PATH, then the system's) that has Pillow; nil when
    /// none has.
    static func gaussianBlur20() -> Double? {
        let script = """
        import time, statistics
        try:
            from PIL import Image, ImageFilter
        except ImportError:
            raise SystemExit(3)
        picture = Image.frombytes("RGBA", (1280, 800), bytes(range(256)) * 16000)
        blur = ImageFilter.GaussianBlur(radius=20)
        for _ in range(3):
            picture.filter(blur)
        samples = []
        for _ in range(25):
            start = time.perf_counter()
            picture.filter(blur)
            samples.append((time.perf_counter() - start) * 1000)
        print(statistics.median(samples))
        """
        // The python3 on PATH first (pyenv, a virtualenv: where `pip install pillow` put it),
        // then the system's.
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/python3" }
        for python in path + ["/usr/bin/python3", "/usr/local/bin/python3"] where FileManager.default.isExecutableFile(atPath: python) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: python)
            process.arguments = ["-c", script]
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { continue }
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            if process.terminationStatus == 0, let ms = Double(text), ms > 0 { return ms }
        }
        return nil
    }
}
