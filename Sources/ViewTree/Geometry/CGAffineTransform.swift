import Foundation

#if !canImport(CoreGraphics)
/// CoreGraphics' affine transform, which Foundation on Linux lacks: here it is the view's
/// `Transform`, kept decomposed (translation, rotation, skew, scale) as Core Animation interpolates it,
/// with Apple's members (`a b c d tx ty`, `concatenating`, `inverted`, …) on top, so code
/// written for UIKit (`view.transform = CGAffineTransform(translationX: 0, y: -305)`) compiles
/// unchanged. Where CoreGraphics exists, its own type is used.
public typealias CGAffineTransform = Transform
#endif

/// CGAffineTransform's matrix view of a `Transform` (x' = a·x + c·y + tx, y' = b·x + d·y + ty,
/// about the view's centre): R(rotation) · [1 skew; 0 1] · diag(scale), then the translation.
extension Transform {
    public var a: CGFloat { scale.width * cos(rotation) }
    public var b: CGFloat { scale.width * sin(rotation) }
    public var c: CGFloat { -scale.height * sin(rotation) + skew * scale.height * cos(rotation) }
    public var d: CGFloat { scale.height * cos(rotation) + skew * scale.height * sin(rotation) }
    public var tx: CGFloat { translation.x }
    public var ty: CGFloat { translation.y }

    /// The transform with this matrix, decomposed as Core Animation and CSS do (QR): rotation
    /// from the image of the x axis (a, b), x scale its length, y scale the determinant over it
    /// (a mirror shows as a negative y scale), and the skew what is left of (c, d) along the
    /// rotated x axis, over the y scale. Exact for every matrix with a non-zero determinant.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        let sx = (a * a + b * b).squareRoot()
        if sx == 0 {
            // The first row collapsed: rotation from the second row.
            let sy = (c * c + d * d).squareRoot()
            self.init(translation: CGPoint(x: tx, y: ty), scale: CGSize(width: 0, height: sy),
                      rotation: sy == 0 ? 0 : atan2(-c, d))
            return
        }
        let rotation = atan2(b, a), sy = (a * d - b * c) / sx
        // (c, d) = R·(skew·sy, sy): its part along the rotated x axis is skew·sy.
        let along = c * cos(rotation) + d * sin(rotation)
        self.init(translation: CGPoint(x: tx, y: ty), scale: CGSize(width: sx, height: sy), rotation: rotation,
                  skew: sy != 0 && along.isFinite ? along / sy : 0)
    }

    /// `self` then `t2`, as CGAffineTransformConcat.
    public func concatenating(_ t2: Transform) -> Transform {
        Transform(a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
                  c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                  tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// The inverse, or `self` unchanged when it has none (as CGAffineTransformInvert).
    public func inverted() -> Transform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        return Transform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                         tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// Where the transform takes `point` (relative to the centre), as CGPoint.applying(_:).
    public func applying(to point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }
}

extension CGPoint {
    /// CGPoint.applying(_:) for a view transform, as in CoreGraphics.
    public func applying(_ t: Transform) -> CGPoint { t.applying(to: self) }
}

extension CGSize {
    /// CGSize.applying(_:) as in CoreGraphics: the matrix without its translation, so a turn
    /// can give negative lengths.
    public func applying(_ t: Transform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}
