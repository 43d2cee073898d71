/// What `view.layer` reaches in a port: the layer properties the engine draws, read and written
/// on the view itself, so `view.layer.cornerRadius = 20` inside an animator's animations
/// animates the view's corner radius as it does in UIKit.
public struct ViewLayer {
    /// The view whose layer this is.
    public let view: View

    /// CALayer.cornerRadius: the view's `cornerRadius`, animatable.
    public var cornerRadius: CGFloat {
        get { view.cornerRadius }
        nonmutating set { view.cornerRadius = newValue }
    }

    /// CALayer.maskedCorners: which corners `cornerRadius` rounds (the view's `maskedCorners`).
    public var maskedCorners: CACornerMask {
        get { view.maskedCorners }
        nonmutating set { view.maskedCorners = newValue }
    }

    /// CALayer.masksToBounds: the view's `clipsToBounds`.
    public var masksToBounds: Bool {
        get { view.clipsToBounds }
        nonmutating set { view.clipsToBounds = newValue }
    }
}

extension View {
    /// UIView.layer: the view's corner radius, masked corners and clipping under CALayer's names.
    public var layer: ViewLayer { ViewLayer(view: self) }
}
