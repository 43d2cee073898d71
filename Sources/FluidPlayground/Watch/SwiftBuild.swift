import Foundation

/// `swift build` as `--watch` runs it: in the package, its output kept for the first error.
package enum SwiftBuild {
    /// Runs `arguments` (`swift build …`) in `root`: whether it succeeded, and what it printed.
    package static func run(_ arguments: [String], in root: String) -> (succeeded: Bool, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return (false, "error: cannot run swift build: \(error)")
        }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus == 0, String(decoding: output, as: UTF8.self))
    }
}
