import Foundation

extension SceneTuning {
    /// `base` changed by a spec such as `damping=0.7,response=0.4` (`fluid compare --a/--b`).
    /// Keys: `damping` (or `dampingRatio`), `response` (or `duration`), `scrubs`, `pauses`,
    /// `seed`; numbers within the keys' ranges, flags `true`/`false`. Empty: `base` itself.
    public init(spec: String, base: SceneTuning) throws {
        self = base
        for part in spec.split(separator: ",", omittingEmptySubsequences: true) {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, !pair[0].isEmpty else {
                throw TuningSpecError.notKeyValue(String(part))
            }
            let key = pair[0], text = pair[1]
            func number(_ range: ClosedRange<Double>) throws -> Double {
                guard let v = Double(text), v.isFinite, range.contains(v) else {
                    throw TuningSpecError.outOfRange(key: key, range: range, got: text)
                }
                return v
            }
            func flag() throws -> Bool {
                switch text.lowercased() {
                case "true", "yes", "1", "on": return true
                case "false", "no", "0", "off": return false
                default: throw TuningSpecError.notAFlag(key: key, got: text)
                }
            }
            switch key.lowercased() {
            case "damping", "dampingratio", "zeta": dampingRatio = try number(Self.dampingRange)
            case "response", "duration": response = try number(Self.responseRange)
            case "scrubs", "scrubslinearly": scrubsLinearly = try flag()
            case "pauses", "pausesoncompletion": pausesOnCompletion = try flag()
            case "seed", "usesseedtiming": usesSeedTiming = try flag()
            default:
                throw TuningSpecError.unknownKey(key)
            }
        }
        clamp()
    }
}

/// A problem with a tuning written on the command line (`damping=0.7,scrubs=false`).
public enum TuningSpecError: Error, Equatable, CustomStringConvertible {
    /// A part without `=` or with nothing before it.
    case notKeyValue(String)
    /// A number key given something that is not a number in its range.
    case outOfRange(key: String, range: ClosedRange<Double>, got: String)
    /// A flag key given something that is not true or false.
    case notAFlag(key: String, got: String)
    case unknownKey(String)

    public var description: String {
        let keys = "keys: damping, response, scrubs, pauses, seed"
        switch self {
        case .notKeyValue(let part): return "'\(part)' is not KEY=VALUE (\(keys))"
        case let .outOfRange(key, range, got): return "\(key) must be a number from \(range.lowerBound) to \(range.upperBound), got '\(got)'"
        case let .notAFlag(key, got): return "\(key) must be true or false, got '\(got)'"
        case .unknownKey(let key): return "unknown key '\(key)' (\(keys))"
        }
    }
}
