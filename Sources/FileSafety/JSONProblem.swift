extension JSONError {
    /// What is wrong with a JSON text, as a case; `description` says it in words.
    public enum Problem: Equatable, Sendable, CustomStringConvertible {
        case empty
        case trailingText
        case endsBeforeValue
        case nanOrInfinity
        case expectedValue
        case expectedKey
        case expectedColon
        case endsInsideObject
        case expectedCommaOrBrace
        case endsInsideArray
        case expectedCommaOrBracket
        case controlCharacter
        case loneSurrogate
        case invalidUnicodeEscape
        case invalidEscape
        case endsInsideString
        case expectedDigit
        case leadingZero
        case expectedFractionDigit
        case expectedExponentDigit
        /// Objects and arrays nested deeper than `JSONParser.maximumDepth`.
        case tooDeep(limit: Int)
        case duplicateKey(String)
        /// A number too large for a Double (1e999).
        case numberOutOfRange

        public var description: String {
            switch self {
            case .empty: return "empty"
            case .trailingText: return "unexpected text after the value"
            case .endsBeforeValue: return "the text ends where a value should be"
            case .nanOrInfinity: return "NaN and Infinity are not JSON numbers"
            case .expectedValue: return "expected a value"
            case .expectedKey: return "expected a key in double quotes"
            case .expectedColon: return "expected ':' after a key"
            case .endsInsideObject: return "the text ends inside an object"
            case .expectedCommaOrBrace: return "expected ',' or '}'"
            case .endsInsideArray: return "the text ends inside an array"
            case .expectedCommaOrBracket: return "expected ',' or ']'"
            case .controlCharacter: return "a control character inside a string"
            case .loneSurrogate: return "a lone UTF-16 surrogate in \\u escape"
            case .invalidUnicodeEscape: return "an invalid \\u escape"
            case .invalidEscape: return "an invalid escape in a string"
            case .endsInsideString: return "the text ends inside a string"
            case .expectedDigit: return "expected a digit"
            case .leadingZero: return "a number with a leading zero"
            case .expectedFractionDigit: return "expected a digit after '.'"
            case .expectedExponentDigit: return "expected a digit in the exponent"
            case .tooDeep(let limit): return "nested more than \(limit) deep"
            case .duplicateKey(let key): return "duplicate key \"\(key)\""
            case .numberOutOfRange: return "a number out of range"
            }
        }
    }
}
