/// Touch-screen fingers as pointers (R26, R36): each finger gets a small pointer id ≥ 1 for
/// its life, from its press to its release (the mouse is pointer 0). The platform's ids (SDL's
/// touch device and finger ids) may be any 64-bit numbers and may be reused by a later finger;
/// recordings want small ids (`InputRecordCoding.maximumPointer`), and a finger must keep its
/// id whatever the others do. The smallest free id is given, as fingers are numbered on a
/// device, so two fingers at a time are pointers 1 and 2.
public struct FingerPointers: Sendable {
    private struct Finger: Sendable {
        let device: Int64
        let finger: Int64
        let pointer: Int
    }

    private var fingers: [Finger] = []
    /// Fingers followed at once; room is kept from the start, so a press allocates nothing.
    public static let capacity = 10

    public init() {
        fingers.reserveCapacity(Self.capacity)
    }

    /// How many fingers are down now.
    public var count: Int { fingers.count }

    /// The pointer id of finger `finger` of device `device` for an event of `phase`: a new id
    /// for a press (the finger's own again if it was already down), its id for a move, and for
    /// a release or cancel its id, given up after. Nil for a move or release of a finger never
    /// pressed, and for a press past `capacity` fingers: that finger is left out.
    public mutating func pointer(device: Int64, finger: Int64, phase: PointerEvent.Phase) -> Int? {
        let index = fingers.firstIndex { $0.device == device && $0.finger == finger }
        switch phase {
        case .down:
            if let index { return fingers[index].pointer }
            guard fingers.count < Self.capacity else { return nil }
            var id = 1
            while fingers.contains(where: { $0.pointer == id }) { id += 1 }
            fingers.append(Finger(device: device, finger: finger, pointer: id))
            return id
        case .move:
            return index.map { fingers[$0].pointer }
        case .up, .cancel:
            guard let index else { return nil }
            return fingers.remove(at: index).pointer
        }
    }

    /// Forgets every finger (the touch device went away).
    public mutating func reset() {
        fingers.removeAll(keepingCapacity: true)
    }
}
