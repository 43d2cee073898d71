import Blur
import CPixelKernels
import ViewTree

/// The backdrop blur's last touch on each row it shows: `tint` mixed over the blurred pixels
/// in the columns `x0..<x0+count`, then the result mixed with the original (unblurred) pixels
/// at `alpha`; the output is opaque, so SDL copies it without its slow modulated path.
///
/// Run by the blur on each output row as soon as it is written (`BlurRowFinisher`), while the
/// row is in cache, instead of in a pass of its own over the whole blur.
///
/// Rows through `onScreen` are staged (`BlurRowFinisher.stagesRow`): their columns there are
/// finished straight into `original` (the canvas, pixel for pixel where the painter would copy
/// them), the rest of the row into the texels as usual. Each canvas pixel is read (the
/// cross-fade's unblurred pixel) before it is written, and no other row is touched.
///
/// A translucent colour the view fills over its blur (a dark wash, as `UIBlurEffect`'s styles
/// have) is blended over the on-screen columns as they are written (`wash`), so the canvas is
/// written once there; the colour's own fill then leaves those pixels (`ScreenTexels.washed`).
///
/// Four pixels per step as eight 16-bit words: each word's low byte is blue or red, its high
/// byte green or alpha, so masking and shifting give every channel a 16-bit lane without a
/// widening conversion (a channel times a weight ≤ 256 stays within 16 bits).
public struct BackdropFinish: BlurRowFinisher {
    typealias V = SIMD8<UInt16>
    let p: UnsafeMutablePointer<UInt32>, width: Int, original: UnsafeMutablePointer<UInt32>, originalRow: Int
    /// Where the on-screen part goes: `original` itself, unless the unblurred pixels are read
    /// from elsewhere (a picture not yet copied to the canvas, `PendingPicture`).
    let screen: UnsafeMutablePointer<UInt32>, screenRow: Int
    let x0: Int, count: Int
    /// Rows outside `rows` are left alone (the blur writes only those, but says so per row).
    let rows: Range<Int>
    /// The columns and rows (in the texels' coordinates, within the finished ones) written
    /// straight into `original`; empty ranges: none.
    let screenColumns: Range<Int>, screenRows: Range<Int>
    /// Rows (texel coordinates) nothing will read: not written at all.
    let unread: Range<Int>
    /// False when there is nothing to do (no tint, opaque view).
    let active: Bool
    /// The colour blended over the on-screen columns after finishing, as `PixelBlend.fill`
    /// blends it at full coverage; nil: none.
    let wash: FillLanes?
    private let tintLow: V, tintHigh: V, keep: V, mix: V, rest: V, fades: Bool

    /// Finishes rows of `p` (`width` texels a row) against `original` (`originalRow` apart),
    /// the part `onScreen` (texel coordinates, within `rect`) into `screen` (`original` itself
    /// when nil, else the same pixels of the canvas, `screenRow` apart).
    public init(_ p: UnsafeMutablePointer<UInt32>, width: Int, original: UnsafeMutablePointer<UInt32>, originalRow: Int,
                rect: (x0: Int, y0: Int, x1: Int, y1: Int), onScreen: PixelRect? = nil, unread: Range<Int> = 0..<0,
                tint: Color, alpha: Double, wash: RGBA8? = nil,
                screen: (pixels: UnsafeMutablePointer<UInt32>, row: Int)? = nil) {
        self.screen = screen?.pixels ?? original
        screenRow = screen?.row ?? originalRow
        self.unread = unread
        self.wash = wash.map { PixelBlend.lanes($0, coverage: 1) }
        self.p = p
        self.width = width
        self.original = original
        self.originalRow = originalRow
        x0 = rect.x0
        count = rect.x1 - rect.x0
        rows = rect.y0..<rect.y1
        if let s = onScreen, s.x >= rect.x0, s.maxX <= rect.x1, s.y >= rect.y0, s.maxY <= rect.y1, !s.isEmpty {
            screenColumns = s.x..<s.maxX
            screenRows = s.y..<s.maxY
        } else {
            screenColumns = 0..<0
            screenRows = 0..<0
        }
        let ta = UInt16((min(max(tint.alpha, 0), 1) * 256).rounded())
        let k = UInt16((min(max(alpha, 0), 1) * 256).rounded())
        active = ta > 0 || k < 256
        // ARGB8888 in memory is B, G, R, A: low bytes B, R; high bytes G, A (the tint's alpha
        // lane is 0, and the result is made opaque).
        let b = UInt16(RGBA8.byte(tint.blue)), g = UInt16(RGBA8.byte(tint.green)), r = UInt16(RGBA8.byte(tint.red))
        tintLow = V(b, r, b, r, b, r, b, r) &* V(repeating: ta)
        tintHigh = V(g, 0, g, 0, g, 0, g, 0) &* V(repeating: ta)
        keep = V(repeating: 256 - ta)
        mix = V(repeating: k)
        rest = V(repeating: 256 - k)
        fades = k < 256
    }

