import Blur

/// A picture copy from `ScaledPictureCache` not yet written to the canvas: the kept scaled
/// pixels and where they go. A backdrop blur right above the picture reads the picture from
/// here instead of the canvas, and the copy is then written only where the blur's own pixels
/// do not replace it (`BackdropBlur.blur(…, picture:)`): at 3840×2160 the copy is 33 MB read and
/// 33 MB written a frame, most of it overwritten at once.
///
/// The kept pixels stay valid until the cache is asked for another copy or starts a frame, so
/// a pending copy must be written (`write`) before either.
public struct PendingPicture {
    /// The kept copy's first pixel, which belongs at `rect`'s origin, and its row length.
    let pixels: UnsafePointer<UInt32>, rowLength: Int
    /// Where the kept copy lies on the canvas.
    let rect: PixelRect
    /// What the copy draws: `rect` within the canvas and the clip in force when it was asked for.
    public let area: PixelRect
    /// The rows of `area` still worth writing: a painter that knows later opaque views cover
    /// the others whole, before anything reads them, narrows it (`area`'s rows by default).
    public var rows: Range<Int>
    /// A block of `area` a later opaque view covers, likewise left unwritten (nil: none).
    public var covered: PixelRect?

    init(pixels: UnsafePointer<UInt32>, rowLength: Int, rect: PixelRect, area: PixelRect) {
        self.pixels = pixels
        self.rowLength = rowLength
        self.rect = rect
        self.area = area
        rows = area.y..<area.maxY
    }

    /// Canvas pixel (x, y) of the picture (within `rect`).
    func pixel(x: Int, y: Int) -> UnsafePointer<UInt32> {
        pixels + (y - rect.y) * rowLength + (x - rect.x)
    }

    /// Whether the copy draws every pixel of `box`.
    public func covers(_ box: PixelRect) -> Bool {
        box.x >= area.x && box.y >= area.y && box.maxX <= area.maxX && box.maxY <= area.maxY
    }

    /// Writes the copy's `rows` into `buffer`, except the pixels of `hole` (drawn by something
    /// else already) and of `covered`: the bytes the copy would have written, where it writes.
    public func write(into buffer: PixelBuffer, except hole: PixelRect? = nil, pool: WorkerPool?) {
        struct Rows: BandJob {
            let canvas: UnsafeMutablePointer<UInt32>, canvasRow: Int
            let picture: PendingPicture
            let hole: PixelRect?
            func run(band: Int, rows: Range<Int>) {
                let area = picture.area
                for y in rows {
                    let to = canvas + y * canvasRow, from = picture.pixel(x: 0, y: y)
                    // The columns left out of this row (none, one or two runs), in order.
                    var skips = (Self.columns(of: hole, row: y, in: area), Self.columns(of: picture.covered, row: y, in: area))
                    if skips.1.lowerBound < skips.0.lowerBound { skips = (skips.1, skips.0) }
                    var x = area.x
                    @inline(__always) func copy(upTo skip: Range<Int>) {
                        guard !skip.isEmpty else { return }
                        if skip.lowerBound > x { PixelRowCopy.copy(to + x, from: from + x, count: skip.lowerBound - x) }
                        x = Swift.max(x, skip.upperBound)
                    }
                    copy(upTo: skips.0)
                    copy(upTo: skips.1)
                    if area.maxX > x { PixelRowCopy.copy(to + x, from: from + x, count: area.maxX - x) }
                }
            }

            /// The columns of `rect` in row `y`, within `area` (empty, at the area's end, when none).
            @inline(__always)
            static func columns(of rect: PixelRect?, row y: Int, in area: PixelRect) -> Range<Int> {
                guard let r = rect, y >= r.y, y < r.maxY else { return area.maxX..<area.maxX }
                let a = Swift.min(Swift.max(r.x, area.x), area.maxX)
                return a..<Swift.max(Swift.min(r.maxX, area.maxX), a)
            }
        }
        PixelBlend.rows(rows.clamped(to: area.y..<area.maxY), width: area.width, pool: pool,
                        Rows(canvas: buffer.base, canvasRow: buffer.pixelsPerRow, picture: self, hole: hole))
    }
}
