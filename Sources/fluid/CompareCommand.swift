import ArgumentParser
import FileSafety
import FluidPlayground
import Foundation
import Gestures
import Harness
import Input
import Platform
import Playground
import ViewTree

/// `fluid compare`: one recording under two tunings, side by side.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Replay a recording under two tunings and compare the motion.",
        discussion: HelpText.discussion([
            "Both runs take the same input on the same clock; keys in the recording that would change the tuning, the scene or the run ([ ] - = 0 S P L C G, scene keys) are left out, with a note naming them.",
            "Prints every release's feel report, run a's and run b's side by side: the finger's speed (the velocity tracker's) and the view's in the first frame after it, the jump at the release, the peak overshoot, the settling time (within 0.5 pt), and where the projection said the view would land against where it rests. --json prints the same as one JSON object.",
            "With --out, writes the frames (run a left, b right, each labelled; or b as a ghost over a with --ghost) as BMP files and both traces (a.trace.jsonl, b.trace.jsonl) there.",
            "Tuning keys: damping, response, scrubs, pauses, seed (true: the release runs the curve and duration of the UIKit example the scene re-creates, as L does; unset keys take the scene's defaults).",
        ], examples: [
            "fluid compare drag.jsonl --scene drawer --a 'damping=0.7,response=0.4' --b 'damping=1,response=0.4' --out frames/",
        ])
    )

    @Argument(help: "A recording (--record), JSON Lines.")
    var recording: String

    @Option(parsing: .unconditional, help: "The scene, by name or number (see `fluid scenes`).",
            completion: .list(SceneCatalog.names))
    var scene: String

    @Option(parsing: .unconditional, help: "Run a's tuning, e.g. 'damping=0.7,response=0.4'.")
    var a: String = ""

    @Option(parsing: .unconditional, help: "Run b's tuning.")
    var b: String = ""

    @Option(parsing: .unconditional, help: "Write frames and traces into this directory (made if missing; an existing one must be empty).")
    var out: String?

    @Flag(help: "Print the runs' feel reports as one JSON object.")
    var json = false

    @Flag(help: "Draw run b's moving view as a ghost over run a instead of side by side.")
    var ghost = false

    @Option(parsing: .unconditional, help: "Write every Nth frame.")
    var every: Int = 2

    @Option(parsing: .unconditional, help: "Scale pictures down by this whole factor.")
    var downsample: Int = 2

    @Option(parsing: .unconditional, help: "Canvas size in points, WxH.")
    var size: String = "1280x800"

    func validate() throws {
        guard every >= 1, every <= 1000 else { throw UsageError.outOfRange(option: "--every", allowed: .within(1...1000), got: Double(every)).validationError }
        guard downsample >= 1, downsample <= 16 else { throw UsageError.outOfRange(option: "--downsample", allowed: .within(1...16), got: Double(downsample)).validationError }
        if let problem = CanvasSize.problem(size) { throw problem.validationError }
        guard let type = SceneArgument.type(scene) else { throw UsageError.unknownScene(scene).validationError }
        try UsageError.check(Self.tuningProblem(a: a, b: b, base: type.defaultTuning))
    }

    /// `--a` or `--b` that names no tuning: a usage error (exit 64), as a misspelt option is.
    static func tuningProblem(a: String, b: String, base: SceneTuning) -> UsageError? {
        for (option, spec) in [("--a", a), ("--b", b)] {
            do {
                _ = try SceneTuning(spec: spec, base: base)
            } catch let error as TuningSpecError {
                return .badTuning(option: option, error)
            } catch {
                return nil
            }
        }
        return nil
    }

    func run() throws {
        guard let type = SceneArgument.type(scene) else { throw UsageError.unknownScene(scene).validationError }
        let tunings: [SceneTuning]
        do {
            tunings = [try SceneTuning(spec: a, base: type.defaultTuning), try SceneTuning(spec: b, base: type.defaultTuning)]
        } catch let error as TuningSpecError {
            throw UsageError.badTuning(option: "--a/--b", error).validationError
        }
        let records: [InputRecord]
        records = try RecordingFile.load(recording)
        if let out, let problem = OutputDirectory.prepare(out, mustBeEmpty: true) {
            throw problem
        }
        let comparison = try Comparison(scene: type, records: records, tunings: tunings,
                                        size: CanvasSize.parse(size) ?? CGSize(width: 1280, height: 800))
        if ghost { comparison.showSecondAsGhost() }
        if out != nil {
            for (label, run) in zip(["a", "b"], comparison.runs) {
                run.app.caption = ghost && label == "a" ? "a: \(Self.describe(run.tuning)) · b as ghost: \(Self.describe(comparison.runs[1].tuning))"
                                                          : "\(label): \(Self.describe(run.tuning))"
            }
        }
        var written = 0
        let frames = try comparison.run { n in
            guard let out, n % every == 0 else { return }
            let image = ghost
                ? comparison.runs[0].session.surface.image(downsampledBy: downsample)
                : comparison.sideBySide(downsampledBy: downsample)
            do {
                try BitmapFile.write(image, to: out + "/" + String(format: "frame-%05d.bmp", n))
            } catch {
                throw CommandError.framesNotWritten(directory: out, reason: SystemReason.of(error))
            }
            written += 1
        }
        let summaries: [MotionSummary]
        summaries = try comparison.summaries()
        if let out {
            for (label, run) in zip(["a", "b"], comparison.runs) {
                do {
                    try OutputFile.write(Array(run.trace.utf8), to: out + "/\(label).trace.jsonl")
                } catch {
                    throw CommandError.traceNotWritten(directory: out, reason: SystemReason.of(error))
                }
            }
        }
        let view = summaries.first?.viewName ?? ""
        if json {
            if let note = comparison.input.note { RecordingFile.printWarning(note) }
            try Output.print(Self.json(scene: type.name, recording: recording, frames: frames, view: view,
                                       comparison: comparison, summaries: summaries))
            return
        }
        try Output.print("\(type.name): \(frames) frames of \(recording), the view '\(view)'")
        if let note = comparison.input.note { try Output.print(note.description) }
        for (label, (run, summary)) in zip(["a", "b"], zip(comparison.runs, summaries)) {
            try Output.print("\(label)  \(Self.describe(run.tuning)): \(Self.describe(summary, moved: run.movedView, releases: run.app.feelReports.count))")
        }
        for line in Self.releasesSideBySide(comparison.runs.map { $0.movedView ? $0.app.feelReports.map(\.lines) : [] }) {
            try Output.print(line)
        }
        if let out {
            try Output.print("wrote \(written) frames (\(ghost ? "b as a ghost over a" : "a left, b right")) and a.trace.jsonl, b.trace.jsonl to \(out)")
        }
    }

    /// Each release's two report lines, run a's then run b's under one number, so the same
    /// release of both runs is read together; a run with fewer releases says so.
    static func releasesSideBySide(_ runs: [[(String, String)]]) -> [String] {
        let count = runs.map(\.count).max() ?? 0
        var lines: [String] = []
        for n in 0..<count {
            lines.append("release \(n + 1)")
            for (label, reports) in zip(["a", "b"], runs) {
                guard n < reports.count else {
                    lines.append("   \(label)  no release \(n + 1) in this run")
                    continue
                }
                lines.append("   \(label)  \(reports[n].0)")
                lines.append("      \(reports[n].1)")
            }
        }
        return lines
    }

    static func describe(_ t: SceneTuning) -> String {
        "damping \(String(format: "%.2f", t.dampingRatio)), response \(String(format: "%.2f", t.response)) s"
            + (t.usesSeedTiming ? ", the example's own timing" : "")
    }

    /// One run's line; `moved` false when its view was never drawn anywhere but where it started.
    static func describe(_ s: MotionSummary, moved: Bool, releases: Int) -> String {
        guard moved else { return "the drag did not move '\(s.viewName)' (it stays at (\(String(format: "%.0f", Double(s.restingOrigin.x))), \(String(format: "%.0f", Double(s.restingOrigin.y)))))" }
        guard releases > 0 else { return "no release in this recording" }
        return "\(releases) release\(releases == 1 ? "" : "s"), resting at (\(String(format: "%.0f", Double(s.restingOrigin.x))), \(String(format: "%.0f", Double(s.restingOrigin.y))))"
    }

    /// `--json`: the runs, their tunings and every release's feel report.
    static func json(scene: String, recording: String, frames: Int, view: String,
                     comparison: Comparison, summaries: [MotionSummary]) -> String {
        let string = InputRecordCoding.string, n = FeelReport.jsonNumber
        let runs = zip(["a", "b"], zip(comparison.runs, summaries)).map { label, pair -> String in
            let (run, summary) = pair
            let t = run.tuning
            return "{\"label\": \"\(label)\", \"damping\": \(n(t.dampingRatio)), \"response\": \(n(t.response)), "
                + "\"seed_timing\": \(t.usesSeedTiming), \"moved\": \(run.movedView), "
                + "\"rest\": [\(n(Double(summary.restingOrigin.x))), \(n(Double(summary.restingOrigin.y)))], "
                + "\"releases\": [\(run.app.feelReports.map(\.json).joined(separator: ", "))]}"
        }
        return "{\"scene\": \(string(scene)), \"recording\": \(string(recording)), \"frames\": \(frames), "
            + "\"view\": \(string(view)), \"ignored_keys\": [\(comparison.input.ignoredKeys.map(string).joined(separator: ", "))], "
            + "\"runs\": [\(runs.joined(separator: ", "))]}"
    }
}
