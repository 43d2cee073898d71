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
            throw TuningGridError.tooManyTunings(damping: damping.values.count, response: response.values.count)
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
            throw TuningGridError.notARange(option: name, got: text)
        }
        /// A number of `part`; A and B within `range` (said before the step: 1e308 is outside,
        /// whatever multiple it is), every part on the key step.
        func number(_ s: String, _ what: String, within bounds: ClosedRange<Double>?) throws -> Double {
            guard let v = Double(s), v.isFinite else { throw TuningGridError.notANumber(option: name, part: what, got: s) }
            if let bounds, !bounds.contains(v) { throw TuningGridError.outside(option: name, got: s, range: bounds) }
            guard onStep(v) else {
                throw TuningGridError.offStep(option: name, part: what, got: s)
            }
            return v
        }
        let from = try number(parts[0], "A", within: range)
        guard parts.count == 3 else { return Range(values: [from]) }
        let to = try number(parts[1], "B", within: range), step = try number(parts[2], "STEP", within: nil)
        guard to >= from else { throw TuningGridError.backwards(option: name, from: parts[0], to: parts[1]) }
        guard step > 0 else { throw TuningGridError.stepNotPositive(option: name, got: parts[2]) }
        // Counted in whole key steps, so 0.5:1:0.1 ends on 1 whatever the rounding of 0.1.
        let first = (from / SceneTuning.step).rounded(), last = (to / SceneTuning.step).rounded()
        let stride = (step / SceneTuning.step).rounded()
        // Counted in floating point first: a step far below the key step (1e-9) gives more
        // values than an Int holds, and a step that rounds to no key step at all gives them
        // by the step as written.
        let exact = stride >= 1 ? (last - first) / stride : (to - from) / step
        let values = exact.isFinite ? exact.rounded(.down) + 1 : .greatestFiniteMagnitude
        guard values <= Double(maximumValues) else { throw TuningGridError.tooManyValues(option: name, count: values) }
        let count = Int(values)
        return Range(values: (0..<count).map { (first + Double($0) * max(stride, 0)) * SceneTuning.step })
    }

    private static func onStep(_ v: Double) -> Bool {
        abs(v / SceneTuning.step - (v / SceneTuning.step).rounded()) < 1e-6
    }
}

/// What is wrong with `fluid sweep`'s `--damping`/`--response` ranges; `description` is the one rendering.
public enum TuningGridError: Error, Equatable, CustomStringConvertible {
    /// More than `TuningGrid.maximumTunings` tunings (damping values × response values).
    case tooManyTunings(damping: Int, response: Int)
    /// Neither `A:B:STEP` nor one value.
    case notARange(option: String, got: String)
    /// `part` (A, B or STEP) is not a finite number.
    case notANumber(option: String, part: String, got: String)
    /// `part` is not a multiple of the key step: the same tuning would be tried twice.
    case offStep(option: String, part: String, got: String)
    case outside(option: String, got: String, range: ClosedRange<Double>)
    /// B below A.
    case backwards(option: String, from: String, to: String)
    case stepNotPositive(option: String, got: String)
    /// More than `TuningGrid.maximumValues` values in one range: `count` of them (as a
    /// `Double`: a step of 1e-9 gives more than an `Int` holds), so at least as many tunings.
    case tooManyValues(option: String, count: Double)

    public var description: String {
        switch self {
        case let .tooManyTunings(d, r): return "\(d) × \(r) = \(d * r) tunings; at most \(TuningGrid.maximumTunings)"
        case let .notARange(option, got): return "\(option) must be A:B:STEP or one value, got '\(got)'"
        case let .notANumber(option, part, got): return "\(option): \(part) '\(got)' is not a number"
        case let .offStep(option, part, got):
            return "\(option): \(part) \(got) is not a multiple of \(SceneTuning.step) (tunings move in steps of \(SceneTuning.step))"
        case let .outside(option, got, range): return "\(option): \(got) is outside \(range.lowerBound)…\(range.upperBound)"
        case let .backwards(option, from, to): return "\(option): B (\(to)) is below A (\(from))"
        case let .stepNotPositive(option, got): return "\(option): STEP must be above 0, got \(got)"
        case let .tooManyValues(option, count):
            let n = Self.whole(count)
            return "\(option): \(n) values, a grid of at least \(n) tunings; at most \(TuningGrid.maximumValues) values and \(TuningGrid.maximumTunings) tunings"
        }
    }

    /// A count as digits (`500000001`), or `1.8e+308` past what digits should spell.
    private static func whole(_ count: Double) -> String {
        count < 1e15 ? String(Int(count)) : String(format: "%.2g", count)
    }
}
