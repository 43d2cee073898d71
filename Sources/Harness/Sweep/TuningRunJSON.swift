import FileSafety
import Foundation
import Gestures
import Input
import Platform
import Playground

/// A `TuningRun` as one JSON object, as `fluid sweep`'s worker processes hand their runs over.
/// Numbers are written as Swift prints a `Double` (the shortest text that reads back to the same
/// number), so a run read back is the same run, to the last bit: the sweep's numbers do not depend
/// on how many processes ran it. (What `--json` prints is `FeelReport.json`, as compare's.)
public enum TuningRunJSON {
    /// `{"moved":…,"frames":…,"furthest_t":…,"releases":[{field: value, …}, …]}`, each
    /// release's `fields` by name; a field without a value is left out (`furthest_t`, when the
    /// strip's furthest frame was drawn, too).
    public static func encode(_ run: TuningRun) -> String {
        let releases = run.reports.map { report in
            "{" + report.fields.compactMap { field in
                field.value.map { "\"\(field.name)\":\(number($0))" }
            }.joined(separator: ",") + "}"
        }
        let furthest = run.furthestTime.map { ",\"furthest_t\":\(number($0))" } ?? ""
        return "{\"moved\":\(run.movedView),\"frames\":\(run.frames)\(furthest),\"releases\":[\(releases.joined(separator: ","))]}"
    }

    /// Reads back what `encode` wrote for a run under `tuning` (the tuning itself is the
    /// caller's: it knows which run it asked for), with `strip` as its frames.
    public static func decode(_ text: String, tuning: SceneTuning, strip: [BitmapImage] = []) throws -> TuningRun {
        guard case .object(let object) = try JSONParser.parse(text) else { throw TuningRunJSONError.runNotAnObject }
        guard case .bool(let moved)? = object["moved"], case .number(let frames)? = object["frames"],
              case .array(let releases)? = object["releases"], frames >= 0, frames < 1e15 else {
            throw TuningRunJSONError.runIncomplete
        }
        let reports = try releases.map { release -> FeelReport in
            guard case .object(let members) = release else { throw TuningRunJSONError.releaseNotAnObject }
            var fields: [String: Double] = [:]
            for (key, value) in zip(members.keys, members.values) {
                if case .null = value { continue }
                guard case .number(let v) = value else { throw TuningRunJSONError.fieldNotANumber(key) }
                fields[key] = v
            }
            guard let report = FeelReport(fields: fields) else { throw TuningRunJSONError.releaseIncomplete }
            return report
        }
        var furthest: Double?
        if case .number(let t)? = object["furthest_t"] { furthest = t }
        return TuningRun(tuning: tuning, reports: reports, movedView: moved, frames: Int(frames), strip: strip,
                         furthestTime: furthest)
    }

    /// `v` as JSON: the recordings' shortest round-trip form; null where JSON has no number.
    public static func number(_ v: Double) -> String { v.isFinite ? InputRecordCoding.number(v) : "null" }
}

/// Why a worker's run could not be read back (`fluid sweep`'s workers hand runs over as JSON).
public enum TuningRunJSONError: Error, Equatable, CustomStringConvertible {
    case runNotAnObject
    /// Without `moved`, `frames` or `releases`.
    case runIncomplete
    case releaseNotAnObject
    case fieldNotANumber(String)
    /// Without a field every feel report has.
    case releaseIncomplete

    public var description: String {
        switch self {
        case .runNotAnObject: return "a run is not a JSON object"
        case .runIncomplete: return "a run lacks moved, frames or releases"
        case .releaseNotAnObject: return "a release is not a JSON object"
        case .fieldNotANumber(let key): return "release field \(key) is not a number"
        case .releaseIncomplete: return "a release lacks a field it always has"
        }
    }
}
