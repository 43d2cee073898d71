import Foundation

/// Coordinate conversion between views, through every transform on the way (presented values:
/// points relate to what is on screen, also mid-animation).
extension View {
    /// `bounds` as presented now.
    public var presentedBounds: CGRect {
        CGRect(origin: presentation.boundsOrigin, size: presentation.frame.size)
    }

    /// UIKit's reading of `frame` when a transform is set: the bounding box of the transformed
    /// view in its superview (model values). Equal to `frame` under the identity transform.
    public var transformedFrame: CGRect {
        Self.boundingBox(of: model.frame, transform: model.transform, anchor: anchorPoint)
    }

    /// `transformedFrame` for presented values: where the view is drawn in its superview.
    public var presentedTransformedFrame: CGRect {
        Self.boundingBox(of: presentation.frame, transform: presentation.transform, anchor: anchorPoint)
    }

    /// The bounding box of `frame` transformed about its anchor point: the matrix's extents
    /// |a|·w/2 + |c|·h/2 across and |b|·w/2 + |d|·h/2 down, about where the transform takes the
    /// frame's centre (no allocation).
    static func boundingBox(of frame: CGRect, transform t: Transform, anchor: CGPoint = View.centreAnchor) -> CGRect {
        if t.isIdentity { return frame }
        let hx = frame.width / 2, hy = frame.height / 2
        let ex = abs(t.a) * hx + abs(t.c) * hy, ey = abs(t.b) * hx + abs(t.d) * hy
        var mid = CGPoint(x: frame.midX + t.tx, y: frame.midY + t.ty)
        if anchor != View.centreAnchor {
            // The centre sits (0.5 − anchor) × size from the pivot, and turns with the view.
            let fromPivot = CGPoint(x: (0.5 - anchor.x) * frame.width, y: (0.5 - anchor.y) * frame.height)
            let moved = t.apply(toCentred: fromPivot)
            mid = CGPoint(x: frame.minX + anchor.x * frame.width + moved.x, y: frame.minY + anchor.y * frame.height + moved.y)
        }
        return CGRect(x: mid.x - ex, y: mid.y - ey, width: 2 * ex, height: 2 * ey)
    }

    /// The pivot the transform turns about, in the superview's coordinates, and in the view's
    /// own (both the frame's centre for the default anchor point).
    static func pivot(of values: AnimatableValues, anchor: CGPoint) -> (outer: CGPoint, inner: CGPoint) {
        let f = values.frame, b = values.boundsOrigin
        if anchor == View.centreAnchor {
            return (CGPoint(x: f.midX, y: f.midY), CGPoint(x: b.x + f.width / 2, y: b.y + f.height / 2))
        }
        let along = CGPoint(x: anchor.x * f.width, y: anchor.y * f.height)
        return (CGPoint(x: f.minX + along.x, y: f.minY + along.y), CGPoint(x: b.x + along.x, y: b.y + along.y))
    }

    /// Maps a point in this view's coordinates to its superview's.
    public func pointToSuperview(_ p: CGPoint) -> CGPoint {
        let pivot = Self.pivot(of: presentation, anchor: anchorPoint)
        let moved = presentation.transform.apply(toCentred: CGPoint(x: p.x - pivot.inner.x, y: p.y - pivot.inner.y))
        return CGPoint(x: pivot.outer.x + moved.x, y: pivot.outer.y + moved.y)
    }

    /// Maps a point in the superview's coordinates to this view's; nil when the view is scaled to
    /// nothing and so covers no point.
    public func pointFromSuperview(_ p: CGPoint) -> CGPoint? {
        View.point(p, fromSuperviewInto: presentation, anchor: anchorPoint)
    }

    /// Maps a point in the superview's coordinates to those of a view placed by `values`
    /// (presented or model) turning about `anchor`; nil when it is scaled to nothing.
    static func point(_ p: CGPoint, fromSuperviewInto values: AnimatableValues, anchor: CGPoint) -> CGPoint? {
        let pivot = Self.pivot(of: values, anchor: anchor)
        guard let centred = values.transform.invert(centred: CGPoint(x: p.x - pivot.outer.x, y: p.y - pivot.outer.y)) else {
            return nil
        }
        return CGPoint(x: centred.x + pivot.inner.x, y: centred.y + pivot.inner.y)
    }

    /// The point in the coordinates of the tree's root (the window's) for a point in this view's.
    public func convertToRoot(_ p: CGPoint) -> CGPoint {
        var point = p
        var v: View = self
        while let parent = v.superview {
            point = v.pointToSuperview(point)
            v = parent
        }
        return point
    }

    /// The point in this view's coordinates for a point in its root's; nil if a view on the way
    /// is scaled to nothing.
    public func convertFromRoot(_ p: CGPoint) -> CGPoint? {
        guard let parent = superview else { return p }
        guard let inParent = parent.convertFromRoot(p) else { return nil }
        return pointFromSuperview(inParent)
    }

    /// Converts a point from this view's coordinates to `view`'s (nil: the root's), like UIKit.
    /// A point that cannot be mapped (a view scaled to nothing) comes back unchanged.
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let root = convertToRoot(point)
        guard let view else { return root }
        return view.convertFromRoot(root) ?? point
    }

    /// Converts a point from `view`'s coordinates (nil: the root's) to this view's.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        let root = view?.convertToRoot(point) ?? point
        return convertFromRoot(root) ?? point
    }

    /// Converts a rect from this view's coordinates to `view`'s: the bounding box of its corners.
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        Self.boundingBox(of: [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                              CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
            .map { convert($0, to: view) })
    }

    /// Converts a rect from `view`'s coordinates to this view's: the bounding box of its corners.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        Self.boundingBox(of: [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                              CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
            .map { convert($0, from: view) })
    }

    private static func boundingBox(of points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
}
