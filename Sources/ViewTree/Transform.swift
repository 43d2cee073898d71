import Foundation

/// A view's transform, applied about the view's centre as UIKit's anchor point (0.5, 0.5) does.
///
/// Stored decomposed as Core Animation (and CSS) decompose a 2-D matrix — translation, rotation,
/// skew (shear) and scale, applied to a point as scale, then skew, then rotation, then
/// translation — rather than as a matrix, so that animating between two transforms moves each
/// component linearly (no shearing midway unless the skew changes). Every invertible matrix has
/// exactly one such form with a positive x scale (`init(a:b:c:d:tx:ty:)`). The initialisers
/// match CGAffineTransform's so seed code ports by renaming the type only.
public struct Transform: Hashable, Sendable {
    public var translation: CGPoint
    public var scale: CGSize
    /// Radians, counter-clockwise on screen as in UIKit (positive turns clockwise with y down).
    public var rotation: CGFloat
    /// The shear factor k applied between scale and rotation: (x, y) → (x + k·y, y), so the
    /// y axis leans by atan(k). 0 (the default) is no skew.
    public var skew: CGFloat = 0

    public init(translation: CGPoint = .zero, scale: CGSize = CGSize(width: 1, height: 1), rotation: CGFloat = 0) {
        self.translation = translation
        self.scale = scale
        self.rotation = rotation
    }

    /// A transform with a skew (shear) factor too: scale, then (x, y) → (x + skew·y, y), then
    /// rotation, then translation.
    public init(translation: CGPoint = .zero, scale: CGSize = CGSize(width: 1, height: 1), rotation: CGFloat = 0,
                skew: CGFloat) {
        self.init(translation: translation, scale: scale, rotation: rotation)
        self.skew = skew
    }

    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(translation: CGPoint(x: tx, y: ty))
    }

    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(scale: CGSize(width: sx, height: sy))
    }

    public init(rotationAngle angle: CGFloat) {
        self.init(rotation: angle)
    }

    public static let identity = Transform()

    public var isIdentity: Bool { self == .identity }

    /// Translates in the transform's own (scaled, rotated) coordinates, as CGAffineTransform's
    /// `translatedBy` pre-concatenates.
    public func translatedBy(x: CGFloat, y: CGFloat) -> Transform {
        var t = self
        let moved = apply(toCentred: CGPoint(x: x, y: y))
        t.translation = moved
        return t
    }

    public func scaledBy(x: CGFloat, y: CGFloat) -> Transform {
        var t = self
        t.scale.width *= x
        t.scale.height *= y
        return t
    }

    /// CGAffineTransform's pre-concatenation of a rotation. With a uniform scale and no skew it
    /// adds `angle` to the rotation (the angle kept as given, not wrapped); otherwise the product
    /// has a skew, and the matrix product is decomposed.
    public func rotated(by angle: CGFloat) -> Transform {
        guard scale.width != scale.height || skew != 0 else {
            var t = self
            t.rotation += angle
            return t
        }
        return Transform(rotationAngle: angle).concatenating(self)
    }

    /// Maps a point given relative to the view's centre (untransformed) to its place relative to
    /// the same centre after the transform: scale, then rotate, then translate.
    @inline(__always)
    public func apply(toCentred p: CGPoint) -> CGPoint {
        let sy = p.y * scale.height, sx = p.x * scale.width + skew * sy
        let c = cos(rotation), s = sin(rotation)
        return CGPoint(x: sx * c - sy * s + translation.x, y: sx * s + sy * c + translation.y)
    }

    /// The inverse of `apply(toCentred:)`; nil when a scale is zero (the view has collapsed).
    @inline(__always)
    public func invert(centred p: CGPoint) -> CGPoint? {
        guard scale.width != 0, scale.height != 0 else { return nil }
        let x = p.x - translation.x, y = p.y - translation.y
        let c = cos(rotation), s = sin(rotation)
        let rx = x * c + y * s, ry = -x * s + y * c
        return CGPoint(x: (rx - skew * ry) / scale.width, y: ry / scale.height)
    }
}
