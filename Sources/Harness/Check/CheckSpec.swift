import FileSafety
import Foundation
import Gestures
import Input
import Playground
import ViewTree

/// What `fluid check` holds one recording to, read from `NAME.check.json` beside `NAME.jsonl`:
///
///     {"scene": "drawer", "tuning": "damping=0.7", "size": "1280x800",
///      "releases": [{"overshoot_pt": {"max": 4}, "settle_time_s": {"min": 0.2, "max": 0.9}}]}
///
/// `tuning` (optional) changes the scene's default tuning as `fluid compare --a` does, so a
/// check without it follows the defaults and sees when they change; `size` (optional) is the
/// canvas in points. `releases` bounds each release's feel report, in order, by field name
/// (`FeelReportField`); the recording must have exactly that many releases. `motions` (optional)
/// bounds the last release of each of the scene's other motions by name, in the motion's own
/// units (`"motions": {"zoom": {"finger_speed_pt_s": {"min": 1.2}}}`: scale per second).
public struct CheckSpec: Equatable {
    /// The most and least a field may be; either may be open.
    public struct Bound: Equatable {
        public var min: Double?
        public var max: Double?

        public init(min: Double? = nil, max: Double? = nil) {
            self.min = min
            self.max = max
        }

        public func contains(_ v: Double) -> Bool {
            (min.map { v >= $0 } ?? true) && (max.map { v <= $0 } ?? true)
        }

        /// `0.5 … 4`, `≥ 0.5`, `≤ 4`.
        public var text: String {
            func f(_ v: Double) -> String { String(format: "%g", v) }
            switch (min, max) {
            case let (lo?, hi?): return "\(f(lo)) … \(f(hi))"
            case let (lo?, nil): return "≥ \(f(lo))"
            case let (nil, hi?): return "≤ \(f(hi))"
            case (nil, nil): return "any"
            }
        }
    }

    public var sceneName: String
    /// Changes to the scene's default tuning (`SceneTuning(spec:base:)`), "" for none.
    public var tuning: String
    public var size: CGSize
    /// Per release, its fields' bounds by key, in the order the file gives them.
    public var releases: [[(key: String, bound: Bound)]]
    /// Per motion (`Scene.measuredMotions`), its last release's bounds, in the file's order.
    public var motions: [(name: String, bounds: [(key: String, bound: Bound)])]

    public static let defaultSize = CGSize(width: 1280, height: 800)

    public init(sceneName: String, tuning: String = "", size: CGSize = defaultSize, releases: [[(key: String, bound: Bound)]],
                motions: [(name: String, bounds: [(key: String, bound: Bound)])] = []) {
        self.sceneName = sceneName
        self.tuning = tuning
        self.size = size
        self.releases = releases
        self.motions = motions
    }

