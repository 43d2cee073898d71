/// The Gaussian at full resolution, for σ too small for any downsampling to stay accurate.
///
/// Rows stream through a ring of horizontally blurred rows, so a row of the destination is
/// written only after every source row it depends on has been read: blurring in place is safe.
enum FullResolutionBlur {
    struct Scratch {
        /// `(2·radius + 1) · width` pixels.
        var ring: UnsafeMutablePointer<Pixel>
        /// `width + 2·radius` pixels.
        var padded: UnsafeMutablePointer<Pixel>
        /// `width` pixels each.
        var output: UnsafeMutablePointer<Pixel>
        var coarseRow: UnsafeMutablePointer<Pixel>
        /// `coarse.paddedWidth` pixels.
        var coarseScratch: UnsafeMutablePointer<Pixel>
    }

    /// Blurs 8-bit RGBA rows with `kernel`; when `coarse` is given (level 1 of the pyramid,
    /// already blurred) its 2× upsample is cross-faded in with weight `t`.
    static func apply(
        _ kernel: GaussianKernel,
        source: UnsafePointer<UInt8>, sourceStride: Int,
        destination: UnsafeMutablePointer<UInt8>, destinationStride: Int,
        width: Int, height: Int,
        coarse: PaddedImage?, weight t: Float, scratch: Scratch
    ) {
        let radius = kernel.radius
        let slots = 2 * radius + 1
        kernel.weights.withUnsafeBufferPointer { w in
            var nextSourceRow = 0
            for y in 0..<height {
                // Bring in every source row that output row y needs.
                while nextSourceRow < height && nextSourceRow <= y + radius {
                    let slot = scratch.ring + (nextSourceRow % slots) * width
                    horizontal(w, source: source + nextSourceRow * sourceStride * 4, width: width, padded: scratch.padded, into: slot)
                    nextSourceRow += 1
                }
                let out = scratch.output
                SymmetricFilter.vertical(w, count: width, into: out) {
                    UnsafePointer(scratch.ring + (Swift.min(Swift.max(y + $0, 0), height - 1) % slots) * width)
                }
                let target = destination + y * destinationStride * 4
                if let coarse {
                    Upsample.row(coarse, factor: 2, y: y, width: width, into: scratch.coarseRow, scratch: scratch.coarseScratch)
                    Upsample.store(out, count: width, to: target, mixing: scratch.coarseRow, weight: t)
                } else {
                    Upsample.store(out, count: width, to: target)
                }
            }
        }
    }

    /// One source row, widened to floats with clamped ends, convolved into `row`.
    @inline(__always)
    static func horizontal(
        _ w: UnsafeBufferPointer<Float>, source: UnsafePointer<UInt8>, width: Int,
        padded: UnsafeMutablePointer<Pixel>, into row: UnsafeMutablePointer<Pixel>
    ) {
        let radius = w.count - 1
        let centre = padded + radius
        for x in 0..<width { centre[x] = Downsample.loadPixel(source + 4 * x) }
        let first = centre[0], last = centre[width - 1]
        for i in 0..<radius {
            padded[i] = first
            centre[width + i] = last
        }
        SymmetricFilter.horizontal(w, centre: centre, count: width, into: row)
    }
}
