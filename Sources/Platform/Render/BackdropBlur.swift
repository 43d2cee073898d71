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

    /// Forgets the texture (its renderer is gone).
    func reset() {
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
        textureSize = (0, 0)
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
        let src = canvas.pixels, row = canvas.pixelsPerRow
        scratch.withUnsafeMutableBufferPointer { buf in
            guard let base = buf.baseAddress else { return }
            let from = UnsafeRawPointer(src + sy0 * row + sx0).assumingMemoryBound(to: UInt8.self)
            let to = UnsafeMutableRawPointer(base).assumingMemoryBound(to: UInt8.self)
            engine.blur(from: from, sourceRowStride: row, to: to, destinationRowStride: sw,
                        width: sw, height: sh, sigma: sigmaPixels)
            Self.tint(base, width: sw, height: sh, rect: (dx0 - sx0, dy0 - sy0, dx1 - sx0, dy1 - sy0), tint: tint)
            if alpha < 1 {
                // Cross-fade with the unblurred backdrop here, so the texture stays opaque and
                // SDL copies it without its slow alpha-modulated path.
                Self.fade(base, width: sw, over: src + sy0 * row + sx0, rowLength: row,
                          rect: (dx0 - sx0, dy0 - sy0, dx1 - sx0, dy1 - sy0), alpha: alpha)
            }
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

    /// Mixes the blurred pixels with the original ones (`original`, same origin) at `alpha`.
    private static func fade(_ p: UnsafeMutablePointer<UInt32>, width: Int, over original: UnsafeMutablePointer<UInt32>,
                             rowLength: Int, rect: (Int, Int, Int, Int), alpha: Double) {
        let k = UInt32((min(max(alpha, 0), 1) * 256).rounded()), inv = 256 - k
        for y in rect.1..<rect.3 {
            let line = p + y * width, base = original + y * rowLength
            for x in rect.0..<rect.2 {
                let c = line[x], o = base[x]
                let r = (((c >> 16) & 0xFF) * k + ((o >> 16) & 0xFF) * inv) >> 8
                let g = (((c >> 8) & 0xFF) * k + ((o >> 8) & 0xFF) * inv) >> 8
                let b = ((c & 0xFF) * k + (o & 0xFF) * inv) >> 8
                line[x] = 0xFF00_0000 | r << 16 | g << 8 | b
            }
        }
    }

    /// Mixes `tint` over the blurred pixels in `rect` (x0, y0, x1, y1), keeping them opaque.
    private static func tint(_ p: UnsafeMutablePointer<UInt32>, width: Int, height: Int,
                             rect: (Int, Int, Int, Int), tint: Color) {
        let ta = min(max(tint.alpha, 0), 1)
        guard ta > 0 else { return }
        let k = UInt32((ta * 256).rounded()), inv = 256 - k
        let tr = UInt32(TextCache.byte(tint.red)) * k, tg = UInt32(TextCache.byte(tint.green)) * k
        let tb = UInt32(TextCache.byte(tint.blue)) * k
        for y in rect.1..<rect.3 {
            let line = p + y * width
            for x in rect.0..<rect.2 {
                let c = line[x]
                let r = (((c >> 16) & 0xFF) * inv + tr) >> 8
                let g = (((c >> 8) & 0xFF) * inv + tg) >> 8
                let b = ((c & 0xFF) * inv + tb) >> 8
                line[x] = 0xFF00_0000 | r << 16 | g << 8 | b
            }
        }
    }
}
