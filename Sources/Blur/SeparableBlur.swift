/// The Gaussian at a reduced level: a vertical then a horizontal pass of a symmetric kernel,
/// indices clamped into the padded grid (exact, because the margin is the edge extension).
enum SeparableBlur {
    /// Blurs `source` into `destination` (same size, distinct memory).
    /// `rowScratch` needs room for `source.paddedWidth + 2 * kernel.radius` pixels.
    static func apply(
        _ kernel: GaussianKernel, source: PaddedImage, destination: PaddedImage,
        rowScratch: UnsafeMutablePointer<Pixel>
    ) {
        kernel.weights.withUnsafeBufferPointer { w in
            vertical(w, source: source, destination: destination)
            for y in 0..<destination.paddedHeight {
                horizontal(w, row: destination.row(y), count: destination.paddedWidth, scratch: rowScratch)
            }
        }
    }

    /// Row-at-a-time vertical pass: each step streams whole contiguous rows.
    static func vertical(_ w: UnsafeBufferPointer<Float>, source: PaddedImage, destination: PaddedImage) {
        let width = source.paddedWidth
        let radius = w.count - 1
        for y in 0..<source.paddedHeight {
            let out = destination.row(y), centre = source.row(y)
            let w0 = w[0]
            for x in 0..<width { out[x] = centre[x] * w0 }
            if radius == 0 { continue }
            for i in 1...radius {
                let up = source.clampedRow(y - i), down = source.clampedRow(y + i)
                let wi = w[i]
                for x in 0..<width { out[x] += (up[x] + down[x]) * wi }
            }
        }
    }

    /// In-place horizontal pass over one row of `count` pixels, through a clamped copy.
    static func horizontal(
        _ w: UnsafeBufferPointer<Float>, row: UnsafeMutablePointer<Pixel>, count: Int,
        scratch: UnsafeMutablePointer<Pixel>
    ) {
        let radius = w.count - 1
        if radius == 0 { return }
        let first = row[0], last = row[count - 1]
        for i in 0..<radius {
            scratch[i] = first
            scratch[radius + count + i] = last
        }
        (scratch + radius).update(from: row, count: count)
        let centre = scratch + radius
        let w0 = w[0]
        for x in 0..<count {
            var acc = centre[x] * w0
            for i in 1...radius { acc += (centre[x - i] + centre[x + i]) * w[i] }
            row[x] = acc
        }
    }
}
