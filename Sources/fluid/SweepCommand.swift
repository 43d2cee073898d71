import ArgumentParser
import Blur
import FileSafety
import FluidPlayground
import Foundation
import Gestures
import Harness
import Input
import Platform
import Playground
import ViewTree

/// `fluid sweep`: one recording under every tuning of a damping × response grid, each run on its
/// own (worker processes on the machine's cores), a table of every release's feel report and a
/// contact sheet of frames per tuning.
struct SweepCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sweep",
        abstract: "Replay one gesture under a grid of tunings and compare how each feels.",
        discussion: """
        Every damping of --damping with every response of --response: each run is
        replayed as `fluid compare` replays its runs (the same input on the same
        60 Hz clock), in worker processes on the machine's cores. Prints one row per
        tuning and release: the finger's speed, the view's speed in the drag's last
        frame and the first frame after the release, the jump at the release,
        overshoot, settling time (within 0.5 pt), the projected and the real
        landing distance, and how long the finger had been still (a release at
        rest). With --out, writes contact-sheet.bmp there: a row of frames per
        tuning, at the times in its header (seconds on the recording's clock), the
        last where that tuning's view went furthest after the release (its
        overshoot's peak, at the time in its label).
        Ranges are A:B:STEP or one value, on the tuning keys' 0.05 step; the
        other tuning values are the scene's defaults.
        Example:
          fluid sweep flick.jsonl --scene drawer --damping 0.5:1:0.1 \\
            --response 0.3:0.7:0.1 --out sweep/
        """
    )

    @Argument(help: "A recording (--record, or fluid import), JSON Lines.")
    var recording: String

    @Option(parsing: .unconditional, help: "The scene, by name or number (see `fluid scenes`).", completion: .list(SceneCatalog.names))
    var scene: String

    @Option(parsing: .unconditional, help: "Damping ratios, A:B:STEP (e.g. 0.5:1:0.1) or one value.")
    var damping: String

    @Option(parsing: .unconditional, help: "Responses in seconds, A:B:STEP (e.g. 0.3:0.7:0.1) or one value.")
    var response: String

    @Option(parsing: .unconditional, help: "Write contact-sheet.bmp into this directory (made if missing).")
    var out: String?

    @Flag(help: "Print the runs as JSON (one object: scene, recording, runs) instead of a table.")
    var json = false

    @Option(parsing: .unconditional, help: "Canvas size in points, WxH.")
    var size: String = "1280x800"

    @Option(parsing: .unconditional, help: "Worker processes (default: the machine's cores).")
    var jobs: Int?

    /// Set by `fluid sweep` on its own workers: which runs this process does ("I/N": every Nth
    /// from the Ith) and where it leaves them.
    @Option(help: .hidden)
    var workerShare: String?
    @Option(help: .hidden)
    var workerDirectory: String?

    /// Frames in a tuning's strip: at shared times, then its own furthest.
    static let stripFrames = 8
    /// A strip frame's width in pixels: drawn at twice that, then shrunk (smoother edges).
    static let frameWidth = 160.0

    func validate() throws {
        if let problem = CanvasSize.problem(size) { throw problem.validationError }
        if SceneArgument.type(scene) == nil { throw UsageError.unknownScene(scene).validationError }
        if let jobs, jobs < 1 || jobs > 64 { throw UsageError.outOfRange(option: "--jobs", allowed: .within(1...64), got: Double(jobs)).validationError }
        do {
            _ = try grid(base: SceneTuning(dampingRatio: 1, response: 0.5))
        } catch let failure as TuningGridError {
            throw UsageError.badGrid(failure).validationError
        }
        if (workerShare == nil) != (workerDirectory == nil) || (workerShare != nil && share == nil) {
            throw UsageError.onlyTogether("--worker-share I/N", "--worker-directory").validationError
        }
    }

    func run() throws {
        guard let type = SceneArgument.type(scene), let canvas = CanvasSize.parse(size) else {
            throw UsageError.unknownScene(scene).validationError
        }
        let tunings = try grid(base: type.defaultTuning).tunings
        let records: [InputRecord]
        // A worker's warnings were the parent's already.
        records = try workerShare == nil ? RecordingFile.load(recording) : RecordingFile.load(recording) { _ in }
        let job = SweepJob(scene: type, records: records, tunings: tunings, size: canvas,
                           pixelsPerPoint: 2 * Self.frameWidth / Double(canvas.width),
                           plan: Self.stripPlan(records: records, tunings: tunings))
        if let share, let workerDirectory {
            try job.work(share: share, directory: workerDirectory)
            return
        }
        // Problems with --out are said before the runs, not after them.
        let sheet = try out.map(sheetPath)
        if out != nil {
            _ = try ContactSheet.pixelSize(rows: tunings.count, columns: Self.stripFrames, cell: job.frameSize)
        }
        let started = Date()
        let processes = min(jobs ?? WorkerPool.availableCores, tunings.count)
        let runs = try processes <= 1 ? job.runAll() : job.runInWorkers(processes, recording: recording, arguments: workerArguments)
        let seconds = Date().timeIntervalSince(started)
        // The runs get the recording as compare's runs do: keys that would change the tuning,
        // the scene or the run are left out, and said.
        let input = ComparedInput(records)
        if json {
            if let note = input.note { RecordingFile.printWarning(note) }
            try Output.print(SweepReport.json(scene: type.name, recording: recording, ignoredKeys: input.ignoredKeys, runs: runs))
        } else {
            try Output.print("\(type.name): \(runs.count) tunings of \(recording) in \(String(format: "%.1f", seconds)) s on \(processes) process\(processes == 1 ? "" : "es")")
            if let note = input.note { try Output.print(note.description) }
            for line in SweepReport.table(runs) { try Output.print(line) }
        }
        if let path = sheet {
            let sheet = try ContactSheet.picture(rows: runs.map(SweepReport.sheetRow),
                                                 header: job.plan.times.map { String(format: "t %.2f s", $0) } + ["furthest"])
            try BitmapFile.write(sheet, to: path)
            if !json { try Output.print("wrote \(path): \(runs.count) rows of \(Self.stripFrames) frames") }
        }
    }

    /// The grid the options name, over `base`.
    private func grid(base: SceneTuning) throws -> TuningGrid {
        try TuningGrid(damping: TuningGrid.range(damping, name: "--damping", within: SceneTuning.dampingRange),
                       response: TuningGrid.range(response, name: "--response", within: SceneTuning.responseRange),
                       base: base)
    }

    /// `--worker-share I/N` read: 0 ≤ I < N.
    private var share: (index: Int, count: Int)? {
        guard let parts = workerShare?.split(separator: "/"), parts.count == 2,
              let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, i >= 0, i < n else { return nil }
        return (i, n)
    }

    /// What a worker is started with: the same run, without output.
    /// A worker's arguments, reading the recording at `path`.
    private func workerArguments(_ path: String) -> [String] {
        ["sweep", path, "--scene", scene, "--damping", damping, "--response", response, "--size", size]
    }

    /// `DIR/contact-sheet.bmp`, the directory made when missing.
    private func sheetPath(_ directory: String) throws -> String {
        if let problem = OutputDirectory.prepare(directory, mustBeEmpty: false) {
            throw problem
        }
        return directory + "/contact-sheet.bmp"
    }

    /// The strip's times, shared by every tuning so a column is one moment: from the first
    /// record to a while after the last, long enough for the slowest response to settle.
    static func stripPlan(records: [InputRecord], tunings: [SceneTuning]) -> TuningRun.StripPlan {
        let start = records.map(\.time).min() ?? 0
        let slowest = tunings.map(\.response).max() ?? 0.5
        let end = (records.map(\.time).max() ?? 0) + min(1.5 * slowest + 0.2, Comparison.settleLimit)
        let n = stripFrames - 1
        return TuningRun.StripPlan(times: (0..<n).map { start + (end - start) * Double($0) / Double(n - 1) }, factor: 2)
    }
}
