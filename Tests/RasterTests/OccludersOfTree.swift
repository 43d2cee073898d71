import Foundation
import Raster
import ViewTree

extension Occluders {
    /// The boxes of `root` drawn with `map` (points to pixels), as a display list gives them:
    /// each shown view in draw order, opaque (`paintsOpaque`) at full alpha, upright and not
    /// under a clipping ancestor.
    mutating func collect(_ root: View, map: Affine, paintsOpaque: (View) -> Bool) {
        removeAll()
        var order = 0
        func visit(_ view: View, parentMap: Affine, parentAlpha: Double, clipped: Bool) {
            let alpha = parentAlpha * min(max(Double(view.presentation.alpha), 0), 1)
            guard !view.isHidden, alpha > 0.001 else { return }
            let map = parentMap.concatenating(.toSuperview(of: view))
            let index = order
            order += 1
            if view.presentation.blurRadius > 0 { appendBlur(order: index) }
            if alpha >= 1, !clipped, map.isAxisAligned, map.a > 0, map.d > 0, paintsOpaque(view),
               let box = Self.box(covering: view.presentedBounds, cornerRadius: max(0, Double(view.presentation.cornerRadius)),
                                  corners: view.maskedCorners, map: map, order: index) {
                append(box)
            }
            for child in view.paintOrder {
                visit(child, parentMap: map, parentAlpha: alpha, clipped: clipped || view.clipsToBounds)
            }
        }
        visit(root, parentMap: map, parentAlpha: 1, clipped: false)
    }
}
