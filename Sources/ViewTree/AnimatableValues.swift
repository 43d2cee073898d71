import Foundation

/// One full set of a view's animatable values: a view keeps two, the model and the presented.
public struct AnimatableValues: Equatable, Sendable {
    // Stored in this order so that the properties animated most (frame, transform, alpha,
    // corner radius) fill the first twelve lanes: an animator moving several of them on one view
    // adds onto all twelve at once, six pairs of lanes (`View.presentedHead`).
    public var frame: CGRect = .zero
    public var transform: Transform = .identity
    public var alpha: CGFloat = 1
    public var cornerRadius: CGFloat = 0
    public var boundsOrigin: CGPoint = .zero
    public var backgroundColor: Color = .clear
    public var blurRadius: CGFloat = 0

    public init() {}

    /// The value of `property` as a vector.
    @inline(__always)
    public func vector(_ property: AnimatableProperty) -> AnimatableVector {
        switch property {
        case .frame: return frame.animatableVector
        case .boundsOrigin: return boundsOrigin.animatableVector
        case .alpha: return alpha.animatableVector
        case .backgroundColor: return backgroundColor.animatableVector
        case .cornerRadius: return cornerRadius.animatableVector
        case .blurRadius: return blurRadius.animatableVector
        case .transform: return transform.animatableVector
        }
    }

    /// Sets `property` from a vector. Non-finite components are the caller's to prevent.
    @inline(__always)
    public mutating func set(_ property: AnimatableProperty, _ v: AnimatableVector) {
        switch property {
        case .frame: frame = CGRect(animatableVector: v)
        case .boundsOrigin: boundsOrigin = CGPoint(animatableVector: v)
        case .alpha: alpha = CGFloat(v[0])
        case .backgroundColor: backgroundColor = Color(animatableVector: v)
        case .cornerRadius: cornerRadius = CGFloat(v[0])
        case .blurRadius: blurRadius = CGFloat(v[0])
        case .transform: transform = Transform(animatableVector: v)
        }
    }
}
