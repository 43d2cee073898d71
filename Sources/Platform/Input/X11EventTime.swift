import CSDL2
import Foundation

/// Reads the X server's own time out of an `SDL_SYSWMEVENT` (R26): SDL hands over each XEvent it
/// processes just before the SDL events it makes of it, and a pointer XEvent carries `time`, the
/// server's millisecond clock when the input happened.
///
/// SDL's header declares `SDL_SysWMmsg` only with Xlib's; importing Xlib into Swift would bring
/// its `Window`, `Display`, `None` … into every file that imports CSDL2, so the three fields are
/// read at their offsets instead. They are those of 64-bit Linux (LP64), checked against the C
/// headers with `offsetof`: `subsystem` at 4, the XEvent at 8, its `type` at 8, and `time` of
/// XButtonEvent, XMotionEvent and XCrossingEvent (the same place in all three) at 64. Elsewhere
/// no time is read and the translator keeps SDL's pump time.
enum X11EventTime {
    enum Kind: Equatable {
        case buttonPress, buttonRelease, motion
    }

    /// SDL_SYSWM_X11.
    static let x11Subsystem: UInt32 = 2

    /// The kind and server time of a pointer XEvent inside `msg` (an `SDL_SysWMmsg *`), or nil
    /// for any other message.
    static func read(_ msg: OpaquePointer?) -> (kind: Kind, time: UInt32)? {
        #if os(Linux) && (arch(x86_64) || arch(arm64))
        guard let msg else { return nil }
        let raw = UnsafeRawPointer(msg)
        guard raw.loadUnaligned(fromByteOffset: 4, as: UInt32.self) == x11Subsystem else { return nil }
        let kind: Kind
        switch raw.loadUnaligned(fromByteOffset: 8, as: Int32.self) {
        case 4: kind = .buttonPress     // ButtonPress
        case 5: kind = .buttonRelease   // ButtonRelease
        case 6, 7, 8: kind = .motion    // MotionNotify; EnterNotify and LeaveNotify, which SDL
                                        // turns into a motion (their `time` is at the same place)
        default: return nil
        }
        // X's `Time` is an unsigned long holding a 32-bit millisecond count.
        let time = raw.loadUnaligned(fromByteOffset: 64, as: UInt64.self)
        return (kind, UInt32(truncatingIfNeeded: time))
        #else
        return nil
        #endif
    }
}
