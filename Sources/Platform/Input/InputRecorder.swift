import CSDL2
import FileSafety
import Foundation
import Gestures
import Input

/// `fluid --record FILE`: appends every input event to a JSON Lines file (`InputRecord`).
///
/// Motion and scroll lines are buffered (a motion flood must not cost a write per event, R32) and written
/// at least once a second of recording time; presses, releases, keys and focus losses are
/// written at once, and everything on `close()` (also on deinit), so a session ended by a
/// closed terminal or a lost display keeps what was done. Every pointer's samples are recorded
/// from its press to its release, each with its id (R36: the `"pointer"` field, left out for
/// pointer 0, so a mouse's recording reads as it did before pointers); motion of a pointer not
/// pressed is not. Hover motion is not an input event here (the translator drops it). A write error is
/// kept in `error`, reported to `onError` once, and ends the recording; it never crashes the app.
/// The file holds whole lines only: a write cut short (a full disk) is cut back to the last
/// whole line, so what was recorded before it still reads.
public final class InputRecorder {
    public let path: String
    /// The first error met (opening, writing or closing), if any.
    public var error: LineFileError? { file.error }
    /// Called once with the first error.
    public var onError: ((LineFileError) -> Void)? {
        get { file.onError }
        set { file.onError = newValue }
    }
    /// Records written so far.
    public private(set) var count = 0

    private let file: LineFile
    /// The SDL time (seconds) the recording counts from.
    public let startTime: Double
    /// The pointers pressed now, whose samples are recorded.
    private var pressed = PressSpan()
    /// Recording time of the last write, and of the last record (times never go backwards).
    private var lastFlush = 0.0
    private var lastTime = 0.0
    private static let blockSize = 64 * 1024
    /// Motion is written at least this often (seconds of recording time).
    public static let flushInterval = 1.0

    /// Creates (or truncates) `path`: a regular file (not a symbolic link), or a character
    /// device or pipe written through. `startTime` is the SDL time (seconds) the recording
    /// counts from; by default, now.
    public init(path: String, startTime: Double? = nil) throws {
        self.path = path
        self.startTime = startTime ?? Double(SDL_GetTicks()) / 1000
        file = try LineFile(path: path, doing: "record to")
    }

    deinit {
        close()
    }

    /// Records `input` if the format has a line for it (pointers, keys, focus loss).
    public func record(_ input: InputEvent) {
        guard let line = line(for: input) else { return }
        append(line)
    }

    /// Records an already-built record (its time is taken as is).
    public func record(_ record: InputRecord) {
        append(record)
    }

    /// Writes what is buffered and closes the file. Further records are ignored.
    public func close() {
        file.close()
    }

    /// The lines buffered are written if the program dies of a fault (`FatalSignals`): the
    /// recording then ends with the input that led to it.
    public func keepOnFatalSignal() {
        FatalSignals.keep(file)
    }

    /// Writes what is buffered now; a failure (a full disk) is reported once and ends the recording.
    public func flush() {
        file.flush()
    }

    // MARK: Private

    private func line(for input: InputEvent) -> InputRecord? {
        guard let timestamp = input.timestamp else { return nil }
        // An event SDL stamped before the recording started counts as its start. Rounded to the
        // microsecond: SDL's stamps are whole milliseconds, and the subtraction's last-bit
        // noise ("0.016000000000000014") would only clutter the file.
        let raw = ((timestamp - startTime) * 1e6).rounded() / 1e6
        // Never backwards (the reader refuses that), never non-finite.
        let t = raw.isFinite ? max(lastTime, raw) : lastTime
        lastTime = t
        switch input {
        case .pointer(let event):
            guard event.location.x.isFinite, event.location.y.isFinite else { return nil }
            let id = event.pointerID
            switch event.phase {
            case .down:
                _ = pressed.note(event)
                return InputRecord(time: t, kind: .down(event.location), pointer: id)
            case .move:
                guard pressed.contains(id) else { return nil }
                return InputRecord(time: t, kind: .move(event.location), pointer: id)
            case .up:
                guard pressed.contains(id) else { return nil }
                _ = pressed.note(event)
                return InputRecord(time: t, kind: .up(event.location), pointer: id)
            case .cancel:
                // The format has no pointer cancel (SDL2 sends none). Leaving the press without
                // a release makes a replay cancel it at the next press, which is what happened.
                _ = pressed.note(event)
                return nil
            }
        case .scroll(let event):
            guard event.isFinite else { return nil }
            return InputRecord(time: t, kind: .scroll(event.location, delta: event.delta, type: event.type))
        case .key(let name, _):
            return InputRecord(time: t, kind: .key(name))
        case .focusLost:
            return InputRecord(time: t, kind: .focusLost)
        case .touchpad(let gesture):
            guard gesture.isValid else { return nil }
            return InputRecord(time: t, kind: .pinch(gesture.phase, gesture.location, scale: gesture.scale,
                                                     rotation: gesture.rotation))
        case .resized, .quit:
            return nil
        }
    }

    private func append(_ record: InputRecord) {
        guard file.isOpen else { return }
        file.append(InputRecordCoding.encode(record).utf8)
        file.append(CollectionOfOne(0x0A))
        count += 1
        // Scroll steps come as often as motion (a touchpad's 60–120 a second): buffered alike.
        let isMotion: Bool
        switch record.kind {
        case .move, .scroll: isMotion = true
        case .pinch(let phase, _, _, _): isMotion = phase == .changed
        case .down, .up, .key, .focusLost: isMotion = false
        }
        if !isMotion || file.buffered >= Self.blockSize || record.time - lastFlush >= Self.flushInterval {
            lastFlush = record.time
            flush()
        }
    }
}
