import FileSafety
import Foundation

/// A malformed line of an input recording: which line (1-based) and what is wrong with it, as
/// a case (`InputRecordProblem`).
public struct InputRecordError: Error, Equatable, CustomStringConvertible {
    public var line: Int
    public var problem: InputRecordProblem

    public init(line: Int, problem: InputRecordProblem) {
        self.line = line
        self.problem = problem
    }

    /// What is wrong, in words, without the line.
    public var reason: String { problem.description }

    public var description: String { "line \(line): \(reason)" }
}

/// What the decoder passed over in a recording it accepted, for the reader to say.
public enum InputRecordWarning: Equatable, CustomStringConvertible {
    /// The last line has no newline and is not a record: the recording was cut short there (a
    /// full disk, a killed recorder), and the line is left out.
    case cutLastLine(line: Int)
    /// A field this version does not know, first seen on `line` (a newer recorder's), on
    /// `count` lines in all: ignored wherever it appears, and said once with the count (a
    /// recording whose every line carries it is one warning, not thousands).
    case unknownField(name: String, line: Int, count: Int)

    public var description: String {
        switch self {
        case .cutLastLine(let line):
            return "line \(line): the recording ends inside this line (no newline, not a whole record); the line is left out"
        case let .unknownField(name, line, count):
            let later = count - 1
            let rest = later == 0 ? "" : ", here and on \(later) later line\(later == 1 ? "" : "s")"
            return "line \(line): unknown field \(InputRecordCoding.string(name)) is ignored\(rest)"
        }
    }
}

/// JSON Lines encoding of `InputRecord`s, shared by `--record`, `--replay` and `fluid inspect`.
///
/// The decoder is strict, because a recording is evidence (velocity estimators are checked
/// against it) and is fed to a renderer: every problem is an error naming the line. Lines may
/// end in "\n", "\r\n" or "\r"; a UTF-8 byte order mark is skipped; blank lines are skipped.
/// A line must be one JSON object with the fields its `type` defines (no duplicates); numbers
/// must be finite; times must not go backwards nor jump more than `maximumGap`; coordinates
/// must lie within ±`coordinateLimit` points. Two things are passed over with a warning, so
/// that a recording is not lost whole for one of them: a field this version does not know
/// (once per name, with the number of lines that carry it), and a last line with no newline that is not a whole record (a recording
/// cut short).
public enum InputRecordCoding {
    /// The longest pause a recording may hold, from its start or between two records (seconds).
    public static let maximumGap = 3600.0
    /// The largest coordinate, in points, either sign.
    public static let coordinateLimit = 1e6
    /// The longest key name, in characters.
    public static let maximumKeyLength = 64
    /// The longest line, in bytes (a record is about 50): bounds the work one line can cost.
    public static let maximumLineLength = 4096
    /// The largest pointer id (`"pointer"`): ids are small whole numbers, one per finger.
    public static let maximumPointer = 1023

