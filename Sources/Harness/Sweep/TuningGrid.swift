import Foundation
import Playground

/// The tunings `fluid sweep` tries: every damping of one range with every response of another,
/// damping in the outer loop (the contact sheet's rows go down the damping, then the response).
public struct TuningGrid: Equatable {
    /// `A:B:STEP` (or one value `A`): A, A + STEP, … up to B inclusive.
    public struct Range: Equatable {
        public var values: [Double]

        public init(values: [Double]) {
            self.values = values
        }
    }

    /// The most values one range gives, and the most tunings a grid holds: a sweep's time and
    /// its contact sheet grow with them.
    public static let maximumValues = 40
    public static let maximumTunings = 400

    public let tunings: [SceneTuning]

    /// `base` with each damping of `damping` and each response of `response`.
    public init(damping: Range, response: Range, base: SceneTuning) throws {
        let count = damping.values.count * response.values.count
        guard count <= Self.maximumTunings else {
            throw TuningGridError(message: "\(damping.values.count) × \(response.values.count) = \(count) tunings; at most \(Self.maximumTunings)")
        }
        var all: [SceneTuning] = []
        for d in damping.values {
            for r in response.values {
                var t = base
                t.dampingRatio = d
                t.response = r
                t.clamp()
                all.append(t)
            }
        }
        tunings = all
    }

    /// Reads `A:B:STEP` or `A` for the option `name`, whose values lie in `range`. Tunings are
    /// kept on the key step (`SceneTuning.step`, 0.05), so every value and the step must be on
    /// it: a finer step would try the same tuning twice.
    public static func range(_ text: String, name: String, within range: ClosedRange<Double>) throws -> Range {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { String($0).trimmingCharacters(in: .whitespaces) }
        guard parts.count == 1 || parts.count == 3 else {
            throw TuningGridError(message: "\(name) must be A:B:STEP or one value, got '\(text)'")
        }
        func number(_ s: String, _ what: String) throws -> Double {
            guard let v = Double(s), v.isFinite else { throw TuningGridError(message: "\(name): \(what) '\(s)' is not a number") }
            guard onStep(v) else {
                throw TuningGridError(message: "\(name): \(what) \(s) is not a multiple of \(SceneTuning.step) (tunings move in steps of \(SceneTuning.step))")
            }
            return v
        }
        let from = try number(parts[0], "A")
        guard range.contains(from) else { throw TuningGridError(message: "\(name): \(parts[0]) is outside \(range.lowerBound)…\(range.upperBound)") }
        guard parts.count == 3 else { return Range(values: [from]) }
        let to = try number(parts[1], "B"), step = try number(parts[2], "STEP")
        guard range.contains(to) else { throw TuningGridError(message: "\(name): \(parts[1]) is outside \(range.lowerBound)…\(range.upperBound)") }
        guard to >= from else { throw TuningGridError(message: "\(name): B (\(parts[1])) is below A (\(parts[0]))") }
        guard step > 0 else { throw TuningGridError(message: "\(name): STEP must be above 0, got \(parts[2])") }
        // Counted in whole key steps, so 0.5:1:0.1 ends on 1 whatever the rounding of 0.1.
        let first = (from / SceneTuning.step).rounded(), last = (to / SceneTuning.step).rounded()
        let stride = (step / SceneTuning.step).rounded()
        let count = Int((last - first) / stride) + 1
        guard count <= maximumValues else { throw TuningGridError(message: "\(name): \(count) values; at most \(maximumValues)") }
        return Range(values: (0..<count).map { (first + Double($0) * stride) * SceneTuning.step })
    }

    private static func onStep(_ v: Double) -> Bool {
        abs(v / SceneTuning.step - (v / SceneTuning.step).rounded()) < 1e-6
    }
}

/// Why TuningGrid failed, in words for the person who ran it.
public struct TuningGridError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}
