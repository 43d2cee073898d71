import Foundation

/// Turns the window system's pinch samples into `TouchpadGesture`s (issue 47 item 3b).
///
/// XInput 2.4 (as libinput) gives each update the scale since the begin but only the angle turned
/// since the previous update, in degrees clockwise; the stream adds the turns up in radians, so a
/// gesture carries its rotation since `.began`. Samples out of place are dropped rather than
/// trusted: an update or an end with no begin before it (the window got the pinch half way,
/// after a focus change), and a second begin ends the first as cancelled.
public struct TouchpadPinchStream: Sendable {
    /// What the window system said, before it is made a gesture.
    public enum Kind: Equatable, Sendable {
        case begin, update, end
    }

    /// The turn since `.began`, radians; nil between gestures.
    private var rotation: Double?
    /// The newest scale, for an end that carries none of its own.
    private var scale: Double = 1

    public init() {}

    /// True between a begin and its end.
    public var isUnderWay: Bool { rotation != nil }

    /// The gestures the sample stands for, handed to `emit` in order: usually one, two when a
    /// begin comes before the last gesture ended (`.cancelled`, then `.began`), none for a sample
    /// out of place or with non-finite numbers.
    public mutating func take(_ kind: Kind, location: CGPoint, scale newScale: Double, angleDelta degrees: Double,
                              cancelled: Bool, time: Double, fingers: Int, emit: (TouchpadGesture) -> Void) {
        guard location.x.isFinite, location.y.isFinite, time.isFinite else { return }
        let validScale = newScale.isFinite && newScale > 0 ? newScale : nil
        let turn = degrees.isFinite ? degrees * .pi / 180 : 0
        switch kind {
        case .begin:
            if let turned = rotation {
                emit(TouchpadGesture(.cancelled, location: location, scale: scale, rotation: turned,
                                     timestamp: time, fingers: fingers))
            }
            rotation = 0
            scale = 1
            emit(TouchpadGesture(.began, location: location, timestamp: time, fingers: fingers))
        case .update:
            guard let turned = rotation else { return }
            rotation = turned + turn
            if let validScale { scale = validScale }
            emit(TouchpadGesture(.changed, location: location, scale: scale, rotation: turned + turn,
                                 timestamp: time, fingers: fingers))
        case .end:
            guard let turned = rotation else { return }
            rotation = nil
            emit(TouchpadGesture(cancelled ? .cancelled : .ended, location: location, scale: scale,
                                 rotation: turned, timestamp: time, fingers: fingers))
        }
    }
}
