import FileSafety

/// Why a capture cannot be imported: the line (counted from 1) where the problem shows, when
/// there is one, and what is wrong, as a case. Nothing is written for a capture that has one.
public struct ImportError: Error, Equatable, CustomStringConvertible {
    /// The line of the file, from 1; nil when the problem is the whole file (no touch in it).
    public var line: Int?
    public var problem: ImportProblem

    public init(line: Int?, problem: ImportProblem) {
        self.line = line
        self.problem = problem
    }

    /// What is wrong, in words, without the line.
    public var reason: String { problem.description }

    public var description: String { line.map { "line \($0): \(reason)" } ?? reason }

    /// A text that is not usable text (UTF-16, binary, invalid UTF-8), said as an import error.
    init(_ error: TextError) {
        self.init(line: error.line, problem: .notText(error))
    }
}

extension TextLines {
    /// `forEach(in:_:)` for importers: each line as a string (the lines of a capture are short),
    /// and a broken text reported as an `ImportError` naming its line.
    static func forEachLine(in bytes: [UInt8], _ body: (Int, String) throws -> Void) throws {
        do {
            try bytes.withUnsafeBufferPointer { buffer in
                try forEach(in: buffer) { number, line in try body(number, String(decoding: line, as: UTF8.self)) }
            }
        } catch let error as TextError {
            throw ImportError(error)
        }
    }
}
