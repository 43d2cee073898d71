import Blur
import Foundation

extension PixelBlend {
    /// Blends `color` over `polygon`, each pixel at its coverage (`ConvexPolygon.coverage`),
    /// clipped to `clip`. The wholly covered run of each row goes four pixels a step
    /// (`FillLanes`); only the one or two pixels at each end are measured. Rows are independent,
    /// so any number of threads gives the same bytes.
    public static func fill(_ buffer: PixelBuffer, polygon: ConvexPolygon, clip: PixelRect?, color: RGBA8,
                            pool: WorkerPool? = nil) {
        guard !polygon.isEmpty, color.a > 0 else { return }
        let box = (polygon.minX - 1, polygon.minY - 1, polygon.maxX + 1, polygon.maxY + 1)
        guard box.0 < Double(buffer.width), box.1 < Double(buffer.height), box.2 > 0, box.3 > 0 else { return }
        let x0 = Int(Swift.max(box.0.rounded(.down), 0)), y0 = Int(Swift.max(box.1.rounded(.down), 0))
        let x1 = Int(Swift.min(box.2.rounded(.up), Double(buffer.width)))
        let y1 = Int(Swift.min(box.3.rounded(.up), Double(buffer.height)))
        guard x1 > x0, y1 > y0,
              let area = clippedArea(PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), in: buffer, clip: clip)
        else { return }
        struct Rows: BandJob {
            let pixels: UnsafeMutablePointer<UInt32>, row: Int, area: PixelRect
            let polygon: ConvexPolygon, color: RGBA8

            func run(band: Int, rows: Range<Int>) {
                let whole = PixelBlend.lanes(color, coverage: 1)
                let lastColumn = area.x + area.width - 1
                for y in rows {
                    guard let touched = polygon.columns(row: y, reach: 0.5) else { continue }
                    let a = Swift.max(touched.0, area.x), b = Swift.min(touched.1, lastColumn)
                    guard a <= b else { continue }
                    let line = pixels + y * row
                    var inner = polygon.columns(row: y, reach: -0.5) ?? (b + 1, b)
                    inner = (Swift.max(inner.0, a), Swift.min(inner.1, b))
                    if inner.0 > inner.1 { inner = (b + 1, b) }
                    let cy = Double(y) + 0.5
                    @inline(__always) func edge(_ x: Int) {
                        let k = polygon.coverage(x: Double(x) + 0.5, y: cy)
                        guard k > 0 else { return }
                        line[x] = PixelBlend.lanes(color, coverage: k).pixel(line[x])
                    }
                    for x in a..<inner.0 { edge(x) }
                    if inner.0 <= inner.1 {
                        if color.a == 255 {
                            (line + inner.0).update(repeating: whole.pixel(0), count: inner.1 - inner.0 + 1)
                        } else {
                            whole.blend(line + inner.0, count: inner.1 - inner.0 + 1)
                        }
                    }
                    if inner.1 + 1 <= b {
                        for x in Swift.max(inner.1 + 1, a)...b { edge(x) }
                    }
                }
            }
        }
        rows(area.y..<area.maxY, width: area.width, pool: pool,
             Rows(pixels: buffer.base, row: buffer.pixelsPerRow, area: area, polygon: polygon, color: color))
    }

    /// `color` at `coverage` of its alpha, as `fill(_:rect:clip:color:pool:)` blends it.
    @inline(__always)
    static func lanes(_ color: RGBA8, coverage k: Double) -> FillLanes {
        let alpha = UInt32((Double(color.a) * Swift.min(k, 1)).rounded())
        let a = alpha + (alpha >> 7)
        return FillLanes(inv: 256 - a, sr: UInt32(color.r) * a, sg: UInt32(color.g) * a, sb: UInt32(color.b) * a,
                         dstAlpha: alpha)
    }
}
