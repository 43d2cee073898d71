/// Box downsampling into pyramid levels (each output pixel is the mean of a block).
///
/// Blocks are aligned to the top-left corner; a partial block at the right or bottom edge reads
/// clamped pixels, which is exactly what the clamped-edge extension of the image contains.
enum Downsample {
    /// Reduces 8-bit RGBA `source` by `factor` (2 or 4) into `destination`, margins included.
    /// `rowSum` needs room for `width` pixels.
    static func fromBytes(
        _ source: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, factor: Int,
        into destination: PaddedImage, rowSum: UnsafeMutablePointer<Pixel>
    ) {
        let scale = 1 / Float(factor * factor)
        let lastRow = height - 1, lastColumn = width - 1
        // Interior output columns whose whole block lies inside the image.
        let fullBlocks = width / factor
        for y in 0..<destination.paddedHeight {
            let firstRow = (y - 1) * factor
            let r0 = source + Swift.min(Swift.max(firstRow, 0), lastRow) * stride * 4
            for x in 0..<width { rowSum[x] = loadPixel(r0 + 4 * x) }
            for j in 1..<factor {
                let r = source + Swift.min(Swift.max(firstRow + j, 0), lastRow) * stride * 4
                for x in 0..<width { rowSum[x] += loadPixel(r + 4 * x) }
            }
            let out = destination.row(y)
            if factor == 2 {
                for x in 0..<fullBlocks {
                    out[x + 1] = (rowSum[2 * x] + rowSum[2 * x + 1]) * scale
                }
            } else {
                for x in 0..<fullBlocks {
                    let s = rowSum + factor * x
                    out[x + 1] = ((s[0] + s[1]) + (s[2] + s[3])) * scale
                }
            }
            // Margins and the partial block: clamp every column index.
            for x in 0..<destination.paddedWidth where x == 0 || x > fullBlocks {
                var sum = Pixel.zero
                for j in 0..<factor {
                    sum += rowSum[Swift.min(Swift.max((x - 1) * factor + j, 0), lastColumn)]
                }
                out[x] = sum * scale
            }
        }
    }

    /// Halves a pyramid level into the next one, margins included.
    /// `rowSum` needs room for `source.paddedWidth` pixels.
    static func halve(_ source: PaddedImage, into destination: PaddedImage, rowSum: UnsafeMutablePointer<Pixel>) {
        let sourceWidth = source.paddedWidth, lastColumn = sourceWidth - 1
        for y in 0..<destination.paddedHeight {
            // Padded row y of the destination covers padded rows 2y−1 and 2y of the source.
            let a = source.clampedRow(2 * y - 1), b = source.clampedRow(2 * y)
            for x in 0..<sourceWidth { rowSum[x] = a[x] + b[x] }
            let out = destination.row(y)
            out[0] = rowSum[0] * 0.5
            for x in 1...destination.width {
                out[x] = (rowSum[2 * x - 1] + rowSum[2 * x]) * 0.25
            }
            let right = destination.width + 1
            out[right] = (rowSum[Swift.min(2 * right - 1, lastColumn)] + rowSum[Swift.min(2 * right, lastColumn)]) * 0.25
        }
    }

    @inline(__always)
    static func loadPixel(_ p: UnsafePointer<UInt8>) -> Pixel {
        Pixel(UnsafeRawPointer(p).loadUnaligned(as: SIMD4<UInt8>.self))
    }
}
