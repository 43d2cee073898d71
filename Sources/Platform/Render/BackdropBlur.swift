import Blur
import CSDL2
import Foundation
import ViewTree

/// The compositor's backdrop blur: copies the pixels behind a view (plus a margin the kernel
/// reaches into) out of the canvas, blurs and tints them, and hands back a screen-space texture
/// for the shape painter to clip to the view's rounded shape.
final class BackdropBlur {
    private let engine = GaussianBlur()
    private var scratch: [UInt32] = []
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

    deinit { reset() }

    /// Blurs the canvas under `bounds` (mapped by `map`) with σ in pixels and returns the fill
    /// that draws it; nil when nothing is visible.
    func blur(under bounds: CGRect, map: Affine, canvas: Canvas, sigmaPixels: Double,
              tint: Color, alpha: Double) -> ShapeFill? {
        guard sigmaPixels > 0, sigmaPixels.isFinite else { return nil }
        canvas.flush()
        let W = Int(canvas.width), H = Int(canvas.height)
        // The shape's pixel box, and the source box the kernel needs around it (3σ).
        let xs = [map.apply(Double(bounds.minX), Double(bounds.minY)), map.apply(Double(bounds.maxX), Double(bounds.minY)),
                  map.apply(Double(bounds.minX), Double(bounds.maxY)), map.apply(Double(bounds.maxX), Double(bounds.maxY))]
        let dx0 = max(0, Int((xs.map(\.x).min() ?? 0).rounded(.down)) - 1)
        let dy0 = max(0, Int((xs.map(\.y).min() ?? 0).rounded(.down)) - 1)
        let dx1 = min(W, Int((xs.map(\.x).max() ?? 0).rounded(.up)) + 1)
        let dy1 = min(H, Int((xs.map(\.y).max() ?? 0).rounded(.up)) + 1)
        guard dx1 > dx0, dy1 > dy0 else { return nil }
        let margin = Int((3 * sigmaPixels).rounded(.up)) + 2
        let sx0 = max(0, dx0 - margin), sy0 = max(0, dy0 - margin)
        let sx1 = min(W, dx1 + margin), sy1 = min(H, dy1 + margin)
        let sw = sx1 - sx0, sh = sy1 - sy0

        if scratch.count < W * H {
            // Sized for the whole canvas at once (and the blur's pyramid with it), so a session's
            // memory settles at the first blur instead of creeping up with larger ones.
            scratch = [UInt32](repeating: 0, count: W * H)
            engine.reserveCapacity(width: W, height: H)
        }
        guard ensureTexture(canvas: canvas), let texture else { return nil }
        if !prefaulted {
            // Zero-filled memory becomes resident only when first written: write it all now, so
            // memory does not creep up the first time a larger view is blurred.
            scratch.withUnsafeMutableBufferPointer { buf in
                buf.update(repeating: 0xFF00_0000)
                if let base = buf.baseAddress { SDL_UpdateTexture(texture, nil, base, Int32(W * 4)) }
            }
            prefaulted = true
        }
        let src = canvas.pixels, row = canvas.pixelsPerRow
        scratch.withUnsafeMutableBufferPointer { buf in
            guard let base = buf.baseAddress else { return }
            let from = UnsafeRawPointer(src + sy0 * row + sx0).assumingMemoryBound(to: UInt8.self)
            let to = UnsafeMutableRawPointer(base).assumingMemoryBound(to: UInt8.self)
            engine.blur(from: from, sourceRowStride: row, to: to, destinationRowStride: sw,
                        width: sw, height: sh, sigma: sigmaPixels)
            // Tint, and cross-fade with the unblurred backdrop when the view is translucent, in one
            // pass: the texture stays opaque, so SDL copies it without its slow modulated path.
            Self.finish(base, width: sw, original: src + sy0 * row + sx0, originalRow: row,
                        rect: (dx0 - sx0, dy0 - sy0, dx1 - sx0, dy1 - sy0), tint: tint, alpha: alpha)
            var rect = SDL_Rect(x: Int32(dx0), y: Int32(dy0), w: Int32(dx1 - dx0), h: Int32(dy1 - dy0))
            let start = base + (dy0 - sy0) * sw + (dx0 - sx0)
            SDL_UpdateTexture(texture, &rect, start, Int32(sw * 4))
        }
        return ShapeFill(color: SDL_Color(r: 255, g: 255, b: 255, a: 255), texture: texture,
                         textureWidth: textureSize.w, textureHeight: textureSize.h,
                         textureIsOpaque: true, screenSpace: true)
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
    /// with the original pixels at `alpha`; the output is opaque. Two channels per multiply.
    private static func finish(_ p: UnsafeMutablePointer<UInt32>, width: Int, original: UnsafeMutablePointer<UInt32>,
                               originalRow: Int, rect: (Int, Int, Int, Int), tint: Color, alpha: Double) {
        let ta = UInt32((min(max(tint.alpha, 0), 1) * 256).rounded())
        let k = UInt32((min(max(alpha, 0), 1) * 256).rounded())
        guard ta > 0 || k < 256 else { return }
        let tintRB = (UInt32(TextCache.byte(tint.red)) << 16 | UInt32(TextCache.byte(tint.blue))) * ta
        let tintG = UInt32(TextCache.byte(tint.green)) * ta
        let ti = 256 - ta, ki = 256 - k
        for y in rect.1..<rect.3 {
            let line = p + y * width, base = original + y * originalRow
            for x in rect.0..<rect.2 {
                let c = line[x]
                var rb = ((c & 0x00FF_00FF) * ti + tintRB) >> 8 & 0x00FF_00FF
                var g = (((c >> 8) & 0xFF) * ti + tintG) >> 8 & 0xFF
                if k < 256 {
                    let o = base[x]
                    rb = (rb * k + (o & 0x00FF_00FF) * ki) >> 8 & 0x00FF_00FF
                    g = (g * k + ((o >> 8) & 0xFF) * ki) >> 8 & 0xFF
                }
                line[x] = 0xFF00_0000 | rb | g << 8
            }
        }
    }
}
