import CSDL2
import Foundation
import Gestures

/// `fluid --record FILE`: appends every input event to a JSON Lines file (`InputRecord`).
///
/// Motion lines are buffered (a motion flood must not cost a write per event, R32) and written
/// at least once a second of recording time; presses, releases, keys and focus losses are
/// written at once, and everything on `close()` (also on deinit), so a session ended by a
/// closed terminal or a lost display keeps what was done (issue 17). Pointer samples of the first pointer pressed are
/// recorded until it is released; other fingers are left out, because the format has one
/// pointer. Hover motion is not an input event here (the translator drops it). A write error is
/// kept in `error`, reported to `onError` once, and ends the recording; it never crashes the app.
/// The file holds whole lines only: a write cut short (a full disk) is cut back to the last
/// whole line, so what was recorded before it still reads.
public final class InputRecorder {
    public let path: String
    /// The first error met (opening, writing or closing), if any.
    public private(set) var error: String?
    /// Called once with the first error.
    public var onError: ((String) -> Void)?
    /// Records written so far.
    public private(set) var count = 0

    private var fd: Int32?
    private var buffer: [UInt8] = []
    /// For a regular file, the bytes of whole lines in it: where a cut-short write is cut back
    /// to. Nil for a device or pipe, which cannot be cut back.
    private var wholeLines: off_t?
    /// The SDL time (seconds) the recording counts from.
    public let startTime: Double
    private var activePointer: Int?
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
        let fd = open(path, O_WRONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o666)
        guard fd >= 0 else {
            let reason = errno == ELOOP ? "it is a symbolic link; name the file itself"
                : errno == ENXIO ? "it is a FIFO with no reader" : String(cString: strerror(errno))
            throw RecorderError(message: "cannot create \(path): \(reason)")
        }
        var info = stat()
        let mode = fstat(fd, &info) == 0 ? info.st_mode & S_IFMT : 0
        guard mode == S_IFREG || mode == S_IFCHR || mode == S_IFIFO else {
            Glibc.close(fd)
            throw RecorderError(message: "cannot record to \(path): it is not a regular file, a device or a pipe")
        }
        if mode == S_IFREG, ftruncate(fd, 0) != 0 {
            let reason = String(cString: strerror(errno))
            Glibc.close(fd)
            throw RecorderError(message: "cannot truncate \(path): \(reason)")
        }
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
        self.fd = fd
        wholeLines = mode == S_IFREG ? 0 : nil
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
        guard let fd else { return }
        self.fd = nil
        if Glibc.close(fd) != 0 { fail("cannot close \(path): \(String(cString: strerror(errno)))") }
    }

    /// Writes what is buffered now; a failure (a full disk) is reported once and ends the recording.
    public func flush() {
        guard let fd, !buffer.isEmpty else { return }
        var done = 0
        let failure: String? = buffer.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return nil }
            while done < bytes.count {
                let n = Glibc.write(fd, base + done, bytes.count - done)
                if n < 0 {
                    if errno == EINTR { continue }
                    return String(cString: strerror(errno))
                }
                if n == 0 { return "the file took no more bytes" }
                done += n
            }
            return nil
        }
        // The buffer holds whole lines: on a failure, the part of it written may end inside one.
        let whole = failure == nil ? done : buffer[0..<done].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        buffer.removeAll(keepingCapacity: true)
        if let written = wholeLines {
            wholeLines = written + off_t(whole)
            if whole < done, ftruncate(fd, written + off_t(whole)) != 0 {
                fail("cannot write \(path): \(failure ?? ""), and cannot cut it back to its last whole line: \(String(cString: strerror(errno)))")
                return
            }
        }
        if let failure { fail("cannot write \(path): \(failure); the recording stops here") }
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
        guard fd != nil else { return }
        buffer.append(contentsOf: InputRecordCoding.encode(record).utf8)
        buffer.append(0x0A)
        count += 1
        let isMotion: Bool
        if case .move = record.kind { isMotion = true } else { isMotion = false }
        if !isMotion || buffer.count >= Self.blockSize || record.time - lastFlush >= Self.flushInterval {
            lastFlush = record.time
            flush()
        }
    }

    private func fail(_ message: String) {
        guard error == nil else { return }
        error = message
        if let fd { Glibc.close(fd) }
        fd = nil
        onError?(message)
    }
}
