/// UIScreen: the display a port's views are shown on, as far as its size goes.
///
/// `UIViewController.loadView()` sizes the root view to `UIScreen.main.bounds`, as UIKit does,
/// so code that reads `view.frame` in `viewDidLoad` sees the screen. A host sets the bounds to
/// its window's before it loads a controller's view (`UIKitScene` does); the default is a
/// 390 × 844 point phone.
public final class UIScreen: @unchecked Sendable {
    /// The one screen.
    public static let main = UIScreen()

    /// The screen's rectangle, points.
    public var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// Pixels per point: 1 here (the window's own scale is the painter's business).
    public var scale: CGFloat = 1
    /// The scale of the physical screen: `scale` here.
    public var nativeScale: CGFloat { scale }
    /// The screen's rectangle in pixels, as UIKit's `nativeBounds`.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * nativeScale, height: bounds.height * nativeScale)
    }

    private init() {}
}
