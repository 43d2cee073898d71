#if canImport(Glibc)
import Glibc
#endif

/// File names are bytes: a name that is not UTF-8 (`st\xe9.json`, from a Latin-1 system) names
/// its file exactly, never a `st\u{FFFD}.json` of Swift's repair.
///
/// A name's bytes are kept in a `String` by one reversible rule: valid UTF-8 as its characters,
/// each byte that is not part of valid UTF-8 as the private-use scalar U+10FE00 + byte
/// (`decode`). Every call that hands a path to the system turns it back into the same bytes
/// (`cString`); messages show such a byte as `\xE9` (`display`).
public enum SystemPath {
    /// Where the escaped bytes 0x00…0xFF sit: U+10FE00…U+10FEFF, private use.
    static let escapeBase: UInt32 = 0x10FE00

    /// The string for a name's `bytes`: UTF-8, with each byte outside valid UTF-8 escaped.
    public static func decode<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var scalars = String.UnicodeScalarView()
        var decoder = UTF8()
        var rest = Array(bytes)[...]
        while !rest.isEmpty {
            var one = rest.makeIterator()
            switch decoder.decode(&one) {
            case .scalarValue(let scalar):
                let length = UTF8.width(scalar)
                // An escape's own UTF-8 would read back as a byte: it is escaped byte by byte.
                if (escapeBase...escapeBase + 0xFF).contains(scalar.value) {
                    for byte in rest.prefix(length) { scalars.append(escaped(byte)) }
                } else {
                    scalars.append(scalar)
                }
                rest = rest.dropFirst(length)
            case .error, .emptyInput:
                scalars.append(escaped(rest[rest.startIndex]))
                rest = rest.dropFirst()
                decoder = UTF8()
            }
        }
        return String(scalars)
    }

    /// The bytes `path` stands for, with the terminating zero the system's calls take.
    public static func cString(_ path: String) -> [CChar] {
        var bytes: [UInt8] = []
        for scalar in path.unicodeScalars {
            if let byte = byte(escapedAs: scalar) {
                bytes.append(byte)
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        return bytes.map { CChar(bitPattern: $0) } + [0]
    }

    /// `path` for a message: an escaped byte as `\xE9`, everything else as it is.
    public static func display(_ path: String) -> String {
        var text = ""
        for scalar in path.unicodeScalars {
            if let byte = byte(escapedAs: scalar) {
                text += "\\x" + String(byte, radix: 16, uppercase: true)
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// The program's arguments (the program's name first), decoded from their bytes.
    public static var arguments: [String] {
        (0..<Int(CommandLine.argc)).map { i in
            guard let argument = CommandLine.unsafeArgv[i] else { return "" }
            return decode(UnsafeBufferPointer(start: argument, count: strlen(argument)).map { UInt8(bitPattern: $0) })
        }
    }

    private static func escaped(_ byte: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(escapeBase + UInt32(byte)) ?? "\u{FFFD}"
    }

    private static func byte(escapedAs scalar: Unicode.Scalar) -> UInt8? {
        (escapeBase...escapeBase + 0xFF).contains(scalar.value) ? UInt8(scalar.value - escapeBase) : nil
    }
}
