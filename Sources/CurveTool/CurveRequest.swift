import Animation
import Foundation

/// A parsed `fluid curve` invocation: the words after `curve`, checked and bounded, and the
/// curve they name sampled as CSV, JSON or a CSS `linear()` easing (R25). A library of its own so
/// that the fuzzer can feed it arbitrary words and exports can reuse the sampler.
public struct CurveRequest {
    public enum Format: String { case csv, json, css }

    public let name: String
    public let curve: TimingCurve
    public let end: Double
    public let samples: Int
    /// Whether `--samples` was given: a CSS easing without it places its own stops (within
    /// `cssTolerance` of the curve, as `fluid export`'s CSS), with it takes the rows asked for.
    public let samplesGiven: Bool
    public let format: Format

    /// How far a CSS easing's straight lines may stray from the curve when the stops are placed
    /// for it: half of export's 1e-4, the rest left to its six decimals.
    public static let cssTolerance = 0.5e-4

    public init(_ words: [String]) throws {
        var positional: [String] = []
        var options: [String: String] = [:]
        let known: Set<String> = ["samples", "duration", "format", "mass", "stiffness", "damping", "velocity",
                                  "damping-ratio", "response", "damping-fraction"]
        var i = 0
        while i < words.count {
            let word = words[i]
            if word.hasPrefix("--") {
                var key = String(word.dropFirst(2)), value: String?
                if let eq = key.firstIndex(of: "=") {
                    value = String(key[key.index(after: eq)...])
                    key = String(key[..<eq])
                }
                guard known.contains(key) else { throw CurveRequestError.unknownOption(key) }
                if value == nil {
                    guard i + 1 < words.count else { throw CurveRequestError.missingValue(option: key) }
                    i += 1
                    value = words[i]
                }
                guard options[key] == nil else { throw CurveRequestError.repeatedOption(key) }
                options[key] = value
            } else {
                positional.append(word)
            }
            i += 1
        }
        func number(_ key: String) throws -> Double? {
            guard let text = options[key] else { return nil }
            guard let v = Double(text), v.isFinite else {
                throw CurveRequestError.notFinite(option: key, got: text)
            }
            // Bounds far beyond any real curve, so the maths cannot overflow.
            let limit = Self.limits[key] ?? 1e6
            guard abs(v) <= limit else {
                throw CurveRequestError.beyondLimit(option: key, limit: limit, got: text)
            }
            return v
        }
        func positive(_ key: String) throws -> Double? {
            guard let v = try number(key) else { return nil }
            guard v > 0 else { throw CurveRequestError.notPositive(option: key, got: v) }
            return v
        }

        guard let first = positional.first else {
            throw CurveRequestError.noCurve
        }
        name = first.lowercased()
        let args = Array(positional.dropFirst())

        let samplesText = options["samples"] ?? "11"
        guard let n = Int(samplesText), n >= 2, n <= 1_000_000 else {
            throw CurveRequestError.badSamples(samplesText)
        }
        samples = n
        samplesGiven = options["samples"] != nil
        let formatText = options["format"] ?? "csv"
        guard let f = Format(rawValue: formatText.lowercased()) else {
            throw CurveRequestError.badFormat(formatText)
        }
        format = f
        let duration = try positive("duration")

        let springKeys = ["mass", "stiffness", "damping", "velocity", "damping-ratio", "response", "damping-fraction"]
        let provider: TimingCurveProvider
        switch name {
        case "linear", "ease", "ease-in", "ease-out", "ease-in-out", "cubic":
            if let key = springKeys.first(where: { options[$0] != nil }) {
                throw CurveRequestError.springOnly(option: key)
            }
            if name == "cubic" {
                guard args.count == 4 else { throw CurveRequestError.cubicNeedsFourNumbers }
                var p: [Double] = []
                for text in args {
                    guard let v = Double(text), v.isFinite else {
                        throw CurveRequestError.controlPointNotFinite(text)
                    }
                    guard abs(v) <= 1000 else { throw CurveRequestError.controlPointBeyondLimit(text) }
                    p.append(v)
                }
                guard (0...1).contains(p[0]), (0...1).contains(p[2]) else {
                    throw CurveRequestError.controlPointXOutside(x1: p[0], x2: p[2])
                }
                provider = CubicTimingParameters(controlPoint1: CGPoint(x: p[0], y: p[1]), controlPoint2: CGPoint(x: p[2], y: p[3]))
            } else {
                guard args.isEmpty else { throw CurveRequestError.takesNoNumbers(curve: name, got: args) }
                switch name {
                case "linear": provider = CubicTimingParameters(animationCurve: .linear)
                case "ease": provider = CubicTimingParameters(controlPoint1: CGPoint(x: 0.25, y: 0.1), controlPoint2: CGPoint(x: 0.25, y: 1))
                case "ease-in": provider = CubicTimingParameters(animationCurve: .easeIn)
                case "ease-out": provider = CubicTimingParameters(animationCurve: .easeOut)
                default: provider = CubicTimingParameters(animationCurve: .easeInOut)
                }
            }
        case "spring":
            guard args.isEmpty else { throw CurveRequestError.springTakesNoNumbers(got: args) }
            let velocity = try number("velocity") ?? 0
            let physical = ["mass", "stiffness", "damping"].filter { options[$0] != nil }
            let ratio = try positive("damping-ratio")
            let response = try positive("response"), fraction = try positive("damping-fraction")
            let kinds = [!physical.isEmpty, ratio != nil, response != nil || fraction != nil].filter { $0 }.count
            guard kinds == 1 else {
                throw CurveRequestError.springFormsMixed
            }
            if !physical.isEmpty {
                guard let k = try positive("stiffness"), let c = try positive("damping") else {
                    throw CurveRequestError.physicalSpringIncomplete
                }
                provider = SpringTimingParameters(mass: try positive("mass") ?? 1, stiffness: k, damping: c, initialVelocity: velocity)
            } else if let ratio {
                guard ratio >= Self.smallestDampingRatio else {
                    throw CurveRequestError.dampingRatioTooSmall(ratio)
                }
                provider = SpringTimingParameters(dampingRatio: ratio, initialVelocity: velocity)
            } else {
                guard let response, let fraction else {
                    throw CurveRequestError.responseWithoutFraction
                }
                provider = SpringTimingParameters(response: response, dampingFraction: fraction, initialVelocity: velocity)
            }
        default:
            throw CurveRequestError.unknownCurve(first)
        }
        curve = TimingCurve(provider, duration: duration ?? 1)
        // A physical spring ends at its settling time unless a duration is given.
        end = duration ?? curve.duration
        guard end.isFinite, end > 0, end <= Self.limits["duration"] ?? 1e4 else {
            throw CurveRequestError.durationOutOfRange(end)
        }
        let count = samples, last = end, c = curve
        let isCubic = provider.cubicTimingParameters != nil
        rows = (0..<count).map { i in
            let t = i == count - 1 ? last : last * Double(i) / Double(count - 1)
            let v = c.velocity(at: t)
            // A cubic whose tangent turns vertical (x₂ = 1: `cubic 0.9 0.1 1 0.2` at its end)
            // has no finite velocity there: the solver's huge stand-in is not a number to print.
            return (t, c.value(at: t), isCubic && abs(v) > Self.velocityLimit ? nil : v)
        }
        // Never print NaN or a 200-digit number: a curve whose maths overflows is an error.
        if let bad = rows.first(where: { !$0.1.isFinite || abs($0.1) > 1e6 || !($0.2.map { $0.isFinite && abs($0) <= Self.velocityLimit } ?? true) }) {
            throw CurveRequestError.overflow(t: bad.0, value: bad.1, velocity: bad.2)
        }
        let vertical = rows.filter { $0.2 == nil }.map { "\($0.0)" }
        if !vertical.isEmpty, format != .css {
            notes.append("the curve's tangent is vertical at t = \(vertical.prefix(3).joined(separator: ", "))"
                         + (vertical.count > 3 ? " and \(vertical.count - 3) more" : "") + ": its velocity there is infinite, written as null")
        }
    }

