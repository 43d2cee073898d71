import CSDL2
import Foundation
import Input

/// What the window system offers for touchpad pinches (issue 47 item 3b), said once.
public enum TouchpadGestureSupport: Equatable, CustomStringConvertible {
    /// XInput 2.4 pinch events are selected on the window; `devices` names the input devices
    /// that report gestures now (libinput touchpads; none under Xvfb).
    case listening(devices: [String])
    /// No touchpad pinches reach the window, and why.
    case unavailable(String)

    public var description: String {
        switch self {
        case .listening(let devices) where devices.isEmpty:
            return "touchpad pinch: XInput 2.4 gesture events selected; no device reports gestures now"
        case .listening(let devices):
            return "touchpad pinch: XInput 2.4 gesture events from " + devices.joined(separator: ", ")
        case .unavailable(let reason):
            return "touchpad pinch: none (\(reason))"
        }
    }
}

/// XInput 2.4's pinch events for an SDL window on X11 (issue 47 item 3b). SDL 2.26 has no
/// touchpad gesture events of its own (SDL_MULTIGESTURE is for touch screens), so the pinch is
/// asked of the X server directly: libXi and Xlib are found with `dlopen`/`dlsym` (SDL loads
/// both itself; no link-time dependency), the client announces XI 2.4 (`XIQueryVersion`), and
/// the pinch events are added to what SDL selected on the window (`XIGetSelectedEvents`, then
/// `XISelectEvents`), so SDL's own touch events stay selected. SDL hands each on as an
/// `SDL_SYSWMEVENT` whose data lives only while SDL's event watchers run: a watcher reads it
/// (`X11PinchEvent`) into `pending`, and the translator takes it when it polls that event.
/// Every request runs under an error trap: a server that refuses one leaves the pinch off,
/// never the app (Xlib's default handler, or `XConnectionLoss`'s, would exit).
final class X11TouchpadGestures {
    private typealias QueryExtension = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, UnsafeMutablePointer<Int32>?,
                                                       UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?) -> Int32
    private typealias ErrorHandler = @convention(c) (OpaquePointer?, UnsafeRawPointer?) -> Int32
    private typealias SetErrorHandler = @convention(c) (ErrorHandler?) -> ErrorHandler?
    private typealias Sync = @convention(c) (OpaquePointer?, Int32) -> Int32
    private typealias Free = @convention(c) (UnsafeMutableRawPointer?) -> Int32
    private typealias QueryVersion = @convention(c) (OpaquePointer?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?) -> Int32
    private typealias QueryDevice = @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<Int32>?) -> UnsafeMutableRawPointer?
    private typealias FreeDeviceInfo = @convention(c) (UnsafeMutableRawPointer?) -> Void
    private typealias GetSelectedEvents = @convention(c) (OpaquePointer?, UInt, UnsafeMutablePointer<Int32>?) -> UnsafeMutableRawPointer?
    private typealias SelectEvents = @convention(c) (OpaquePointer?, UInt, UnsafeMutableRawPointer?, Int32) -> Int32

    /// XIAllDevices, XIAllMasterDevices, XIGestureClass.
    private static let allDevices: Int32 = 0, allMasterDevices: Int32 = 1, gestureClass: Int32 = 9
    /// XI_GesturePinchBegin, Update, End.
    private static let pinchEvents: [Int32] = [27, 28, 29]

    /// The XInputExtension's major opcode: a generic event's `extension`.
    let opcode: Int32
    /// Pinches read by the watcher, oldest first, not yet polled.
    private var pending: [X11PinchEvent] = []
    private var head = 0

    /// A protocol error met under the trap (its code), or 0.
    private nonisolated(unsafe) static var trappedError: UInt8 = 0

    init(opcode: Int32) {
        self.opcode = opcode
        pending.reserveCapacity(32)
    }

    deinit {
        SDL_DelEventWatch(Self.watch, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Selects the pinch events on `handle`'s window and starts reading them; nil with why not.
    static func start(on handle: X11WindowGeometry.Handle) -> (X11TouchpadGestures?, TouchpadGestureSupport) {
        #if os(Linux) && (arch(x86_64) || arch(arm64))
        guard let xlib = dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD),
              let queryExtension = dlsym(xlib, "XQueryExtension"), let setErrorHandler = dlsym(xlib, "XSetErrorHandler"),
              let sync = dlsym(xlib, "XSync"), let free = dlsym(xlib, "XFree") else {
            return (nil, .unavailable("Xlib is not loaded"))
        }
        guard let xi = dlopen("libXi.so.6", RTLD_NOW),
              let queryVersion = dlsym(xi, "XIQueryVersion"), let queryDevice = dlsym(xi, "XIQueryDevice"),
              let freeDeviceInfo = dlsym(xi, "XIFreeDeviceInfo"), let getSelected = dlsym(xi, "XIGetSelectedEvents"),
              let select = dlsym(xi, "XISelectEvents") else {
            return (nil, .unavailable("libXi.so.6 is not installed or too old"))
        }
        let display = handle.display
        var opcode: Int32 = 0, firstEvent: Int32 = 0, firstError: Int32 = 0
        guard unsafeBitCast(queryExtension, to: QueryExtension.self)(display, "XInputExtension", &opcode, &firstEvent, &firstError) != 0 else {
            return (nil, .unavailable("the X server has no XInput extension"))
        }
        // The trap: errors are noted, not fatal, until the previous handler is put back.
        trappedError = 0
        let setHandler = unsafeBitCast(setErrorHandler, to: SetErrorHandler.self)
        let previous = setHandler { _, event in
            X11TouchpadGestures.trappedError = event.map { $0.load(fromByteOffset: 32, as: UInt8.self) } ?? 1
            return 0
        }
        defer {
            _ = unsafeBitCast(sync, to: Sync.self)(display, 0)
            _ = setHandler(previous)
        }
        var major: Int32 = 2, minor: Int32 = 4
        let asked = unsafeBitCast(queryVersion, to: QueryVersion.self)(display, &major, &minor)
        _ = unsafeBitCast(sync, to: Sync.self)(display, 0)
        guard asked == 0, trappedError == 0 else {
            return (nil, .unavailable("the X server refused XInput 2.4 (XIQueryVersion)"))
        }
        guard major > 2 || (major == 2 && minor >= 4) else {
            return (nil, .unavailable("the X server has XInput \(major).\(minor); pinch events need 2.4"))
        }
        let devices = gestureDevices(display, unsafeBitCast(queryDevice, to: QueryDevice.self),
                                     unsafeBitCast(freeDeviceInfo, to: FreeDeviceInfo.self))
        // What SDL selected for every master device on the window, with the pinch added.
        var mask = [UInt8](repeating: 0, count: 4)
        var count: Int32 = 0
        if let selected = unsafeBitCast(getSelected, to: GetSelectedEvents.self)(display, handle.window, &count) {
            for k in 0..<Int(count) {
                let entry = selected + k * 16
                guard entry.load(as: Int32.self) == allMasterDevices,
                      let bits = entry.load(fromByteOffset: 8, as: UnsafeMutablePointer<UInt8>?.self) else { continue }
                let length = Int(entry.load(fromByteOffset: 4, as: Int32.self))
                if length > mask.count { mask += [UInt8](repeating: 0, count: length - mask.count) }
                for i in 0..<length { mask[i] |= bits[i] }
            }
            _ = unsafeBitCast(free, to: Free.self)(selected)
        }
        for event in pinchEvents { mask[Int(event) >> 3] |= UInt8(1) << UInt8(event & 7) }
        let selectedOK = mask.withUnsafeMutableBufferPointer { bits -> Bool in
            // XIEventMask: int deviceid; int mask_len; unsigned char *mask (16 bytes on LP64).
            let eventMask = UnsafeMutableRawPointer.allocate(byteCount: 16, alignment: 8)
            defer { eventMask.deallocate() }
            eventMask.storeBytes(of: allMasterDevices, as: Int32.self)
            eventMask.storeBytes(of: Int32(bits.count), toByteOffset: 4, as: Int32.self)
            eventMask.storeBytes(of: bits.baseAddress, toByteOffset: 8, as: UnsafeMutablePointer<UInt8>?.self)
            let result = unsafeBitCast(select, to: SelectEvents.self)(display, handle.window, eventMask, 1)
            _ = unsafeBitCast(sync, to: Sync.self)(display, 0)
            return result == 0 && trappedError == 0
        }
        guard selectedOK else { return (nil, .unavailable("the X server refused the pinch events (XISelectEvents)")) }
        let gestures = X11TouchpadGestures(opcode: opcode)
        SDL_AddEventWatch(watch, Unmanaged.passUnretained(gestures).toOpaque())
        return (gestures, .listening(devices: devices))
        #else
        return (nil, .unavailable("not a 64-bit Linux build"))
        #endif
    }

    /// The names of the enabled devices with a gesture class (XIDeviceInfo: `name` at 8,
    /// `enabled` at 24, `num_classes` at 28, `classes` at 32, 40 bytes each; a class's `type` at 0).
    private static func gestureDevices(_ display: OpaquePointer, _ query: QueryDevice, _ free: FreeDeviceInfo) -> [String] {
        var count: Int32 = 0
        guard let info = query(display, allDevices, &count) else { return [] }
        defer { free(info) }
        var names: [String] = []
        for k in 0..<Int(count) {
            let device = info + k * 40
            let classCount = Int(device.load(fromByteOffset: 28, as: Int32.self))
            guard device.load(fromByteOffset: 24, as: Int32.self) != 0,
                  let classes = device.load(fromByteOffset: 32, as: UnsafeMutablePointer<UnsafeRawPointer?>?.self)
            else { continue }
            let hasGestures = (0..<classCount).contains { classes[$0]?.load(as: Int32.self) == gestureClass }
            if hasGestures, let name = device.load(fromByteOffset: 8, as: UnsafePointer<CChar>?.self) {
                names.append(String(cString: name))
            }
        }
        return names
    }

    /// SDL's event watcher: a pinch's data is read while SDL still holds it.
    static let watch: SDL_EventFilter = { userdata, event in
        guard let userdata, let event, event.pointee.type == SDL_SYSWMEVENT.rawValue else { return 0 }
        let gestures = Unmanaged<X11TouchpadGestures>.fromOpaque(userdata).takeUnretainedValue()
        if let pinch = X11PinchEvent.read(message: UnsafeRawPointer(event.pointee.syswm.msg), opcode: gestures.opcode) {
            if gestures.head > 0, gestures.head == gestures.pending.count {
                gestures.pending.removeAll(keepingCapacity: true)
                gestures.head = 0
            }
            gestures.pending.append(pinch)
        }
        return 0
    }

    /// The pinch `msg` (a polled `SDL_SysWMmsg *`) stands for, read by the watcher; nil for
    /// another message.
    func take(_ msg: OpaquePointer?) -> X11PinchEvent? {
        guard X11PinchEvent.kind(ofMessage: UnsafeRawPointer(msg), opcode: opcode) != nil,
              head < pending.count else { return nil }
        head += 1
        return pending[head - 1]
    }
}
