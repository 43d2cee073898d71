import Input

/// Every gesture tunable in one place, with its unit and the rule that sets it. The recognisers'
/// own constants (`PanGestureRecognizer.hysteresis`, `VelocityTracker.horizon`, …) read these.
public enum GestureDefaults {
    /// Points the pointer must move from the press, along x or along y, before a pan begins; also
    /// what translation leaves out once it has (UIKit's 10 pt, R27–R28).
    public static let panSlop: Double = 10
    /// Points the pointer may wander from the press and still tap (UIKit's 45 pt, R30).
    public static let tapAllowableMovement: Double = 45
    /// Seconds between one tap's release and the next press of a multi-tap.
    public static let maximumTapInterval: Double = 0.35
    /// Seconds a long press is held before it begins (UIKit's `minimumPressDuration`, R36).
    public static let longPressDuration: Double = 0.5
    /// Points a long press may wander before it begins (UIKit's `allowableMovement`, R36).
    public static let longPressAllowableMovement: Double = 10
    /// Points from a window edge a screen-edge pan may start (Fluid's choice: UIKit does not
    /// publish its figure, R36).
    public static let screenEdgeWidth: Double = 20
    /// Points a swipe must cover along its direction, and the seconds it may take (Fluid's
    /// choice: UIKit does not publish its figures, R36).
    public static let swipeMinimumDistance: Double = 50
    public static let swipeMaximumDuration: Double = 0.5
    /// Points the distance between a pinch's two touches must change before it begins (Fluid's
    /// choice: UIKit does not publish its figure, R36). Its `scale` counts from there.
    public static let pinchSlop: Double = 5
    /// Radians the line between a rotation's two touches must turn before it begins (Fluid's
    /// choice, about 3°: UIKit does not publish its figure, R36). Its `rotation` counts from there.
    public static let rotationSlop: Double = 0.05
    /// Seconds: samples older than this, relative to the newest, do not count for velocity
    /// (Flutter's 100 ms horizon, R29).
    public static let velocityHorizon: Double = 0.100
    /// The newest samples a velocity fit uses at most (Flutter's 20, R29).
    public static let velocityMaximumSamples = 20
    /// Fewer samples than this give no velocity estimate (Flutter's `_minSampleSize`, 3).
    public static let velocityMinimumSamples = 3
    /// Seconds: a gap longer than this between samples, or between the newest sample and the
    /// release, means the pointer stopped, and the velocity is zero (Flutter's 40 ms, R29).
    public static let velocityRestThreshold: Double = InputRate.restThreshold
    /// Seconds without a scroll step after which a scroll sequence, and the pan it drives, ends
    /// (a touchpad's fingers lifted; UIKit's continuous scroll pans).
    public static let scrollEndDelay: Double = 0.100
}
