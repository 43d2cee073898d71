import Foundation

/// What the frame loop gets from one SDL event, SDL-free (R26).
public enum InputEvent: Equatable {
    /// A mouse (pointer 0) or finger sample in window points, with the event's own time.
    case pointer(PointerEvent)
    /// A wheel notch or a touchpad scroll step, with the event's own time.
    case scroll(ScrollEvent)
    /// A touchpad's pinch (and turn) as the window system reports it, with its own time.
    case touchpad(TouchpadGesture)
    /// A key pressed (not repeats), named as SDL_GetKeyName spells it ("Escape", "Space", "]").
    case key(name: String, timestamp: Double)
    /// The window lost keyboard focus: a gesture under way must be cancelled (R27).
    case focusLost(timestamp: Double)
    /// The window's size changed, in points.
    case resized(CGSize)
    /// The user asked to close the window.
    case quit

    /// The live input a recorded line stands for (`--replay`): pointer samples keep the line's
    /// pointer, and `timeOffset` is added to the recording's times (which count from its start).
    public init(_ record: InputRecord, timeOffset: Double = 0) {
        let t = record.time + timeOffset
        switch record.kind {
        case .down(let p): self = .pointer(PointerEvent(.down, location: p, timestamp: t, pointerID: record.pointer))
        case .move(let p): self = .pointer(PointerEvent(.move, location: p, timestamp: t, pointerID: record.pointer))
        case .up(let p): self = .pointer(PointerEvent(.up, location: p, timestamp: t, pointerID: record.pointer))
        case let .scroll(p, delta, type):
            self = .scroll(ScrollEvent(location: p, delta: delta, timestamp: t, type: type))
        case .key(let name): self = .key(name: name, timestamp: t)
        case .focusLost: self = .focusLost(timestamp: t)
        case let .pinch(phase, p, scale, rotation):
            self = .touchpad(TouchpadGesture(phase, location: p, scale: scale, rotation: rotation, timestamp: t))
        }
    }

    /// The event's time in seconds (SDL ticks), when it has one.
    public var timestamp: Double? {
        switch self {
        case .pointer(let event): return event.timestamp
        case .scroll(let event): return event.timestamp
        case .touchpad(let gesture): return gesture.timestamp
        case .key(_, let t), .focusLost(let t): return t
        case .resized, .quit: return nil
        }
    }
}

extension InputEvent {
    /// The same input stamped `seconds` later (a replayed gesture played again now).
    public func shifted(by seconds: Double) -> InputEvent {
        switch self {
        case .pointer(var event):
            event.timestamp += seconds
            return .pointer(event)
        case .scroll(var event):
            event.timestamp += seconds
            return .scroll(event)
        case .touchpad(var gesture):
            gesture.timestamp += seconds
            return .touchpad(gesture)
        case let .key(name, t): return .key(name: name, timestamp: t + seconds)
        case .focusLost(let t): return .focusLost(timestamp: t + seconds)
        case .resized, .quit: return self
        }
    }
}
