import Blur
import CSDL2
import Foundation
import Raster
import ViewTree

/// The compositor's backdrop blur: copies the pixels behind a view (plus a margin the kernel
/// reaches into) out of the canvas, blurs and tints them, and hands back a screen-space texture
/// for the shape painter to clip to the view's rounded shape.
final class BackdropBlur {
    private let engine: GaussianBlur
    private let pool: WorkerPool

    /// A blur whose pyramid and finishing pass run in bands on `pool`.
    init(pool: WorkerPool) {
        self.pool = pool
        engine = GaussianBlur(pool: pool)
    }
    /// The blurred pixels, canvas-sized; manual memory so fills may point into it until the next blur.
    private var scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
    private var scratchCount = 0
    private var texture: OpaquePointer?
    private var textureSize = (w: Int32(0), h: Int32(0))
    private weak var textureCanvas: Canvas?
    private var prefaulted = false

    /// Forgets the texture (its renderer is gone).
    func reset() {
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
        textureSize = (0, 0)
        prefaulted = false
    }

    deinit {
        reset()
        scratch.deallocate()
    }

    /// Blurs the canvas under `bounds` (mapped by `map`) with σ in pixels and returns the fill
    /// that draws it; nil when nothing is visible.
    /// `visibleRows(x0, x1, y0, y1)` trims the rows later views will cover completely; `log`
    /// tells whether what lies under the view is what the last blur read (its entry is reused).
    func blur(under bounds: CGRect, map: Affine, canvas: Canvas, sigmaPixels: Double,
              tint: Color, alpha: Double, log: BackdropLog, visibleRows: (Int, Int, Int, Int) -> (Int, Int)) -> ShapeFill? {
        guard sigmaPixels > 0, sigmaPixels.isFinite else { return nil }
        canvas.flush()
        let W = Int(canvas.width), H = Int(canvas.height)
        // The shape's pixel box, and the source box the kernel needs around it (3σ).
        let box = map.boundingBox(of: bounds)
        let dx0 = max(0, Int(box.minX.rounded(.down)) - 1), dx1 = min(W, Int(box.maxX.rounded(.up)) + 1)
        let boxY0 = max(0, Int(box.minY.rounded(.down)) - 1), boxY1 = min(H, Int(box.maxY.rounded(.up)) + 1)
        let (dy0, dy1) = visibleRows(dx0, dx1, boxY0, boxY1)
        guard dx1 > dx0, dy1 > dy0 else { return nil }
        // The kernel never needs to reach past the canvas (σ may be any finite size). The
        // source box is the view's whole box (not only its visible rows) with a margin in steps
        // of 32 pixels, so it stays the same while a sheet slides over the view or σ animates,
        // and the log can let the blur reuse its entry; only the visible rows are written.
        let margin = (Int(min((3 * sigmaPixels).rounded(.up), Double(W + H))) + 2 + 31) / 32 * 32
        let sx0 = max(0, dx0 - margin), sy0 = max(0, boxY0 - margin)
        let sx1 = min(W, dx1 + margin), sy1 = min(H, boxY1 + margin)
        let sw = sx1 - sx0, sh = sy1 - sy0

        guard prepare(canvas: canvas), let texture else { return nil }
        let unchanged = log.backdropUnchanged(box: PixelRect(x: sx0, y: sy0, width: sw, height: sh))
        let src = canvas.pixels, row = canvas.pixelsPerRow
        let base = scratch
        let from = UnsafeRawPointer(src + sy0 * row + sx0).assumingMemoryBound(to: UInt8.self)
        let to = UnsafeMutableRawPointer(base).assumingMemoryBound(to: UInt8.self)
        // Only the rows shown are written, each tinted (and cross-faded with the unblurred
        // backdrop when the view is translucent) as soon as it is.
        let finish = BackdropFinish(base, width: sw, original: src + sy0 * row + sx0, originalRow: row,
                                    rect: (dx0 - sx0, dy0 - sy0, dx1 - sx0, dy1 - sy0), tint: tint, alpha: alpha)
        engine.blur(from: from, sourceRowStride: row, to: to, destinationRowStride: sw,
                    width: sw, height: sh, sigma: sigmaPixels, outputRows: finish.rows, finisher: finish,
                    sourceUnchanged: unchanged)
        if !map.isAxisAligned {
            // Only a rotated view is drawn as textured geometry, which reads the texture; the
            // axis-aligned path copies straight from `scratch`.
            var rect = SDL_Rect(x: Int32(dx0), y: Int32(dy0), w: Int32(dx1 - dx0), h: Int32(dy1 - dy0))
            SDL_UpdateTexture(texture, &rect, base + (dy0 - sy0) * sw + (dx0 - sx0), Int32(sw * 4))
        }
        return ShapeFill(color: SDL_Color(r: 255, g: 255, b: 255, a: 255), texture: texture,
                         textureWidth: textureSize.w, textureHeight: textureSize.h,
                         textureIsOpaque: true, screenTexels: ScreenTexels(base: UnsafePointer(scratch), originX: sx0, originY: sy0, rowLength: sw,
                                                                capacity: scratchCount, finished: (dx0, dy0, dx1, dy1)),
                         screenSpace: true)
    }

    /// Scratch memory, the blur's pyramid and the texture for blurs of up to the whole canvas;
    /// false when the texture cannot be made. Cheap once done (`Renderer.prepare` calls it
    /// before the first frame).
    @discardableResult
    func prepare(canvas: Canvas) -> Bool {
        let W = Int(canvas.width), H = Int(canvas.height)
        if scratchCount < W * H {
            // Sized for the whole canvas at once (and the blur's pyramid with it), so a session's
            // memory settles at the first blur instead of creeping up with larger ones.
            scratch.deallocate()
            scratch = .allocate(capacity: W * H)
            scratch.initialize(repeating: 0xFF00_0000, count: W * H)
            scratchCount = W * H
            engine.reserveCapacity(width: W, height: H)
        }
        guard ensureTexture(canvas: canvas), let texture else { return false }
        if !prefaulted {
            // Zero-filled memory becomes resident only when first written: touch the texture now,
            // so memory does not creep up the first time a larger view is blurred.
            SDL_UpdateTexture(texture, nil, scratch, Int32(W * 4))
            prefaulted = true
        }
        return true
    }

    private func ensureTexture(canvas: Canvas) -> Bool {
        if texture != nil, textureSize == (canvas.width, canvas.height), textureCanvas === canvas { return true }
        reset()
        texture = SDL_CreateTexture(canvas.renderer, SDLMacros.pixelFormatARGB8888,
                                    Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), canvas.width, canvas.height)
        textureSize = (canvas.width, canvas.height)
        textureCanvas = canvas
        return texture != nil
    }
}
