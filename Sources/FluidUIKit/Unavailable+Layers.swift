// More UIKit and Core Animation names that are not there, each with the compiler's reason (R37,
// docs/PORTING.md).

/// Not there: a layer's own timing.
extension CALayer {
    @available(*, unavailable, message: "FluidUIKit has no layer timing (speed, timeOffset, beginTime): pause and scrub a UIViewPropertyAnimator instead (docs/PORTING.md)")
    public var speed: Float {
        get { 1 }
        set {}
    }

    @available(*, unavailable, message: "FluidUIKit has no layer timing (speed, timeOffset, beginTime): pause and scrub a UIViewPropertyAnimator instead (docs/PORTING.md)")
    public var timeOffset: CFTimeInterval {
        get { 0 }
        set {}
    }

    @available(*, unavailable, message: "FluidUIKit has no layer timing (speed, timeOffset, beginTime): pause and scrub a UIViewPropertyAnimator instead (docs/PORTING.md)")
    public var beginTime: CFTimeInterval {
        get { 0 }
        set {}
    }

    @available(*, unavailable, message: "FluidUIKit has no layer timing (speed, timeOffset, beginTime): pause and scrub a UIViewPropertyAnimator instead (docs/PORTING.md)")
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval { t }
}

/// UIModalPresentationStyle: where a presented controller's view goes (`present(_:animated:)`).
/// Full-screen and current-context styles fill the window; sheets stand 40 points below its top
/// (`.pageSheet`, `.automatic`) or in its middle (`.formSheet`) over a dimmed backdrop; a popover
/// is a form sheet here; `.custom` places it as the transitioning delegate's animator does.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, automatic
}

/// Not there: drawing into a bitmap context.
@available(*, unavailable, message: "FluidUIKit has no bitmap contexts: draw in a view's draw(_:) with UIBezierPath and UIColor, or use CAShapeLayer (docs/PORTING.md)")
public func UIGraphicsGetCurrentContext() -> Never? { nil }

/// Not there: image renderers.
@available(*, unavailable, message: "FluidUIKit has no image renderers: draw in a view's draw(_:) with UIBezierPath and UIColor, or use CAShapeLayer (docs/PORTING.md)")
public final class UIGraphicsImageRenderer {
    public init(size: CGSize) {}
    public init(bounds: CGRect) {}
}

/// Not there: particle emitters.
@available(*, unavailable, message: "FluidUIKit has no particle emitters: animate a few views or shape layers instead (docs/PORTING.md)")
public final class CAEmitterLayer {
    public init() {}
}

/// Not there: particle emitter cells.
@available(*, unavailable, message: "FluidUIKit has no particle emitters: animate a few views or shape layers instead (docs/PORTING.md)")
public final class CAEmitterCell {
    public init() {}
}

/// Not there: UIKit Dynamics.
@available(*, unavailable, message: "FluidUIKit has no UIKit Dynamics: throw the view with a UIViewPropertyAnimator on UISpringTimingParameters carrying the release velocity (docs/PORTING.md)")
public final class UIDynamicAnimator {
    public init(referenceView: UIView) {}
}

@available(*, unavailable, message: "FluidUIKit has no UIKit Dynamics: animate to the point with a UIViewPropertyAnimator on a spring (docs/PORTING.md)")
public final class UISnapBehavior {
    public init(item: UIView, snapTo point: CGPoint) {}
}

@available(*, unavailable, message: "FluidUIKit has no UIKit Dynamics: follow the pan's translation, then spring back with a UIViewPropertyAnimator (docs/PORTING.md)")
public final class UIAttachmentBehavior {
    public init(item: UIView, attachedToAnchor point: CGPoint) {}
}

@available(*, unavailable, message: "FluidUIKit has no UIKit Dynamics: project the release velocity (UIScrollView.DecelerationRate) and animate there (docs/PORTING.md)")
public final class UIPushBehavior {}

@available(*, unavailable, message: "FluidUIKit has no UIKit Dynamics: animate with a UIViewPropertyAnimator (docs/PORTING.md)")
public final class UIGravityBehavior {
    public init(items: [UIView]) {}
}

@available(*, unavailable, message: "FluidUIKit has no UIKit Dynamics: animate with a UIViewPropertyAnimator (docs/PORTING.md)")
public final class UICollisionBehavior {
    public init(items: [UIView]) {}
}

@available(*, unavailable, message: "FluidUIKit has no UIKit Dynamics: project the release velocity (UIScrollView.DecelerationRate) and animate there (docs/PORTING.md)")
public final class UIDynamicItemBehavior {
    public init(items: [UIView]) {}
}

@available(*, unavailable, message: "FluidUIKit has no UIKit Dynamics: pick the nearest target from the projected release point and spring there (docs/PORTING.md)")
public final class UIFieldBehavior {}
