import Foundation

/// The first error of a failed `swift build`, for the window's message line and standard error:
/// `File.swift:12:9: error: …` as the compiler says it, with the folder left off.
package enum CompilerOutput {
    /// The first `PATH:LINE:COLUMN: error: MESSAGE` line, shortened to the file's name; else the
    /// first line that says `error:`; nil when there is none.
    package static func firstError(in output: String) -> String? {
        let lines = output.split(whereSeparator: \.isNewline).map(String.init)
        for line in lines {
            guard let range = line.range(of: ": error: ") else { continue }
            let location = line[..<range.lowerBound]
            let parts = location.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 3, Int(parts[parts.count - 1]) != nil, Int(parts[parts.count - 2]) != nil else { continue }
            let file = parts[..<(parts.count - 2)].joined(separator: ":")
            let name = file.split(separator: "/").last.map(String.init) ?? file
            return "\(name):\(parts[parts.count - 2]):\(parts[parts.count - 1]): error: \(line[range.upperBound...])"
        }
        return lines.first { $0.contains("error:") }?.trimmingCharacters(in: .whitespaces)
    }
}
