import ArgumentParser
import Foundation
import Platform
import Playground

/// `fluid bench scenes`: frame times of every scene while a drag runs back and forth (headless,
/// software renderer, release build), each scene in its own process so peak RSS is its own.
struct BenchScenesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenes",
        abstract: "Update and draw time per frame, and peak memory, for every scene."
    )

    @Option(parsing: .unconditional, help: "Only this scene (runs in this process).")
    var scene: String?

    @Option(parsing: .unconditional, help: "Frames per scene.")
    var frames = 600

    @Option(parsing: .unconditional, help: "Canvas size in points, WxH.")
    var size = "1280x800"

    @Flag(help: "Print JSON: [{\"scene\", \"frames\", \"update_ms_p99\", \"draw_ms_p99\", \"frame_ms_median\", \"frame_ms_p99\", \"peak_rss_mb\"}…]")
    var json = false

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
    }

    func validate() throws {
        guard frames > 0, frames <= 100_000 else { throw ValidationError("--frames must be 1…100000, got \(frames)") }
        guard CanvasSize.parse(size) != nil else { throw ValidationError(CanvasSize.error) }
        if let scene, RunCommand.sceneName(scene) == nil {
            throw ValidationError("unknown scene '\(scene)'; valid scenes: \(SceneCatalog.names.joined(separator: ", "))")
        }
    }

    func run() throws {
        defer { SDLLifecycle.shutdown() }
        let results: [Result]
        if let scene {
            results = [try measure(RunCommand.sceneName(scene) ?? scene)]
        } else {
            results = try SceneCatalog.names.map(measureInChild)
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(results), as: UTF8.self))
        } else {
            print("scene             frames  update p99  draw p99  frame median  frame p99  frame max  peak RSS")
            for r in results {
                print(r.scene.padding(toLength: 17, withPad: " ", startingAt: 0) + String(format: " %6d  %7.2f ms  %5.2f ms  %9.2f ms  %6.2f ms  %6.2f ms  %5.1f MB",
                             r.frames, r.update_ms_p99, r.draw_ms_p99, r.frame_ms_median,
                             r.frame_ms_p99, r.frame_ms_max, r.peak_rss_mb))
            }
        }
    }

    private func measureInChild(_ name: String) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        if !FileManager.default.isExecutableFile(atPath: process.executableURL?.path ?? "") {
            process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        }
        process.arguments = ["bench", "scenes", "--scene", name, "--frames", "\(frames)", "--size", size, "--json"]
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
        guard let canvas = CanvasSize.parse(size) else { throw ValidationError(CanvasSize.error) }
        let app = try PlaygroundApp(sceneName: name)
        app.showsHUD = false
        app.resize(to: canvas)
        let drag = app.scene.demoDrag(in: canvas)
        let seconds = Double(frames) / HeadlessRunner.frameRate
        let session = try ReplaySession(app: app, size: canvas,
                                        records: ScriptedInput.backAndForth(from: drag.from, to: drag.to, seconds: seconds),
                                        measuresTime: true)
        var samples: [(update: Double, draw: Double)] = []
        samples.reserveCapacity(frames)
        for _ in 0..<frames {
            session.step()
            samples.append(session.runner.stats.recent(0))
        }
        func summary(_ values: [Double]) -> (Double, Double, Double) {
            let sorted = values.sorted()
            guard !sorted.isEmpty else { return (0, 0, 0) }
            return (sorted[sorted.count / 2], sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))], sorted[sorted.count - 1])
        }
        let update = summary(samples.map(\.update)), draw = summary(samples.map(\.draw))
        let frame = summary(samples.map { $0.update + $0.draw })
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Result(scene: name, frames: frames,
                      update_ms_median: update.0, update_ms_p99: update.1, update_ms_max: update.2,
                      draw_ms_median: draw.0, draw_ms_p99: draw.1, draw_ms_max: draw.2,
                      frame_ms_median: frame.0, frame_ms_p99: frame.1, frame_ms_max: frame.2,
                      peak_rss_mb: Double(usage.ru_maxrss) / 1024)
    }
}
