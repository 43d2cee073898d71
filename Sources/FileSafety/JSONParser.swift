#if canImport(Glibc)
import Glibc
#endif

/// A strict, allocation-light JSON parser (RFC 8259) for the files the program is given.
///
/// Stricter than JSON where JSON is silent: duplicate keys are an error (which one would
/// count?), a number that does not fit a Double (`1e999`) is an error rather than infinity,
/// and nesting is limited so hostile input cannot exhaust the stack.
public struct JSONParser {
    /// Arrays and objects nested deeper than this are refused.
    public static let maximumDepth = 64

    private let p: UnsafePointer<UInt8>
    private let count: Int
    private var i = 0

    /// Parses exactly one JSON value (surrounding whitespace allowed) from `bytes`. A UTF-8
    /// byte-order mark at the very start is skipped (RFC 8259 lets a parser ignore it; editors
    /// on Windows write one); offsets in errors still count it.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws -> JSONValue {
        let mark = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard let base = bytes.baseAddress, bytes.count > mark else {
            throw JSONError(offset: 0, problem: .empty)
        }
        var parser = JSONParser(p: base, count: bytes.count)
        parser.i = mark
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.i == parser.count else { throw parser.fail(.trailingText) }
        return value
    }

    /// Parses `text` (convenience for tests and small inputs).
    public static func parse(_ text: String) throws -> JSONValue {
        var bytes = Array(text.utf8)
        return try bytes.withUnsafeMutableBufferPointer { try parse(UnsafeBufferPointer($0)) }
    }

    private init(p: UnsafePointer<UInt8>, count: Int) {
        self.p = p
        self.count = count
    }

    private func fail(_ problem: JSONError.Problem) -> JSONError { JSONError(offset: i, problem: problem) }

    private mutating func skipSpace() {
        while i < count {
            let b = p[i]
            guard b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D else { return }
            i += 1
        }
    }

    private mutating func value(depth: Int) throws -> JSONValue {
        guard i < count else { throw fail(.endsBeforeValue) }
        switch p[i] {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        case UInt8(ascii: "N"), UInt8(ascii: "I"):
            throw fail(.nanOrInfinity)
        default:
            throw fail(.expectedValue)
        }
    }

    private mutating func literal(_ word: String) throws {
        for b in word.utf8 {
            guard i < count, p[i] == b else { throw fail(.expectedValue) }
            i += 1
        }
    }

    private mutating func object(depth: Int) throws -> JSONValue {
        guard depth <= Self.maximumDepth else { throw fail(.tooDeep(limit: Self.maximumDepth)) }
        i += 1
        var result = JSONObject()
        skipSpace()
        if i < count, p[i] == UInt8(ascii: "}") { i += 1; return .object(result) }
        while true {
            skipSpace()
            guard i < count, p[i] == UInt8(ascii: "\"") else { throw fail(.expectedKey) }
            let keyOffset = i
            let key = try string()
            skipSpace()
            guard i < count, p[i] == UInt8(ascii: ":") else { throw fail(.expectedColon) }
            i += 1
            skipSpace()
            let item = try value(depth: depth)
            if !result.insert(key, item) {
                throw JSONError(offset: keyOffset, problem: .duplicateKey(key))
            }
            skipSpace()
            guard i < count else { throw fail(.endsInsideObject) }
            if p[i] == UInt8(ascii: ",") { i += 1; continue }
            if p[i] == UInt8(ascii: "}") { i += 1; return .object(result) }
            throw fail(.expectedCommaOrBrace)
        }
    }

    private mutating func array(depth: Int) throws -> JSONValue {
        guard depth <= Self.maximumDepth else { throw fail(.tooDeep(limit: Self.maximumDepth)) }
        i += 1
        var result: [JSONValue] = []
        skipSpace()
        if i < count, p[i] == UInt8(ascii: "]") { i += 1; return .array(result) }
        while true {
            skipSpace()
            result.append(try value(depth: depth))
            skipSpace()
            guard i < count else { throw fail(.endsInsideArray) }
            if p[i] == UInt8(ascii: ",") { i += 1; continue }
            if p[i] == UInt8(ascii: "]") { i += 1; return .array(result) }
            throw fail(.expectedCommaOrBracket)
        }
    }

    private mutating func string() throws -> String {
        i += 1  // the opening quote
        let start = i
        // Fast path: no escapes (the bytes were already checked as UTF-8 by the caller, and
        // are checked again by String's decoding, which repairs nothing silently below).
        while i < count {
            let b = p[i]
            if b == UInt8(ascii: "\"") {
                let s = String(decoding: UnsafeBufferPointer(start: p + start, count: i - start), as: UTF8.self)
                i += 1
                return s
            }
            if b == UInt8(ascii: "\\") { break }
            if b < 0x20 { throw fail(.controlCharacter) }
            i += 1
        }
        var bytes = Array(UnsafeBufferPointer(start: p + start, count: i - start))
        while i < count {
            let b = p[i]
            if b == UInt8(ascii: "\"") {
                i += 1
                return String(decoding: bytes, as: UTF8.self)
            }
            if b < 0x20 { throw fail(.controlCharacter) }
            guard b == UInt8(ascii: "\\") else { bytes.append(b); i += 1; continue }
            guard i + 1 < count else { break }
            i += 1
            switch p[i] {
            case UInt8(ascii: "\""): bytes.append(0x22)
            case UInt8(ascii: "\\"): bytes.append(0x5C)
            case UInt8(ascii: "/"): bytes.append(0x2F)
            case UInt8(ascii: "b"): bytes.append(0x08)
            case UInt8(ascii: "f"): bytes.append(0x0C)
            case UInt8(ascii: "n"): bytes.append(0x0A)
            case UInt8(ascii: "r"): bytes.append(0x0D)
            case UInt8(ascii: "t"): bytes.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hex4()
                if (0xD800...0xDBFF).contains(scalar) {
                    guard i + 2 < count, p[i + 1] == UInt8(ascii: "\\"), p[i + 2] == UInt8(ascii: "u") else {
                        throw fail(.loneSurrogate)
                    }
                    i += 2
                    let low = try hex4()
                    guard (0xDC00...0xDFFF).contains(low) else { throw fail(.loneSurrogate) }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    throw fail(.loneSurrogate)
                }
                guard let u = Unicode.Scalar(scalar) else { throw fail(.invalidUnicodeEscape) }
                bytes.append(contentsOf: Array(String(Character(u)).utf8))
            default:
                throw fail(.invalidEscape)
            }
            i += 1
        }
        throw fail(.endsInsideString)
    }

    /// Reads the four hex digits after "\u"; leaves `i` on the last one.
    private mutating func hex4() throws -> UInt32 {
        guard i + 4 < count else { throw fail(.invalidUnicodeEscape) }
        var v: UInt32 = 0
        for k in 1...4 {
            let b = p[i + k]
            let d: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = b - UInt8(ascii: "A") + 10
            default: throw fail(.invalidUnicodeEscape)
            }
            v = v << 4 | UInt32(d)
        }
        i += 4
        return v
    }

    private static let powersOfTen: [Double] = (0...22).map { pow(10, Double($0)) }

    /// A JSON number, exactly rounded: small ones in arithmetic (exact below 2^53 × 10^±22),
    /// the rest by `strtod`.
    private mutating func number() throws -> Double {
        let start = i
        var negative = false
        if p[i] == UInt8(ascii: "-") { negative = true; i += 1 }
        guard i < count, isDigit(p[i]) else {
            if i < count, p[i] == UInt8(ascii: "I") { throw fail(.nanOrInfinity) }
            throw fail(.expectedDigit)
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        if p[i] == UInt8(ascii: "0") {
            i += 1
            if i < count, isDigit(p[i]) { throw fail(.leadingZero) }
        } else {
            while i < count, isDigit(p[i]) {
                if digits < 19 { mantissa = mantissa * 10 + UInt64(p[i] - 48); digits += mantissa == 0 ? 0 : 1 } else { exponent += 1 }
                i += 1
            }
        }
        if i < count, p[i] == UInt8(ascii: ".") {
            i += 1
            guard i < count, isDigit(p[i]) else { throw fail(.expectedFractionDigit) }
            while i < count, isDigit(p[i]) {
                if digits < 19 { mantissa = mantissa * 10 + UInt64(p[i] - 48); digits += mantissa == 0 ? 0 : 1; exponent -= 1 }
                i += 1
            }
        }
        var exactTail = true
        if i < count, p[i] == UInt8(ascii: "e") || p[i] == UInt8(ascii: "E") {
            i += 1
            var sign = 1
            if i < count, p[i] == UInt8(ascii: "+") || p[i] == UInt8(ascii: "-") {
                if p[i] == UInt8(ascii: "-") { sign = -1 }
                i += 1
            }
            guard i < count, isDigit(p[i]) else { throw fail(.expectedExponentDigit) }
            var e = 0
            while i < count, isDigit(p[i]) {
                if e < 100_000 { e = e * 10 + Int(p[i] - 48) } else { exactTail = false }
                i += 1
            }
            exponent += sign * e
        }
        if digits >= 19 { exactTail = false }
        if exactTail, mantissa < (1 << 53), abs(exponent) <= 22 {
            var v = Double(mantissa)
            v = exponent >= 0 ? v * Self.powersOfTen[exponent] : v / Self.powersOfTen[-exponent]
            return negative ? -v : v
        }
        let v = slowNumber(from: start)
        guard v.isFinite else { throw JSONError(offset: start, problem: .numberOutOfRange) }
        return v
    }

    private func slowNumber(from start: Int) -> Double {
        var text = Array(UnsafeBufferPointer(start: p + start, count: i - start))
        text.append(0)
        return text.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { $0.withMemoryRebound(to: CChar.self, capacity: buffer.count) { strtod($0, nil) } } ?? 0
        }
    }

    private func isDigit(_ b: UInt8) -> Bool { b >= 48 && b <= 57 }
}
