import ArgumentParser
import FluidPlayground
import Foundation
import Harness
import Playground

/// `fluid check DIR`: interactions as regression tests. Exits 0 when every release of every
/// recording is inside its bounds, 1 with a table of what is not, 2 on bad input.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Replay recorded interactions and check how they feel against bounds.",
        discussion: """
        Every NAME.jsonl in DIR is replayed in the scene NAME.check.json names
        (as `fluid compare` replays a run) and each release's feel report is
        held to the bounds there:
          {"scene": "drawer", "tuning": "",
           "releases": [{"overshoot_pt": {"max": 4},
                         "settle_time_s": {"min": 0.2, "max": 0.9}}]}
        "tuning" changes the scene's defaults (keys as in fluid compare; empty:
        the defaults themselves), "size" is the canvas (default 1280x800). The
        recording must have as many releases as "releases" lists. Fields:
        \(FeelReportField.all.map(\.key).joined(separator: ", ")).
        Exit status: 0 all inside, 1 something outside (a table says what),
        2 bad input (one line).
        """
    )

    @Argument(help: "A directory of recordings (NAME.jsonl) and their checks (NAME.check.json).")
    var directory: String

    func run() throws {
        let cases: [InteractionCheck.Case]
        var misses: [InteractionCheck.Miss] = []
        cases = try InteractionCheck.cases(in: directory)
        for item in cases { misses += try InteractionCheck.misses(item) }
        let releases = cases.reduce(0) { $0 + $1.spec.releases.count }
        guard !misses.isEmpty else {
            try Output.print("\(cases.count) recordings, \(releases) releases in \(directory): every one inside its bounds")
            return
        }
        var table = TextTable(header: ["recording", "release", "field", "value", "bounds"])
        table.leftColumns = [0, 2, 4]
        table.rows = misses.map { [$0.recording, $0.release.map(String.init) ?? "–", $0.field, $0.value, $0.expected] }
        for line in table.lines { try Output.print(line) }
        let failed = Set(misses.map(\.recording)).count
        try Output.print("\(failed) of \(cases.count) recordings in \(directory) fell outside their bounds")
        throw ExitCode(1)
    }
}
