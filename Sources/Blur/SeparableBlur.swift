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
