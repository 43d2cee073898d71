/// UIViewPropertyAnimator (`PropertyAnimator`, SPEC R1–R25).
public typealias UIViewPropertyAnimator = PropertyAnimator
/// UIViewAnimatingState (`AnimatingState`): `.inactive`, `.active`, `.stopped`.
public typealias UIViewAnimatingState = AnimatingState
/// UIViewAnimatingPosition (`AnimatingPosition`): `.end`, `.start`, `.current`.
public typealias UIViewAnimatingPosition = AnimatingPosition
/// UITimingCurveProvider (`TimingCurveProvider`).
public typealias UITimingCurveProvider = TimingCurveProvider
/// UITimingCurveType (`TimingCurveType`).
public typealias UITimingCurveType = TimingCurveType
/// UIGestureRecognizer (`GestureRecognizer`).
public typealias UIGestureRecognizer = GestureRecognizer
/// UIPanGestureRecognizer (`PanGestureRecognizer`, R27–R29).
public typealias UIPanGestureRecognizer = PanGestureRecognizer
/// UITapGestureRecognizer (`TapGestureRecognizer`, R30).
public typealias UITapGestureRecognizer = TapGestureRecognizer
/// UILongPressGestureRecognizer (`LongPressGestureRecognizer`, R36).
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
/// UIScreenEdgePanGestureRecognizer (`ScreenEdgePanGestureRecognizer`, R36).
public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer
/// UIPinchGestureRecognizer (`PinchGestureRecognizer`, R36): `scale`, `velocity` in scale per second.
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
/// UIRotationGestureRecognizer (`RotationGestureRecognizer`, R36): `rotation` in radians, `velocity`.
public typealias UIRotationGestureRecognizer = RotationGestureRecognizer
/// UIRectEdge (`RectEdge`).
public typealias UIRectEdge = RectEdge
/// UISwipeGestureRecognizer (`SwipeGestureRecognizer`, R36).
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
/// Selector, for recognisers (`GestureAction`): the type of `action` in
/// `init(target: Any?, action: Selector?)`, which a recogniser subclass may override. There is
/// no `#selector` on Linux: a port passes a method reference (`Self.m`) instead (R37).
public typealias Selector = GestureAction
/// UITouch (`Touch`): the pointer as a recogniser's `touchesBegan(_:with:)` receives it.
public typealias UITouch = Touch
/// UIEvent (`TouchEvent`): the event those touches belong to.
public typealias UIEvent = TouchEvent
/// UIGestureRecognizerDelegate (`GestureRecognizerDelegate`).
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
/// CACornerMask (`CornerMask`): `.layerMinXMinYCorner` and its siblings.
public typealias CACornerMask = CornerMask
/// NSLayoutConstraint (`LayoutConstraint`, R34).
public typealias NSLayoutConstraint = LayoutConstraint
/// NSLayoutAnchor (`LayoutAnchor`).
public typealias NSLayoutAnchor = LayoutAnchor
/// NSLayoutXAxisAnchor (`LayoutXAxisAnchor`).
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// NSLayoutYAxisAnchor (`LayoutYAxisAnchor`).
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// NSLayoutDimension (`LayoutDimension`).
public typealias NSLayoutDimension = LayoutDimension
/// UILayoutPriority (`LayoutPriority`).
public typealias UILayoutPriority = LayoutPriority
/// UILayoutGuide (`LayoutGuide`).
public typealias UILayoutGuide = LayoutGuide
/// UIResponder, as far as touches go (`TouchResponder`, R35): `UIView` and `UIViewController` conform.
public typealias UIResponder = TouchResponder

extension View {
    /// UIView.AnimationCurve (`AnimationCurve`).
    public typealias AnimationCurve = Animation.AnimationCurve
    /// UIView.AnimationOptions (`AnimationOptions`).
    public typealias AnimationOptions = Animation.AnimationOptions
    /// UIView.KeyframeAnimationOptions (`KeyframeAnimationOptions`).
    public typealias KeyframeAnimationOptions = Animation.KeyframeAnimationOptions
}

extension GestureRecognizer {
    /// UIGestureRecognizer.State (`GestureRecognizerState`).
    public typealias State = GestureRecognizerState
}
