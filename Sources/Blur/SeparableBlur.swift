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
        for y in 0..<source.paddedHeight {
            SymmetricFilter.vertical(w, count: source.paddedWidth, into: destination.row(y)) {
                UnsafePointer(source.clampedRow(y + $0))
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
        SymmetricFilter.horizontal(w, centre: scratch + radius, count: count, into: row)
    }
}
