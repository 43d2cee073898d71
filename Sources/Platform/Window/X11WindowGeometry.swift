import CSDL2
import Foundation

/// The X window's size as the X server has it, asked with a round trip (`XGetGeometry`), and a
/// resize sent straight to it (`XResizeWindow`). SDL's own idea of the size follows the
/// ConfigureNotify events it has pumped, so between another client's resize (a window manager,
/// `xdotool windowsize`) and the next pump it is stale; the display driver (Mesa) sizes its
/// buffers from the server's size when the frame is presented, and a window made 32767×32767
/// then costs gigabytes and can crash it. Xlib and `SDL_GetWindowWMInfo` are looked up in what
/// SDL already loaded, as `XConnectionLoss` does; without X11 every answer is nil.
enum X11WindowGeometry {
    private typealias GetWMInfo = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Int32
    private typealias GetGeometry = @convention(c) (OpaquePointer?, UInt, UnsafeMutablePointer<UInt>?,
                                                    UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?,
                                                    UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<UInt32>?,
                                                    UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<UInt32>?) -> Int32
    private typealias ResizeWindow = @convention(c) (OpaquePointer?, UInt, UInt32, UInt32) -> Int32
    private typealias Flush = @convention(c) (OpaquePointer?) -> Int32

    /// The connection and window of an SDL window on X11.
    struct Handle {
        let display: OpaquePointer
        let window: UInt
    }

    private struct Functions {
        let getGeometry: GetGeometry
        let resize: ResizeWindow
        let flush: Flush
        let getWMInfo: GetWMInfo
    }

    private static let functions: Functions? = {
        guard let xlib = dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD),
              let getGeometry = dlsym(xlib, "XGetGeometry"), let resize = dlsym(xlib, "XResizeWindow"),
              let flush = dlsym(xlib, "XFlush"), let getWMInfo = dlsym(dlopen(nil, RTLD_NOW), "SDL_GetWindowWMInfo")
        else { return nil }
        return Functions(getGeometry: unsafeBitCast(getGeometry, to: GetGeometry.self),
                         resize: unsafeBitCast(resize, to: ResizeWindow.self),
                         flush: unsafeBitCast(flush, to: Flush.self),
                         getWMInfo: unsafeBitCast(getWMInfo, to: GetWMInfo.self))
    }()

    /// The X display and window of `window` (an `SDL_Window *`); nil off X11. `SDL_SysWMinfo` is
    /// read at its LP64 offsets (as `X11EventTime` reads SDL's messages): the SDL version asked
    /// for in the first three bytes, `subsystem` at 4 (2 is X11), `Display *` at 8, the XID at 16.
    static func handle(of window: OpaquePointer?) -> Handle? {
        #if os(Linux) && (arch(x86_64) || arch(arm64))
        guard let functions, let window else { return nil }
        var version = SDL_version()
        SDL_GetVersion(&version)
        let info = UnsafeMutableRawPointer.allocate(byteCount: 256, alignment: 16)
        defer { info.deallocate() }
        info.initializeMemory(as: UInt8.self, repeating: 0, count: 256)
        info.storeBytes(of: version.major, toByteOffset: 0, as: UInt8.self)
        info.storeBytes(of: version.minor, toByteOffset: 1, as: UInt8.self)
        info.storeBytes(of: version.patch, toByteOffset: 2, as: UInt8.self)
        guard functions.getWMInfo(window, info) == 1,
              info.load(fromByteOffset: 4, as: UInt32.self) == X11EventTime.x11Subsystem,
              let display = OpaquePointer(bitPattern: info.load(fromByteOffset: 8, as: UInt.self)) else { return nil }
        let xid = info.load(fromByteOffset: 16, as: UInt.self)
        return xid == 0 ? nil : Handle(display: display, window: xid)
        #else
        return nil
        #endif
    }

    /// The window's size in the server's pixels now (a round trip); nil when it cannot be asked.
    static func size(of handle: Handle) -> (width: Int, height: Int)? {
        guard let functions else { return nil }
        var root: UInt = 0
        var x: Int32 = 0, y: Int32 = 0
        var width: UInt32 = 0, height: UInt32 = 0, border: UInt32 = 0, depth: UInt32 = 0
        guard functions.getGeometry(handle.display, handle.window, &root, &x, &y, &width, &height, &border, &depth) != 0
        else { return nil }
        return (Int(width), Int(height))
    }

    /// Asks the server to make the window `width`×`height` pixels, whatever SDL thinks it is.
    static func resize(_ handle: Handle, width: Int, height: Int) {
        guard let functions, width > 0, height > 0 else { return }
        _ = functions.resize(handle.display, handle.window, UInt32(clamping: width), UInt32(clamping: height))
        _ = functions.flush(handle.display)
    }
}
