import CSDL2
import Raster

/// Frames shown through an SDL renderer: the canvas goes into one streaming texture, which keeps
/// the picture (only what a frame changed is uploaded), and the texture is drawn over the window.
/// The renderer prefers an accelerated one with vsync, the only way to wait for the display's
/// blank.
final class TexturePresenter: WindowPresenter {
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureSize = (w: Int32(0), h: Int32(0))
    /// Each presented frame read back and compared with the frame drawn, when asked for.
    private let presentCheck = PresentCheck.fromEnvironment()
    let waitsForBlank: Bool

    /// A renderer for `window` made with the first of `flags` SDL accepts; nil if none, or if
    /// `waitingForBlank` and SDL made it without vsync (its OpenGL renderer is made even where
    /// the swap interval is refused).
    init?(window: OpaquePointer, trying flags: [UInt32], waitingForBlank: Bool = false) {
        guard let renderer = flags.lazy.compactMap({ SDL_CreateRenderer(window, -1, $0) }).first else { return nil }
        var info = SDL_RendererInfo()
        let waits = SDL_GetRendererInfo(renderer, &info) == 0 && info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        if waitingForBlank && !waits {
            SDL_DestroyRenderer(renderer)
            return nil
        }
        self.renderer = renderer
        waitsForBlank = waits
    }

    func close() {
        presentCheck?.summarise()
        if let texture { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(renderer)
    }

    var outputSize: (width: Int32, height: Int32)? {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return w <= 0 || h <= 0 ? nil : (w, h)
    }

    var maximumSide: Int? {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0 else { return nil }
        let side = Int(min(info.max_texture_width, info.max_texture_height))
        return side > 0 ? side : nil
    }

    /// Every present draws the whole texture over the window.
    func invalidate() {}

    func present(_ pixels: PixelBuffer, changed: PixelRect?, withheld: () -> Bool) {
        let w = Int32(clamping: pixels.width), h = Int32(clamping: pixels.height)
        var upload = changed
        if texture == nil || textureSize != (w, h) {
            if let texture { SDL_DestroyTexture(texture) }
            texture = SDL_CreateTexture(renderer, SDLMacros.pixelFormatARGB8888,
                                        Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), w, h)
            textureSize = (w, h)
            upload = PixelRect(x: 0, y: 0, width: pixels.width, height: pixels.height)
        }
        guard let texture else { return }
        // Only what the frame changed goes to the texture, which keeps the rest.
        if let area = upload?.intersection(PixelRect(x: 0, y: 0, width: pixels.width, height: pixels.height)) {
            var rect = SDL_Rect(x: Int32(area.x), y: Int32(area.y), w: Int32(area.width), h: Int32(area.height))
            SDL_UpdateTexture(texture, &rect, pixels.base + area.y * pixels.pixelsPerRow + area.x,
                              Int32(clamping: pixels.pixelsPerRow * 4))
        }
        // The texture already holds this frame's changes, so a frame not presented loses nothing.
        if withheld() { return }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        SDL_RenderCopy(renderer, texture, nil, nil)
        presentCheck?.compare(renderer: renderer, with: pixels, uploaded: upload)
        SDL_RenderPresent(renderer)
    }
}
