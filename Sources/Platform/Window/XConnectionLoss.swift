#if canImport(Glibc)
import Glibc
#endif

/// When the X server goes away (the session ends, ssh drops), Xlib calls its I/O error handler
/// and then exits the process with status 1; when another client destroys the window
/// (`xdotool windowclose`), the next request about it is a protocol error, and Xlib's default
/// handler prints it and exits with status 1 too. Nothing would be saved either way. This
/// installs handlers for both that run `save` first (flush the recording and the trace, write
/// `--state`), say what happened in one line and exit with status 2. Xlib is found through the
/// copy SDL already loaded; no link-time dependency.
public enum XConnectionLoss {
    private nonisolated(unsafe) static var save: (() -> Void)?

    /// Installs the handlers; false when the process has no Xlib loaded (Wayland, headless).
    @discardableResult
    public static func install(save: @escaping () -> Void) -> Bool {
        guard let xlib = dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD),
              let setIO = dlsym(xlib, "XSetIOErrorHandler"),
              let setProtocol = dlsym(xlib, "XSetErrorHandler") else { return false }
        typealias IOHandler = @convention(c) (OpaquePointer?) -> Int32
        typealias SetIOHandler = @convention(c) (IOHandler?) -> IOHandler?
        typealias ProtocolHandler = @convention(c) (OpaquePointer?, UnsafeRawPointer?) -> Int32
        typealias SetProtocolHandler = @convention(c) (ProtocolHandler?) -> ProtocolHandler?
        Self.save = save
        let setIOHandler = unsafeBitCast(setIO, to: SetIOHandler.self)
        let setProtocolHandler = unsafeBitCast(setProtocol, to: SetProtocolHandler.self)
        _ = setIOHandler { _ in
            XConnectionLoss.saveAndExit("the connection to the X server was lost")
        }
        _ = setProtocolHandler { _, event in
            // XErrorEvent: int type; Display *display; XID resourceid; unsigned long serial;
            // unsigned char error_code, request_code, minor_code: the code at offset 32 on LP64.
            let code = event.map { Int($0.load(fromByteOffset: 32, as: UInt8.self)) } ?? 0
            XConnectionLoss.saveAndExit("the X server refused a request about the window "
                                        + "(\(XConnectionLoss.name(ofError: code)): closed by another program?)")
        }
        return true
    }

    /// Xlib's names for the errors a window gone from under the app meets.
    static func name(ofError code: Int) -> String {
        switch code {
        case 3: return "BadWindow"
        case 9: return "BadDrawable"
        case 4: return "BadPixmap"
        case 13: return "BadGC"
        case 8: return "BadMatch"
        case 2: return "BadValue"
        default: return "X error \(code)"
        }
    }

    /// Said once, saved once, then status 2: a second error while saving only exits.
    private static func saveAndExit(_ what: String) -> Never {
        let message = "fluid: \(what); saving and exiting\n"
        _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
        let work = save
        save = nil
        work?()
        exit(2)
    }
}