    /// One line of JSON, without the newline.
    public static func encode(_ record: InputRecord) -> String {
        var fields = ["\"t\":\(number(record.time))", "\"type\":\(string(record.typeName))"]
        switch record.kind {
        case .down(let p), .move(let p), .up(let p):
            fields.append("\"x\":\(number(Double(p.x)))")
            fields.append("\"y\":\(number(Double(p.y)))")
            // Pointer 0 is left out: a one-pointer recording reads as it did before pointers.
            if record.pointer != 0 { fields.append("\"pointer\":\(record.pointer)") }
        case let .scroll(p, delta, _):
            fields.append("\"x\":\(number(Double(p.x)))")
            fields.append("\"y\":\(number(Double(p.y)))")
            fields.append("\"dx\":\(number(Double(delta.x)))")
            fields.append("\"dy\":\(number(Double(delta.y)))")
        case .key(let name):
            fields.append("\"key\":\(string(name))")
        case .focusLost:
            break
        case let .pinch(phase, p, scale, rotation):
            fields.append("\"phase\":\(string(Self.name(of: phase)))")
            fields.append("\"x\":\(number(Double(p.x)))")
            fields.append("\"y\":\(number(Double(p.y)))")
            fields.append("\"scale\":\(number(scale))")
            fields.append("\"rotation\":\(number(rotation))")
        }
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// Decodes a whole recording; throws the first bad line's error.
    public static func decode(_ text: String) throws -> [InputRecord] {
        var bytes = Array(text.utf8)
        return try bytes.withUnsafeMutableBufferPointer { try decode(bytes: UnsafeBufferPointer($0)) }
    }

    /// Decodes a whole recording from its bytes, one line at a time (no copy of the text).
    /// `isKnownKey`, when given, checks key names (the platform knows them; this module does not).
    /// `warn` hears what was passed over (see the type's description), each at most once.
    public static func decode(bytes: UnsafeBufferPointer<UInt8>, isKnownKey: ((String) -> Bool)? = nil,
                              warn: (InputRecordWarning) -> Void = { _ in }) throws -> [InputRecord] {
        var records: [InputRecord] = []
        var previous: (time: Double, line: Int)?
        // Each unknown field's first line and count, in the order first seen: said at the end.
        var unknownFields: [(name: String, line: Int, count: Int)] = []
        var unknownIndex: [String: Int] = [:]
        var cut: Int?
        func warnPassedOver() {
            for field in unknownFields { warn(.unknownField(name: field.name, line: field.line, count: field.count)) }
            if let cut { warn(.cutLastLine(line: cut)) }
        }
        let unterminated = unterminatedLastLine(bytes)
        do {
            try TextLines.forEach(in: bytes) { number, line in
                let decoded: InputRecord?
                do {
                    decoded = try decode(lineBytes: line, number: number, mayBeCut: number == unterminated?.number) { name in
                        if let seen = unknownIndex[name] {
                            unknownFields[seen].count += 1
                        } else {
                            unknownIndex[name] = unknownFields.count
                            unknownFields.append((name, number, 1))
                        }
                    }
                } catch is CutLine {
                    cut = number
                    return
                }
                guard let record = decoded else { return }
                if case .key(let name) = record.kind, let isKnownKey, !isKnownKey(name) {
                    throw InputRecordError(line: number, problem: .unknownKeyName(name))
                }
                let before = previous ?? (0, 0)
                if record.time < before.time {
                    throw InputRecordError(line: number, problem: .timeWentBackwards(time: record.time, previousLine: before.line, previousTime: before.time))
                }
                if record.time - before.time > maximumGap {
                    throw InputRecordError(line: number, problem: .gapTooLong(time: record.time, after: record.time - before.time,
                                                                              previousLine: previous == nil ? nil : before.line))
                }
                previous = (record.time, number)
                records.append(record)
            }
        } catch let error as TextError {
            // A character cut in two by the recording's end is the same cut.
            if let last = unterminated, error.line == last.number, error.byte > last.length - 4,
               let byte = bytes.last, byte >= 0x80 {
                cut = error.line
                warnPassedOver()
                return records
            }
            throw InputRecordError(line: error.line, problem: .notText(error))
        }
        warnPassedOver()
        return records
    }

    /// A last line that is not a whole record because the text ends inside its JSON.
    private struct CutLine: Error {}

    /// The number and length (bytes) of the last line when the text does not end with a
    /// newline (lines counted as `TextLines` counts them: "\r\n" is one newline), or nil.
    static func unterminatedLastLine(_ bytes: UnsafeBufferPointer<UInt8>) -> (number: Int, length: Int)? {
        guard let last = bytes.last, last != 0x0A, last != 0x0D else { return nil }
        var line = 1, start = 0
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x0D, i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
            if bytes[i] == 0x0A || bytes[i] == 0x0D { line += 1; start = i + 1 }
            i += 1
        }
        return (line, bytes.count - start)
    }

    /// Decodes one line; nil for a blank line.
    public static func decode(line: String, number: Int) throws -> InputRecord? {
        var bytes = Array(line.utf8)
        return try bytes.withUnsafeMutableBufferPointer { try decode(lineBytes: UnsafeBufferPointer($0), number: number) }
    }

