import Foundation
import ViewTree

/// The opaque views of a frame, in draw order, as whole-pixel boxes they cover completely, so the
/// backdrop blur can skip what a later view will paint over (a sheet rising over a blurred
/// background blurs only the part still visible).
struct Occluders {
    struct Box {
        /// The view's place in draw order (depth first, back to front).
        var order: Int
        var x0: Int, y0: Int, x1: Int, y1: Int
    }

    private(set) var boxes: [Box] = []

    init() { boxes.reserveCapacity(64) }

    /// Collects the boxes for `root` drawn with `map` (points to pixels).
    mutating func collect(_ root: View, map: Affine) {
        boxes.removeAll(keepingCapacity: true)
        var order = 0
        visit(root, parentMap: map, parentAlpha: 1, clipped: false, order: &order)
    }

    private mutating func visit(_ view: View, parentMap: Affine, parentAlpha: Double, clipped: Bool, order: inout Int) {
        let p = view.presentation
        let alpha = parentAlpha * min(max(Double(p.alpha), 0), 1)
        guard !view.isHidden, alpha > 0.001 else { return }
        let map = parentMap.concatenating(.toSuperview(of: view))
        let index = order
        order += 1
        // Fully covering: opaque fill, no translucency above, axis-aligned, not cut by a clipping
        // ancestor (whose clip we do not track here).
        if alpha >= 1, p.backgroundColor.alpha >= 1, !clipped, map.isAxisAligned, map.a > 0, map.d > 0 {
            let b = view.presentedBounds
            let p0 = map.apply(Double(b.minX), Double(b.minY)), p1 = map.apply(Double(b.maxX), Double(b.maxY))
            // Rounded corners do not cover their corner squares: stay out of them on rounded sides.
            let r = max(0, Double(p.cornerRadius))
            let corners = view.maskedCorners
            let top = r > 0 && !corners.isDisjoint(with: .top) ? r * map.d : 0
            let bottom = r > 0 && !corners.isDisjoint(with: .bottom) ? r * map.d : 0
            let box = Box(order: index, x0: Int(p0.x.rounded(.up)), y0: Int((p0.y + top).rounded(.up)),
                          x1: Int(p1.x.rounded(.down)), y1: Int((p1.y - bottom).rounded(.down)))
            if box.x1 > box.x0 && box.y1 > box.y0 { boxes.append(box) }
        }
        for child in view.subviews {
            visit(child, parentMap: map, parentAlpha: alpha, clipped: clipped || view.clipsToBounds, order: &order)
        }
    }

    /// Shrinks the rows y0..<y1 (across x0..<x1) to those not covered by a view drawn after
    /// `order`: boxes spanning the whole width cut bands off the top and bottom.
    func visibleRows(x0: Int, x1: Int, y0: Int, y1: Int, after order: Int) -> (Int, Int) {
        var top = y0, bottom = y1
        var changed = true
        while changed && top < bottom {
            changed = false
            for box in boxes where box.order > order && box.x0 <= x0 && box.x1 >= x1 {
                if box.y0 <= top && box.y1 > top { top = box.y1; changed = true }
                if box.y1 >= bottom && box.y0 < bottom { bottom = box.y0; changed = true }
            }
        }
        return (top, max(top, bottom))
    }
}
