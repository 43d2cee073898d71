import Foundation
import ViewTree

/// How far what layers draw can reach, in the coordinates of the layer (or view) drawing them:
/// for `FrameDamage`, which redraws the pixels around whatever changed. Generous, never short.
enum LayerExtent {
    /// A view's `bounds` and everything its decoration may touch.
    static func reach(of decoration: ViewDecoration, bounds: CGRect) -> CGRect {
        var r = bounds
        if let shadow = decoration.shadow { r = r.union(reach(of: shadow, shape: bounds)) }
        for layer in decoration.sublayers { r = r.union(reachInSuperlayer(layer)) }
        if case .shape(let s) = decoration.content { r = r.union(reach(of: s)) }
        return r
    }

    /// Where a shape's fill and stroke can reach: miters up to the miter limit (10) times the
    /// half width from a corner.
    static func reach(of shape: ShapeContent) -> CGRect {
        guard !shape.path.isEmpty else { return .null }
        let w = max(0, shape.lineWidth) * 5 + 1
        return shape.path.controlPointBounds.insetBy(dx: -w, dy: -w)
    }

    /// Where a shadow of `shape` (or of its own path) can fall.
    static func reach(of shadow: LayerShadow, shape: CGRect) -> CGRect {
        let outline = shadow.path.map { $0.controlPointBounds } ?? shape
        let spread = 1.5 * max(0, shadow.radius) + 2
        return outline.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height).insetBy(dx: -spread, dy: -spread)
    }

    /// A sublayer's reach in its superlayer's coordinates.
    static func reachInSuperlayer(_ layer: LayerPicture) -> CGRect {
        var r = layer.bounds
        if let shadow = layer.shadow {
            var shape = r
            if case .shape(let s) = layer.content { shape = shape.union(s.path.controlPointBounds) }
            r = r.union(reach(of: shadow, shape: shape))
        }
        if case .shape(let s) = layer.content, !s.path.isEmpty { r = r.union(reach(of: s)) }
        for sub in layer.sublayers { r = r.union(reachInSuperlayer(sub)) }
        return r.offsetBy(dx: layer.frame.minX - layer.boundsOrigin.x, dy: layer.frame.minY - layer.boundsOrigin.y)
    }
}
