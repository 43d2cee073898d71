import Foundation

/// What the window could not do and went on without, as a case; the words are in `description`.
public enum PlaygroundWarning: Equatable, CustomStringConvertible {
    /// `C` could not print the code (the clipboard and the HUD still get it); `reason` is the
    /// print's error in its own words.
    case copyNotPrinted(reason: String)

    public var description: String {
        switch self {
        case .copyNotPrinted(let reason): return "C: \(reason)"
        }
    }

    /// `fluid: warning: …` on standard error.
    public static func print(_ warning: PlaygroundWarning) {
        FileHandle.standardError.write(Data("fluid: warning: \(warning)\n".utf8))
    }
}
