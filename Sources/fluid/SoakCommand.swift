import ArgumentParser
import FileSafety
import FluidPlayground
import Foundation
import Harness
import Platform
import Playground

/// `fluid soak`: a long random session replayed headless at full speed; fails when memory grows,
/// animators are left running after a gesture settles, or anything warns.
struct SoakCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "soak",
                                                    abstract: "Replay a long random session and check it stays healthy.")

    @Option(parsing: .unconditional, help: "Minutes of session time, at least 3 (two of warm-up, then the memory it is judged on).")
    var minutes = 10

    @Option(parsing: .unconditional, help: "Random seed (the same seed replays the same session).", transform: Seed.parse)
    var seed: UInt64 = 1

    @Option(parsing: .unconditional, help: "Allowed growth of resident memory from minute 2 to the last, in percent.")
    var growth = 5.0

    func validate() throws {
        // Minute 2, once warm, is the baseline and needs a minute after it: a 2-minute run could
        // only compare the warm-up with itself, and failed on it. 10080 is a week.
        guard minutes >= 3, minutes <= 10_080 else { throw UsageError.outOfRange(option: "--minutes", allowed: .within(3...10_080), got: Double(minutes)).validationError }
        guard growth.isFinite, growth >= 0 else { throw UsageError.outOfRange(option: "--growth", allowed: .atLeast(0), got: growth).validationError }
    }

    func run() throws {
        defer { SDLLifecycle.shutdown() }
        // The session (and every SDL object in it) is gone when `run` returns, before SDL shuts down.
        let report = try SoakSession(seed: seed).run(minutes: minutes) { minute, mb in
            // The session cannot be stopped from here: a failed write ends the process (`Output.end`).
            do throws(StandardOutputError) { try Output.print(String(format: "minute %2d: %.1f MB resident", minute, mb)) } catch { Output.end(error) }
        }
        // The first two minutes warm up: the tour visits every scene in minute 1, and the first
        // random gestures fill what is bounded but not yet full (a one-off 3.6 MB in minute 2 at
        // 1280x800, flat for the eight minutes after it). A leak grows on after that.
        let first = report.residentMB.count > 1 ? report.residentMB[1] : report.residentMB.first ?? 0
        let last = report.residentMB.last ?? 0
        let grew = first > 0 ? (last - first) / first * 100 : 0
        try Output.print(String(format: "%d frames, %d gestures; memory %.1f → %.1f MB (%+.1f %%)", report.frames, report.gestures, first, last, grew))
        var problems: [String] = []
        if grew > growth { problems.append(String(format: "resident memory grew %.1f %% (allowed %.1f %%)", grew, growth)) }
        problems += report.unsettled.prefix(10).map { "animators left running after a gesture settled: \($0)" }
        problems += report.warnings.prefix(10).map { "warning: \($0)" }
        if problems.isEmpty {
            try Output.print("soak: ok")
        } else {
            for p in problems { try Output.print("soak: \(p)") }
            throw ExitCode(1)
        }
    }
}
