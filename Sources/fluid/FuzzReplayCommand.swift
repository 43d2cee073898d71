import ArgumentParser
import FileSafety
import FluidPlayground
import Foundation
import Harness
import Platform
import Playground

/// `fluid fuzz-replay`: random recordings (every scene, scene switches mid-animation, flicks up
/// to 50,000 pt/s, focus loss, Escape) replayed headless with every frame drawn; and, from the
/// same seed, numbers at every edge through sweep's ranges, a check file and each import format
/// (`NumberFuzzCase`). A crash names
/// the case it happened in (each case's line is printed before it runs); case `i` has seed
/// `seed + i`, so `--seed S --count 1` runs exactly that case again.
struct FuzzReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz-replay",
        abstract: "Replay random recordings headless across all scenes, looking for crashes.")

    @Option(parsing: .unconditional, help: "Seed of the first case; case i has seed + i.", transform: Seed.parse)
    var seed: UInt64 = 1

    @Option(parsing: .unconditional, help: "How many cases to run.")
    var count = 100

    @Option(parsing: .unconditional, help: "Write the first case's recording to this file (JSON Lines) and print how to replay it, instead of running.")
    var write: String?

    @Flag(help: "Draw without the HUD.")
    var noHud = false

    @Flag(help: "Also redraw every frame whole and fail on any pixel that differs from the frame that redrew only what changed.")
    var compareFullRedraw = false

    func validate() throws {
        guard count >= 1, count <= 10_000_000 else { throw UsageError.outOfRange(option: "--count", allowed: .within(1...10_000_000), got: Double(count)).validationError }
    }

    func run() throws {
        defer { SDLLifecycle.shutdown() }
        if let write {
            let first = ReplayFuzzCase(seed: seed)
            // The one output writer: a symbolic link is refused, a file replaced atomically (a
            // full disk leaves the old one whole), a FIFO with no reader refused at once.
            try OutputFile.write(Array(first.jsonLines.utf8), to: write, options: .init(allowsStandardOutput: false))
            try Output.print("fluid --headless --scene \(first.sceneName) --size \(Int(first.size.width))x\(Int(first.size.height)) --replay \(write)")
            return
        }
        var failures = 0, frames = 0
        for i in 0..<count {
            let fuzzCase = ReplayFuzzCase(seed: seed &+ UInt64(i))
            try Output.print("case \(i + 1)/\(count) seed \(fuzzCase.seed): \(fuzzCase.sceneName) \(Int(fuzzCase.size.width))x\(Int(fuzzCase.size.height)), "
                  + "\(fuzzCase.records.count) records")
            // The same seed's numbers through sweep's ranges, a check file and each import format.
            let problems = try fuzzCase.run(showsHUD: !noHud, comparingFullRedraw: compareFullRedraw)
                + NumberFuzzCase(seed: fuzzCase.seed).run()
            frames += fuzzCase.frames
            for problem in problems { try Output.print("  FAIL seed \(fuzzCase.seed): \(problem)") }
            if !problems.isEmpty { failures += 1 }
        }
        try Output.print("fuzz-replay: \(count) cases, \(frames) frames, \(failures) failed")
        if failures > 0 { throw ExitCode(1) }
    }
}
