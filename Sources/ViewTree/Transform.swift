import Foundation

/// A view's transform, applied about the view's centre as UIKit's anchor point (0.5, 0.5) does.
///
/// Stored decomposed (translation, scale, rotation) rather than as a matrix, so that animating
/// between two transforms moves each component linearly (no shearing midway). The initialisers
/// match CGAffineTransform's so seed code ports by renaming the type only.
public struct Transform: Hashable, Sendable {
    public var translation: CGPoint
    public var scale: CGSize
    /// Radians, counter-clockwise on screen as in UIKit (positive turns clockwise with y down).
    public var rotation: CGFloat

    public init(translation: CGPoint = .zero, scale: CGSize = CGSize(width: 1, height: 1), rotation: CGFloat = 0) {
        self.translation = translation
        self.scale = scale
        self.rotation = rotation
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

    /// Adds `angle` to the rotation: CGAffineTransform's pre-concatenation for any uniform
    /// scale (with an unequal one, Apple's result has a skew this decomposed form cannot hold).
    public func rotated(by angle: CGFloat) -> Transform {
        var t = self
        t.rotation += angle
        return t
    }

    /// Maps a point given relative to the view's centre (untransformed) to its place relative to
    /// the same centre after the transform: scale, then rotate, then translate.
    @inline(__always)
    public func apply(toCentred p: CGPoint) -> CGPoint {
        let sx = p.x * scale.width, sy = p.y * scale.height
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
        return CGPoint(x: rx / scale.width, y: ry / scale.height)
    }
}
