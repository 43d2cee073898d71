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
                throw TuningSpecError(message: "'\(part)' is not KEY=VALUE (keys: damping, response, scrubs, pauses, seed)")
            }
            let key = pair[0], text = pair[1]
            func number(_ range: ClosedRange<Double>) throws -> Double {
                guard let v = Double(text), v.isFinite, range.contains(v) else {
                    throw TuningSpecError(message: "\(key) must be a number from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
                }
                return v
            }
            func flag() throws -> Bool {
                switch text.lowercased() {
                case "true", "yes", "1", "on": return true
                case "false", "no", "0", "off": return false
                default: throw TuningSpecError(message: "\(key) must be true or false, got '\(text)'")
                }
            }
            switch key.lowercased() {
            case "damping", "dampingratio", "zeta": dampingRatio = try number(Self.dampingRange)
            case "response", "duration": response = try number(Self.responseRange)
            case "scrubs", "scrubslinearly": scrubsLinearly = try flag()
            case "pauses", "pausesoncompletion": pausesOnCompletion = try flag()
            case "seed", "usesseedtiming": usesSeedTiming = try flag()
            default:
                throw TuningSpecError(message: "unknown key '\(key)' (keys: damping, response, scrubs, pauses, seed)")
            }
        }
        clamp()
    }
}

/// A problem with a tuning written on the command line.
public struct TuningSpecError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}
