extension PixelBlend {
    /// `line[i] = blend(source[i], alpha: a, over: line[i])` for `count` pixels, four a step: a
    /// picture fading in or out (the mini player's artwork at 2× blended a pixel at a time).
    ///
    /// Four pixels as eight 16-bit words, as `FillLanes` does: low bytes blue and red, high bytes
    /// green and alpha. `s·aw + d·(256 − aw)` is at most 255 · 256, and the alpha rule's
    /// `da·(255 − a) + 127` at most 65 152, whose division by 255 is exactly
    /// `(t + 1 + t >> 8) >> 8` up to there: the bytes equal `blend(_:alpha:over:)`'s.
    @inline(__always)
    static func blendRow(_ source: UnsafePointer<UInt32>, alpha a: UInt32, over line: UnsafeMutablePointer<UInt32>,
                         count: Int) {
        typealias Words = SIMD8<UInt16>
        let aw = a + (a >> 7)
        let sw = Words(repeating: UInt16(aw)), dw = Words(repeating: UInt16(256 - aw))
        let keep = Words(repeating: UInt16(255 - a)), a0 = Words(repeating: UInt16(a))
        let lowByte = Words(repeating: 0x00FF), half = Words(repeating: 127), one = Words(repeating: 1)
        let alphaLanes = Words(0, 0xFFFF, 0, 0xFFFF, 0, 0xFFFF, 0, 0xFFFF), greenLanes = ~alphaLanes
        let src = UnsafeRawPointer(source), dst = UnsafeMutableRawPointer(line)
        var x = 0
        while x + 4 <= count {
            let s = src.loadUnaligned(fromByteOffset: 4 * x, as: Words.self)
            let d = dst.loadUnaligned(fromByteOffset: 4 * x, as: Words.self)
            let low = ((s & lowByte) &* sw &+ (d & lowByte) &* dw) &>> 8
            let sHigh = s &>> 8, dHigh = d &>> 8
            let green = (sHigh &* sw &+ dHigh &* dw) &>> 8
            let t = dHigh &* keep &+ half
            let alpha = a0 &+ ((t &+ one &+ (t &>> 8)) &>> 8)
            let out = low | ((green & greenLanes) | (alpha & alphaLanes)) &<< 8
            dst.storeBytes(of: out, toByteOffset: 4 * x, as: Words.self)
            x += 4
        }
        while x < count {
            line[x] = blend(source[x], alpha: a, over: line[x])
            x += 1
        }
    }
}
