import Foundation

/// One line of an input recording (`fluid --record`, `--replay`, `fluid inspect`): a pointer
/// sample, a scroll step, a key press or a focus loss, at `time` seconds from the start of the recording.
///
/// On disk it is one JSON object per line (JSON Lines):
///
///     {"t":0.016,"type":"down","x":120.5,"y":300}
///     {"t":0.024,"type":"move","x":121,"y":290}
///     {"t":0.120,"type":"up","x":121,"y":180}
///     {"t":0.130,"type":"down","x":300,"y":310,"pointer":1}
///     {"t":0.3,"type":"scroll","x":400,"y":300,"dx":0,"dy":-3.5}
///     {"t":0.4,"type":"wheel","x":400,"y":300,"dx":0,"dy":10}
///     {"t":0.5,"type":"key","key":"Escape"}
///     {"t":0.9,"type":"focus-lost"}
///
/// Coordinates are window points; a `scroll` (continuous: a touchpad) or `wheel` (discrete: a
/// mouse wheel's notch) line holds the pointer's place and the step (`dx`, `dy`, points, the way
/// the content follows, see `ScrollEvent`); key names are spelled as SDL_GetKeyName spells them
/// ("Space", "]", "Escape"). A pointer sample of any pointer but the first carries its id in
/// `pointer` (R36: a second finger is pointer 1, …); absent means 0, the mouse or the first
/// finger, so recordings from before pointers were recorded read as they always did. See
/// `InputRecordCoding` for the encoder and the strict decoder.
public struct InputRecord: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case down(CGPoint)
        case move(CGPoint)
        case up(CGPoint)
        /// A scroll step at a place, by a delta, from a touchpad or a wheel.
        case scroll(CGPoint, delta: CGPoint, type: ScrollEvent.ScrollType)
        case key(String)
        case focusLost
        /// A touchpad's pinch (`TouchpadGesture`): its phase, the pointer's place, its scale
        /// (unitless, 1 at the begin) and its turn since the begin (radians, clockwise on screen).
        case pinch(TouchpadGesture.Phase, CGPoint, scale: Double, rotation: Double)
    }

    /// Seconds from the start of the recording.
    public var time: Double
    public var kind: Kind
    /// Which pointer a `down`, `move` or `up` belongs to: 0 for the mouse or the first finger,
    /// another id (0...`InputRecordCoding.maximumPointer`) for each further finger. 0 for the
    /// other kinds.
    public var pointer: Int

    public init(time: Double, kind: Kind, pointer: Int = 0) {
        self.time = time
        self.kind = kind
        self.pointer = pointer
    }

    /// The `type` field's value.
    public var typeName: String {
        switch kind {
        case .down: return "down"
        case .move: return "move"
        case .up: return "up"
        case .scroll(_, _, .continuous): return "scroll"
        case .scroll(_, _, .discrete): return "wheel"
        case .key: return "key"
        case .focusLost: return "focus-lost"
        case .pinch: return "pinch"
        }
    }

    /// The pointer sample this record stands for (of pointer `pointer`), if it is one.
    public var pointerEvent: PointerEvent? {
        switch kind {
        case .down(let p): return PointerEvent(.down, location: p, timestamp: time, pointerID: pointer)
        case .move(let p): return PointerEvent(.move, location: p, timestamp: time, pointerID: pointer)
        case .up(let p): return PointerEvent(.up, location: p, timestamp: time, pointerID: pointer)
        case .scroll, .key, .focusLost, .pinch: return nil
        }
    }
}
