import FileSafety

/// What is wrong with one line of an input recording, as a case; `description` says it in words.
public enum InputRecordProblem: Equatable, CustomStringConvertible {
    /// Longer than `InputRecordCoding.maximumLineLength` bytes.
    case lineTooLong(Int)
    /// Not text: UTF-16, binary or invalid UTF-8 (the byte within the line is in the error).
    case notText(TextError)
    case json(JSONError)
    case notAnObject(found: String)
    case missing(String)
    case notANumber(String, found: String)
    case notFinite(String)
    /// A coordinate beyond `InputRecordCoding.coordinateLimit` points.
    case beyondCoordinateLimit(String, value: Double)
    case notAString(String, found: String)
    case negativeTime
    case emptyKeyName
    /// A key name longer than `InputRecordCoding.maximumKeyLength` characters.
    case keyNameTooLong
    case unknownType(String)
    /// A key SDL does not know (its names are checked when the reader is given them).
    case unknownKeyName(String)
    case timeWentBackwards(time: Double, previousLine: Int, previousTime: Double)
    /// More than `InputRecordCoding.maximumGap` after the previous line (nil: the start).
    case gapTooLong(time: Double, after: Double, previousLine: Int?)
    /// A `"pointer"` that is not a whole number in 0...`InputRecordCoding.maximumPointer`.
    case badPointer(Double)
    /// A pinch's `"phase"` that is not `began`, `changed`, `ended` or `cancelled`.
    case badPinchPhase(String)
    /// A pinch's `"scale"` that is not above 0.
    case badPinchScale(Double)

    public var description: String {
        switch self {
        case .lineTooLong(let length):
            return "the line is \(length) bytes long, more than \(InputRecordCoding.maximumLineLength) (a record is one short JSON object)"
        case .notText(let error): return "byte \(error.byte): \(error.reason)"
        case .json(let error): return error.description
        case .notAnObject(let found): return "expected a JSON object, found \(found)"
        case .missing(let key): return "missing \"\(key)\""
        case let .notANumber(key, found): return "\"\(key)\" must be a number, found \(found)"
        case .notFinite(let key): return "\"\(key)\" must be finite"
        case let .beyondCoordinateLimit(key, value): return "\"\(key)\" is \(value), beyond ±\(Int(InputRecordCoding.coordinateLimit)) points"
        case let .notAString(key, found): return "\"\(key)\" must be a string, found \(found)"
        case .negativeTime: return "\"t\" must not be negative (it counts from the start of the recording)"
        case .emptyKeyName: return "\"key\" must not be empty"
        case .keyNameTooLong: return "\"key\" is longer than \(InputRecordCoding.maximumKeyLength) characters"
        case .unknownType(let type): return "unknown type \"\(type)\" (expected down, move, up, scroll, wheel, pinch, key or focus-lost)"
        case .unknownKeyName(let name):
            return "unknown key name \(InputRecordCoding.string(name)) (names are spelled as SDL spells them: Space, Escape, ], a)"
        case let .timeWentBackwards(time, line, previous):
            return "time \(time) is earlier than line \(line)'s \(previous) (times must not go backwards)"
        case let .gapTooLong(time, gap, line):
            return "time \(time) is \(gap) s after \(line.map { "line \($0)" } ?? "the start of the recording") (more than an hour)"
        case .badPointer(let id):
            return "\"pointer\" is \(id); a pointer is a whole number from 0 to \(InputRecordCoding.maximumPointer) (0, or no field, for the mouse or the first finger)"
        case .badPinchPhase(let phase):
            return "\"phase\" is \(InputRecordCoding.string(phase)); a pinch's phase is began, changed, ended or cancelled"
        case .badPinchScale(let scale): return "\"scale\" is \(scale); a pinch's scale is above 0"
        }
    }
}
