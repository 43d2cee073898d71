import CPixelKernels

/// `PixelBlend.fill`'s blend of one colour over a row, eight pixels a step: a full-window
/// translucent view (a dimming layer) at twice the pixels per point was a large part of a frame
/// a pixel at a time.
///
/// Four pixels as eight 16-bit words: each word's low byte is blue or red, its high byte green
/// or alpha, so masking and shifting give every channel a 16-bit lane without a widening
/// conversion. Green and alpha share one multiply and add (their lanes hold different factors
/// and addends). A channel times the inverse weight plus the colour's premultiplied channel is
/// at most 255 · 256 = 65 280; the alpha rule's `(x + 127) / 255`, x = da · (255 − a) ≤ 65 025,
/// is x / 255 rounded (x + 127.5 is never a multiple of 255), which with t = x + 128 is
/// exactly `(t + t >> 8) >> 8` (checked for every da and a): the bytes equal `pixel(_:)`'s,
/// which does the rest of a row.
struct FillLanes {
    typealias Words = SIMD8<UInt16>
    let inv: UInt32, sr: UInt32, sg: UInt32, sb: UInt32, dstAlpha: UInt32
    private let invWords: Words, addLow: Words, mulHigh: Words, addHigh: Words, alphaLanes: Words
    private let baseAlpha: Words

    /// `inv` = 256 − the colour's weight (0…256); `sr`, `sg`, `sb` its channels times the weight;
    /// `dstAlpha` the colour's alpha (0…255).
    init(inv: UInt32, sr: UInt32, sg: UInt32, sb: UInt32, dstAlpha: UInt32) {
        self.inv = inv; self.sr = sr; self.sg = sg; self.sb = sb; self.dstAlpha = dstAlpha
        invWords = Words(repeating: UInt16(inv))
        // Memory order of an ARGB8888 pixel: B, G, R, A; low bytes B, R, high bytes G, A.
        let b = UInt16(sb), g = UInt16(sg), r = UInt16(sr), keep = UInt16(255 - dstAlpha), i = UInt16(inv)
        addLow = Words(b, r, b, r, b, r, b, r)
        mulHigh = Words(i, keep, i, keep, i, keep, i, keep)
        addHigh = Words(g, 128, g, 128, g, 128, g, 128)
        alphaLanes = Words(0, 0xFFFF, 0, 0xFFFF, 0, 0xFFFF, 0, 0xFFFF)
        baseAlpha = Words(repeating: UInt16(dstAlpha)) & alphaLanes
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
        blend(UnsafePointer(line), into: line, count: count)
    }

    /// Blends the colour over `count` pixels of `source`, written to `line` (which may be
    /// `source`: each pixel is read before it is written): a picture row and a translucent
    /// fill over it in one pass, the bytes of copying the row and then blending it. `avx2`: run
    /// `raster_fill_lanes_avx2` instead (the same bytes).
    @inline(__always)
    func blend(_ source: UnsafePointer<UInt32>, into line: UnsafeMutablePointer<UInt32>, count: Int,
               avx2: Bool = RasterKernels.avx2) {
        if avx2 {
            raster_fill_lanes_avx2(source, line, count, inv, sr, sg, sb, dstAlpha)
            return
        }
        let from = UnsafeRawPointer(source), raw = UnsafeMutableRawPointer(line)
        let lowByte = Words(repeating: 0x00FF)
        // Green lanes: (g·inv + sg) >> 8; alpha lanes: a + (t + t >> 8) >> 8, t = da·keep + 128.
        @inline(__always) func four(_ d: Words) -> Words {
            let low = ((d & lowByte) &* invWords &+ addLow) &>> 8
            let t = (d &>> 8) &* mulHigh &+ addHigh
            let high = ((t &+ ((t &>> 8) & alphaLanes)) &>> 8) &+ baseAlpha
            return low | high &<< 8
        }
        var x = 0
        while x &+ 8 <= count {
            let d0 = from.loadUnaligned(fromByteOffset: x &* 4, as: Words.self)
            let d1 = from.loadUnaligned(fromByteOffset: x &* 4 &+ 16, as: Words.self)
            raw.storeBytes(of: four(d0), toByteOffset: x &* 4, as: Words.self)
            raw.storeBytes(of: four(d1), toByteOffset: x &* 4 &+ 16, as: Words.self)
            x &+= 8
        }
        if x &+ 4 <= count {
            raw.storeBytes(of: four(from.loadUnaligned(fromByteOffset: x &* 4, as: Words.self)), toByteOffset: x &* 4, as: Words.self)
            x &+= 4
        }
        while x < count {
            line[x] = pixel(source[x])
            x &+= 1
        }
    }
}
