import Foundation

/// One pointer sample as the platform hands it to a `GestureDispatcher` (R26): a mouse button or
/// finger going down, moving, going up, or being cancelled by the system.
public struct PointerEvent: Equatable, Sendable {
    public enum Phase: Equatable, Sendable {
        case down
        case move
        case up
        /// The platform lost this pointer (the gesture is cancelled, not ended).
        case cancel
    }

    public var phase: Phase
    /// Window (root view) coordinates in points, HiDPI-independent.
    public var location: CGPoint
    /// The event's own time in seconds (any origin, the same for every event of a session), not
    /// the time it was processed: velocity depends on it (R29).
    public var timestamp: Double
    /// 0 for the mouse; a finger's id otherwise.
    public var pointerID: Int

    public init(_ phase: Phase, location: CGPoint, timestamp: Double, pointerID: Int = 0) {
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
        self.pointerID = pointerID
    }

    public init(_ phase: Phase, x: CGFloat, y: CGFloat, timestamp: Double, pointerID: Int = 0) {
        self.init(phase, location: CGPoint(x: x, y: y), timestamp: timestamp, pointerID: pointerID)
    }
}
