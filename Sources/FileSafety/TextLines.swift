/// A text file that is not usable text: where (line, and byte within the line, both 1-based)
/// and why.
public struct TextError: Error, Equatable, CustomStringConvertible {
    /// Why the bytes are not usable text.
    public enum Problem: Equatable, Sendable {
        /// A UTF-16 byte order mark at the start.
        case utf16
        /// A NUL byte: binary data.
        case nulByte
        /// A byte that does not start or continue a UTF-8 sequence.
        case invalidUTF8(UInt8)
    }

    public var line: Int
    public var byte: Int
    public var problem: Problem

    public init(line: Int, byte: Int, problem: Problem) {
        self.line = line
        self.byte = byte
        self.problem = problem
    }

    /// What is wrong, in words, without the place.
    public var reason: String {
        switch problem {
        case .utf16: return "the file is UTF-16 text; save it as UTF-8"
        case .nulByte: return "a NUL byte: this is binary data, not text"
        case .invalidUTF8(let b): return "not valid UTF-8 (byte 0x\(TextLines.hex(b)))"
        }
    }

    public var description: String { "line \(line), byte \(byte): \(reason)" }
}

/// Splits UTF-8 bytes into lines, for every reader of text files given to the program.
///
/// Any newline convention ends a line ("\n", "\r\n", a lone "\r"); a UTF-8 byte order mark at
/// the start is skipped; UTF-16 (by its byte order mark), NUL bytes (binary data) and invalid
/// UTF-8 are errors naming the line and the byte.
public enum TextLines {
    /// Calls `body` with each line's number (1-based) and bytes, without its newline.
    public static func forEach(in bytes: UnsafeBufferPointer<UInt8>,
                               _ body: (Int, UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        let count = bytes.count
        guard let base = bytes.baseAddress, count > 0 else { return }
        var start = 0
        if count >= 2, (base[0] == 0xFF && base[1] == 0xFE) || (base[0] == 0xFE && base[1] == 0xFF) {
            throw TextError(line: 1, byte: 1, problem: .utf16)
        }
        if count >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF { start = 3 }
        var line = 1
        var lineStart = start
        var i = start
        while i < count {
            let b = base[i]
            if b == 0x0A || b == 0x0D {
                try body(line, UnsafeBufferPointer(start: base + lineStart, count: i - lineStart))
                if b == 0x0D, i + 1 < count, base[i + 1] == 0x0A { i += 1 }
                i += 1
                line += 1
                lineStart = i
                continue
            }
            if b < 0x80 {
                if b == 0 { throw TextError(line: line, byte: i - lineStart + 1, problem: .nulByte) }
                i += 1
                continue
            }
            let length = sequenceLength(base, i, count)
            guard length > 0 else {
                throw TextError(line: line, byte: i - lineStart + 1, problem: .invalidUTF8(b))
            }
            i += length
        }
        if lineStart < count {
            try body(line, UnsafeBufferPointer(start: base + lineStart, count: count - lineStart))
        }
    }

    /// The length of the well-formed UTF-8 sequence at `i` (2…4), or 0 (RFC 3629: no
    /// overlong forms, no surrogates, nothing past U+10FFFF).
    private static func sequenceLength(_ p: UnsafePointer<UInt8>, _ i: Int, _ count: Int) -> Int {
        let b0 = p[i]
        func continuation(_ k: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            i + k < count && p[i + k] >= low && p[i + k] <= high
        }
        switch b0 {
        case 0xC2...0xDF:
            return continuation(1) ? 2 : 0
        case 0xE0:
            return continuation(1, 0xA0) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(1) && continuation(2) ? 3 : 0
        case 0xED:
            return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : 0
        case 0xF0:
            return continuation(1, 0x90) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3:
            return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4:
            return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default:
            return 0
        }
    }

    static func hex(_ b: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String(digits[Int(b >> 4)]) + String(digits[Int(b & 15)])
    }
}
