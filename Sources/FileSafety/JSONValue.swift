/// A JSON value as the strict parser reads it (`JSONParser`): numbers are finite doubles and
/// an object's keys are unique.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

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

/// A JSON object's members in file order, keys unique. Small objects (every line of a
/// recording) are searched linearly: hashing dominated the parse with a dictionary.
public struct JSONObject: Equatable, Sendable, ExpressibleByDictionaryLiteral {
    public private(set) var keys: [String] = []
    public private(set) var values: [JSONValue] = []
    /// Built once an object grows past `linearLimit` members, so hostile input stays linear.
    private var index: [String: Int]?
    private static let linearLimit = 16

    public init() {}

    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        for (k, v) in elements { _ = insert(k, v) }
    }

    public var count: Int { keys.count }

    public subscript(key: String) -> JSONValue? {
        if let index { return index[key].map { values[$0] } }
        for i in keys.indices where keys[i] == key { return values[i] }
        return nil
    }

    /// Adds a member; false (and nothing changed) when `key` is already there.
    mutating func insert(_ key: String, _ value: JSONValue) -> Bool {
        if index == nil, keys.count >= Self.linearLimit {
            index = Dictionary(keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        }
        if index != nil {
            guard index?[key] == nil else { return false }
            index?[key] = keys.count
        } else if keys.contains(key) {
            return false
        }
        keys.append(key)
        values.append(value)
        return true
    }

    /// Order does not matter, as in JSON.
    public static func == (a: JSONObject, b: JSONObject) -> Bool {
        a.count == b.count && a.keys.indices.allSatisfy { b[a.keys[$0]] == a.values[$0] }
    }
}

/// Malformed JSON: where (byte offset from the start of the parsed text, 0-based) and what is
/// wrong, as a case (`JSONError.Problem`).
public struct JSONError: Error, Equatable, CustomStringConvertible {
    public var offset: Int
    public var problem: Problem

    public init(offset: Int, problem: Problem) {
        self.offset = offset
        self.problem = problem
    }

    /// What is wrong, in words, without the place.
    public var reason: String { problem.description }

    public var description: String { "not valid JSON at byte \(offset + 1): \(reason)" }
}
