/// UITraitCollection: what a view or controller can read of the device it runs on. A desktop
/// window here: no force touch, a regular size class each way, scale 1 per point as the window
/// draws (`displayScale` is the painter's pixels per point only when the window says so: 1 here),
/// light appearance.
public final class UITraitCollection: Sendable {
    /// Pressure on touches: never available (a mouse or touchpad reports none).
    public let forceTouchCapability: UIForceTouchCapability = .unavailable
    /// A desktop window is wide and tall.
    public let horizontalSizeClass: UIUserInterfaceSizeClass = .regular
    public let verticalSizeClass: UIUserInterfaceSizeClass = .regular
    /// Light appearance (the scenes draw on light backgrounds).
    public let userInterfaceStyle: UIUserInterfaceStyle = .light
    /// A pad-like idiom: a large screen driven by a pointer.
    public let userInterfaceIdiom: UIUserInterfaceIdiom = .pad
    /// Points to pixels: 1, the playground's points (`--scale` changes pixels, not points).
    public let displayScale: CGFloat = 1

    /// The one trait collection of this desktop.
    public static let current = UITraitCollection()

    /// Whether colours resolve differently under `other`: never, as the traits never change here.
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        other.map { $0.userInterfaceStyle != userInterfaceStyle } ?? false
    }

    init() {}
}

/// UIUserInterfaceSizeClass.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

/// UIUserInterfaceStyle.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// UIUserInterfaceIdiom.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}

extension UIView {
    /// UIView.traitCollection: this desktop's traits (`UITraitCollection.current`).
    public var traitCollection: UITraitCollection { .current }
}

extension UIViewController {
    /// UIViewController.traitCollection: this desktop's traits (`UITraitCollection.current`).
    public var traitCollection: UITraitCollection { .current }
}

/// UIStatusBarStyle: what a controller asks of a status bar a desktop window does not have.
public enum UIStatusBarStyle: Int, Sendable {
    case `default`, lightContent, darkContent = 3
}
