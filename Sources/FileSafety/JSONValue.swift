/// A JSON value as the strict parser reads it (`JSONParser`): numbers are finite doubles and
/// an object's keys are unique.
public indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// "a number", "a string", … for messages.
    public var kindPhrase: String {
        switch self {
        case .null: return "null"
        case .bool: return "true or false"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// Malformed JSON: what is wrong and where (byte offset from the start of the parsed text,
/// 0-based).
public struct JSONError: Error, Equatable, CustomStringConvertible {
    public var offset: Int
    public var reason: String

    public init(offset: Int, reason: String) {
        self.offset = offset
        self.reason = reason
    }

    public var description: String { "not valid JSON at byte \(offset + 1): \(reason)" }
}
