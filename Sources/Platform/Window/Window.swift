import CSDL2
import Foundation
import Raster

/// The desktop window: an SDL window that presents the canvas every frame.
///
/// Frames are drawn on a `Canvas` in memory (see there) and shown by a `WindowPresenter`: through
/// an accelerated renderer with vsync where the display has a blank to wait for, else through
/// the window's own surface (X11 shared memory), else through any renderer SDL makes.
public final class Window {
    private let window: OpaquePointer
    let presenter: WindowPresenter

    /// Refuses at once, with the message the user needs, when no display can be reached.
    public static func checkDisplayAvailable() throws {
        let env = ProcessInfo.processInfo.environment
        let driver = env["SDL_VIDEODRIVER"] ?? ""
        let hasDisplay = !(env["DISPLAY"] ?? "").isEmpty || !(env["WAYLAND_DISPLAY"] ?? "").isEmpty
        if !hasDisplay && driver.isEmpty {
            throw WindowError.noDisplay("neither is set")
        }
    }

    /// A window of `width`×`height` points; `hidden` keeps it off the screen until `show()`
    /// (a rebuilt program readies its window while the one it replaces still shows).
    public init(title: String, width: Int32, height: Int32, vsync: Bool, hidden: Bool = false) throws {
        try Self.checkDisplayAvailable()
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        if SDL_WasInit(SDLMacros.initVideo) == 0, SDL_InitSubSystem(SDLMacros.initVideo | SDLMacros.initEvents) != 0 {
            throw WindowError.noDisplay(SDLMacros.lastError)
        }
        // Made hidden and shown once it has its renderer: an accelerated renderer makes the
        // window again (SDL recreates it for OpenGL), and a window shown before that is mapped
        // twice, the first one seen for a moment under a name other programs look for.
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_HIDDEN.rawValue
        guard let window = SDL_CreateWindow(title, SDLMacros.windowPosCentered, SDLMacros.windowPosCentered,
                                            width, height, flags) else {
            throw WindowError.sdl(SDLMacros.lastError)
        }
        // A display that says no rate has no blank to wait for (Xvfb's OpenGL "vsync" is a 60 Hz
        // timer of the X server's own, which holds input back while it waits): the frame loop
        // paces itself there, and its frames may follow a finger (`FingerFollowing`). With no
        // blank to wait for, the window's surface is the shorter way to the screen.
        let waits = vsync && Self.displayRate(of: window) != nil
        let vsynced = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        let others = [SDL_RENDERER_ACCELERATED.rawValue, SDL_RENDERER_SOFTWARE.rawValue]
        let vsyncedRenderer: WindowPresenter? = waits ? TexturePresenter(window: window, trying: [vsynced], waitingForBlank: true) : nil
        guard let presenter = vsyncedRenderer ?? SurfacePresenter(window: window)
                ?? TexturePresenter(window: window, trying: others) else {
            let error = SDLMacros.lastError
            SDL_DestroyWindow(window)
            throw WindowError.sdl(error)
        }
        self.window = window
        self.presenter = presenter
        if !hidden { SDL_ShowWindow(window) }
    }

    deinit {
        presenter.close()
        SDL_DestroyWindow(window)
    }

    /// The window's id, to match window events.
    public var id: UInt32 { SDL_GetWindowID(window) }

    /// Where the window is on the screen, in screen points (its top-left corner): `--watch`
    /// reopens a rebuilt program's window where the old one was.
    public var position: (x: Int32, y: Int32) {
        get {
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetWindowPosition(window, &x, &y)
            return (x, y)
        }
        set { SDL_SetWindowPosition(window, newValue.x, newValue.y) }
    }

    /// Size in points (what views are laid out in); setting it resizes the window.
    public var sizeInPoints: (width: Int32, height: Int32) {
        get {
            var w: Int32 = 0, h: Int32 = 0
            SDL_GetWindowSize(window, &w, &h)
            return (w, h)
        }
        set { SDL_SetWindowSize(window, newValue.width, newValue.height) }
    }

    /// Puts a window made `hidden` on the screen.
    public func show() {
        SDL_ShowWindow(window)
        presenter.invalidate()
    }

    /// What the screen showed of the window was lost (it was exposed or resized): the next
    /// present shows all of it.
    public func invalidate() {
        presenter.invalidate()
    }

    /// Size in pixels of what is drawn: the window's pixels (more than its points on HiDPI
    /// displays), or, while a window is larger than one canvas holds, the largest canvas of its
    /// shape (`Canvas.fitting`), which `present` scales up (and shrinks the window back).
    public var drawableSize: (width: Int32, height: Int32) {
        let output = outputSize
        let fitted = Canvas.fitting(width: Int(output.width), height: Int(output.height), maximumSide: maximumTextureSide)
        return (Int32(fitted.width), Int32(fitted.height))
    }

