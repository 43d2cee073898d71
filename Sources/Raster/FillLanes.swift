/// `PixelBlend.fill`'s blend of one colour over a row, four pixels a step: a full-window
/// translucent view (a dimming layer) at twice the pixels per point was a large part of a frame
/// a pixel at a time.
///
/// Four pixels as eight 16-bit words: each word's low byte is blue or red, its high byte green
/// or alpha, so masking and shifting give every channel a 16-bit lane without a widening
/// conversion. A channel times the inverse weight plus the colour's premultiplied channel is at
/// most 255 · 256 = 65 280, and the alpha rule's `da · (255 − a) + 127` at most 65 152, whose
/// division by 255 is exactly `(x + 1 + x >> 8) >> 8` up to there: the bytes equal
/// `pixel(_:)`'s, which does the rest of a row.
struct FillLanes {
    typealias Words = SIMD8<UInt16>
    let inv: UInt32, sr: UInt32, sg: UInt32, sb: UInt32, dstAlpha: UInt32
    private let invWords: Words, addLow: Words, addHigh: Words, keepAlpha: Words, alphaLanes: Words, greenLanes: Words

    /// `inv` = 256 − the colour's weight (0…256); `sr`, `sg`, `sb` its channels times the weight;
    /// `dstAlpha` the colour's alpha (0…255).
    init(inv: UInt32, sr: UInt32, sg: UInt32, sb: UInt32, dstAlpha: UInt32) {
        self.inv = inv; self.sr = sr; self.sg = sg; self.sb = sb; self.dstAlpha = dstAlpha
        invWords = Words(repeating: UInt16(inv))
        // Memory order of an ARGB8888 pixel: B, G, R, A; low bytes B, R, high bytes G, A.
        let b = UInt16(sb), g = UInt16(sg), r = UInt16(sr)
        addLow = Words(b, r, b, r, b, r, b, r)
        addHigh = Words(g, 0, g, 0, g, 0, g, 0)
        keepAlpha = Words(repeating: UInt16(255 - dstAlpha))
        alphaLanes = Words(0, 0xFFFF, 0, 0xFFFF, 0, 0xFFFF, 0, 0xFFFF)
        greenLanes = ~alphaLanes
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
        let a0 = Words(repeating: UInt16(dstAlpha)), half = Words(repeating: 127), one = Words(repeating: 1)
        let lowByte = Words(repeating: 0x00FF)
        var x = 0
        while x + 4 <= count {
            let d = raw.loadUnaligned(fromByteOffset: 4 * x, as: Words.self)
            let low = ((d & lowByte) &* invWords &+ addLow) &>> 8
            let high = d &>> 8
            let green = (high &* invWords &+ addHigh) &>> 8
            let t = high &* keepAlpha &+ half
            let alpha = a0 &+ ((t &+ one &+ (t &>> 8)) &>> 8)
            let out = low | ((green & greenLanes) | (alpha & alphaLanes)) &<< 8
            raw.storeBytes(of: out, toByteOffset: 4 * x, as: Words.self)
            x += 4
        }
        while x < count {
            line[x] = pixel(line[x])
            x += 1
        }
    }
}
