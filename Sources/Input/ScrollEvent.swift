import Foundation

/// One scroll-wheel or touchpad scroll step as the platform hands it on (R26): where the pointer
/// was, how far the content is asked to move, and whether the device scrolls smoothly.
///
/// `delta` is in window points in the direction the content follows, as a finger dragging it
/// would move (y grows downward): scrolling "up" (SDL's positive y) moves the content down.
public struct ScrollEvent: Equatable, Sendable {
    /// How the device scrolls (UIKit's `UIScrollType`).
    public enum ScrollType: Equatable, Sendable {
        /// Smooth deltas, a touchpad's or a precise wheel's: a scroll sequence drives a pan.
        case continuous
        /// Whole notches of a mouse wheel: steps, not a drag.
        case discrete
    }

    /// The pointer's place in window points when the step came.
    public var location: CGPoint
    /// How far the content is asked to move, window points (see the type's description).
    public var delta: CGPoint
    /// The step's own time in seconds, on the pointer events' clock.
    public var timestamp: Double
    public var type: ScrollType

    /// Points one wheel notch scrolls (SDL's unit of wheel delta, as the platform scales it).
    public static let pointsPerNotch: CGFloat = 10

    public init(location: CGPoint, delta: CGPoint, timestamp: Double, type: ScrollType) {
        self.location = location
        self.delta = delta
        self.timestamp = timestamp
        self.type = type
    }

    /// True when every number is finite (the dispatcher drops the rest).
    public var isFinite: Bool {
        location.x.isFinite && location.y.isFinite && delta.x.isFinite && delta.y.isFinite && timestamp.isFinite
    }
}
