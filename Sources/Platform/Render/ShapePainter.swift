import Blur
import CSDL2
import Foundation
import Raster
import ViewTree

/// The SDL renderer's shapes: a `ShapeFiller` (the fills every painter shares) whose backend is
/// SDL's software renderer for opaque and small translucent rectangles of one colour
/// (SDL_RenderFillRect). Textured shapes under rotation are sampled in memory as the pure
/// painter samples them (`ShapeFiller.fillTexturedInMemory`), never by SDL_RenderGeometry: its
/// software rasteriser takes the nearest texel, and its 32-bit arithmetic overflows once a
/// triangle's area times a texel coordinate passes 2^31, reading memory beyond the picture.
final class ShapePainter: ShapeBackend {
    private let renderer: OpaquePointer
    private let canvas: Canvas
    private let filler: ShapeFiller

    init(canvas: Canvas, pool: WorkerPool? = nil) {
        self.canvas = canvas
        self.renderer = canvas.renderer
        filler = ShapeFiller(pool: pool)
    }

    /// Pictures kept scaled now.
    var keptScaledPictures: Int { filler.keptScaledPictures }

    /// Starts a frame (pictures kept scaled that the last frame did not draw are let go).
    func nextFrame() { filler.nextFrame() }

    /// Fills `rect` (local coordinates) rounded by `radius` on `corners`, mapped to pixels by
    /// `map` (see `ShapeFiller.fill`).
    func fill(_ rect: CGRect, radius: Double, corners: CornerMask, map: Affine, with paint: ShapePaint,
              textureRect: CGRect? = nil) {
        filler.fill(rect, radius: radius, corners: corners, map: map, with: paint, textureRect: textureRect, on: self)
    }

    /// `fill`, with a copy from a kept scaled picture left pending and returned
    /// (`ShapeFiller.fillDeferringKeptCopy`).
    func fillDeferringKeptCopy(_ rect: CGRect, radius: Double, corners: CornerMask, map: Affine, with paint: ShapePaint,
                               textureRect: CGRect? = nil) -> PendingPicture? {
        filler.fillDeferringKeptCopy(rect, radius: radius, corners: corners, map: map, with: paint,
                                     textureRect: textureRect, on: self)
    }

    // MARK: ShapeBackend

    func flushedPixels() -> PixelBuffer {
        canvas.flush()
        return canvas.pixelBuffer
    }

    /// The renderer's clip rectangle, if clipping is on.
    var clip: PixelRect? {
        var clip = SDL_Rect()
        SDL_RenderGetClipRect(renderer, &clip)
        return SDL_RenderIsClipEnabled(renderer) == SDL_TRUE ? PixelRect(clip) : nil
    }

    func fillRect(_ rect: PixelRect, color: RGBA8) {
        var dst = SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
        SDL_SetRenderDrawBlendMode(renderer, color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        SDL_RenderFillRect(renderer, &dst)
    }

    /// Texels sampled bilinearly in memory at each pixel's coverage of the outline. A paint with
    /// a texture but no texels in memory has nothing to sample and draws nothing.
    func fillTextured(_ outline: ShapeOutline, rect: CGRect, map: Affine, uv: UVMap, paint: ShapePaint) {
        filler.fillTexturedInMemory(map: map, uv: uv, paint: paint, on: self)
    }
}
