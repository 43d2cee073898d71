import Foundation

/// Every property of `View` that an animator can move. Each has a model value (what code set
/// last) and a presented value (what is drawn now); animators write presented values.
public enum AnimatableProperty: Int, CaseIterable, Sendable {
    case frame, boundsOrigin, alpha, backgroundColor, cornerRadius, blurRadius, transform

    /// One slot per property in a view's per-property bookkeeping (which write drives it, how
    /// many tracks add onto it): room for 16 properties, so shadow, tint and saturation can come
    /// without touching the bookkeeping. A property's own value is an `AnimatableVector` of up to
    /// 8 numbers.
    public typealias Slots<Scalar: SIMDScalar> = SIMD16<Scalar>
    /// How many properties fit (`Slots`' width); `allCases.count` must stay within it.
    public static let capacity = Slots<Int32>.scalarCount

    /// True for a position, whose vector has a point's y in lane 1 (frame origin, so the centre
    /// too, and bounds origin): with a spring per axis that lane follows the y spring, every other
    /// lane (x, sizes) the x one. As in UIKit, no other property splits: a transform, its
    /// translation included, follows the one spring started at `dx` (R24).
    @inline(__always)
    public var hasPointY: Bool { self == .frame || self == .boundsOrigin }

    /// The lanes of a value that follow the y axis (R24): 1 in lane 1 for `hasPointY`, else 0.
    public var yLaneMask: AnimatableVector {
        hasPointY ? AnimatableVector(0, 1, 0, 0, 0, 0, 0, 0) : AnimatableVector()
    }
}

/// An animatable value as a flat vector, so that one interpolation routine serves every
/// property type with no allocation and no dynamic dispatch.
public typealias AnimatableVector = SIMD8<Double>

/// A value that converts losslessly to and from an `AnimatableVector`.
public protocol VectorConvertible {
    var animatableVector: AnimatableVector { get }
    init(animatableVector v: AnimatableVector)
}

extension AnimatableVector {
    /// True when no component is NaN or infinite (R8: such a value never reaches a view).
    @inline(__always)
    public var isFinite: Bool {
        // finite × 0 == 0; NaN or ±∞ gives NaN, which the sum carries. (A reduction rather than
        // SIMD's generic `==`, which costs ~100 instructions per call on the animators' path.)
        (self * 0).sum() == 0
    }
}

extension CGFloat: VectorConvertible {
    public var animatableVector: AnimatableVector { AnimatableVector(Double(self), 0, 0, 0, 0, 0, 0, 0) }
    public init(animatableVector v: AnimatableVector) { self = CGFloat(v[0]) }
}

extension CGPoint: VectorConvertible {
    public var animatableVector: AnimatableVector { AnimatableVector(Double(x), Double(y), 0, 0, 0, 0, 0, 0) }
    public init(animatableVector v: AnimatableVector) { self.init(x: v[0], y: v[1]) }
}

extension CGRect: VectorConvertible {
    public var animatableVector: AnimatableVector {
        AnimatableVector(Double(origin.x), Double(origin.y), Double(size.width), Double(size.height), 0, 0, 0, 0)
    }
    public init(animatableVector v: AnimatableVector) { self.init(x: v[0], y: v[1], width: v[2], height: v[3]) }
}

extension Color: VectorConvertible {
    public var animatableVector: AnimatableVector { AnimatableVector(red, green, blue, alpha, 0, 0, 0, 0) }
    public init(animatableVector v: AnimatableVector) { self.init(red: v[0], green: v[1], blue: v[2], alpha: v[3]) }
}

extension Transform: VectorConvertible {
    public var animatableVector: AnimatableVector {
        AnimatableVector(Double(translation.x), Double(translation.y), Double(scale.width), Double(scale.height),
                         Double(rotation), Double(skew), 0, 0)
    }
    public init(animatableVector v: AnimatableVector) {
        self.init(translation: CGPoint(x: v[0], y: v[1]), scale: CGSize(width: v[2], height: v[3]), rotation: v[4],
                  skew: v[5])
    }
}
