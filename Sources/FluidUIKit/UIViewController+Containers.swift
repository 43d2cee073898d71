/// UIInterfaceOrientationMask: the orientations a controller supports (read by nothing here).
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}

/// UINavigationItem: what a navigation bar would show for a controller; kept, shown by nothing.
open class UINavigationItem: NSObject, @unchecked Sendable {
    open var title: String?
    open var prompt: String?
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    open var hidesBackButton = false

    public init(title: String) {
        self.title = title
        super.init()
    }

    /// UINavigationItem.LargeTitleDisplayMode.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic, always, never
    }
}

extension UIViewController {
    /// UIViewController.navigationController: there are no navigation controllers here, so nil
    /// (code that reaches a bar through it does nothing).
    public var navigationController: UINavigationController? { nil }
    /// UIViewController.tabBarController: there are no tab bar controllers here, so nil.
    public var tabBarController: UITabBarController? { nil }
}

/// Not there: tab bar controllers (declared so that `tabBarController?.…` compiles and does
/// nothing; making one is unavailable).
public final class UITabBarController {
    @available(*, unavailable, message: "FluidUIKit has no tab bar controllers: run each controller as its own scene (docs/PORTING.md)")
    public init() {}
    public var selectedIndex = 0
}

/// Not there: navigation controllers (declared so that `navigationController?.…` compiles and
/// does nothing; making one is unavailable).
public final class UINavigationController {
    @available(*, unavailable, message: "FluidUIKit has no navigation controllers: show one controller per scene, or add children and animate their views (docs/PORTING.md)")
    public init(rootViewController: UIViewController) {}

    /// The bar (never shown).
    public var navigationBar: UINavigationBar { UINavigationBar() }
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {}
    public func pushViewController(_ viewController: UIViewController, animated: Bool) {}
    @discardableResult
    public func popViewController(animated: Bool) -> UIViewController? { nil }
}

/// A navigation bar's settings (never shown).
public final class UINavigationBar {
    public var prefersLargeTitles = false
    public var isTranslucent = true
    public var tintColor: UIColor?
    public var barTintColor: UIColor?
    public var isHidden = false
}

extension UIView {
    /// UIView.readableContentGuide: the layout margins here (no text width is measured).
    public var readableContentGuide: UILayoutGuide { layoutMarginsGuide }
}
