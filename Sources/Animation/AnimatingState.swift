/// An animator's state (UIViewAnimatingState): see R1–R6.
public enum AnimatingState: Int, Sendable, CustomStringConvertible {
    /// Not animating: new, finished, or stopped without finishing.
    case inactive
    /// Started or paused; `isRunning` tells which.
    case active
    /// Stopped with `stopAnimation(false)`: values frozen until `finishAnimation(at:)`.
    case stopped

    public var description: String {
        switch self {
        case .inactive: return ".inactive"
        case .active: return ".active"
        case .stopped: return ".stopped"
        }
    }
}

/// Where an animation ended (UIViewAnimatingPosition), passed to completions (R4, R6, R12).
public enum AnimatingPosition: Int, Sendable, CustomStringConvertible {
    case end, start, current

    public var description: String {
        switch self {
        case .end: return ".end"
        case .start: return ".start"
        case .current: return ".current"
        }
    }
}
