import Foundation
import Input

/// One XInput 2.4 pinch event (XI_GesturePinchBegin/Update/End) as SDL hands it over in an
/// `SDL_SYSWMEVENT` (issue 47 item 3b), read at its LP64 offsets as `X11EventTime` reads
/// pointer events, checked against the C headers (libXi 1.8) with `offsetof`:
///
/// - `SDL_SysWMmsg`: `subsystem` at 4, the XEvent at 8.
/// - `XGenericEventCookie` (the XEvent): `type` at 0 (GenericEvent, 35), `extension` at 32 (the
///   XInputExtension's major opcode), `evtype` at 36 (27, 28, 29), `data` at 48: the
///   `XIGesturePinchEvent` that `XGetEventData` filled in. SDL frees it once the event's
///   watchers have run, so the pinch is read in a watcher (`X11TouchpadGestures`).
/// - `XIGesturePinchEvent`: `time` at 40 (server milliseconds), `detail` at 56 (fingers),
///   `event_x`, `event_y` at 104, 112 (window pixels), `scale` at 152 (since the begin),
///   `delta_angle` at 160 (degrees clockwise since the previous event), `flags` at 168
///   (bit 0: cancelled).
struct X11PinchEvent: Equatable {
    var kind: TouchpadPinchStream.Kind
    var location: CGPoint
    var scale: Double
    var angleDelta: Double
    var cancelled: Bool
    /// The X server's millisecond clock.
    var time: UInt32
    var fingers: Int

    static let genericEvent: Int32 = 35
    static let pinchBegin: Int32 = 27

    /// The pinch kind of the generic event in `msg` (an `SDL_SysWMmsg *`) from the extension
    /// `opcode`, without reading its data (which may be gone by then); nil for anything else.
    static func kind(ofMessage msg: UnsafeRawPointer?, opcode: Int32) -> TouchpadPinchStream.Kind? {
        #if os(Linux) && (arch(x86_64) || arch(arm64))
        guard let msg, msg.loadUnaligned(fromByteOffset: 4, as: UInt32.self) == X11EventTime.x11Subsystem,
              msg.loadUnaligned(fromByteOffset: 8, as: Int32.self) == genericEvent,
              msg.loadUnaligned(fromByteOffset: 8 + 32, as: Int32.self) == opcode else { return nil }
        switch msg.loadUnaligned(fromByteOffset: 8 + 36, as: Int32.self) - pinchBegin {
        case 0: return .begin
        case 1: return .update
        case 2: return .end
        default: return nil
        }
        #else
        return nil
        #endif
    }

    /// The pinch in `msg` (an `SDL_SysWMmsg *` whose cookie data is still there), or nil.
    static func read(message msg: UnsafeRawPointer?, opcode: Int32) -> X11PinchEvent? {
        #if os(Linux) && (arch(x86_64) || arch(arm64))
        guard let kind = kind(ofMessage: msg, opcode: opcode), let msg,
              let data = UnsafeRawPointer(bitPattern: msg.loadUnaligned(fromByteOffset: 8 + 48, as: UInt.self))
        else { return nil }
        return X11PinchEvent(
            kind: kind,
            location: CGPoint(x: data.loadUnaligned(fromByteOffset: 104, as: Double.self),
                              y: data.loadUnaligned(fromByteOffset: 112, as: Double.self)),
            scale: data.loadUnaligned(fromByteOffset: 152, as: Double.self),
            angleDelta: data.loadUnaligned(fromByteOffset: 160, as: Double.self),
            cancelled: data.loadUnaligned(fromByteOffset: 168, as: Int32.self) & 1 != 0,
            time: UInt32(truncatingIfNeeded: data.loadUnaligned(fromByteOffset: 40, as: UInt64.self)),
            fingers: Int(data.loadUnaligned(fromByteOffset: 56, as: Int32.self)))
        #else
        return nil
        #endif
    }
}
