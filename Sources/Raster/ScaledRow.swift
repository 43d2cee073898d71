extension PixelBlend {
    /// One row of an opaque scaled copy: pixel `x` is texels `left[x]` and `right[x]` of
    /// `mixed` (a source row already blended vertically) mixed `weights[x]`/256 of the way,
    /// made opaque. The same bytes as `lerp` a pixel at a time, several times faster: at twice
    /// the pixels per point every picture is scaled, and this loop was most of a frame.
    ///
    /// Four pixels a step as eight 16-bit words: each word's low byte is blue or red, its high
    /// byte green or alpha, so masking and shifting give every channel a 16-bit lane without a
    /// widening conversion. A channel (≤ 255) times a weight and the other channel times the
    /// rest (the two weights sum to 256) is at most 65 280, so the lanes never carry and the
    /// result is `lerp`'s exactly. `weights2` holds each column's weight twice (one per word of
    /// its pixel), so four columns load as one vector.
    ///
    /// Over `pairs` (see `pairRun`) the columns repeat every two, one texel on, as a 2×
    /// enlargement's do: there four pixels need only four neighbouring texels, one load and two
    /// shuffles instead of eight scattered loads. `last` is the last index of `mixed` that may
    /// be read.
    @inline(__always)
    static func opaqueScaledRow(_ mixed: UnsafePointer<UInt32>, left: UnsafePointer<Int32>, right: UnsafePointer<Int32>,
                                weights: UnsafePointer<UInt32>, weights2: UnsafePointer<SIMD2<UInt16>>, count: Int,
                                pairs: Range<Int> = 0..<0, last: Int = Int.min,
                                into line: UnsafeMutablePointer<UInt32>) {
        let out = UnsafeMutableRawPointer(line), w4 = UnsafeRawPointer(weights2)
        @inline(__always) func gathered(_ x0: Int, _ x1: Int) -> Int {
            var x = x0
            while x + 4 <= x1 {
                let a = SIMD4<UInt32>(mixed[Int(left[x])], mixed[Int(left[x + 1])], mixed[Int(left[x + 2])], mixed[Int(left[x + 3])])
                let b = SIMD4<UInt32>(mixed[Int(right[x])], mixed[Int(right[x + 1])], mixed[Int(right[x + 2])], mixed[Int(right[x + 3])])
                out.storeBytes(of: mix4(a, b, w4.loadUnaligned(fromByteOffset: 4 * x, as: SIMD8<UInt16>.self)),
                               toByteOffset: 4 * x, as: SIMD4<UInt32>.self)
                x += 4
            }
            while x < x1 {
                line[x] = lerp(mixed[Int(left[x])], mixed[Int(right[x])], weights[x]) | 0xFF00_0000
                x += 1
            }
            return x
        }
        let start = min(max(pairs.lowerBound, 0), count), end = min(max(pairs.upperBound, start), count)
        guard end - start >= 4 else {
            _ = gathered(0, count)
            return
        }
        var x = gathered(0, start)
        // Columns x, x+1, x+2, x+3 read texels l, l+d, l+1, l+1+d and one to the right of each.
        let step = left[x + 1] - left[x]
        let w = w4.loadUnaligned(fromByteOffset: 4 * x, as: SIMD8<UInt16>.self)
        let source = UnsafeRawPointer(mixed)
        while x + 4 <= end {
            let l = Int(left[x])
            guard l + 3 <= last else { break }
            let v = source.loadUnaligned(fromByteOffset: 4 * l, as: SIMD4<UInt32>.self)
            let a = step == 1 ? SIMD4(v[0], v[1], v[1], v[2]) : SIMD4(v[0], v[0], v[1], v[1])
            let b = step == 1 ? SIMD4(v[1], v[2], v[2], v[3]) : SIMD4(v[1], v[1], v[2], v[2])
            out.storeBytes(of: mix4(a, b, w), toByteOffset: 4 * x, as: SIMD4<UInt32>.self)
            x += 4
        }
        _ = gathered(x, count)
    }

    /// Four `lerp`s at once, made opaque: `w` holds each pixel's weight in its two words.
    @inline(__always)
    private static func mix4(_ a: SIMD4<UInt32>, _ b: SIMD4<UInt32>, _ w: SIMD8<UInt16>) -> SIMD4<UInt32> {
        typealias Words = SIMD8<UInt16>
        let a16 = unsafeBitCast(a, to: Words.self), b16 = unsafeBitCast(b, to: Words.self)
        let lowByte = Words(repeating: 0x00FF), iw = Words(repeating: 256) &- w
        let low = ((a16 & lowByte) &* iw &+ (b16 & lowByte) &* w) &>> 8
        let high = ((a16 &>> 8) &* iw &+ (b16 &>> 8) &* w) & Words(repeating: 0xFF00)
        return unsafeBitCast(low | high, to: SIMD4<UInt32>.self) | SIMD4(repeating: 0xFF00_0000)
    }

    /// The columns of a scaled copy's table that repeat every two, one texel on: each reads
    /// its left texel and the next, the column two on reads one texel further with the same
    /// weight, and the second column reads the first's texel or the next. A 2× enlargement's
    /// table is that way except where its edges clamp. Empty when under eight columns are.
    static func pairRun(left: UnsafePointer<Int32>, right: UnsafePointer<Int32>, weights: UnsafePointer<UInt32>,
                        count: Int) -> Range<Int> {
        var c0 = 0
        while c0 < count && right[c0] != left[c0] &+ 1 { c0 += 1 }
        var c1 = c0
        while c1 < count && right[c1] == left[c1] &+ 1
                && (c1 < c0 + 2 || (left[c1] == left[c1 - 2] &+ 1 && weights[c1] == weights[c1 - 2])) {
            c1 += 1
        }
        guard c1 - c0 >= 8 else { return 0..<0 }
        let step = left[c0 + 1] &- left[c0]
        return step == 0 || step == 1 ? c0..<c1 : 0..<0
    }
}
