/// What an animator is doing, finer than `AnimatingState`: one enum, so no two flags can
/// contradict each other (R1–R6). Diagnostics name it as the state a misused call found.
public enum AnimatorPhase: Equatable, Sendable, CustomStringConvertible {
    case inactive
    case running
    case paused
    /// Started with no animations: `.active` and paused until animations arrive, then running;
    /// never completes on its own (R4, UIKit's "transient pause").
    case waiting
    case stopped

    /// The UIKit state this phase reads as.
    public var state: AnimatingState {
        switch self {
        case .inactive: return .inactive
        case .running, .paused, .waiting: return .active
        case .stopped: return .stopped
        }
    }

    public var description: String {
        switch self {
        case .inactive: return ".inactive"
        case .running: return ".active (running)"
        case .paused: return ".active (paused)"
        case .waiting: return ".active (paused, waiting for animations)"
        case .stopped: return ".stopped"
        }
    }
}

typealias Phase = AnimatorPhase
