import ArgumentParser
import FluidPlayground
import Foundation
import Gestures
import Harness
import Input
import Playground

/// `fluid inspect FILE`: one JSON line per recorded gesture (press … release) with its start,
/// end, duration, translation and the release velocity the real pan recogniser reports (R29),
/// so a recording can be checked against other velocity estimators.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Summarise each gesture of an input recording (fluid --record FILE).",
        discussion: HelpText.discussion([
            "Prints one JSON line per gesture, from its down to its up: start and end ([x, y], points), duration (seconds), translation ([dx, dy]) and velocity ([vx, vy]), the release velocity in points per second as PanGestureRecognizer reports it at .ended. Numbers are rounded: positions and translations to 0.01 pt, durations to 0.1 ms, velocities to 0.1 pt/s.",
            "A recording that ends with a finger still down (cut before its up) prints that gesture with \"unfinished\": true and no velocity. Gestures cancelled by Escape or focus loss are not listed.",
            "A file that cannot be read, is not a regular file, or has a malformed line (named by its number) is an error with exit status 2.",
        ], examples: [
            "fluid --record drag.jsonl",
            "fluid inspect drag.jsonl",
        ])
    )

    @Argument(help: "A JSON Lines recording.")
    var file: String

    func run() throws {
        let records: [InputRecord]
        records = try RecordingFile.load(file)
        let summaries = GestureInspector.summarize(records)
        // Never print a number that is not one (JSON has no NaN; 0 would be a lie).
        for summary in summaries {
            let numbers = [summary.start.x, summary.start.y, summary.end.x, summary.end.y, summary.translation.x,
                           summary.translation.y, summary.velocity.x, summary.velocity.y].map(Double.init) + [summary.duration]
            guard numbers.allSatisfy(\.isFinite) else {
                throw CommandError.summaryNotFinite(file: file, summary: summary)
            }
        }
        for summary in summaries { try Output.print(InspectLine.finished(summary)) }
        if let unfinished = UnfinishedGesture.at(endOf: records) {
            guard [unfinished.start.x, unfinished.start.y, unfinished.end.x, unfinished.end.y].allSatisfy(\.isFinite),
                  unfinished.duration.isFinite else { return }
            try Output.print(InspectLine.unfinished(unfinished))
        }
    }
}
