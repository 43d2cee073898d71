#if canImport(Glibc)
import Glibc
#endif

/// When the X server goes away (the session ends, ssh drops), Xlib calls its I/O error handler
/// and then exits the process with status 1: nothing would be saved. This installs a handler
/// that runs `save` first (flush the recording, write `--state`) and exits with status 2
/// (issue 17). Xlib is found through the copy SDL already loaded; no link-time dependency.
public enum XConnectionLoss {
    private nonisolated(unsafe) static var save: (() -> Void)?

    /// Installs the handler; false when the process has no Xlib loaded (Wayland, headless).
    @discardableResult
    public static func install(save: @escaping () -> Void) -> Bool {
        guard let xlib = dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD),
              let symbol = dlsym(xlib, "XSetIOErrorHandler") else { return false }
        typealias Handler = @convention(c) (OpaquePointer?) -> Int32
        typealias SetHandler = @convention(c) (Handler?) -> Handler?
        Self.save = save
        let setHandler = unsafeBitCast(symbol, to: SetHandler.self)
        _ = setHandler { _ in
            let message = "fluid: the connection to the X server was lost; saving and exiting\n"
            _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
            let work = XConnectionLoss.save
            XConnectionLoss.save = nil
            work?()
            exit(2)
        }
        return true
    }
}
