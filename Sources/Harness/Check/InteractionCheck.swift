import FileSafety
import Foundation
import Gestures
import Input
import Playground

/// `fluid check DIR`: every recording in a directory replayed in the scene its `NAME.check.json`
/// names (as `fluid compare` replays a run) and each release's feel report held to the bounds
/// there, so a change that alters how an interaction feels is seen, like a changed golden picture.
public enum InteractionCheck {
    /// One number outside its bounds (or a release missing or extra).
    public struct Miss: Equatable {
        public var recording: String
        /// 1-based; nil for what concerns the whole recording.
        public var release: Int?
        public var field: String
        public var value: String
        public var expected: String
    }

    /// One recording with its spec.
    public struct Case {
        public var name: String
        public var records: [InputRecord]
        public var spec: CheckSpec
    }

    /// The replay's canvas scale: the numbers do not depend on the pictures, so they are drawn small.
    public static let pixelsPerPoint = 0.125

    /// Every `*.jsonl` in `directory` (sorted by name) with the spec beside it. `warn` hears what
    /// reading a recording passed over.
    public static func cases(in directory: String, warn: @escaping (RecordingWarning) -> Void = { RecordingFile.printWarning($0) }) throws -> [Case] {
        let names: [String]
        switch DirectoryEntries.names(in: directory) {
        case .success(let found): names = found
        case .failure: throw InteractionCheckError.unreadableDirectory(directory)
        }
        let recordings = names.filter { $0.hasSuffix(".jsonl") }
        if let orphan = names.first(where: { $0.hasSuffix(".check.json") && !recordings.contains(String($0.dropLast(11)) + ".jsonl") }) {
            throw InteractionCheckError.specWithoutRecording(directory: directory, spec: orphan)
        }
        guard !recordings.isEmpty else { throw InteractionCheckError.noRecordings(directory: directory) }
        return try recordings.map { file in
            let stem = String(file.dropLast(6))
            let specPath = "\(directory)/\(stem).check.json"
            let bytes: [UInt8]
            do {
                bytes = try InputFile.read(specPath, limit: 1 << 20)
            } catch let error as InputFileError {
                throw InteractionCheckError.noCheckFile(recording: file, error)
            }
            let spec: CheckSpec
            do {
                spec = try CheckSpec(json: bytes)
            } catch let failure as CheckSpecError {
                throw InteractionCheckError.badCheckFile(path: specPath, failure)
            }
            do {
                return Case(name: file, records: try RecordingFile.load("\(directory)/\(file)", warn: warn), spec: spec)
            } catch let failure as RecordingFileError {
                throw InteractionCheckError.recording(failure)
            }
        }
    }

    /// Replays `item` under its tuning over `base` (the scene's default tuning unless a test says
    /// otherwise) and returns what fell outside its bounds.
    public static func misses(_ item: Case, base: (Scene.Type) -> SceneTuning = { $0.defaultTuning }) throws -> [Miss] {
        guard let scene = item.spec.scene else { throw InteractionCheckError.unknownScene(recording: item.name, scene: item.spec.sceneName) }
        let tuning: SceneTuning
        do {
            tuning = try item.spec.tuning(base: base(scene))
        } catch let failure as CheckSpecError {
            throw InteractionCheckError.badTuning(recording: item.name, failure)
        }
        let run = try TuningRun(scene: scene, records: item.records, tuning: tuning, size: item.spec.size,
                                pixelsPerPoint: pixelsPerPoint)
        return misses(of: run, name: item.name, spec: item.spec)
    }

    /// What of `run` falls outside `spec`.
    public static func misses(of run: TuningRun, name: String, spec: CheckSpec) -> [Miss] {
        guard run.movedView || !run.motionReports.isEmpty else {
            return [Miss(recording: name, release: nil, field: "moved", value: "no", expected: "the drag moves the view")]
        }
        var misses: [Miss] = []
        if run.reports.count != spec.releases.count {
            misses.append(Miss(recording: name, release: nil, field: "releases", value: "\(run.reports.count)", expected: "\(spec.releases.count)"))
        }
        for (i, (report, bounds)) in zip(run.reports, spec.releases).enumerated() {
            misses += self.misses(of: report, within: bounds, name: name, release: i + 1, prefix: "")
        }
        // The scene's other motions (the photo's zoom and turn): each one's last release.
        for (motion, bounds) in spec.motions {
            guard let report = run.motionReports.first(where: { $0.name == motion })?.report else {
                misses.append(Miss(recording: name, release: nil, field: motion, value: "no release", expected: "a release"))
                continue
            }
            misses += self.misses(of: report, within: bounds, name: name, release: nil, prefix: motion + ".")
        }
        return misses
    }

