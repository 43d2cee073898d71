import Foundation

/// Warnings about bad input (missing font, bad image) that do not stop the app: printed once
/// each to stderr and kept for tests to read.
public final class Warnings {
    public private(set) var messages: [String] = []
    private var seen: Set<String> = []
    /// Whether warnings are also printed to stderr.
    public var printsToStandardError = true

    public init() {}

    /// Distinct warnings kept and printed; after that one line says the rest are dropped, so
    /// a warning that repeats with new words every frame cannot grow without bound.
    public static let limit = 50

    public func warn(_ message: String) {
        guard messages.count <= Self.limit, seen.insert(message).inserted else { return }
        let message = messages.count < Self.limit ? message : "more than \(Self.limit) warnings; the rest are not shown"
        messages.append(message)
        if printsToStandardError {
            FileHandle.standardError.write(Data("fluid: warning: \(message)\n".utf8))
        }
    }
}
