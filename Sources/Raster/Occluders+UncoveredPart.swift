import Foundation
import ViewTree

extension Occluders {
    /// What is left of a shape once rows opaque views drawn later paint over are cut off.
    public struct UncoveredPart: Equatable {
        /// The shape's bounds cut to rows still seen (local coordinates).
        public var bounds: CGRect
        /// The corners still rounded: those on a side that was cut are hidden.
        public var corners: CornerMask

        /// A part of `bounds` rounded on `corners`.
        public init(bounds: CGRect, corners: CornerMask) {
            self.bounds = bounds
            self.corners = corners
        }
    }

    /// Calls `body` with the parts of `bounds` (rounded by `radius` on `corners`, mapped to
    /// pixels by `map`, on a canvas `width` × `height` pixels) that views drawn after `order`
    /// leave visible, before the next backdrop blur (see `visibleRows`): none when they hide it
    /// all, two when a band across the middle is hidden (a card whose rounded bottom corners
    /// leave the rows beneath them half covered), else one.
    ///
    /// A translucent fill under a sheet that covers most of it (a dimming layer under an
    /// expanded card) then blends only the rows still seen. Only whole rows are cut, on pixel
    /// boundaries, so every pixel left is painted exactly as before. Maps that are not a plain
    /// scale and translation, and cuts that would leave less than the rounding needs (the
    /// painter would shrink the radius of the corners left), keep the whole shape.
    public func forEachUncoveredPart(of bounds: CGRect, radius: Double, corners: CornerMask, map: Affine,
                                     width: Int, height: Int, after order: Int, _ body: (UncoveredPart) -> Void) {
        let whole = UncoveredPart(bounds: bounds, corners: corners)
        guard map.b == 0, map.c == 0, map.a > 0, map.d > 0, width > 0, height > 0 else { return body(whole) }
        let box = map.boundingBox(of: bounds)
        guard box.minX.isFinite, box.maxX.isFinite, box.minY.isFinite, box.maxY.isFinite else { return body(whole) }
        let w = Double(width), h = Double(height)
        let x0 = Int(min(max(box.minX.rounded(.down), 0), w)), x1 = Int(min(max(box.maxX.rounded(.up), 0), w))
        let y0 = Int(min(max(box.minY.rounded(.down), 0), h)), y1 = Int(min(max(box.maxY.rounded(.up), 0), h))
        guard x1 > x0, y1 > y0 else { return body(whole) }
        let (top, bottom) = visibleRows(x0: x0, x1: x1, y0: y0, y1: y1, after: order)
        guard top < bottom else { return }
        let cut = Cut(bounds: bounds, corners: corners, radius: radius, map: map, y0: y0, y1: y1)
        guard let trimmed = cut.part(rows: top..<bottom) else { return body(whole) }
        let band = coveredBand(x0: x0, x1: x1, within: top..<bottom, after: order)
        if band.count >= Self.smallestBandWorthASplit, let above = cut.part(rows: top..<band.lowerBound),
           let below = cut.part(rows: band.upperBound..<bottom) {
            body(above)
            body(below)
        } else {
            body(trimmed)
        }
    }

    /// A hidden band thinner than this is not worth a second fill.
    static let smallestBandWorthASplit = 16

    /// The tallest band of rows inside `rows` (not touching either end) that boxes drawn after
    /// `order`, before the next blur, cover across `x0..<x1`; empty when there is none.
    private func coveredBand(x0: Int, x1: Int, within rows: Range<Int>, after order: Int) -> Range<Int> {
        let limit = nextBlur(after: order)
        var best = rows.lowerBound..<rows.lowerBound
        for seed in boxes where seed.order > order && seed.order < limit && seed.x0 <= x0 && seed.x1 >= x1 {
            var a = max(seed.y0, rows.lowerBound), b = min(seed.y1, rows.upperBound)
            guard a < b else { continue }
            var grew = true
            while grew {
                grew = false
                for box in boxes where box.order > order && box.order < limit && box.x0 <= x0 && box.x1 >= x1 {
                    if box.y0 < a && box.y1 >= a { a = max(box.y0, rows.lowerBound); grew = true }
                    if box.y1 > b && box.y0 <= b { b = min(box.y1, rows.upperBound); grew = true }
                }
            }
            if a > rows.lowerBound && b < rows.upperBound && b - a > best.count { best = a..<b }
        }
        return best
    }

    /// Cuts a shape to rows of pixels.
    private struct Cut {
        let bounds: CGRect, corners: CornerMask, radius: Double, map: Affine, y0: Int, y1: Int

        /// The shape cut to `rows` (within `y0..<y1`), or nil when the rounding left does not fit.
        func part(rows: Range<Int>) -> UncoveredPart? {
            guard !rows.isEmpty else { return nil }
            var part = UncoveredPart(bounds: bounds, corners: corners)
            guard rows.lowerBound > y0 || rows.upperBound < y1 else { return part }
            var minY = Double(bounds.minY), maxY = Double(bounds.maxY)
            if rows.lowerBound > y0 {
                minY = max(minY, (Double(rows.lowerBound) - map.ty) / map.d)
                part.corners.subtract(.top)
            }
            if rows.upperBound < y1 {
                maxY = min(maxY, (Double(rows.upperBound) - map.ty) / map.d)
                part.corners.subtract(.bottom)
            }
            let rounding = max(0, min(radius, Double(bounds.width) / 2, Double(bounds.height) / 2))
            guard maxY > minY, part.corners.isEmpty || maxY - minY >= 2 * rounding else { return nil }
            // A cut inside a rounded corner's rows would square the part of it still seen: the
            // corners may go only where their rows are all hidden.
            if rows.lowerBound > y0, !corners.isDisjoint(with: .top), minY < Double(bounds.minY) + rounding { return nil }
            if rows.upperBound < y1, !corners.isDisjoint(with: .bottom), maxY > Double(bounds.maxY) - rounding { return nil }
            part.bounds = CGRect(x: Double(bounds.minX), y: minY, width: Double(bounds.width), height: maxY - minY)
            return part
        }
    }
}