    /// One line's record; `unknownField` hears each field name the record's type does not have.
    /// `mayBeCut`: the line ends the text without a newline, so JSON that ends early is a cut
    /// (`CutLine`), not an error.
    private static func decode(lineBytes line: UnsafeBufferPointer<UInt8>, number: Int, mayBeCut: Bool = false,
                               unknownField: (String) -> Void = { _ in }) throws -> InputRecord? {
        func fail(_ problem: InputRecordProblem) -> InputRecordError { InputRecordError(line: number, problem: problem) }
        guard line.contains(where: { $0 != 0x20 && $0 != 0x09 }) else { return nil }
        guard line.count <= maximumLineLength else {
            throw fail(.lineTooLong(line.count))
        }

        let value: JSONValue
        do {
            value = try JSONParser.parse(line)
        } catch let error as JSONError {
            if mayBeCut, error.offset >= line.count { throw CutLine() }
            throw fail(.json(error))
        }
        guard case .object(let object) = value else { throw fail(.notAnObject(found: value.kindPhrase)) }

        func requiredNumber(_ key: String) throws -> Double {
            guard let field = object[key] else { throw fail(.missing(key)) }
            guard case .number(let n) = field else { throw fail(.notANumber(key, found: field.kindPhrase)) }
            guard n.isFinite else { throw fail(.notFinite(key)) }
            return n
        }
        func coordinate(_ key: String) throws -> Double {
            let n = try requiredNumber(key)
            guard abs(n) <= coordinateLimit else { throw fail(.beyondCoordinateLimit(key, value: n)) }
            return n
        }
        func requiredString(_ key: String) throws -> String {
            guard let field = object[key] else { throw fail(.missing(key)) }
            guard case .string(let s) = field else { throw fail(.notAString(key, found: field.kindPhrase)) }
            return s
        }

        let time = try requiredNumber("t")
        guard time >= 0 else { throw fail(.negativeTime) }
        let type = try requiredString("type")
        let kind: InputRecord.Kind
        let fields: [String]
        var pointer = 0
        // Optional fields of the line's type that it leaves out (`pointer`, absent for pointer 0).
        var absentOptional = 0
        switch type {
        case "down", "move", "up":
            let point = CGPoint(x: try coordinate("x"), y: try coordinate("y"))
            kind = type == "down" ? .down(point) : type == "move" ? .move(point) : .up(point)
            if object["pointer"] != nil {
                let id = try requiredNumber("pointer")
                guard id >= 0, id <= Double(maximumPointer), id == id.rounded() else { throw fail(.badPointer(id)) }
                pointer = Int(id)
            } else {
                absentOptional = 1
            }
            fields = Self.pointerFields
        case "scroll", "wheel":
            let point = CGPoint(x: try coordinate("x"), y: try coordinate("y"))
            let delta = CGPoint(x: try coordinate("dx"), y: try coordinate("dy"))
            kind = .scroll(point, delta: delta, type: type == "scroll" ? .continuous : .discrete)
            fields = Self.scrollFields
        case "key":
            let name = try requiredString("key")
            guard !name.isEmpty else { throw fail(.emptyKeyName) }
            guard name.count <= maximumKeyLength else { throw fail(.keyNameTooLong) }
            kind = .key(name)
            fields = Self.keyFields
        case "focus-lost":
            kind = .focusLost
            fields = Self.focusFields
        case "pinch":
            let name = try requiredString("phase")
            guard let phase = Self.pinchPhases.first(where: { Self.name(of: $0) == name }) else {
                throw fail(.badPinchPhase(name))
            }
            let point = CGPoint(x: try coordinate("x"), y: try coordinate("y"))
            let scale = try requiredNumber("scale")
            guard scale > 0 else { throw fail(.badPinchScale(scale)) }
            kind = .pinch(phase, point, scale: scale, rotation: try requiredNumber("rotation"))
            fields = Self.pinchFields
        default:
            throw fail(.unknownType(type))
        }
        // A line that leaves an optional field out may hold an unknown one and still no more
        // fields than its type has.
        if object.count > fields.count - absentOptional {
            for extra in object.keys where !fields.contains(extra) { unknownField(extra) }
        }
        return InputRecord(time: time == 0 ? 0 : time, kind: kind, pointer: pointer)
    }

    private static let pointerFields = ["t", "type", "x", "y", "pointer"]
    private static let scrollFields = ["t", "type", "x", "y", "dx", "dy"]
    private static let keyFields = ["t", "type", "key"]
    private static let focusFields = ["t", "type"]
    private static let pinchFields = ["t", "type", "phase", "x", "y", "scale", "rotation"]
    private static let pinchPhases: [TouchpadGesture.Phase] = [.began, .changed, .ended, .cancelled]

    /// A pinch's `phase` field: `began`, `changed`, `ended` or `cancelled`.
    static func name(of phase: TouchpadGesture.Phase) -> String {
        switch phase {
        case .began: return "began"
        case .changed: return "changed"
        case .ended: return "ended"
        case .cancelled: return "cancelled"
        }
    }

    /// Shortest round-trip form; whole numbers without a fraction ("300", not "300.0").
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }  // never written: the recorder drops non-finite input
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// A JSON string literal with the escapes JSON requires (also used by `--trace`).
    public static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