    /// The smallest `--damping-ratio`: UIKit's fit (R23) leaves the spring within ε/ζ of its end
    /// when the duration is over (ε = 0.001), so below 2ε it has not come even halfway, and at
    /// ε the fitted spring has no stiffness at all.
    public static let smallestDampingRatio = 0.002

    /// How near its end (in distances) a settled spring's last CSS stop must be to be written
    /// as exactly 1: a fitted spring at ζ = 0.1 ends within 1 % (ε/ζ, R23).
    static let snapTolerance = 0.01

    /// The largest finite velocity printed; a spring beyond it has overflowed.
    static let velocityLimit = 1e9

    /// What the user should know about the output (printed apart from it, on standard error).
    public private(set) var notes: [String] = []

    /// Largest magnitude of each numeric option.
    static let limits: [String: Double] = [
        "duration": 1e4, "mass": 1e6, "stiffness": 1e6, "damping": 1e6, "velocity": 1e4,
        "damping-ratio": 1e3, "response": 1e3, "damping-fraction": 1e3,
    ]

    static func describe(_ v: Double) -> String { v == v.rounded() && v < 1e15 ? String(Int64(v)) : "\(v)" }

    /// (t, value, velocity) rows, evenly spaced from 0 to `end`, both included (computed once:
    /// the formats read them inside loops); velocity nil where it is infinite (a vertical tangent).
    let rows: [(Double, Double, Double?)]

    public func render() -> String {
        switch format {
        case .csv:
            return "t,value,velocity\n" + rows.map { "\($0.0),\($0.1),\($0.2.map { "\($0)" } ?? "null")\n" }.joined()
        case .json:
            let body = rows.map { "    {\"t\": \(json($0.0)), \"value\": \(json($0.1)), \"velocity\": \($0.2.map(json) ?? "null")}" }
            return "{\n  \"curve\": \"\(name)\",\n  \"duration\": \(json(end)),\n  \"samples\": [\n"
                + body.joined(separator: ",\n") + "\n  ]\n}\n"
        case .css where !samplesGiven:
            var stops = CSSLinearEasing(curve: curve, end: end, tolerance: Self.cssTolerance).stops
            // As with rows: a spring that has not come near its end ends where it is, no jump.
            if end >= curve.duration, abs(curve.value(at: end) - 1) > Self.snapTolerance, stops.count > 2,
               stops[stops.count - 1] == (1, 1) {
                stops.removeLast()
            }
            return CSSLinearEasing(stops: stops).css + "\n"
        case .css:
            let settled = end >= curve.duration
            let stops = rows.enumerated().map { i, row in
                // A spring that has settled is at its end to within a fraction of a percent (R22,
                // R23: ε/ζ for a fitted one): the easing ends exactly there, as the animator snaps
                // to it. One still elsewhere (a ratio so low it has not settled) ends where it is.
                let snaps = i == rows.count - 1 && settled && abs(row.1 - 1) <= Self.snapTolerance
                return (fraction: row.0 / end, value: snaps ? 1 : row.1)
            }
            return CSSLinearEasing(stops: stops).css + "\n"
        }
    }

    private func json(_ v: Double) -> String { v.isFinite ? "\(v)" : "null" }

}
