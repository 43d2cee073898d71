import Foundation

/// One kernel input event (`struct input_event`) as a capture writes it, with its line.
public struct EvdevEvent: Equatable, Sendable {
    /// The event's own time in microseconds (the kernel stamps every event of a frame alike).
    public var time: Int64
    public var type: Int
    public var code: Int
    public var value: Int32
    /// The line of the capture it was read from, counted from 1.
    public var line: Int

    public init(time: Int64, type: Int, code: Int, value: Int32, line: Int) {
        self.time = time
        self.type = type
        self.code = code
        self.value = value
        self.line = line
    }
}

/// The evdev codes the importers read (linux/input-event-codes.h).
public enum EvdevCode {
    public static let synType = 0
    public static let absType = 3
    public static let synReport = 0
    public static let synMTReport = 2
    public static let synDropped = 3
    public static let mtSlot = 0x2f
    public static let mtPositionX = 0x35
    public static let mtPositionY = 0x36
    public static let mtTrackingID = 0x39
}

/// Reads the Linux multi-touch protocol, type B (the kernel's multi-touch-protocol.rst), into a
/// `TouchCapture` in device units: `ABS_MT_SLOT` picks a slot, `ABS_MT_TRACKING_ID` starts a
/// contact in it (or ends it with −1), `ABS_MT_POSITION_X/Y` move it, and `SYN_REPORT` ends the
/// frame: every change of a frame happens at once, at the frame's time.
///
/// Both `libinput record` and `getevent` captures feed it. A capture is refused, naming the
/// line, when a frame has no end (its events carry different times, or the capture stops
/// inside one), a tracking id is given while a contact still holds it, time goes backwards,
/// the kernel dropped events (`SYN_DROPPED`), or it speaks protocol A (`SYN_MT_REPORT`).
public struct EvdevTouchDecoder {
    private struct Slot {
        var x: Int32?
        var y: Int32?
        /// The contact in it (its index in the capture) and its tracking id; nil when unused.
        var contact: (index: Int, id: Int32)?
    }

    /// What one frame did, applied at its `SYN_REPORT` in the order it happened.
    private enum Change {
        case began(slot: Int, id: Int32, line: Int)
        case ended(index: Int)
        case moved(slot: Int)
    }

    private var slots: [Int: Slot] = [:]
    private var currentSlot = 0
    private var changes: [Change] = []
    /// The open frame: its time and its first and latest lines.
    private var frame: (time: Int64, firstLine: Int, lastLine: Int)?
    /// The time of the capture's first event: times count from it.
    private var origin: Int64?
    private var latest: (time: Int64, line: Int)?
    private var capture = TouchCapture()
    /// Contacts started, including those whose frame has not ended yet.
    private var started = 0

    /// The most slots a device may report.
    public static let slotLimit = 1024

    public init() {}

    /// Reads one event.
    public mutating func feed(_ event: EvdevEvent) throws {
        func fail(_ problem: ImportProblem) -> ImportError { ImportError(line: event.line, problem: problem) }
        if let latest, event.time < latest.time {
            throw fail(.timeWentBackwards(Self.seconds(event.time), previousLine: latest.line, previous: Self.seconds(latest.time)))
        }
        if let open = frame, event.time != open.time {
            throw fail(.synReportMissing(frameLine: open.firstLine, frameTime: Self.seconds(open.time), time: Self.seconds(event.time)))
        }
        latest = (event.time, event.line)
        if origin == nil { origin = event.time }
        if frame == nil { frame = (event.time, event.line, event.line) } else { frame?.lastLine = event.line }

        switch (event.type, event.code) {
        case (EvdevCode.synType, EvdevCode.synReport):
            try commit(at: event.time)
        case (EvdevCode.synType, EvdevCode.synDropped):
            throw fail(.synDropped)
        case (EvdevCode.synType, EvdevCode.synMTReport):
            throw fail(.protocolA)
        case (EvdevCode.absType, EvdevCode.mtSlot):
            guard event.value >= 0, Int(event.value) < Self.slotLimit else {
                throw fail(.notASlot(event.value))
            }
            currentSlot = Int(event.value)
        case (EvdevCode.absType, EvdevCode.mtTrackingID):
            try track(event.value, line: event.line)
        case (EvdevCode.absType, EvdevCode.mtPositionX):
            slots[currentSlot, default: Slot()].x = event.value
            changes.append(.moved(slot: currentSlot))
        case (EvdevCode.absType, EvdevCode.mtPositionY):
            slots[currentSlot, default: Slot()].y = event.value
            changes.append(.moved(slot: currentSlot))
        default:
            break
        }
    }

    /// The capture, in device units, once every event is read; throws when the last event
    /// leaves a frame open.
    public func finish() throws -> TouchCapture {
        if let open = frame {
            throw ImportError(line: open.lastLine, problem: .endsInsideFrame(frameLine: open.firstLine))
        }
        return capture
    }

    private mutating func track(_ id: Int32, line: Int) throws {
        var slot = slots[currentSlot, default: Slot()]
        if id >= 0 {
            if let held = slot.contact, held.id == id {
                throw ImportError(line: line, problem: .trackingIDReused(id, slot: currentSlot))
            }
            if let other = slots.first(where: { $0.key != currentSlot && $0.value.contact?.id == id }) {
                throw ImportError(line: line, problem: .trackingIDHeld(id, slot: currentSlot, holder: other.key))
            }
        }
        if let old = slot.contact {
            changes.append(.ended(index: old.index))
            slot.contact = nil
        }
        if id >= 0 {
            slot.contact = (started, id)
            started += 1
            changes.append(.began(slot: currentSlot, id: id, line: line))
        }
        slots[currentSlot] = slot
    }

    /// Applies the frame's changes at its time: touch-downs and endings in the order they came,
    /// then one sample for each contact the frame moved (a new contact starts where the frame
    /// leaves it; an ended one does not move).
    private mutating func commit(at time: Int64) throws {
        let seconds = Self.seconds(time - (origin ?? time))
        var begun: Set<Int> = []
        for change in changes {
            switch change {
            case .began(let number, let id, let line):
                guard let x = slots[number]?.x, let y = slots[number]?.y else {
                    throw ImportError(line: line, problem: .touchDownWithoutPosition(trackingID: id, slot: number))
                }
                begun.insert(capture.begin(id: Int(id), at: seconds, point: CGPoint(x: Double(x), y: Double(y))))
            case .ended(let index):
                if index < capture.touches.count { capture.end(index, .lifted(at: seconds)) }
            case .moved:
                break
            }
        }
        var moved: [Int] = []
        for case .moved(let number) in changes where !moved.contains(number) { moved.append(number) }
        for number in moved {
            guard let slot = slots[number], let contact = slot.contact, !begun.contains(contact.index),
                  let x = slot.x, let y = slot.y else { continue }
            capture.move(contact.index, at: seconds, to: CGPoint(x: Double(x), y: Double(y)))
        }
        changes.removeAll()
        frame = nil
    }

    static func seconds(_ microseconds: Int64) -> Double { Double(microseconds) / 1_000_000 }
}
