import Foundation

/// A touchpad's pinch as the window system reports it (R26, issue 47 item 3b): two or more
/// fingers on a touchpad spreading, closing or turning, with no position of their own in the
/// window. On X11 these are XInput 2.4's GesturePinch events (libinput's pinch); SDL 2.26 has
/// no event for them. The dispatcher drives the pinch and rotation recognisers under `location`
/// with it (UIKit's pinch and rotation take a trackpad's pinch the same way on iPadOS).
public struct TouchpadGesture: Equatable, Sendable {
    public enum Phase: Equatable, Sendable {
        /// The fingers started a pinch (the system's threshold is already crossed).
        case began
        /// The fingers moved: `scale` and `rotation` are where they are now.
        case changed
        /// The fingers lifted.
        case ended
        /// The system cut the gesture short (its cancelled flag).
        case cancelled
    }

    public var phase: Phase
    /// The pointer's place in window points (X11's focal point is the cursor's).
    public var location: CGPoint
    /// The fingers' spread over their spread at `.began` (1 then), unitless.
    public var scale: Double
    /// How far the fingers turned since `.began`, radians, clockwise on screen (y grows down),
    /// not wrapped.
    public var rotation: Double
    /// The event's own time in seconds, on the pointer events' clock.
    public var timestamp: Double
    /// How many fingers are on the pad (X11's `detail`).
    public var fingers: Int

    public init(_ phase: Phase, location: CGPoint, scale: Double = 1, rotation: Double = 0,
                timestamp: Double, fingers: Int = 2) {
        self.phase = phase
        self.location = location
        self.scale = scale
        self.rotation = rotation
        self.timestamp = timestamp
        self.fingers = fingers
    }

    /// True when every number is finite and the scale positive (the dispatcher drops the rest).
    public var isValid: Bool {
        location.x.isFinite && location.y.isFinite && scale.isFinite && scale > 0
            && rotation.isFinite && timestamp.isFinite
    }
}
