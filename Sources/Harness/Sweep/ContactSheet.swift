import Foundation
import Platform
import ViewTree

/// `fluid sweep`'s picture: one row per tuning, its label on the left and its strip of frames
/// beside it, under a header naming each column's time, so a row reads as that tuning's motion
/// and a column compares the tunings at one moment.
public struct ContactSheet {
    /// One tuning's row: up to three short lines of label, then its frames (all one size).
    public struct Row {
        public var label: [String]
        public var frames: [BitmapImage]

        public init(label: [String], frames: [BitmapImage]) {
            self.label = label
            self.frames = frames
        }
    }

    public static let labelWidth = 190
    public static let headerHeight = 22
    public static let gap = 4
    static let background = Color(white: 0.125)
    static let ink = Color(white: 0.85)

    /// The sheet's size in pixels for `rows` rows of `columns` frames of `cell` pixels; a
    /// `ContactSheetError` when no picture file can be that large.
    public static func pixelSize(rows: Int, columns: Int, cell: (width: Int, height: Int)) throws -> (width: Int, height: Int, rowHeight: Int) {
        let rowHeight = max(cell.height, 3 * 14 + 4) + gap
        let width = labelWidth + columns * (cell.width + gap)
        let height = headerHeight + rows * rowHeight
        guard width <= BitmapFile.sideLimit, height <= BitmapFile.sideLimit, width * height <= Canvas.pixelLimit else {
            throw ContactSheetError.tooLarge(rows: rows, columns: columns, width: width, height: height)
        }
        return (width, height, rowHeight)
    }

    /// The sheet for `rows` under column headings `header` (one a column).
    public static func picture(rows: [Row], header: [String]) throws -> BitmapImage {
        let columns = rows.map(\.frames.count).max() ?? 0
        let first = rows.lazy.flatMap(\.frames).first
        let cell = (w: first?.width ?? 0, h: first?.height ?? 0)
        let (width, height, rowHeight) = try pixelSize(rows: rows.count, columns: columns, cell: (cell.w, cell.h))
        // The words first, on a canvas of the sheet's size (the one painter with text), then
        // the frames copied in beside them.
        let text = try Renderer(width: width, height: height, pixelsPerPoint: 1, threads: 1)
        text.beginFrame(background: background)
        for (i, heading) in header.enumerated() {
            let x = labelWidth + i * (cell.w + gap)
            text.drawText(heading, at: CGPoint(x: x + 2, y: 4), size: 12, color: ink, alignment: .left)
        }
        for (r, row) in rows.enumerated() {
            for (k, line) in row.label.prefix(3).enumerated() {
                let y = headerHeight + r * rowHeight + 2 + k * 14
                text.drawText(line, at: CGPoint(x: 6, y: y), size: 11, color: ink, alignment: .left)
            }
        }
        text.endFrame()
        var sheet = text.image()
        for (r, row) in rows.enumerated() {
            for (c, frame) in row.frames.enumerated() {
                copy(frame, into: &sheet, x: labelWidth + c * (cell.w + gap), y: headerHeight + r * rowHeight)
            }
        }
        for i in stride(from: 3, to: sheet.pixels.count, by: 4) { sheet.pixels[i] = 255 }
        sheet.hasAlpha = false
        return sheet
    }

    /// Copies `image` into `sheet` with its top left at (`x`, `y`), cut to the sheet.
    static func copy(_ image: BitmapImage, into sheet: inout BitmapImage, x: Int, y: Int) {
        let w = min(image.width, sheet.width - x)
        guard w > 0, x >= 0 else { return }
        for row in 0..<max(0, min(image.height, sheet.height - y)) where y + row >= 0 {
            let src = row * image.width * 4, dst = ((y + row) * sheet.width + x) * 4
            sheet.pixels.replaceSubrange(dst..<(dst + w * 4), with: image.pixels[src..<(src + w * 4)])
        }
    }
}

/// Why a contact sheet cannot be made.
public enum ContactSheetError: Error, Equatable, CustomStringConvertible {
    /// More pixels than a picture file may hold.
    case tooLarge(rows: Int, columns: Int, width: Int, height: Int)

    public var description: String {
        switch self {
        case let .tooLarge(rows, columns, width, height):
            return "a contact sheet of \(rows) rows of \(columns) frames, \(width)×\(height) pixels, is too large; sweep fewer tunings"
        }
    }
}
