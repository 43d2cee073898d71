/// `PixelBlend.fill`'s blend of one colour over a row, four pixels a step: a full-window
/// translucent view (a dimming layer) at twice the pixels per point was a large part of a frame
/// a pixel at a time.
///
/// Each channel gets a 16-bit lane. A channel times the inverse weight plus the colour's
/// premultiplied channel is at most 255 · 256 = 65 280, and the alpha rule's
/// `da · (255 − a) + 127` at most 65 152, whose division by 255 is exactly
/// `(x + 1 + x >> 8) >> 8` up to there: the bytes equal `pixel(_:)`'s, which does the rest of a
/// row.
struct FillLanes {
    typealias Lanes = SIMD16<UInt16>
    let inv: UInt32, sr: UInt32, sg: UInt32, sb: UInt32, dstAlpha: UInt32
    private let invLanes: Lanes, add: Lanes, keepAlpha: Lanes, alphaMask: Lanes, colourMask: Lanes

    /// `inv` = 256 − the colour's weight (0…256); `sr`, `sg`, `sb` its channels times the weight;
    /// `dstAlpha` the colour's alpha (0…255).
    init(inv: UInt32, sr: UInt32, sg: UInt32, sb: UInt32, dstAlpha: UInt32) {
        self.inv = inv; self.sr = sr; self.sg = sg; self.sb = sb; self.dstAlpha = dstAlpha
        invLanes = Lanes(repeating: UInt16(inv))
        // Memory order of an ARGB8888 pixel: B, G, R, A.
        let b = UInt16(sb), g = UInt16(sg), r = UInt16(sr)
        add = Lanes(b, g, r, 0, b, g, r, 0, b, g, r, 0, b, g, r, 0)
        keepAlpha = Lanes(repeating: UInt16(255 - dstAlpha))
        alphaMask = Lanes(0, 0, 0, 0xFFFF, 0, 0, 0, 0xFFFF, 0, 0, 0, 0xFFFF, 0, 0, 0, 0xFFFF)
        colourMask = ~alphaMask
    }

    /// One pixel, the reference rule.
    @inline(__always)
    func pixel(_ d: UInt32) -> UInt32 {
        let r = (((d >> 16) & 0xFF) * inv + sr) >> 8
        let g = (((d >> 8) & 0xFF) * inv + sg) >> 8
        let b = ((d & 0xFF) * inv + sb) >> 8
        let da = d >> 24
        let outA = dstAlpha + ((da * (255 - dstAlpha)) + 127) / 255
        return outA << 24 | r << 16 | g << 8 | b
    }

    /// Blends the colour over `count` pixels from `line`.
    @inline(__always)
    func blend(_ line: UnsafeMutablePointer<UInt32>, count: Int) {
        let raw = UnsafeMutableRawPointer(line)
        let a0 = Lanes(repeating: UInt16(dstAlpha)), half = Lanes(repeating: 127), one = Lanes(repeating: 1)
        var x = 0
        while x + 4 <= count {
            let d = Lanes(truncatingIfNeeded: raw.loadUnaligned(fromByteOffset: 4 * x, as: SIMD16<UInt8>.self))
            let colour = (d &* invLanes &+ add) &>> 8
            let t = d &* keepAlpha &+ half
            let alpha = a0 &+ ((t &+ one &+ (t &>> 8)) &>> 8)
            let out = (colour & colourMask) | (alpha & alphaMask)
            raw.storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: out), toByteOffset: 4 * x, as: SIMD16<UInt8>.self)
            x += 4
        }
        while x < count {
            line[x] = pixel(line[x])
            x += 1
        }
    }
}
