/// UIView.AnimationCurve's counterpart: the four named cubic Béziers (R21).
public enum AnimationCurve: Int, CaseIterable, Sendable {
    case easeInOut, easeIn, easeOut, linear

    /// The control points CSS and Core Animation give these curves (R21).
    public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double) {
        switch self {
        case .easeInOut: return (0.42, 0, 0.58, 1)
        case .easeIn: return (0.42, 0, 1, 1)
        case .easeOut: return (0, 0, 0.58, 1)
        case .linear: return (0, 0, 1, 1)
        }
    }
}

/// What kind of timing a `TimingCurveProvider` describes (UITimingCurveType).
public enum TimingCurveType: Int, Sendable {
    case builtin, cubic, spring, composed
}

/// Anything that can time an animator: cubic or spring parameters (UITimingCurveProvider).
///
/// The engine reads the parameters once, when an animator (or a `continueAnimation` run) adopts
/// them, and turns them into a concrete curve; nothing dispatches through this protocol per frame.
public protocol TimingCurveProvider {
    var timingCurveType: TimingCurveType { get }
    var cubicTimingParameters: CubicTimingParameters? { get }
    var springTimingParameters: SpringTimingParameters? { get }
}
