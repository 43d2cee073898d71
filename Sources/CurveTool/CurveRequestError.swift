/// What is wrong with a `fluid curve` request; `description` is the one rendering (after
/// "fluid curve: ").
public enum CurveRequestError: Error, Equatable, CustomStringConvertible {
    case unknownOption(String)
    case missingValue(option: String)
    case repeatedOption(String)
    case notFinite(option: String, got: String)
    /// Beyond the option's bound (`CurveRequest.limits`), far past any real curve.
    case beyondLimit(option: String, limit: Double, got: String)
    case notPositive(option: String, got: Double)
    /// No curve named.
    case noCurve
    case badSamples(String)
    case badFormat(String)
    /// A spring's option given to a cubic.
    case springOnly(option: String)
    case cubicNeedsFourNumbers
    case controlPointNotFinite(String)
    case controlPointBeyondLimit(String)
    /// x₁ or x₂ outside 0…1: not a function of time.
    case controlPointXOutside(x1: Double, x2: Double)
    case takesNoNumbers(curve: String, got: [String])
    case springTakesNoNumbers(got: [String])
    /// Not exactly one of the three ways to give a spring.
    case springFormsMixed
    case physicalSpringIncomplete
    /// Below `CurveRequest.smallestDampingRatio` UIKit's fit cannot settle the spring (R23).
    case dampingRatioTooSmall(Double)
    case responseWithoutFraction
    case unknownCurve(String)
    case durationOutOfRange(Double)
    /// A sample whose value or velocity is not a number to print.
    case overflow(t: Double, value: Double, velocity: Double?)

    public var description: String {
        let curves = "linear, ease, ease-in, ease-out, ease-in-out, cubic X1 Y1 X2 Y2, or spring"
        switch self {
        case .unknownOption(let key): return "unknown option --\(key)"
        case .missingValue(let key): return "--\(key) needs a value"
        case .repeatedOption(let key): return "--\(key) given twice"
        case let .notFinite(key, text): return "--\(key) must be a finite number, got '\(text)'"
        case let .beyondLimit(key, limit, text): return "--\(key) must be within ±\(CurveRequest.describe(limit)), got \(text)"
        case let .notPositive(key, v): return "--\(key) must be > 0, got \(v)"
        case .noCurve: return "name a curve: \(curves)"
        case .badSamples(let text): return "--samples must be a whole number from 2 to 1000000, got '\(text)'"
        case .badFormat(let text): return "--format must be csv, json or css, got '\(text)'"
        case .springOnly(let key): return "--\(key) applies to springs only"
        case .cubicNeedsFourNumbers: return "cubic needs four numbers: X1 Y1 X2 Y2"
        case .controlPointNotFinite(let text): return "control points must be finite numbers, got '\(text)'"
        case .controlPointBeyondLimit(let text): return "control points must be within ±1000, got \(text)"
        case let .controlPointXOutside(x1, x2): return "control point x must be in 0…1, got \(x1) and \(x2)"
        case let .takesNoNumbers(name, args): return "\(name) takes no numbers, got \(args.joined(separator: " "))"
        case .springTakesNoNumbers(let args): return "spring takes options, not numbers: got \(args.joined(separator: " "))"
        case .springFormsMixed:
            return "give a spring as --mass/--stiffness/--damping, or --damping-ratio, or --response/--damping-fraction (exactly one)"
        case .physicalSpringIncomplete: return "a physical spring needs --stiffness and --damping (and optionally --mass)"
        case .dampingRatioTooSmall(let ratio):
            return "--damping-ratio must be at least \(CurveRequest.smallestDampingRatio): below it UIKit's fit (R23) "
                + "cannot settle the spring within its duration (at 0.001 it does not move at all), got \(ratio)"
        case .responseWithoutFraction: return "--response and --damping-fraction go together"
        case .unknownCurve(let name): return "unknown curve '\(name)': use \(curves)"
        case .durationOutOfRange(let end): return "this curve's duration (\(end) s) is out of range; give --duration"
        case let .overflow(t, value, velocity):
            return "the curve's maths overflows for these arguments (at t = \(t): value \(value), velocity \(velocity.map { "\($0)" } ?? "infinite"))"
        }
    }
}
