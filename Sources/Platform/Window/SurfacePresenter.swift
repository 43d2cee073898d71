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
    /// The surface last written (its address, size and pixels: SDL's new one after a resize may
    /// take the old one's memory), and whether what the screen shows may differ from it beyond
    /// the next frame's change: a new surface holds nothing yet.
    private var surface: (address: UnsafeMutablePointer<SDL_Surface>, w: Int32, h: Int32, pixels: UnsafeMutableRawPointer?)?
    private var showsAll = false
    /// The area the last present put on the screen (nil: none), for tests.
    private(set) var lastShown: PixelRect?
    /// The surface compared with each frame drawn, when asked for.
    private let presentCheck = PresentCheck.fromEnvironment()

    /// The presenter of `window`'s surface; nil where SDL gives no surface of the window's own
    /// (Wayland: SDL would draw it through a renderer, so the caller makes a `TexturePresenter`).
    init?(window: OpaquePointer) {
        // SDL may back the surface with a renderer's texture; that path is the one avoided here.
        // It decides once per process, at the first surface: asked before it. A user's own
        // SDL_FRAMEBUFFER_ACCELERATION in the environment still wins.
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        guard SDL_GetWindowSurface(window) != nil else { return nil }
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
        // After a resize SDL's old surface is gone and this makes the new one.
        guard let current = SDL_GetWindowSurface(window) else { return }
        let s = current.pointee
        let frame = PixelRect(x: 0, y: 0, width: pixels.width, height: pixels.height)
        let sameSize = Int(s.w) == pixels.width && Int(s.h) == pixels.height
        let seen = (address: current, w: s.w, h: s.h, pixels: s.pixels)
        if !sameSize || surface.map({ $0 != seen }) ?? true { showsAll = true }
        surface = seen
        let area = Self.area(changed: changed, frame: frame, all: showsAll)
        if let area {
            if sameSize { Self.copy(area, of: pixels, into: current) } else { Self.scale(pixels, into: current) }
        }
        // The surface holds this frame's changes; a frame not shown is shown whole next time.
        if withheld() { showsAll = true; return }
        guard let area else { lastShown = nil; return }
        presentCheck?.compare(surface: current, with: pixels, uploaded: area)
        var rect = sameSize ? SDL_Rect(x: Int32(area.x), y: Int32(area.y), w: Int32(area.width), h: Int32(area.height))
                            : SDL_Rect(x: 0, y: 0, w: s.w, h: s.h)
        guard SDL_UpdateWindowSurfaceRects(window, &rect, 1) == 0 else { return }
        showsAll = false
        lastShown = sameSize ? area : PixelRect(x: 0, y: 0, width: Int(s.w), height: Int(s.h))
    }

    /// What a present copies and shows: the frame's change, or all of it while the screen may
    /// show something else (nil: nothing).
    static func area(changed: PixelRect?, frame: PixelRect, all: Bool) -> PixelRect? {
        if all { return frame.isEmpty ? nil : frame }
        guard let area = changed?.intersection(frame), !area.isEmpty else { return nil }
        return area
    }

    /// Copies `area` of `pixels` into the surface of the frame's size: row by row where it holds
    /// 32-bit XRGB or ARGB (the canvas's bytes), through SDL's conversion otherwise.
    private static func copy(_ area: PixelRect, of pixels: PixelBuffer, into surface: UnsafeMutablePointer<SDL_Surface>) {
        let s = surface.pointee
        guard let base = s.pixels, let format = s.format?.pointee.format else { return }
        let pitch = Int(s.pitch)
        let target = base.advanced(by: area.y * pitch + area.x * 4)
        let source = pixels.base + area.y * pixels.pixelsPerRow + area.x
        if format == SDLMacros.pixelFormatARGB8888 || format == SDLMacros.pixelFormatXRGB8888 {
            for row in 0..<area.height {
                target.advanced(by: row * pitch).copyMemory(from: source + row * pixels.pixelsPerRow, byteCount: area.width * 4)
            }
        } else {
            let bytes = Int(s.format?.pointee.BytesPerPixel ?? 4)
            SDL_ConvertPixels(Int32(area.width), Int32(area.height), SDLMacros.pixelFormatARGB8888,
                              source, Int32(pixels.pixelsPerRow * 4), format,
                              base.advanced(by: area.y * pitch + area.x * bytes), Int32(pitch))
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
