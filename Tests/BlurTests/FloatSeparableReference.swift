@testable import Blur

// The float Gaussian the reduced levels ran before `FixedSeparableBlur`, kept as the reference
// its fixed-point replacement is measured against.

/// The Gaussian at a reduced level: a vertical then a horizontal pass of a symmetric kernel,
/// indices clamped into the padded grid (exact, because the margin is the edge extension).
enum SeparableBlur {
    /// Blurs `source` into padded rows `rows` of `destination` (same size, distinct memory).
    /// `rowScratch` needs room for `source.paddedWidth + 2 * kernel.radius` pixels.
    ///
    /// Both passes run row by row: the vertical result for a row lands in the (cache-resident)
    /// scratch row, and only the finished row is written out, so the level is written once.
    static func apply(
        _ kernel: GaussianKernel, source: PaddedImage, destination: PaddedImage, rows: Range<Int>,
        rowScratch: UnsafeMutablePointer<Pixel>
    ) {
        let count = source.paddedWidth
        kernel.weights.withUnsafeBufferPointer { w in
            let radius = w.count - 1
            let centre = rowScratch + radius
            for y in rows {
                SymmetricFilter.vertical(w, count: count, into: centre) {
                    UnsafePointer(source.clampedRow(y + $0))
                }
                let first = centre[0], last = centre[count - 1]
                for i in 0..<radius {
                    rowScratch[i] = first
                    centre[count + i] = last
                }
                SymmetricFilter.horizontal(w, centre: centre, count: count, into: destination.row(y))
            }
        }
    }
}

/// The inner loops of every Gaussian pass: a symmetric kernel applied along a row or across rows.
///
/// A block of pixels is the outer loop and taps the inner one, so partial sums stay in
/// registers; the tap rows are looked up once per call.
enum SymmetricFilter {
    /// `out[x] = w₀·c[x] + Σᵢ wᵢ·(c[x−i] + c[x+i])` for x in 0..<count; `centre` must be
    /// readable `radius` pixels before and after the row.
    @inline(__always)
    static func horizontal(
        _ w: UnsafeBufferPointer<Float>, centre c: UnsafePointer<Pixel>, count: Int,
        into out: UnsafeMutablePointer<Pixel>
    ) {
        vertical(w, count: count, into: out) { c + $0 }
    }

    /// `out[x] = w₀·row(0)[x] + Σᵢ wᵢ·(row(−i)[x] + row(i)[x])` for x in 0..<count.
    ///
    /// Four pixels at a time run through every tap with their sums in registers, which saves
    /// reloading and storing the sums once per tap.
    @inline(__always)
    static func vertical(
        _ w: UnsafeBufferPointer<Float>, count: Int, into out: UnsafeMutablePointer<Pixel>,
        row: (Int) -> UnsafePointer<Pixel>
    ) {
        let radius = w.count - 1
        withUnsafeTemporaryAllocation(of: UnsafePointer<Pixel>.self, capacity: 2 * radius + 1) { buffer in
            guard let first = buffer.baseAddress else { return }
            for i in -radius...radius { buffer[radius + i] = row(i) }
            let taps = UnsafePointer(first) + radius
            let c = taps[0]
            let w0 = Pixel(repeating: w[0])
            var x = 0
            while x + 4 <= count {
                var s0 = c[x] * w0, s1 = c[x + 1] * w0, s2 = c[x + 2] * w0, s3 = c[x + 3] * w0
                var i = 1
                while i <= radius {
                    let a = taps[-i] + x, b = taps[i] + x
                    let wi = Pixel(repeating: w[i])
                    s0 += (a[0] + b[0]) * wi
                    s1 += (a[1] + b[1]) * wi
                    s2 += (a[2] + b[2]) * wi
                    s3 += (a[3] + b[3]) * wi
                    i += 1
                }
                out[x] = s0
                out[x + 1] = s1
                out[x + 2] = s2
                out[x + 3] = s3
                x += 4
            }
            while x < count {
                var s = c[x] * w0
                var i = 1
                while i <= radius {
                    s += (taps[-i][x] + taps[i][x]) * Pixel(repeating: w[i])
                    i += 1
                }
                out[x] = s
                x += 1
            }
        }
    }
}
