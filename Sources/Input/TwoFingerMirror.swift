import Foundation

/// Two fingers from a mouse, the iOS Simulator's way (issue 47, R36): while Alt (Option) is
/// held with the button down, a second touch point, pointer `secondPointer`, stands mirrored
/// about the window's centre, so dragging the mouse pinches and rotates about it; with Shift
/// too the two points move together (a two-finger pan: the second keeps its offset from the
/// mouse). Releasing Alt lifts the second point; releasing the button lifts both.
///
/// It turns the mouse's pointer events (pointer 0) and the modifier keys' changes into the
/// pointer events of both points, in window points with the mouse's times; other pointers (a
/// touch screen's fingers) pass through. The window's event translation feeds it, and what it
/// hands on is what the app sees and `--record` writes, so `--replay` needs no modifiers.
///
/// Changing Shift while both are down moves neither: with Shift the offset they have is kept;
/// without it the mirror's centre is the midpoint they have (a pan then a pinch goes on about
/// where the pan left the pair). Each new second point starts mirrored about the window's centre.
public struct TwoFingerMirror: Sendable {
    /// The modifier keys the mirror follows.
    public struct Modifiers: OptionSet, Equatable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Alt (Option): the second point is down while the button is.
        public static let alt = Modifiers(rawValue: 1)
        /// Shift, with Alt: both points move together.
        public static let shift = Modifiers(rawValue: 2)
    }

    /// Where the second point stands while it is down.
    enum Second: Equatable, Sendable {
        case up
        /// Mirrored about `centre`: dragging pinches and rotates.
        case mirrored(centre: CGPoint)
        /// At the mouse plus `offset` (a displacement, points): dragging pans both.
        case together(offset: CGPoint)
    }

    /// The second point's pointer id (the mouse is 0).
    public static let secondPointer = 1
    /// The window's size in points: its centre is where a new second point is mirrored about.
    public var windowSize: CGSize
    /// The modifiers as last told.
    public private(set) var modifiers: Modifiers = []
    /// The mouse's place while its button is down.
    private var mouse: CGPoint?
    private(set) var second = Second.up
    /// The latest time handed on: a modifier's change stamped before the mouse's last event
    /// (keys and motion come from different clocks) is taken to be at that event.
    private var lastTime = -Double.infinity

    public init(windowSize: CGSize) {
        self.windowSize = windowSize
    }

    /// Where the second point is (nil when it is up).
    public var secondLocation: CGPoint? {
        guard let mouse else { return nil }
        switch second {
        case .up: return nil
        case .mirrored(let c): return CGPoint(x: 2 * c.x - mouse.x, y: 2 * c.y - mouse.y)
        case .together(let d): return CGPoint(x: mouse.x + d.x, y: mouse.y + d.y)
        }
    }

    /// Hands on `event` and, for the mouse's, the second point's event that goes with it.
    public mutating func handle(_ event: PointerEvent, emit: (PointerEvent) -> Void) {
        guard event.pointerID == 0 else { return emit(event) }
        if event.timestamp.isFinite { lastTime = max(lastTime, event.timestamp) }
        switch event.phase {
        case .down:
            // Pressed again without a release: a second point still down goes first.
            lift(.up, at: event.timestamp, emit: emit)
            mouse = event.location
            emit(event)
            if modifiers.contains(.alt) { press(at: event.timestamp, emit: emit) }
        case .move:
            guard mouse != nil else { return emit(event) }
            mouse = event.location
            emit(event)
            if let p = secondLocation {
                emit(PointerEvent(.move, location: p, timestamp: event.timestamp, pointerID: Self.secondPointer))
            }
        case .up, .cancel:
            if mouse != nil { mouse = event.location }
            // Both lift at once; the mouse last, so its release ends the gesture.
            lift(event.phase, at: event.timestamp, emit: emit)
            mouse = nil
            emit(event)
        }
    }

    /// The modifier keys are now `new` (a key event at `time`): Alt pressed with the button
    /// down puts the second point down, Alt released lifts it, Shift switches how it moves.
    public mutating func setModifiers(_ new: Modifiers, at time: Double, emit: (PointerEvent) -> Void) {
        let old = modifiers
        modifiers = new
        let t = time.isFinite ? max(time, lastTime) : lastTime
        if t.isFinite { lastTime = t }
        guard mouse != nil else { return }
        if new.contains(.alt) != old.contains(.alt) {
            if new.contains(.alt) { press(at: t, emit: emit) } else { lift(.up, at: t, emit: emit) }
            return
        }
        guard new.contains(.shift) != old.contains(.shift), let mouse, let p = secondLocation else { return }
        second = new.contains(.shift)
            ? .together(offset: CGPoint(x: p.x - mouse.x, y: p.y - mouse.y))
            : .mirrored(centre: CGPoint(x: (p.x + mouse.x) / 2, y: (p.y + mouse.y) / 2))
    }

    /// The window lost focus: the keys' releases will not be seen, so the modifiers are
    /// forgotten and a second point down is lifted. Call it after the focus loss is handed on:
    /// that cancels the gesture (R27), so the lift ends nothing, and unlike a cancel (which
    /// recordings have no line for) `--record` keeps it, so a replay has the same pointers down.
    public mutating func focusLost(at time: Double, emit: (PointerEvent) -> Void) {
        modifiers = []
        lift(.up, at: time.isFinite ? max(time, lastTime) : lastTime, emit: emit)
    }

    /// Puts the second point down mirrored about the window's centre (then, with Shift, keeping
    /// its offset from the mouse).
    private mutating func press(at time: Double, emit: (PointerEvent) -> Void) {
        guard let mouse, second == .up else { return }
        let centre = CGPoint(x: windowSize.width / 2, y: windowSize.height / 2)
        second = .mirrored(centre: centre)
        if modifiers.contains(.shift), let p = secondLocation {
            second = .together(offset: CGPoint(x: p.x - mouse.x, y: p.y - mouse.y))
        }
        guard let p = secondLocation else { return }
        emit(PointerEvent(.down, location: p, timestamp: time, pointerID: Self.secondPointer))
    }

    /// Lifts the second point where it is, if it is down.
    private mutating func lift(_ phase: PointerEvent.Phase, at time: Double, emit: (PointerEvent) -> Void) {
        guard let p = secondLocation else { second = .up; return }
        second = .up
        emit(PointerEvent(phase, location: p, timestamp: time, pointerID: Self.secondPointer))
    }
}