    /// The presenter's output in pixels: the whole window.
    private var outputSize: (width: Int32, height: Int32) {
        presenter.outputSize ?? sizeInPoints
    }

    /// Said once per window: it was made larger than one canvas holds.
    private var saidCanvasIsCapped = false

    /// A window made larger than one canvas holds (a window manager, `xdotool windowsize`) is
    /// shrunk back to the largest that fits, before anything is drawn at its size: the display
    /// driver's own buffers grow with the window (at 20000×20000, gigabytes). True when it was
    /// (the frame is then not presented; the resize that follows brings a new one). The X
    /// server's own size is asked too: SDL's lags behind it until it pumps the resize, and a
    /// frame presented meanwhile is drawn by the driver at the server's size.
    func keepWithinCanvasLimit() -> Bool {
        let output = outputSize, fitted = drawableSize
        if fitted.width < output.width || fitted.height < output.height {
            let points = sizeInPoints
            let w = max(1, Int32(Double(points.width) * Double(fitted.width) / Double(output.width)))
            let h = max(1, Int32(Double(points.height) * Double(fitted.height) / Double(output.height)))
            sayCanvasIsCapped(made: (Int(output.width), Int(output.height)), kept: (Int(w), Int(h)))
            SDL_SetWindowSize(window, w, h)
            return true
        }
        guard let x11, let server = X11WindowGeometry.size(of: x11) else { return false }
        let limit = Canvas.fitting(width: server.width, height: server.height, maximumSide: maximumTextureSide)
        guard limit.width < server.width || limit.height < server.height else { return false }
        sayCanvasIsCapped(made: server, kept: limit)
        X11WindowGeometry.resize(x11, width: limit.width, height: limit.height)
        return true
    }

    private func sayCanvasIsCapped(made: (Int, Int), kept: (Int, Int)) {
        guard !saidCanvasIsCapped else { return }
        saidCanvasIsCapped = true
        FileHandle.standardError.write(Data(("fluid: warning: the window was made \(made.0)×\(made.1) pixels, "
            + "more than one canvas holds (\(Canvas.pixelLimit)); it is kept at \(kept.0)×\(kept.1)\n").utf8))
    }

    /// The window on the X server, to ask its size and select its pinch events (nil off X11).
    lazy var x11: X11WindowGeometry.Handle? = X11WindowGeometry.handle(of: window)

    /// The longest side the window's presenter takes (nil: it does not say).
    private var maximumTextureSide: Int? { presenter.maximumSide }

    /// Pixels per point, from drawable size over window size: below 1 only while the window
    /// is larger than one canvas holds.
    public var pixelsPerPoint: Double {
        let points = sizeInPoints, pixels = drawableSize
        guard points.width > 0 else { return 1 }
        let ratio = Double(pixels.width) / Double(points.width)
        return pixels.width < outputSize.width ? ratio : max(1, ratio)
    }

    /// The display's refresh rate in Hz; 60 when SDL does not know it.
    public var refreshRate: Double { displayRate ?? 60 }

    /// The display's refresh rate in Hz, nil when it does not say one (Xvfb: SDL's mode has
    /// 0 Hz).
    public var displayRate: Double? { Self.displayRate(of: window) }

    private static func displayRate(of window: OpaquePointer) -> Double? {
        var mode = SDL_DisplayMode()
        let index = SDL_GetWindowDisplayIndex(window)
        guard index >= 0, SDL_GetCurrentDisplayMode(index, &mode) == 0, mode.refresh_rate > 0 else { return nil }
        return Double(mode.refresh_rate)
    }

    /// Whether presenting waits for the display's blank (the renderer was made with vsync).
    public var waitsForBlank: Bool { presenter.waitsForBlank }

    /// Copies a frame's pixels to the screen and presents them (waits for vsync when the
    /// presenter does): only the `changed` part (nil: none) is uploaded, unless the presenter's
    /// picture is new or was lost. A window larger than one canvas holds is shrunk back instead
    /// (`keepWithinCanvasLimit`).
    public func present(_ pixels: PixelBuffer, changed: PixelRect?) {
        // The size is asked as late as the presenter allows, right before anything is sized from
        // the window: an upload can take long enough on a busy machine for another client to
        // resize the window meanwhile.
        presenter.present(pixels, changed: changed) { keepWithinCanvasLimit() }
    }
}

/// Why the window could not be opened.
public enum WindowError: Error, Equatable, CustomStringConvertible {
    case noDisplay(String)
    case sdl(String)

    public var description: String {
        switch self {
        case .noDisplay(let detail):
            return "no display: set DISPLAY (X11) or WAYLAND_DISPLAY (Wayland), or run with --headless (\(detail))"
        case .sdl(let message): return "SDL: \(message)"
        }
    }
}
