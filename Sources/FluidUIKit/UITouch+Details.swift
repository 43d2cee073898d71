/// What UIKit's touches and events say beyond the position: the kind of touch, its size, the
/// mouse buttons. The mouse (pointer 0) is an indirect pointer, as an iPad's mouse is; other
/// pointers (touch-screen fingers, the Alt second finger) are direct touches.
extension Touch {
    /// UITouch.TouchType.
    public enum TouchType: Int, Sendable {
        case direct, indirect, pencil, indirectPointer
        /// UIKit's older name for `.pencil`.
        public static let stylus = TouchType.pencil
    }

    /// The kind of touch: `.indirectPointer` for the mouse, `.direct` for a finger.
    public var type: TouchType { pointerID == 0 ? .indirectPointer : .direct }
    /// The touch's radius, points: 0 for the mouse, a fingertip's 20 for a finger (no device
    /// here reports a contact size).
    public var majorRadius: CGFloat { pointerID == 0 ? 0 : 20 }
    /// How far `majorRadius` may be off, points.
    public var majorRadiusTolerance: CGFloat { pointerID == 0 ? 0 : 5 }
    /// The position at the input's own precision: the same as `location(in:)` here.
    public func preciseLocation(in view: View?) -> CGPoint { location(in: view) }
    /// The previous position at the input's own precision.
    public func precisePreviousLocation(in view: View?) -> CGPoint { previousLocation(in: view) }
    /// A pencil's angles: a flat 0 here (no pencil reports them).
    public var altitudeAngle: CGFloat { .pi / 2 }
    public func azimuthAngle(in view: View?) -> CGFloat { 0 }
}

extension TouchEvent {
    /// UIEvent.EventType: every event here is a touch event.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll, hover, transform
    }

    /// UIEvent.ButtonMask: the mouse buttons held (iOS 13.4).
    public struct ButtonMask: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let primary = ButtonMask(rawValue: 1 << 0)
        public static let secondary = ButtonMask(rawValue: 1 << 1)
        /// The mask of button `number` (1 is the primary).
        public static func button(_ number: Int) -> ButtonMask { ButtonMask(rawValue: 1 << max(number - 1, 0)) }
    }

    /// The kind of event: `.touches`.
    public var type: EventType { .touches }
    /// The mouse buttons held: the primary while the mouse is pressed (Fluid follows the
    /// primary button only).
    public var buttonMask: ButtonMask {
        let mouseDown = allTouches?.contains { $0.pointerID == 0 && $0.phase != .ended && $0.phase != .cancelled } ?? false
        return mouseDown ? .primary : []
    }
}
