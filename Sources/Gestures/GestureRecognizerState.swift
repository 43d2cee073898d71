/// Where a recogniser is in its gesture, as UIGestureRecognizer.State (R27, R30).
///
/// Continuous recognisers (pan) go `.possible` → `.began` → `.changed`… → `.ended` or
/// `.cancelled`; discrete ones (tap) go `.possible` → `.ended` (UIKit's `.recognized`). Either can
/// end in `.failed` instead, which calls no handler. A finished state stays readable until the
/// next press that reaches the recogniser.
public enum GestureRecognizerState: Equatable, Sendable, CustomStringConvertible {
    case possible
    case began
    case changed
    case ended
    case cancelled
    case failed

    /// UIKit's name for a discrete recogniser's success.
    public static let recognized = GestureRecognizerState.ended

    /// True while a continuous gesture is under way (handlers get `.changed` next).
    public var isInProgress: Bool {
        switch self {
        case .began, .changed: return true
        case .possible, .ended, .cancelled, .failed: return false
        }
    }

    /// True once the gesture is over, whichever way.
    public var isFinished: Bool {
        switch self {
        case .ended, .cancelled, .failed: return true
        case .possible, .began, .changed: return false
        }
    }

    public var description: String {
        switch self {
        case .possible: return "possible"
        case .began: return "began"
        case .changed: return "changed"
        case .ended: return "ended"
        case .cancelled: return "cancelled"
        case .failed: return "failed"
        }
    }
}
