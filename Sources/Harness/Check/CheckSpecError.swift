import FileSafety
import Playground

/// What is wrong with a `fluid check` file (`NAME.check.json`), naming the key; `description`
/// is the one rendering.
public enum CheckSpecError: Error, Equatable, CustomStringConvertible {
    /// The file is not JSON.
    case json(JSONError)
    case notAnObject
    /// A top-level key other than `CheckSpec.keys`.
    case unknownKey(String)
    case noScene
    case unknownScene(String)
    /// `tuning` or `size` given something that is not a string (`found` says what).
    case notAString(key: String, found: String)
    case badSize(String)
    /// `tuning` does not read as a tuning.
    case tuning(TuningSpecError)
    case noReleases
    /// A release (`releases[i]`) that is not an object of bounds.
    case notBounds(path: String, found: String)
    /// A field no feel report has.
    case unknownField(path: String, field: String)
    /// A field's bounds that are not `{"min": …, "max": …}`.
    case notLimits(path: String, found: String)
    case notANumber(path: String, found: String)
    case unknownLimit(path: String, limit: String)
    case noLimit(path: String)
    case minAboveMax(path: String, min: Double, max: Double)

    public var description: String {
        switch self {
        case .json(let error): return error.description
        case .notAnObject: return "not a JSON object"
        case .unknownKey(let key): return "unknown key '\(key)' (keys: \(CheckSpec.keys.joined(separator: ", ")))"
        case .noScene: return "scene: a scene's name is needed"
        case .unknownScene(let name): return "scene: unknown scene '\(name)'; valid scenes: \(SceneCatalog.names.joined(separator: ", "))"
        case let .notAString(key, found):
            return "\(key): \(found), not a string such as \(key == "size" ? "\"1280x800\"" : "\"damping=0.7\"")"
        case .badSize(let text): return "size: '\(text)' is not WxH in whole points up to 16384"
        case .tuning(let error): return "tuning: \(error)"
        case .noReleases: return "releases: an array of bounds, one object a release, is needed"
        case let .notBounds(path, found): return "\(path): \(found), not an object of bounds"
        case let .unknownField(path, field):
            return "\(path): unknown field '\(field)' (fields: \(FeelReportField.all.map(\.key).joined(separator: ", ")))"
        case let .notLimits(path, found): return "\(path): \(found), not {\"min\": …, \"max\": …}"
        case let .notANumber(path, found): return "\(path): \(found), not a number"
        case let .unknownLimit(path, limit): return "\(path): unknown limit '\(limit)' (min, max)"
        case .noLimit(let path): return "\(path): neither min nor max"
        case let .minAboveMax(path, min, max): return "\(path): min \(min) is above max \(max)"
        }
    }
}
