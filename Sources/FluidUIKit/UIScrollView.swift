import Animation
import Gestures
import Momentum
import ViewTree

/// UIKit's scroll view: its content offset is its bounds' origin, dragged by its own
/// `panGestureRecognizer` (rubber-banded past the ends, F4), coasting on release at
/// `decelerationRate` (the velocity kept per millisecond, F5), bouncing back on a spring, and
/// paging when `isPagingEnabled`. The delegate hears what UIKit tells it, in the same order.
/// The motion runs on the frames of the `AnimationDriver` in scope (`UIScrollView+Motion.swift`).
open class UIScrollView: UIView {
    /// How fast a scroll view's momentum decays: the share of velocity kept per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat

        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// 0.998, UIKit's default.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99, a quick stop.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How the safe area adds to `contentInset`. Kept for ports: this scroll view adds none
    /// (`adjustedContentInset` is `contentInset`).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    /// Kept for ports: the keyboard is never shown here.
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive
    }

    /// Kept for ports: no scroll indicators are drawn.
    public enum IndicatorStyle: Int, Sendable {
        case `default`, black, white
    }

    /// The drag that scrolls; its handler is the scroll view's own.
    public private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = {
        let pan = UIPanGestureRecognizer(name: "UIScrollView.pan") { [unowned self] in self.handlePan($0) }
        pan.allowedScrollTypes = .all
        return pan
    }()

    /// Told of drags, coasts and offsets (weak, as in UIKit).
    open weak var delegate: UIScrollViewDelegate?

    /// The content's size in points: with `contentInset`, how far the offset goes.
    open var contentSize: CGSize = .zero

    /// Room around the content, in points.
    open var contentInset: UIEdgeInsets = .zero

    /// `contentInset`: no safe area is added here.
    open var adjustedContentInset: UIEdgeInsets { contentInset }

    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open var indicatorStyle: IndicatorStyle = .default
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    /// Kept for code that sets them: no scroll indicators are drawn here.
    open var scrollIndicatorInsets: UIEdgeInsets = .zero
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var scrollsToTop = true
    open var delaysContentTouches = true
    open var canCancelContentTouches = true

    /// The content's point at the view's top left: the bounds' origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite, newValue != bounds.origin else { return }
            bounds.origin = newValue
            refreshControl?.scrollViewDidMove(self)
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// False: the finger does not scroll.
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }

    /// Past an end the content follows the finger on a rubber band and springs back.
    open var bounces = true
    /// Bounces vertically even when the content is no taller than the view.
    open var alwaysBounceVertical = false
    /// Bounces horizontally even when the content is no wider than the view.
    open var alwaysBounceHorizontal = false
    /// Coasts stop at multiples of the view's size.
    open var isPagingEnabled = false
    /// A drag that starts mostly along one axis scrolls along that axis only.
    open var isDirectionalLockEnabled = false

    /// The share of velocity kept per millisecond of a coast.
    open var decelerationRate: DecelerationRate = .normal

    /// A finger is on the content (it may not have moved yet).
    open internal(set) var isTracking = false
    /// The content is being dragged.
    open internal(set) var isDragging = false
    /// The content moves on after a drag.
    open internal(set) var isDecelerating = false

    /// What moves the offset between frames (`UIScrollView+Motion.swift`).
    var motion: ScrollMotion = .idle
    /// The frame callback while the offset moves on its own.
    var frames: FrameCallback?
    /// The offset when the drag began, and the axes it may move along.
    var dragStart = CGPoint.zero
    var dragAxes = (x: true, y: true)

    /// The pull-to-refresh control shown above the content (iOS 10): set it and it is added.
    open var refreshControl: UIRefreshControl? {
        didSet {
            if oldValue !== refreshControl { oldValue?.removeFromSuperview() }
            if let refreshControl { insertSubview(refreshControl, at: 0); refreshControl.placeAbove(self) }
        }
    }

    /// The least zoom a pinch or `zoomScale` reaches (1).
    open var minimumZoomScale: CGFloat = 1 { didSet { zoomLimitsDidChange() } }
    /// The greatest zoom (1: no zooming until it is raised and the delegate names a view).
    open var maximumZoomScale: CGFloat = 1 { didSet { zoomLimitsDidChange() } }
    /// Whether a pinch past the limits goes on, resisting, and springs back (true).
    open var bouncesZoom = true
    /// A pinch is zooming now.
    open internal(set) var isZooming = false
    /// The zoom springs back into its limits after a pinch.
    open internal(set) var isZoomBouncing = false
    /// The zoom now (the zoomed view's scale).
    var storedZoomScale: CGFloat = 1
    /// The pinch's start: the scale then and the content point (unzoomed) under its centroid;
    /// and where on screen the centroid is now.
    var zoomStart: (scale: CGFloat, anchor: CGPoint, point: CGPoint)?
    /// Lets the pinch and the drag run together (recognisers hold their delegates weakly).
    let zoomGestureDelegate = ScrollZoomGestureDelegate()
    /// The pinch that zooms, made when zooming is first possible.
    lazy var zoomPinch: UIPinchGestureRecognizer = {
        let pinch = UIPinchGestureRecognizer(name: "UIScrollView.pinch") { [unowned self] in self.handlePinch($0) }
        pinch.delegate = zoomGestureDelegate
        return pinch
    }()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        addGestureRecognizer(panGestureRecognizer)
        zoomGestureDelegate.scrollView = self
    }

    /// Storyboards and archives are not read here: always nil, as `UIView`'s.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Moves the content to `contentOffset`, on a short spring when `animated` (the delegate
    /// then hears `scrollViewDidEndScrollingAnimation`).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopMotion()
        guard animated, let driver = motionDriver else {
            self.contentOffset = contentOffset
            return
        }
        start(.animating(to: contentOffset, velocity: .zero), on: driver)
    }

    /// Scrolls the least that shows `rect` (content coordinates).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let size = bounds.size, offset = contentOffset
        var target = offset
        if rect.minX < offset.x { target.x = rect.minX } else if rect.maxX > offset.x + size.width { target.x = rect.maxX - size.width }
        if rect.minY < offset.y { target.y = rect.minY } else if rect.maxY > offset.y + size.height { target.y = rect.maxY - size.height }
        setContentOffset(clamped(target), animated: animated)
    }

    // MARK: Ranges

    /// The offsets the content rests within, per axis (points).
    var offsetRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        let inset = adjustedContentInset, size = bounds.size
        let minX = -inset.left, minY = -inset.top
        let maxX = max(minX, contentSize.width + inset.right - size.width)
        let maxY = max(minY, contentSize.height + inset.bottom - size.height)
        return (minX...maxX, minY...maxY)
    }

    /// `offset` within `offsetRange`.
    func clamped(_ offset: CGPoint) -> CGPoint {
        let range = offsetRange
        return CGPoint(x: min(max(offset.x, range.x.lowerBound), range.x.upperBound),
                       y: min(max(offset.y, range.y.lowerBound), range.y.upperBound))
    }

    /// Which axes a drag moves: those with room to scroll, or set to bounce anyway.
    var scrollableAxes: (x: Bool, y: Bool) {
        let range = offsetRange
        return (range.x.upperBound > range.x.lowerBound || alwaysBounceHorizontal,
                range.y.upperBound > range.y.lowerBound || alwaysBounceVertical)
    }

    /// The driver whose frames move the content: the one in scope, else the tree's.
    var motionDriver: AnimationDriver? { AnimationDriver.current ?? animationHost as? AnimationDriver }
}
