import Foundation
import Raster

/// How far outside the canvas anything is drawn: pixels further than `distance` away never
/// are. Cutting shapes down to it keeps every pixel index far inside `Int` range, whatever
/// finite size a view has (R8).
public enum CanvasReach {
    /// Pixels beyond the canvas's edges that may still be drawn.
    public static let distance = 1_000_000.0

    /// `bounds` cut to the part within reach of a `width` × `height` canvas; nil when nothing
    /// of it can show, or when it is rotated and too large to cut. The cut edges lie a million
    /// pixels away, so corners rounded there are invisible, and a radius large enough to reach
    /// the canvas from there bends by less than a hundredth of a pixel across it.
    public static func drawable(_ bounds: CGRect, map: Affine, width: Int, height: Int) -> CGRect? {
        let box = map.boundingBox(of: bounds)
        let w = Double(width), h = Double(height), m = distance
        guard box.minX.isFinite, box.maxX.isFinite, box.minY.isFinite, box.maxY.isFinite,
              box.maxX > 0, box.maxY > 0, box.minX < w, box.minY < h else { return nil }
        if box.minX >= -m, box.minY >= -m, box.maxX <= w + m, box.maxY <= h + m { return bounds }
        guard map.isAxisAligned, map.a != 0, map.d != 0 else { return nil }
        let xa = (-m - map.tx) / map.a, xb = (w + m - map.tx) / map.a
        let ya = (-m - map.ty) / map.d, yb = (h + m - map.ty) / map.d
        let x0 = max(Double(bounds.minX), min(xa, xb)), x1 = min(Double(bounds.maxX), max(xa, xb))
        let y0 = max(Double(bounds.minY), min(ya, yb)), y1 = min(Double(bounds.maxY), max(ya, yb))
        guard x1 > x0, y1 > y0 else { return nil }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
