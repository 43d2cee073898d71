import CSDL2
import Raster

/// Frames shown through the window's own surface (`SDL_GetWindowSurface`): on X11 a shared
/// memory image the X server copies from (`XShmPutImage`, then a round trip), with no GPU
/// driver between. Where the display has no blank to wait for (Xvfb, a remote or software
/// display) this is the cheap way to the screen: under Xvfb a whole 1280×800 frame took 0.6 ms
/// and a 300×200 change 0.1 ms, against 5.5 and 3.7 ms through Mesa's llvmpipe (the renderer
/// draws the whole window, changed or not). It cannot wait for a blank.
final class SurfacePresenter: WindowPresenter {
    private let window: OpaquePointer
    /// Whether what the screen shows may differ from the surface beyond the next frame's change:
    /// a new surface (SDL makes one after a resize, maybe in the old one's memory and of the
    /// same size) holds nothing yet; it is told by the mark in its `userdata`.
    private var showsAll = true
    /// The area the last present put on the screen (nil: none), for tests.
    private(set) var lastShown: PixelRect?
    /// The surface compared with each frame drawn, when asked for.
    private let presentCheck = PresentCheck.fromEnvironment()

    /// The presenter of `window`'s surface; nil where SDL gives no surface of the window's own
    /// (Wayland: SDL would draw it through a renderer, so the caller makes a `TexturePresenter`)
    /// or one whose pixels are not the canvas's 32-bit bytes (a 16-bit or indexed visual).
    init?(window: OpaquePointer) {
        // SDL may back the surface with a renderer's texture; that path is the one avoided here.
        // It decides once per start of its video, at the first surface: asked before it (the
        // hint then stays for the process). A user's own SDL_FRAMEBUFFER_ACCELERATION in the
        // environment still wins.
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        guard let surface = SDL_GetWindowSurface(window), Self.holdsCanvasBytes(surface) else { return nil }
        self.window = window
    }

    /// SDL frees the window's surface with the window.
    func close() { presentCheck?.summarise() }

    var outputSize: (width: Int32, height: Int32)? {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSizeInPixels(window, &w, &h)
        return w <= 0 || h <= 0 ? nil : (w, h)
    }

    /// The surface is plain memory: only the canvas's own limit applies.
    var maximumSide: Int? { nil }

    var waitsForBlank: Bool { false }

    func invalidate() { showsAll = true }

    func present(_ pixels: PixelBuffer, changed: PixelRect?, withheld: () -> Bool) {
        // Asked first: SDL sizes a new surface from the window (one made 20000×20000 by another
        // client would cost gigabytes). The canvas keeps the frame, shown whole next time.
        if withheld() { showsAll = true; return }
        // After a resize SDL's old surface is gone and this makes the new one.
        guard let current = SDL_GetWindowSurface(window), Self.holdsCanvasBytes(current) else { showsAll = true; return }
        if current.pointee.userdata != mark {
            current.pointee.userdata = mark
            showsAll = true
        }
        let s = current.pointee
        let frame = PixelRect(x: 0, y: 0, width: pixels.width, height: pixels.height)
        let sameSize = Int(s.w) == pixels.width && Int(s.h) == pixels.height
        guard let area = Self.area(changed: changed, frame: frame, all: showsAll || !sameSize) else {
            lastShown = nil
            return
        }
        if sameSize { Self.copy(area, of: pixels, into: current) } else { Self.scale(pixels, into: current) }
        presentCheck?.compare(surface: current, with: pixels, uploaded: area)
        let shown = sameSize ? area : PixelRect(x: 0, y: 0, width: Int(s.w), height: Int(s.h))
        var rect = SDL_Rect(x: Int32(shown.x), y: Int32(shown.y), w: Int32(shown.width), h: Int32(shown.height))
        // Copied but not shown: shown whole next time.
        showsAll = SDL_UpdateWindowSurfaceRects(window, &rect, 1) != 0
        lastShown = showsAll ? nil : shown
    }

    /// This presenter's mark on a surface it has filled whole.
    private var mark: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// Whether the surface's pixels are 32-bit with the canvas's bytes (SDL's ARGB8888 or
    /// RGB888, X11's usual visual): the only ones this presenter copies.
    private static func holdsCanvasBytes(_ surface: UnsafeMutablePointer<SDL_Surface>) -> Bool {
        guard let format = surface.pointee.format?.pointee.format else { return false }
        return format == SDLMacros.pixelFormatARGB8888 || format == SDLMacros.pixelFormatXRGB8888
    }

    /// What a present copies and shows: the frame's change, or all of it while the screen may
    /// show something else (nil: nothing).
    static func area(changed: PixelRect?, frame: PixelRect, all: Bool) -> PixelRect? {
        if all { return frame.isEmpty ? nil : frame }
        guard let area = changed?.intersection(frame), !area.isEmpty else { return nil }
        return area
    }

    /// Copies `area` of `pixels`, row by row, into the surface of the frame's size.
    private static func copy(_ area: PixelRect, of pixels: PixelBuffer, into surface: UnsafeMutablePointer<SDL_Surface>) {
        guard let base = surface.pointee.pixels else { return }
        let pitch = Int(surface.pointee.pitch)
        let target = base.advanced(by: area.y * pitch + area.x * 4)
        let source = pixels.base + area.y * pixels.pixelsPerRow + area.x
        for row in 0..<area.height {
            target.advanced(by: row * pitch).copyMemory(from: source + row * pixels.pixelsPerRow, byteCount: area.width * 4)
        }
    }

    /// Scales the whole frame over a surface of another size: a window resized while its frame
    /// was drawn, or larger than one canvas holds (shrunk back).
    private static func scale(_ pixels: PixelBuffer, into surface: UnsafeMutablePointer<SDL_Surface>) {
        guard let source = SDL_CreateRGBSurfaceWithFormatFrom(
            pixels.base, Int32(clamping: pixels.width), Int32(clamping: pixels.height), 32,
            Int32(clamping: pixels.pixelsPerRow * 4), SDLMacros.pixelFormatARGB8888) else { return }
        defer { SDL_FreeSurface(source) }
        SDL_SetSurfaceBlendMode(source, SDL_BLENDMODE_NONE)
        SDL_UpperBlitScaled(source, nil, surface, nil)
    }
}
