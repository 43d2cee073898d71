import Foundation

/// A malformed line of an input recording: which line (1-based) and what is wrong with it.
public struct InputRecordError: Error, Equatable, CustomStringConvertible {
    public var line: Int
    public var reason: String

    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    public var description: String { "line \(line): \(reason)" }
}

/// JSON Lines encoding of `InputRecord`s, shared by `--record`, `--replay` and `fluid inspect`.
///
/// The decoder is strict, because a recording is evidence (velocity estimators are checked
/// against it): a line that is not an object, has an unknown `type`, lacks a field its type
/// needs, or holds a non-finite or non-numeric number is an error naming the line. Fields the
/// format does not define are ignored, so later versions can add some. Blank lines are skipped.
public enum InputRecordCoding {
    /// One line of JSON, without the newline.
    public static func encode(_ record: InputRecord) -> String {
        var fields = ["\"t\":\(number(record.time))", "\"type\":\(string(record.typeName))"]
        switch record.kind {
        case .down(let p), .move(let p), .up(let p):
            fields.append("\"x\":\(number(Double(p.x)))")
            fields.append("\"y\":\(number(Double(p.y)))")
        case .key(let name):
            fields.append("\"key\":\(string(name))")
        case .focusLost:
            break
        }
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// Decodes a whole recording; throws the first malformed line's error.
    public static func decode(_ text: String) throws -> [InputRecord] {
        var records: [InputRecord] = []
        var lineNumber = 0
        // Split on "\n" only (keeping empty lines) so line numbers match an editor's.
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            if let record = try decode(line: String(line), number: lineNumber) { records.append(record) }
        }
        return records
    }

    /// Decodes one line; nil for a blank line.
    public static func decode(line: String, number: Int) throws -> InputRecord? {
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return nil }
        func fail(_ reason: String) -> InputRecordError { InputRecordError(line: number, reason: reason) }

        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: Data(trimmed.utf8))
        } catch DecodingError.dataCorrupted(let context) where context.debugDescription == JSONValue.outOfRange {
            throw fail("not valid JSON: \(JSONValue.outOfRange)")
        } catch {
            throw fail("not valid JSON")
        }
        guard case .object(let object) = value else { throw fail("expected a JSON object") }

        func requiredNumber(_ key: String) throws -> Double {
            guard let field = object[key] else { throw fail("missing \"\(key)\"") }
            guard case .number(let n) = field else { throw fail("\"\(key)\" must be a number") }
            guard n.isFinite else { throw fail("\"\(key)\" must be finite") }
            return n
        }
        func requiredString(_ key: String) throws -> String {
            guard let field = object[key] else { throw fail("missing \"\(key)\"") }
            guard case .string(let s) = field else { throw fail("\"\(key)\" must be a string") }
            return s
        }

        let time = try requiredNumber("t")
        guard time >= 0 else { throw fail("\"t\" must not be negative (it counts from the start of the recording)") }
        let type = try requiredString("type")
        let kind: InputRecord.Kind
        switch type {
        case "down", "move", "up":
            let point = CGPoint(x: try requiredNumber("x"), y: try requiredNumber("y"))
            kind = type == "down" ? .down(point) : type == "move" ? .move(point) : .up(point)
        case "key":
            let name = try requiredString("key")
            guard !name.isEmpty else { throw fail("\"key\" must not be empty") }
            kind = .key(name)
        case "focus-lost":
            kind = .focusLost
        default:
            throw fail("unknown type \"\(type)\" (expected down, move, up, key or focus-lost)")
        }
        return InputRecord(time: time, kind: kind)
    }

    /// Shortest round-trip form; whole numbers without a fraction ("300", not "300.0").
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }  // never written: the recorder drops non-finite input
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// A JSON string literal with the escapes JSON requires.
    static func string(_ s: String) -> String {
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