    public static func == (a: CheckSpec, b: CheckSpec) -> Bool {
        func same(_ x: [(key: String, bound: Bound)], _ y: [(key: String, bound: Bound)]) -> Bool {
            x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.bound == $1.bound }
        }
        return a.sceneName == b.sceneName && a.tuning == b.tuning && a.size == b.size && a.releases.count == b.releases.count
            && zip(a.releases, b.releases).allSatisfy(same)
            && a.motions.count == b.motions.count
            && zip(a.motions, b.motions).allSatisfy { $0.name == $1.name && same($0.bounds, $1.bounds) }
    }

    /// The keys a spec may have.
    public static let keys = ["scene", "tuning", "size", "releases", "motions"]

    /// The scene the spec names.
    public var scene: Scene.Type? { SceneCatalog.named(sceneName) }

    /// The tuning the recording is replayed under: `base` (the scene's default) changed by `tuning`.
    public func tuning(base: SceneTuning) throws -> SceneTuning {
        do {
            return try SceneTuning(spec: tuning, base: base)
        } catch let error as TuningSpecError {
            throw CheckSpecError.tuning(error)
        }
    }

    /// Reads a spec; every problem is one `CheckSpecError` naming the key.
    public init(json bytes: [UInt8]) throws {
        let value: JSONValue
        do {
            value = try bytes.withUnsafeBufferPointer { try JSONParser.parse($0) }
        } catch let error as JSONError {
            throw CheckSpecError.json(error)
        }
        guard case .object(let top) = value else { throw CheckSpecError.notAnObject }
        if let unknown = top.keys.first(where: { !Self.keys.contains($0) }) {
            throw CheckSpecError.unknownKey(unknown)
        }
        guard case .string(let name)? = top["scene"] else { throw CheckSpecError.noScene }
        guard SceneCatalog.named(name) != nil else {
            throw CheckSpecError.unknownScene(name)
        }
        var tuning = ""
        switch top["tuning"] {
        case nil, .null?: break
        case .string(let text)?: tuning = text
        case let other?: throw CheckSpecError.notAString(key: "tuning", found: other.kindPhrase)
        }
        var size = Self.defaultSize
        switch top["size"] {
        case nil, .null?: break
        case .string(let text)?:
            guard let parsed = Self.size(text) else { throw CheckSpecError.badSize(text) }
            size = parsed
        case let other?: throw CheckSpecError.notAString(key: "size", found: other.kindPhrase)
        }
        guard case .array(let list)? = top["releases"] else {
            throw CheckSpecError.noReleases
        }
        let releases = try list.enumerated().map { i, item in try Self.bounds(item, at: "releases[\(i)]") }
        var motions: [(name: String, bounds: [(key: String, bound: Bound)])] = []
        switch top["motions"] {
        case nil, .null?: break
        case .object(let byName)?:
            motions = try zip(byName.keys, byName.values).map { motion, item in
                (motion, try Self.bounds(item, at: "motions.\(motion)"))
            }
        case let other?: throw CheckSpecError.notBounds(path: "motions", found: other.kindPhrase)
        }
        self.init(sceneName: name, tuning: tuning, size: size, releases: releases, motions: motions)
        _ = try self.tuning(base: SceneTuning(dampingRatio: 1, response: 0.5))
    }

    /// One release's bounds: `{"FIELD": {"min": A, "max": B}, …}`.
    private static func bounds(_ value: JSONValue, at path: String) throws -> [(key: String, bound: Bound)] {
        guard case .object(let fields) = value else { throw CheckSpecError.notBounds(path: path, found: value.kindPhrase) }
        return try zip(fields.keys, fields.values).map { key, value in
            guard FeelReportField.named(key) != nil else {
                throw CheckSpecError.unknownField(path: path, field: key)
            }
            guard case .object(let limits) = value else { throw CheckSpecError.notLimits(path: "\(path).\(key)", found: value.kindPhrase) }
            var bound = Bound()
            for (name, limit) in zip(limits.keys, limits.values) {
                guard case .number(let v) = limit else { throw CheckSpecError.notANumber(path: "\(path).\(key).\(name)", found: limit.kindPhrase) }
                switch name {
                case "min": bound.min = v
                case "max": bound.max = v
                default: throw CheckSpecError.unknownLimit(path: "\(path).\(key)", limit: name)
                }
            }
            guard bound.min != nil || bound.max != nil else { throw CheckSpecError.noLimit(path: "\(path).\(key)") }
            if let lo = bound.min, let hi = bound.max, lo > hi { throw CheckSpecError.minAboveMax(path: "\(path).\(key)", min: lo, max: hi) }
            return (key, bound)
        }
    }

    /// `WxH` in whole points, each 1…16384.
    static func size(_ text: String) -> CGSize? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (1...16384).contains(w), (1...16384).contains(h) else { return nil }
        return CGSize(width: w, height: h)
    }

    /// The spec as the corpus's files hold it: one key a line, a release's bounds on a line each.
    public var json: String {
        func n(_ v: Double) -> String { TuningRunJSON.number(v) }
        func object(_ fields: [(key: String, bound: Bound)]) -> String {
            "{" + fields.map { key, bound in
                let limits = [bound.min.map { "\"min\": \(n($0))" }, bound.max.map { "\"max\": \(n($0))" }].compactMap { $0 }
                return "\"\(key)\": {\(limits.joined(separator: ", "))}"
            }.joined(separator: ", ") + "}"
        }
        let lines = releases.map { "    " + object($0) }
        var text = "{\n  \"scene\": \(InputRecordCoding.string(sceneName)),\n  \"tuning\": \(InputRecordCoding.string(tuning)),\n  \"size\": \"\(Int(size.width))x\(Int(size.height))\",\n"
            + "  \"releases\": [\n" + lines.joined(separator: ",\n") + "\n  ]"
        if !motions.isEmpty {
            text += ",\n  \"motions\": {\n" + motions.map { "    \(InputRecordCoding.string($0.name)): " + object($0.bounds) }
                .joined(separator: ",\n") + "\n  }"
        }
        return text + "\n}\n"
    }
}
