import CSDL2
import Raster

/// The blurred backdrop as an SDL texture, for the one fill that reads it through SDL's
/// geometry: a blurring view under rotation. Canvas-sized, so texel (x, y) lies under canvas
/// pixel (x, y); axis-aligned views copy straight from the blur's memory instead.
final class BackdropTexture {
    private(set) var texture: OpaquePointer?
    private var size = (w: Int32(0), h: Int32(0))
    private weak var canvas: Canvas?
    private var prefaulted = false

    deinit { reset() }

    /// Forgets the texture (its renderer is gone).
    func reset() {
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
        size = (0, 0)
        prefaulted = false
    }

    /// Makes the texture for `canvas` if need be, and touches it once from `scratch` (the blur's
    /// canvas-sized memory); false when it cannot be made.
    @discardableResult
    func prepare(canvas: Canvas, scratch: UnsafePointer<UInt32>) -> Bool {
        guard ensureTexture(canvas: canvas), let texture else { return false }
        if !prefaulted {
            // Zero-filled memory becomes resident only when first written: touch the texture now,
            // so memory does not creep up the first time a larger view is blurred.
            SDL_UpdateTexture(texture, nil, scratch, Int32(Int(canvas.width) * 4))
            prefaulted = true
        }
        return true
    }

    /// Copies the finished texels of a blur into the texture.
    func upload(_ texels: ScreenTexels) {
        guard let texture else { return }
        var rect = SDL_Rect(x: Int32(texels.x0), y: Int32(texels.y0), w: Int32(texels.x1 - texels.x0), h: Int32(texels.y1 - texels.y0))
        let first = texels.base + (texels.y0 - texels.originY) * texels.rowLength + (texels.x0 - texels.originX)
        SDL_UpdateTexture(texture, &rect, first, Int32(texels.rowLength * 4))
    }

    private func ensureTexture(canvas: Canvas) -> Bool {
        if texture != nil, size == (canvas.width, canvas.height), self.canvas === canvas { return true }
        reset()
        texture = SDL_CreateTexture(canvas.renderer, SDLMacros.pixelFormatARGB8888,
                                    Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), canvas.width, canvas.height)
        size = (canvas.width, canvas.height)
        self.canvas = canvas
        return texture != nil
    }
}
