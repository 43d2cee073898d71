import Foundation
import ViewTree

/// The opaque views of a frame, in draw order, as whole-pixel boxes they cover completely, so
/// work a later view will paint over is skipped: the backdrop blur's hidden rows (a sheet rising
/// over a blurred background blurs only the part still visible), hidden background fills, and
/// the frame's clear when a view covers the whole canvas.
public struct Occluders {
    /// A whole-pixel box an opaque view covers completely.
    public struct Box {
        /// The view's place in draw order (depth first, back to front).
        public var order: Int
        /// Columns x0..<x1, rows y0..<y1.
        public var x0: Int, y0: Int, x1: Int, y1: Int
    }

    /// The frame's boxes, in draw order.
    public private(set) var boxes: [Box] = []
    /// Draw-order places of the views that blur their backdrop.
    private var blurs: [Int] = []

    /// Empty lists with room for a typical frame.
    public init() {
        boxes.reserveCapacity(64)
        blurs.reserveCapacity(16)
    }

    /// Collects the boxes for `root` drawn with `map` (points to pixels). `paintsOpaque` tells
    /// whether a view's own fill (background colour or picture) is opaque over all its bounds.
    public mutating func collect(_ root: View, map: Affine, paintsOpaque: (View) -> Bool) {
        boxes.removeAll(keepingCapacity: true)
        blurs.removeAll(keepingCapacity: true)
        var order = 0
        visit(root, parentMap: map, parentAlpha: 1, clipped: false, order: &order, paintsOpaque: paintsOpaque)
    }

    /// Whether `visibleRows` leaves nothing of the pixel box x0..<x1 × y0..<y1.
    public func covers(x0: Int, x1: Int, y0: Int, y1: Int, after order: Int) -> Bool {
        let (top, bottom) = visibleRows(x0: x0, x1: x1, y0: y0, y1: y1, after: order)
        return top >= bottom
    }

    private mutating func visit(_ view: View, parentMap: Affine, parentAlpha: Double, clipped: Bool, order: inout Int,
                                paintsOpaque: (View) -> Bool) {
        let p = view.presentation
        let alpha = parentAlpha * min(max(Double(p.alpha), 0), 1)
        guard !view.isHidden, alpha > 0.001 else { return }
        let map = parentMap.concatenating(.toSuperview(of: view))
        let index = order
        order += 1
        if p.blurRadius > 0 { blurs.append(index) }
        // Fully covering: opaque fill, no translucency above, axis-aligned, not cut by a clipping
        // ancestor (whose clip we do not track here).
        // A layer mask may leave any pixel of the view and its subviews unpainted.
        let masked = !view.layerDecoration.masks.isEmpty
        if alpha >= 1, !clipped, !masked, map.isAxisAligned, map.a > 0, map.d > 0, paintsOpaque(view) {
            let b = view.presentedBounds
            let p0 = map.apply(Double(b.minX), Double(b.minY)), p1 = map.apply(Double(b.maxX), Double(b.maxY))
            // Rounded corners do not cover their corner squares: stay out of them on rounded sides.
            let r = max(0, Double(p.cornerRadius))
            let corners = view.maskedCorners
            let top = r > 0 && !corners.isDisjoint(with: .top) ? r * map.d : 0
            let bottom = r > 0 && !corners.isDisjoint(with: .bottom) ? r * map.d : 0
            let edges = (p0.x.rounded(.up), (p0.y + top).rounded(.up), p1.x.rounded(.down), (p1.y - bottom).rounded(.down))
            // Views may be any finite size (R8): an edge beyond a billion pixels is as good as there.
            if edges.0.isFinite, edges.1.isFinite, edges.2.isFinite, edges.3.isFinite {
                @inline(__always) func pixel(_ v: Double) -> Int { Int(min(max(v, -1e9), 1e9)) }
                let box = Box(order: index, x0: pixel(edges.0), y0: pixel(edges.1), x1: pixel(edges.2), y1: pixel(edges.3))
                if box.x1 > box.x0 && box.y1 > box.y0 { boxes.append(box) }
            }
        }
        for child in view.paintOrder {
            visit(child, parentMap: map, parentAlpha: alpha, clipped: clipped || view.clipsToBounds || masked, order: &order,
                  paintsOpaque: paintsOpaque)
        }
    }

    /// Shrinks the rows y0..<y1 (across x0..<x1) to those not covered by a view drawn after
    /// `order`: boxes spanning the whole width cut bands off the top and bottom.
    ///
    /// Only views drawn before the next backdrop blur count: that blur reads the pixels under it
    /// (and around its box), so they must be painted even where a view after it hides them.
    /// Draw-order place of the first blur after `order` (`Int.max` when none): views from there
    /// on cannot hide what that blur reads.
    func nextBlur(after order: Int) -> Int { blurs.first { $0 > order } ?? Int.max }

    /// The largest block of the pixel box x0..<x1 × y0..<y1 that one view drawn after `order`
    /// (and before the next backdrop blur) covers completely; nil when none covers any of it.
    /// A fill under it may leave that block (it is painted over before anything reads it).
    public func hiddenBlock(x0: Int, x1: Int, y0: Int, y1: Int, after order: Int) -> PixelRect? {
        let limit = nextBlur(after: order)
        var best: PixelRect?
        for box in boxes where box.order > order && box.order < limit {
            let a = Swift.max(box.x0, x0), b = Swift.min(box.x1, x1), top = Swift.max(box.y0, y0), bottom = Swift.min(box.y1, y1)
            guard a < b, top < bottom, (b - a) * (bottom - top) > best.map({ $0.width * $0.height }) ?? 0 else { continue }
            best = PixelRect(x: a, y: top, width: b - a, height: bottom - top)
        }
        return best
    }

    public func visibleRows(x0: Int, x1: Int, y0: Int, y1: Int, after order: Int) -> (Int, Int) {
        let limit = nextBlur(after: order)
        var top = y0, bottom = y1
        var changed = true
        while changed && top < bottom {
            changed = false
            for box in boxes where box.order > order && box.order < limit && box.x0 <= x0 && box.x1 >= x1 {
                if box.y0 <= top && box.y1 > top { top = box.y1; changed = true }
                if box.y1 >= bottom && box.y0 < bottom { bottom = box.y0; changed = true }
            }
        }
        return (top, max(top, bottom))
    }
}
