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

/// UIView.AnimationOptions for `runningPropertyAnimator` (R20): the curve bits are honoured;
/// repeat and autoreverse are accepted and ignored, as UIKit does for property animators.
public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The curve the options pick (ease-in-out when none is given, as in UIKit).
    public var curve: AnimationCurve {
        switch (rawValue >> 16) & 3 {
        case 1: return .easeIn
        case 2: return .easeOut
        case 3: return .linear
        default: return .easeInOut
        }
    }
}
