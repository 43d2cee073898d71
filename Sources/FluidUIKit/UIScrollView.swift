/// UIScrollView's name, for its `DecelerationRate`: momentum code (the WWDC 2018 "project the
/// release" pattern) reads `UIScrollView.DecelerationRate.normal.rawValue` without any scroll
/// view. There is no scroll view to make: a pan and an animator do its work here (docs/PORTING.md).
public final class UIScrollView {
    /// Not there: a scroll view's scrolling, bouncing and paging are a pan driving a
    /// `UIViewPropertyAnimator` here.
    @available(*, unavailable, message: "FluidUIKit has no scroll view: drive a view with a UIPanGestureRecognizer and a UIViewPropertyAnimator (docs/PORTING.md)")
    public init(frame: CGRect) {}

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
}
