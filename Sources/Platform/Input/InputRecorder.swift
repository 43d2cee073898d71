import CSDL2
import Foundation
import Gestures

/// `fluid --record FILE`: appends every input event to a JSON Lines file (`InputRecord`).
///
/// Lines are buffered and written in blocks (a motion flood must not cost a write per event,
/// R32) and on `close()` (also on deinit). Pointer samples of the first pointer pressed are
/// recorded until it is released; other fingers are left out, because the format has one
/// pointer. Hover motion is not an input event here (the translator drops it). A write error is
/// kept in `error`, reported to `onError` once, and ends the recording; it never crashes the app.
public final class InputRecorder {
    public let path: String
    /// The first error met (opening, writing or closing), if any.
    public private(set) var error: String?
    /// Called once with the first error.
    public var onError: ((String) -> Void)?
    /// Records written so far.
    public private(set) var count = 0

    private var handle: FileHandle?
    private var buffer = Data()
    /// The SDL time (seconds) the recording counts from.
    public let startTime: Double
    private var activePointer: Int?
    private static let blockSize = 64 * 1024

    /// Creates (or truncates) `path`. `startTime` is the SDL time (seconds) the recording counts
    /// from; by default, now.
    public init(path: String, startTime: Double? = nil) throws {
        self.path = path
        self.startTime = startTime ?? Double(SDL_GetTicks()) / 1000
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let handle = FileHandle(forWritingAtPath: path) else {
            throw RecorderError(message: "cannot create \(path)")
        }
        self.handle = handle
    }

    deinit {
        close()
    }

    public struct RecorderError: Error, CustomStringConvertible {
        public var message: String
        public var description: String { message }
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
        flush()
        guard let handle else { return }
        self.handle = nil
        do { try handle.close() } catch { fail("cannot close \(path): \(error)") }
    }

    /// Writes what is buffered now.
    public func flush() {
        guard let handle, !buffer.isEmpty else { return }
        do {
            try handle.write(contentsOf: buffer)
            buffer.removeAll(keepingCapacity: true)
        } catch {
            buffer.removeAll()
            fail("cannot write \(path): \(error)")
        }
    }

    // MARK: Private

    private func line(for input: InputEvent) -> InputRecord? {
        guard let timestamp = input.timestamp else { return nil }
        // An event SDL stamped before the recording started counts as its start. Rounded to the
        // microsecond: SDL's stamps are whole milliseconds, and the subtraction's last-bit
        // noise ("0.016000000000000014") would only clutter the file.
        let t = max(0, ((timestamp - startTime) * 1e6).rounded() / 1e6)
        switch input {
        case .pointer(let event):
            guard event.location.x.isFinite, event.location.y.isFinite else { return nil }
            switch event.phase {
            case .down:
                guard activePointer == nil else { return nil }
                activePointer = event.pointerID
                return InputRecord(time: t, kind: .down(event.location))
            case .move:
                guard activePointer == event.pointerID else { return nil }
                return InputRecord(time: t, kind: .move(event.location))
            case .up:
                guard activePointer == event.pointerID else { return nil }
                activePointer = nil
                return InputRecord(time: t, kind: .up(event.location))
            case .cancel:
                // The format has no pointer cancel (SDL2 sends none). Leaving the press without
                // a release makes a replay cancel it at the next press, which is what happened.
                if activePointer == event.pointerID { activePointer = nil }
                return nil
            }
        case .key(let name, _):
            return InputRecord(time: t, kind: .key(name))
        case .focusLost:
            return InputRecord(time: t, kind: .focusLost)
        case .resized, .quit:
            return nil
        }
    }

    private func append(_ record: InputRecord) {
        guard handle != nil else { return }
        buffer.append(contentsOf: Array(InputRecordCoding.encode(record).utf8))
        buffer.append(0x0A)
        count += 1
        if buffer.count >= Self.blockSize { flush() }
    }

    private func fail(_ message: String) {
        guard error == nil else { return }
        error = message
        if let handle { try? handle.close() }
        handle = nil
        onError?(message)
    }
}
