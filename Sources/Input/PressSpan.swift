/// R36: a gesture's press and release when several pointers take part. The gesture is pressed
/// from its first pointer's press to its last pointer's release: a second finger landing is no
/// new press, and the first finger lifting while another stays is no release. What hangs on
/// the press (a moving view caught, F3) and on the release (the animation caught up to it, the
/// spring it starts) follows these edges, not every pointer's.
public struct PressSpan: Sendable {
    /// What an event did to the span.
    public enum Edge: Equatable, Sendable {
        /// The first pointer pressed: the gesture's press.
        case pressed
        /// The last pointer released: the gesture's release.
        case released
        /// The last pointer was cancelled by the system.
        case cancelled
    }

    /// The pressed pointers, first pressed first (room for `capacity` kept from the start, so a
    /// press allocates nothing).
    private var pressed: [Int] = []
    public static let capacity = 10

    public init() {
        pressed.reserveCapacity(Self.capacity)
    }

    /// True from the gesture's press to its release.
    public var isPressed: Bool { !pressed.isEmpty }
    /// How many pointers are pressed now.
    public var count: Int { pressed.count }
    /// The pointer the gesture is shown by: the first pressed of those still down.
    public var primary: Int? { pressed.first }
    /// True while pointer `id` is pressed.
    public func contains(_ id: Int) -> Bool { pressed.contains(id) }

    /// Follows `event`; returns the gesture's edge it is, if any. A pointer pressed again
    /// without a release between starts over (as a first press when it is the only one down);
    /// the release or cancel of a pointer not pressed is no edge.
    public mutating func note(_ event: PointerEvent) -> Edge? {
        let index = pressed.firstIndex(of: event.pointerID)
        switch event.phase {
        case .down:
            if let index { pressed.remove(at: index) }
            pressed.append(event.pointerID)
            return pressed.count == 1 ? .pressed : nil
        case .move:
            return nil
        case .up, .cancel:
            guard let index else { return nil }
            pressed.remove(at: index)
            guard pressed.isEmpty else { return nil }
            return event.phase == .up ? .released : .cancelled
        }
    }

    /// Forgets every pointer (the gesture was abandoned: a scene switched, `G` rebuilt it).
    public mutating func reset() {
        pressed.removeAll(keepingCapacity: true)
    }
}
