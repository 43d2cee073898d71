import Foundation
import ViewTree

/// A 2-D affine map x' = a·x + c·y + tx, y' = b·x + d·y + ty: a view's local points to pixels.
public struct Affine: Equatable {
    /// The linear part (a b; c d, by columns) and the translation (tx, ty).
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// The map x' = a·x + c·y + tx, y' = b·x + d·y + ty.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The map that changes nothing.
    public static let identity = Affine(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A uniform scale by `s` about the origin (points to pixels).
    public static func scale(_ s: Double) -> Affine { Affine(a: s, b: 0, c: 0, d: s, tx: 0, ty: 0) }

    /// The point (x, y) mapped.
    @inline(__always)
    public func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        (a * x + c * y + tx, b * x + d * y + ty)
    }

    /// The pixel bounding box of `rect` mapped by `self` (no allocation: called every frame).
    public func boundingBox(of rect: CGRect) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        let a = apply(Double(rect.minX), Double(rect.minY)), b = apply(Double(rect.maxX), Double(rect.minY))
        let c = apply(Double(rect.minX), Double(rect.maxY)), d = apply(Double(rect.maxX), Double(rect.maxY))
        return (Self.min4(a.x, b.x, c.x, d.x), Self.min4(a.y, b.y, c.y, d.y),
                Self.max4(a.x, b.x, c.x, d.x), Self.max4(a.y, b.y, c.y, d.y))
    }

    // The standard library's variadic `min`/`max`, step for step (the same result for NaN too),
    // without the array its variadic argument allocates: a frame's display list is made
    // allocation-free.
    @inline(__always) private static func min4(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        let m = min(min(a, b), c)
        return d < m ? d : m
    }

    @inline(__always) private static func max4(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        let m = max(max(a, b), c)
        return d >= m ? d : m
    }

    /// `self` after `inner`: first `inner`, then `self`.
    public func concatenating(_ inner: Affine) -> Affine {
        Affine(a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
               c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
               tx: a * inner.tx + c * inner.ty + tx, ty: b * inner.tx + d * inner.ty + ty)
    }

    /// True when axes stay axes (no rotation or shear): shapes stay axis-aligned rectangles.
    public var isAxisAligned: Bool { abs(b) < 1e-9 && abs(c) < 1e-9 }

    /// The map from `view`'s own coordinates (presented values) to its superview's, as
    /// `View.pointToSuperview` computes it.
    public static func toSuperview(of view: View) -> Affine {
        let p = view.presentation
        let t = p.transform
        let cosR = cos(Double(t.rotation)), sinR = sin(Double(t.rotation))
        let sx = Double(t.scale.width), sy = Double(t.scale.height)
        // R(rotation) · [1 skew; 0 1] · diag(scale), as `Transform.apply(toCentred:)`.
        let k = Double(t.skew)
        let la = cosR * sx, lb = sinR * sx, lc = -sinR * sy + k * sy * cosR, ld = cosR * sy + k * sy * sinR
        // The pivot in the view's coordinates (o) goes to the pivot in the superview's (m).
        var ox = Double(p.boundsOrigin.x) + Double(p.frame.width) / 2
        var oy = Double(p.boundsOrigin.y) + Double(p.frame.height) / 2
        var mx = Double(p.frame.midX), my = Double(p.frame.midY)
        let anchor = view.anchorPoint
        if anchor != View.centreAnchor {
            let ax = Double(anchor.x) * Double(p.frame.width), ay = Double(anchor.y) * Double(p.frame.height)
            ox = Double(p.boundsOrigin.x) + ax
            oy = Double(p.boundsOrigin.y) + ay
            mx = Double(p.frame.minX) + ax
            my = Double(p.frame.minY) + ay
        }
        let tx = mx + Double(t.translation.x) - (la * ox + lc * oy)
        let ty = my + Double(t.translation.y) - (lb * ox + ld * oy)
        return Affine(a: la, b: lb, c: lc, d: ld, tx: tx, ty: ty)
    }
}
