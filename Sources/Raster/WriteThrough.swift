/// A second place a scaled copy's rows go as they are made: the canvas, while the copy itself is
/// made into a kept picture (`ScaledPictureCache`). Each row is copied from the row just written,
/// still in the cache, so a frame that makes a kept copy costs about what drawing it directly
/// does, where making it first and copying it afterwards reads it all back from memory.
public struct WriteThrough {
    /// The canvas and its row length, in pixels.
    let canvas: UnsafeMutablePointer<UInt32>, canvasRow: Int
    /// Where the kept picture's first pixel lies on the canvas.
    let origin: (x: Int, y: Int)
    /// The canvas pixels to write: within the canvas and the clip, and within the picture.
    let area: PixelRect

    /// Rows of a kept picture that lies at `picture` on `buffer`, written where `area` says.
    init(into buffer: PixelBuffer, picture: PixelRect, area: PixelRect) {
        canvas = buffer.base
        canvasRow = buffer.pixelsPerRow
        origin = (picture.x, picture.y)
        self.area = area
    }

    /// Copies what `area` holds of the kept picture's row `row` (starting at `rowStart`, the
    /// row's first pixel) to the canvas.
    @inline(__always)
    func copy(rowStart: UnsafeMutablePointer<UInt32>, row: Int) {
        let y = origin.y + row
        guard y >= area.y && y < area.maxY else { return }
        PixelRowCopy.copy(canvas + y * canvasRow + area.x, from: rowStart + (area.x - origin.x), count: area.width)
    }
}
