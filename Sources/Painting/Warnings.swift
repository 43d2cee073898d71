import Foundation

/// Warnings about bad input (missing font, bad image) that do not stop the app: printed once
/// each to stderr and kept, as cases, for tests to compare.
public final class Warnings {
    public private(set) var all: [PaintWarning] = []
    private var seen: Set<PaintWarning> = []
    /// Whether warnings are also printed to stderr.
    public var printsToStandardError = true

    public init() {}

    /// Distinct warnings kept and printed; after that one `.tooMany` says the rest are dropped,
    /// so a warning that repeats with new words every frame cannot grow without bound.
    public static let limit = 50

    public func warn(_ warning: PaintWarning) {
        guard all.count <= Self.limit, seen.insert(warning).inserted else { return }
        let warning = all.count < Self.limit ? warning : .tooMany(limit: Self.limit)
        all.append(warning)
        if printsToStandardError {
            FileHandle.standardError.write(Data("fluid: warning: \(warning)\n".utf8))
        }
    }
}
