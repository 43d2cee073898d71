import Foundation
import Gestures
import Harness
import Input
import Playground

/// What `fluid sweep` prints: a table with a row per tuning and release (or JSON), and the
/// contact sheet's label for each tuning.
enum SweepReport {
    /// The table's lines: damping, response, the release's number, every feel report field.
    static func table(_ runs: [TuningRun]) -> [String] {
        let fields = FeelReportField.all
        var table = TextTable(header: ["damping", "response s", "release"] + fields.map(\.heading) + ["note"])
        table.leftColumns = [fields.count + 3]
        for run in runs {
            let tuning = [String(format: "%.2f", run.tuning.dampingRatio), String(format: "%.2f", run.tuning.response)]
            let empty = Array(repeating: "–", count: fields.count)
            guard run.movedView else { table.rows.append(tuning + ["–"] + empty + ["the drag did not move the view"]); continue }
            guard !run.reports.isEmpty else { table.rows.append(tuning + ["–"] + empty + ["no release"]); continue }
            for (i, report) in run.reports.enumerated() {
                let note = report.isSettled ? (report.restGap != nil ? "released at rest" : "") : "caught or still moving"
                table.rows.append(tuning + ["\(i + 1)"] + fields.map { $0.text(report) } + [note])
            }
        }
        return table.lines
    }

    /// `--json`: the runs, their tunings and every release's feel report, as `fluid compare
    /// --json` writes them (`FeelReport.json`), on one line.
    static func json(scene: String, recording: String, ignoredKeys: [String], runs: [TuningRun]) -> String {
        let string = InputRecordCoding.string, n = FeelReport.jsonNumber
        let items = runs.map { run in
            "{\"damping\": \(n(run.tuning.dampingRatio)), \"response\": \(n(run.tuning.response)), "
                + "\"seed_timing\": \(run.tuning.usesSeedTiming), \"moved\": \(run.movedView), \"frames\": \(run.frames), "
                + "\"releases\": [\(run.reports.map(\.json).joined(separator: ", "))]}"
        }
        return "{\"scene\": \(string(scene)), \"recording\": \(string(recording)), "
            + "\"ignored_keys\": [\(ignoredKeys.map(string).joined(separator: ", "))], \"runs\": [\(items.joined(separator: ", "))]}"
    }

    /// A tuning's row on the contact sheet: its tuning, then its last release in short.
    static func sheetRow(_ run: TuningRun) -> ContactSheet.Row {
        var label = [String(format: "damping %.2f", run.tuning.dampingRatio), String(format: "response %.2f s", run.tuning.response)]
        if let last = run.reports.last {
            // The furthest frame's own time: each row's peak is at its own moment.
            label.append(String(format: "over %.1f pt", last.overshoot)
                         + (run.furthestTime.map { String(format: ", furthest %.2f s", $0) } ?? ""))
        } else {
            label.append(run.movedView ? "no release" : "did not move")
        }
        return ContactSheet.Row(label: label, frames: run.strip)
    }
}
