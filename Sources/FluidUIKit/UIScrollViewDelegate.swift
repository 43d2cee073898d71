/// What a scroll view tells its delegate, under UIKit's names; every method is optional (the
/// defaults do nothing), as in UIKit's `@objc optional` protocol.
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed: by a drag, its coast, a bounce or a set.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag is starting.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifts at `velocity` (points per millisecond, UIKit's unit); the coast will end
    /// at `targetContentOffset.pointee`, which the delegate may move (a snap).
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` says whether the content moves on.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content moves on after the finger lifted.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content came to rest after a drag.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated `setContentOffset(_:animated:)` came to rest.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view a pinch zooms (nil: none, the default).
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// A pinch is starting to zoom `view`.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// The zoom changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// A zoom came to rest at `scale` (after a pinch and its bounce, or an animated zoom).
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}