    @inline(__always) private func blend(_ v: V, _ o: () -> V) -> V {
        let lowByte = V(repeating: 0x00FF), opaque = V(0, 0xFF00, 0, 0xFF00, 0, 0xFF00, 0, 0xFF00)
        var low = ((v & lowByte) &* keep &+ tintLow) &>> 8
        var high = ((v &>> 8) &* keep &+ tintHigh) &>> 8
        if fades {
            let w = o()
            low = (low &* mix &+ (w & lowByte) &* rest) &>> 8
            high = (high &* mix &+ (w &>> 8) &* rest) &>> 8
        }
        return low | high &<< 8 | opaque
    }

    public func finish(row y: Int) {
        guard active, rows.contains(y) else { return }
        let line = UnsafeMutableRawPointer(p + y * width + x0)
        finish(UnsafeRawPointer(line), original: UnsafeRawPointer(original + y * originalRow + x0), to: line, count: count)
    }

    public func stagesRow(_ y: Int) -> Bool { screenRows.contains(y) }

    public func skipsRow(_ y: Int) -> Bool { unread.contains(y) }

    public func finish(row y: Int, staged: UnsafePointer<UInt32>) {
        let texels = p + y * width, under = original + y * originalRow, canvas = screen + y * screenRow
        @inline(__always) func part(_ a: Int, _ b: Int, to out: UnsafeMutablePointer<UInt32>) {
            guard b > a else { return }
            let from = UnsafeRawPointer(staged + a), to = UnsafeMutableRawPointer(out + a)
            if active {
                finish(from, original: UnsafeRawPointer(under + a), to: to, count: b - a)
            } else {
                to.copyMemory(from: from, byteCount: 4 * (b - a))
            }
        }
        part(x0, screenColumns.lowerBound, to: texels)
        let a = screenColumns.lowerBound, b = screenColumns.upperBound
        if let wash, b > a {
            if active {
                part(a, b, to: canvas)
                wash.blend(canvas + a, count: b - a)
            } else {
                wash.blend(staged + a, into: canvas + a, count: b - a)
            }
        } else {
            part(a, b, to: canvas)
        }
        part(screenColumns.upperBound, x0 + count, to: texels)
    }

    /// `count` finished pixels from the blurred `line` and the unblurred `base` into `out`
    /// (which may be `line`, or `base` itself: each pixel is read before it is written).
    /// `avx2`: run `raster_backdrop_finish_avx2` instead (the same bytes).
    @inline(__always)
    func finish(_ line: UnsafeRawPointer, original base: UnsafeRawPointer, to out: UnsafeMutableRawPointer,
                count: Int, avx2: Bool = RasterKernels.avx2) {
        if avx2 {
            raster_backdrop_finish_avx2(line.assumingMemoryBound(to: UInt32.self), base.assumingMemoryBound(to: UInt32.self),
                                        out.assumingMemoryBound(to: UInt32.self), count, tintLow[0], tintHigh[0], tintLow[1],
                                        keep[0], mix[0], rest[0], fades ? 1 : 0)
            return
        }
        var x = 0
        while x + 4 <= count {
            let result = blend(line.loadUnaligned(fromByteOffset: 4 * x, as: V.self)) {
                base.loadUnaligned(fromByteOffset: 4 * x, as: V.self)
            }
            out.storeBytes(of: result, toByteOffset: 4 * x, as: V.self)
            x += 4
        }
        while x < count {   // the last pixels, one at a time, in the low lanes
            @inline(__always) func lanes(_ raw: UnsafeRawPointer) -> V {
                V(lowHalf: SIMD4(lowHalf: raw.loadUnaligned(fromByteOffset: 4 * x, as: SIMD2<UInt16>.self), highHalf: .zero),
                  highHalf: .zero)
            }
            let result = blend(lanes(line)) { lanes(base) }
            out.storeBytes(of: SIMD2(result[0], result[1]), toByteOffset: 4 * x, as: SIMD2<UInt16>.self)
            x += 1
        }
    }
}
