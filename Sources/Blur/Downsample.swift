/// Box downsampling into pyramid levels (each output pixel is the mean of a block).
///
/// Blocks are aligned to the top-left corner; a partial block at the right or bottom edge reads
/// clamped pixels, which is exactly what the clamped-edge extension of the image contains.
enum Downsample {
    /// Reduces 8-bit RGBA `source` by `factor` (2 or 4) into `destination`, margins included.
    ///
    /// Whole blocks are summed as 16-bit integers, eight channels per vector (at most
    /// 16 × 255 per sum); only the block sums become floats.
    static func fromBytes(
        _ source: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, factor: Int,
        into destination: PaddedImage
    ) {
        let scale = 1 / Float(factor * factor)
        let fullBlocks = width / factor
        let rowBytes = stride * 4
        for y in 0..<destination.paddedHeight {
            let firstRow = (y - 1) * factor
            @inline(__always) func rowPointer(_ j: Int) -> UnsafeRawPointer {
                UnsafeRawPointer(source + Swift.min(Swift.max(firstRow + j, 0), height - 1) * rowBytes)
            }
            let out = destination.row(y)
            if factor == 4 {
                let r0 = rowPointer(0), r1 = rowPointer(1), r2 = rowPointer(2), r3 = rowPointer(3)
                for x in 0..<fullBlocks {
                    let offset = 16 * x
                    let (e0, o0) = split(r0, offset), (e1, o1) = split(r1, offset)
                    let (e2, o2) = split(r2, offset), (e3, o3) = split(r3, offset)
                    let even = (e0 &+ e1) &+ (e2 &+ e3), odd = (o0 &+ o1) &+ (o2 &+ o3)
                    out[x + 1] = pixel(even: pairSum(even.lowHalf &+ even.highHalf), odd: pairSum(odd.lowHalf &+ odd.highHalf)) * scale
                }
            } else {
                let r0 = rowPointer(0), r1 = rowPointer(1)
                var x = 0
                while x + 1 < fullBlocks {
                    let offset = 16 * (x / 2)
                    let (e0, o0) = split(r0, offset), (e1, o1) = split(r1, offset)
                    let even = e0 &+ e1, odd = o0 &+ o1
                    out[x + 1] = pixel(even: pairSum(even.lowHalf), odd: pairSum(odd.lowHalf)) * scale
                    out[x + 2] = pixel(even: pairSum(even.highHalf), odd: pairSum(odd.highHalf)) * scale
                    x += 2
                }
                if x < fullBlocks { out[x + 1] = blockMean(rowPointer, column: x, factor: factor, width: width) }
            }
            // Margins and the partial block: clamp every index.
            out[0] = blockMean(rowPointer, column: -1, factor: factor, width: width)
            for x in (fullBlocks + 1)..<destination.paddedWidth {
                out[x] = blockMean(rowPointer, column: x - 1, factor: factor, width: width)
            }
        }
    }

    /// Mean of block `column` (interior index, may be −1 or past the edge) with clamped columns.
    @inline(__always)
    private static func blockMean(
        _ rowPointer: (Int) -> UnsafeRawPointer, column: Int, factor: Int, width: Int
    ) -> Pixel {
        var sum = Pixel.zero
        for j in 0..<factor {
            let row = rowPointer(j)
            for i in 0..<factor {
                let x = Swift.min(Swift.max(column * factor + i, 0), width - 1)
                sum += Pixel(row.loadUnaligned(fromByteOffset: 4 * x, as: SIMD4<UInt8>.self))
            }
        }
        return sum / Float(factor * factor)
    }

    /// Four pixels (16 bytes) as 16-bit lanes without a widening conversion (the standard
    /// library's is an out-of-line call): read as eight little-endian 16-bit words, `even` keeps
    /// the low bytes (channels 0 and 2 of each pixel), `odd` the high bytes (channels 1 and 3).
    @inline(__always)
    private static func split(_ row: UnsafeRawPointer, _ offset: Int) -> (even: SIMD8<UInt16>, odd: SIMD8<UInt16>) {
        let w = row.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt16>.self)
        #if _endian(big)
        return (w &>> 8, w & SIMD8(repeating: 0x00FF))
        #else
        return (w & SIMD8(repeating: 0x00FF), w &>> 8)
        #endif
    }

    /// Sums the two pixels held in a half of `split`'s output: lanes (c, c′, c, c′) → (c, c′).
    @inline(__always)
    private static func pairSum(_ v: SIMD4<UInt16>) -> SIMD2<UInt16> { v.lowHalf &+ v.highHalf }

    /// Reassembles channels 0…3 from the even (0, 2) and odd (1, 3) sums.
    @inline(__always)
    private static func pixel(even: SIMD2<UInt16>, odd: SIMD2<UInt16>) -> Pixel {
        float(SIMD4(even.x, odd.x, even.y, odd.y))
    }

    /// Exact integer-to-float conversion through the mantissa (2²³ + n has n in its low bits),
    /// avoiding the standard library's generic per-lane conversion.
    @inline(__always)
    static func float(_ v: SIMD4<UInt16>) -> Pixel {
        let bits = SIMD4<UInt32>(truncatingIfNeeded: v) | SIMD4(repeating: 0x4B00_0000)
        return unsafeBitCast(bits, to: Pixel.self) - Pixel(repeating: 8_388_608)
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
}
