import Input

/// Which kinds of scroll drive a pan (UIKit's `UIScrollTypeMask`).
public struct ScrollTypeMask: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Smooth deltas: a touchpad, a precise wheel.
    public static let continuous = ScrollTypeMask(rawValue: 1 << 0)
    /// A mouse wheel's notches.
    public static let discrete = ScrollTypeMask(rawValue: 1 << 1)
    public static let all: ScrollTypeMask = [.continuous, .discrete]

    /// True when scrolls of `type` are allowed.
    public func allows(_ type: ScrollEvent.ScrollType) -> Bool {
        switch type {
        case .continuous: return contains(.continuous)
        case .discrete: return contains(.discrete)
        }
    }
}
