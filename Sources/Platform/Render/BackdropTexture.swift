import CSDL2
import Raster

/// The blurred backdrop as an SDL texture, for the one fill that reads it through SDL's
/// geometry: a blurring view under rotation. Canvas-sized, so texel (x, y) lies under canvas
/// pixel (x, y); axis-aligned views copy straight from the blur's memory instead, so the texture
/// is made only when a rotated view first blurs (a canvas of memory the other scenes never hold).
final class BackdropTexture {
    private(set) var texture: OpaquePointer?
    private var size = (w: Int32(0), h: Int32(0))
    private weak var canvas: Canvas?

    deinit { reset() }

    /// Forgets the texture (its renderer is gone).
    func reset() {
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
        size = (0, 0)
    }

    /// Makes the texture for `canvas` if need be, opaque black, every page of it touched now so
    /// memory does not creep up the first time a larger view is blurred; false when it cannot
    /// be made.
    @discardableResult
    func prepare(canvas: Canvas) -> Bool {
        if texture != nil, size == (canvas.width, canvas.height), self.canvas === canvas { return true }
        reset()
        texture = SDL_CreateTexture(canvas.renderer, SDLMacros.pixelFormatARGB8888,
                                    Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), canvas.width, canvas.height)
        guard let texture else { return false }
        size = (canvas.width, canvas.height)
        self.canvas = canvas
        var pixels: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(texture, nil, &pixels, &pitch) == 0, let pixels else { return true }
        for y in 0..<Int(canvas.height) {
            (pixels + y * Int(pitch)).bindMemory(to: UInt32.self, capacity: Int(canvas.width))
                .update(repeating: 0xFF00_0000, count: Int(canvas.width))
        }
        SDL_UnlockTexture(texture)
        return true
    }

    /// Copies the finished texels of a blur into the texture.
    func upload(_ texels: ScreenTexels) {
        guard let texture else { return }
        var rect = SDL_Rect(x: Int32(texels.x0), y: Int32(texels.y0), w: Int32(texels.x1 - texels.x0), h: Int32(texels.y1 - texels.y0))
        let first = texels.base + (texels.y0 - texels.originY) * texels.rowLength + (texels.x0 - texels.originX)
        SDL_UpdateTexture(texture, &rect, first, Int32(texels.rowLength * 4))
    }
}
