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
    /// `visibleRows(x0, x1, y0, y1)` trims the rows later views will cover completely.
    func blur(under bounds: CGRect, map: Affine, canvas: Canvas, sigmaPixels: Double,
              tint: Color, alpha: Double, visibleRows: (Int, Int, Int, Int) -> (Int, Int)) -> ShapeFill? {
        guard sigmaPixels > 0, sigmaPixels.isFinite else { return nil }
        canvas.flush()
        let W = Int(canvas.width), H = Int(canvas.height)
        // The shape's pixel box, and the source box the kernel needs around it (3σ).
        let box = map.boundingBox(of: bounds)
        let dx0 = max(0, Int(box.minX.rounded(.down)) - 1), dx1 = min(W, Int(box.maxX.rounded(.up)) + 1)
        let boxY0 = max(0, Int(box.minY.rounded(.down)) - 1), boxY1 = min(H, Int(box.maxY.rounded(.up)) + 1)
        let (dy0, dy1) = visibleRows(dx0, dx1, boxY0, boxY1)
        guard dx1 > dx0, dy1 > dy0 else { return nil }
        // The kernel never needs to reach past the canvas (σ may be any finite size).
        let margin = Int(min((3 * sigmaPixels).rounded(.up), Double(W + H))) + 2
        let sx0 = max(0, dx0 - margin), sy0 = max(0, dy0 - margin)
        let sx1 = min(W, dx1 + margin), sy1 = min(H, dy1 + margin)
        let sw = sx1 - sx0, sh = sy1 - sy0

        guard prepare(canvas: canvas), let texture else { return nil }
        let src = canvas.pixels, row = canvas.pixelsPerRow
        let base = scratch
        let from = UnsafeRawPointer(src + sy0 * row + sx0).assumingMemoryBound(to: UInt8.self)
        let to = UnsafeMutableRawPointer(base).assumingMemoryBound(to: UInt8.self)
        engine.blur(from: from, sourceRowStride: row, to: to, destinationRowStride: sw,
                    width: sw, height: sh, sigma: sigmaPixels)
        // Tint, and cross-fade with the unblurred backdrop when the view is translucent, in one
        // pass: the texture stays opaque, so SDL copies it without its slow modulated path.
        Self.finish(base, width: sw, original: src + sy0 * row + sx0, originalRow: row,
                    rect: (dx0 - sx0, dy0 - sy0, dx1 - sx0, dy1 - sy0), tint: tint, alpha: alpha, pool: pool)
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

    /// Mixes `tint` over the blurred pixels in `rect` (x0, y0, x1, y1), then mixes the result
    /// with the original pixels at `alpha`; the output is opaque.
    ///
    /// Four pixels per step as eight 16-bit words: each word's low byte is blue or red, its high
    /// byte green or alpha, so masking and shifting give every channel a 16-bit lane without a
    /// widening conversion (a channel times a weight ≤ 256 stays within 16 bits).
    private static func finish(_ p: UnsafeMutablePointer<UInt32>, width: Int, original: UnsafeMutablePointer<UInt32>,
                               originalRow: Int, rect: (Int, Int, Int, Int), tint: Color, alpha: Double,
                               pool: WorkerPool) {
        let ta = UInt16((min(max(tint.alpha, 0), 1) * 256).rounded())
        let k = UInt16((min(max(alpha, 0), 1) * 256).rounded())
        guard ta > 0 || k < 256 else { return }
        typealias V = SIMD8<UInt16>
        // ARGB8888 in memory is B, G, R, A: low bytes B, R; high bytes G, A (the tint's alpha
        // lane is 0, and the result is made opaque).
        let b = UInt16(TextCache.byte(tint.blue)), g = UInt16(TextCache.byte(tint.green)), r = UInt16(TextCache.byte(tint.red))
        let tintLow = V(b, r, b, r, b, r, b, r) &* V(repeating: ta), tintHigh = V(g, 0, g, 0, g, 0, g, 0) &* V(repeating: ta)
        struct Finish: BandJob {
            let p: UnsafeMutablePointer<UInt32>, width: Int, original: UnsafeMutablePointer<UInt32>, originalRow: Int
            let x0: Int, count: Int
            let tintLow: V, tintHigh: V, keep: V, mix: V, rest: V, fades: Bool

            @inline(__always) func blend(_ v: V, _ o: () -> V) -> V {
                let lowByte = V(repeating: 0x00FF), opaque = V(0, 0xFF00, 0, 0xFF00, 0, 0xFF00, 0, 0xFF00)
                var low = ((v & lowByte) &* keep &+ tintLow) &>> 8
                var high = ((v &>> 8) &* keep &+ tintHigh) &>> 8
                if fades {
                    let w = o()
                    low = (low &* mix &+ (w & lowByte) &* rest) &>> 8
                    high = (high &* mix &+ (w &>> 8) &* rest) &>> 8
                }
                return low | high &<< 8 | opaque
            }

            func run(band: Int, rows ys: Range<Int>) {
                for y in ys {
                    let line = UnsafeMutableRawPointer(p + y * width + x0)
                    let base = UnsafeRawPointer(original + y * originalRow + x0)
                    var x = 0
                    while x + 4 <= count {
                        let out = blend(line.loadUnaligned(fromByteOffset: 4 * x, as: V.self)) {
                            base.loadUnaligned(fromByteOffset: 4 * x, as: V.self)
                        }
                        line.storeBytes(of: out, toByteOffset: 4 * x, as: V.self)
                        x += 4
                    }
                    while x < count {   // the last pixels, one at a time, in the low lanes
                        @inline(__always) func lanes(_ raw: UnsafeRawPointer) -> V {
                            V(lowHalf: SIMD4(lowHalf: raw.loadUnaligned(fromByteOffset: 4 * x, as: SIMD2<UInt16>.self), highHalf: .zero),
                              highHalf: .zero)
                        }
                        let out = blend(lanes(line)) { lanes(base) }
                        line.storeBytes(of: SIMD2(out[0], out[1]), toByteOffset: 4 * x, as: SIMD2<UInt16>.self)
                        x += 1
                    }
                }
            }
        }
        let count = rect.2 - rect.0
        PixelBlend.rows(rect.1..<rect.3, width: count, pool: pool,
                        Finish(p: p, width: width, original: original, originalRow: originalRow, x0: rect.0, count: count,
                               tintLow: tintLow, tintHigh: tintHigh, keep: V(repeating: 256 - ta), mix: V(repeating: k),
                               rest: V(repeating: 256 - k), fades: k < 256))
    }
}