    /// What of one report falls outside `bounds`, each field named `prefix` + its key.
    private static func misses(of report: FeelReport, within bounds: [(key: String, bound: CheckSpec.Bound)],
                               name: String, release: Int?, prefix: String) -> [Miss] {
        bounds.compactMap { key, bound in
            guard let field = FeelReportField.named(key) else { return nil }
            guard let value = field.value(report) else {
                return Miss(recording: name, release: release, field: prefix + key, value: "none", expected: bound.text)
            }
            guard !bound.contains(value) else { return nil }
            return Miss(recording: name, release: release, field: prefix + key,
                        value: String(format: "%.\(field.digits + 1)f", value), expected: bound.text)
        }
    }

    /// Bounds that hold `reports` with room to spare: each field that has a value, `margin`
    /// of it (at least `floor` of the field's unit) either side. What a corpus starts from.
    public static func bounds(for reports: [FeelReport], margin: Double = 0.1,
                              floor: (String) -> Double = defaultFloor) -> [[(key: String, bound: CheckSpec.Bound)]] {
        reports.map { bounds(for: $0, margin: margin, floor: floor) }
    }

    /// `bounds(for:)` of one report.
    public static func bounds(for report: FeelReport, margin: Double = 0.1,
                              floor: (String) -> Double = defaultFloor) -> [(key: String, bound: CheckSpec.Bound)] {
        FeelReportField.all.compactMap { field in
            guard let v = field.value(report) else { return nil }
            let room = max(abs(v) * margin, floor(field.key))
            return (field.key, CheckSpec.Bound(min: round(v - room), max: round(v + room)))
        }
    }

    /// The least room a motion's bound leaves, in its own units (scale or radians): 0.05 a
    /// second, 0.01, and 30 ms.
    public static func motionFloor(_ key: String) -> Double {
        if key.hasSuffix("_pt_s") || key.hasSuffix("_per_s") { return 0.05 }
        if key.hasSuffix("_s") { return 0.03 }
        return 0.01
    }

    /// The least room a bound leaves: a point, 20 pt/s, 30 ms.
    public static func defaultFloor(_ key: String) -> Double {
        if key.hasSuffix("_pt_s") { return 20 }
        if key.hasSuffix("_s") { return 0.03 }
        return 1
    }

    /// To a thousandth, so the files read cleanly.
    private static func round(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
}

/// Why `fluid check` could not check a directory (it exits 2 with it); `description` is the one rendering.
public enum InteractionCheckError: Error, Equatable, CustomStringConvertible {
    case unreadableDirectory(String)
    /// A `NAME.check.json` with no `NAME.jsonl` beside it.
    case specWithoutRecording(directory: String, spec: String)
    case noRecordings(directory: String)
    /// A recording whose check file cannot be read.
    case noCheckFile(recording: String, InputFileError)
    case badCheckFile(path: String, CheckSpecError)
    case recording(RecordingFileError)
    case unknownScene(recording: String, scene: String)
    case badTuning(recording: String, CheckSpecError)

    public var description: String {
        switch self {
        case .unreadableDirectory(let directory): return "cannot read the directory \(directory)"
        case let .specWithoutRecording(directory, spec):
            return "\(directory)/\(spec) has no recording \(spec.dropLast(11)).jsonl beside it"
        case .noRecordings(let directory): return "no recordings (*.jsonl) in \(directory)"
        case let .noCheckFile(recording, error): return "\(recording) has no readable check file: \(error)"
        case let .badCheckFile(path, failure): return "\(path): \(failure)"
        case .recording(let failure): return failure.description
        case let .unknownScene(recording, scene): return "\(recording): unknown scene '\(scene)'"
        case let .badTuning(recording, failure): return "\(recording): \(failure)"
        }
    }
}
