import Foundation

/// Warnings about bad input (missing font, bad image) that do not stop the app: printed once
/// each to stderr and kept for tests to read.
public final class Warnings {
    public private(set) var messages: [String] = []
    private var seen: Set<String> = []
    /// Whether warnings are also printed to stderr.
    public var printsToStandardError = true

    public init() {}

    public func warn(_ message: String) {
        guard seen.insert(message).inserted else { return }
        messages.append(message)
        if printsToStandardError {
            FileHandle.standardError.write(Data("fluid: warning: \(message)\n".utf8))
        }
    }
}
