// UIKit names that are not there, each with the compiler's reason (R37, docs/PORTING.md). They
// are declared so that a port gets this message instead of "cannot find type in scope".

/// Not there: storyboards.
@available(*, unavailable, message: "FluidUIKit has no storyboards: build views in code (docs/PORTING.md)")
public final class UIStoryboard {
    public init() {}
    public init(name: String, bundle: Bundle?) {}
}

/// Not there: storyboard segues.
@available(*, unavailable, message: "FluidUIKit has no storyboards or segues: build views in code (docs/PORTING.md)")
public final class UIStoryboardSegue {
    public init() {}
}

/// Not there: nib (xib) files.
@available(*, unavailable, message: "FluidUIKit has no nibs or xibs: build views in code (docs/PORTING.md)")
public final class UINib {
    public init() {}
    public init(nibName: String, bundle: Bundle?) {}
}

/// Not there: collection views.
@available(*, unavailable, message: "FluidUIKit has no collection views: lay out views in code (docs/PORTING.md)")
public final class UICollectionView {
    public init() {}
    public init(frame: CGRect) {}
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {}
}

/// Not there: collection view cells.
@available(*, unavailable, message: "FluidUIKit has no collection views: lay out views in code (docs/PORTING.md)")
public final class UICollectionViewCell {
    public init() {}
    public init(frame: CGRect) {}
}

/// Not there: collection view layouts.
@available(*, unavailable, message: "FluidUIKit has no collection views: lay out views in code (docs/PORTING.md)")
public class UICollectionViewLayout {
    public init() {}
}

/// Not there: flow layouts.
@available(*, unavailable, message: "FluidUIKit has no collection views: lay out views in code (docs/PORTING.md)")
public final class UICollectionViewFlowLayout: UICollectionViewLayout {
    public override init() {}
}

/// Not there: collection view data sources.
@available(*, unavailable, message: "FluidUIKit has no collection views: lay out views in code (docs/PORTING.md)")
public protocol UICollectionViewDataSource {}

/// Not there: collection view delegates.
@available(*, unavailable, message: "FluidUIKit has no collection views: lay out views in code (docs/PORTING.md)")
public protocol UICollectionViewDelegate {}

/// Not there: flow layout delegates.
@available(*, unavailable, message: "FluidUIKit has no collection views: lay out views in code (docs/PORTING.md)")
public protocol UICollectionViewDelegateFlowLayout {}

/// Not there: table views.
@available(*, unavailable, message: "FluidUIKit has no table views: lay out views in code (docs/PORTING.md)")
public final class UITableView {
    public init() {}
    public init(frame: CGRect) {}
}

/// Not there: table view cells.
@available(*, unavailable, message: "FluidUIKit has no table views: lay out views in code (docs/PORTING.md)")
public final class UITableViewCell {
    public init() {}
    public init(frame: CGRect) {}
}

/// Not there: table view data sources.
@available(*, unavailable, message: "FluidUIKit has no table views: lay out views in code (docs/PORTING.md)")
public protocol UITableViewDataSource {}

/// Not there: table view delegates.
@available(*, unavailable, message: "FluidUIKit has no table views: lay out views in code (docs/PORTING.md)")
public protocol UITableViewDelegate {}

/// Not there: pressure (3D Touch) previews.
@available(*, unavailable, message: "FluidUIKit has no pressure: a mouse or touchpad reports none (docs/PORTING.md)")
public final class UIPreviewInteraction {
    public init() {}
}

/// Not there: the haptic engine behind Core Haptics.
@available(*, unavailable, message: "FluidUIKit has no haptics: UIImpactFeedbackGenerator and its kinds are accepted and do nothing (docs/PORTING.md)")
public final class CHHapticEngine {
    public init() {}
}

/// Not there: the application object.
@available(*, unavailable, message: "FluidUIKit has no application object: the playground runs a view controller as a scene (UIKitScene, docs/PORTING.md)")
public final class UIApplication {
    private init() {}
    public static let shared = UIApplication()
}

/// Not there: switching UIView animations off for the whole app.
extension UIView {
    @available(*, unavailable, message: "FluidUIKit keeps animations on: wrap the changes in UIView.performWithoutAnimation { } instead (docs/PORTING.md)")
    public static func setAnimationsEnabled(_ enabled: Bool) {}

    /// Whether UIView animations run: always here (`setAnimationsEnabled` is not there).
    public static var areAnimationsEnabled: Bool { true }
}

/// Not there: presentation controllers (the presented view's place comes from
/// `modalPresentationStyle` or the animator).
@available(*, unavailable, message: "FluidUIKit has no presentation controllers: place the presented view in the animator's animateTransition (finalFrame(for:) or your own frame) (docs/PORTING.md)")
open class UIPresentationController {
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {}
}

/// Not there: text drawn in `draw(_:)`.
extension NSString {
    @available(*, unavailable, message: "FluidUIKit draws no text in draw(_:): put a UILabel over the view instead (docs/PORTING.md)")
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {}

    @available(*, unavailable, message: "FluidUIKit draws no text in draw(_:): put a UILabel over the view instead (docs/PORTING.md)")
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {}
}

extension String {
    @available(*, unavailable, message: "FluidUIKit draws no text in draw(_:): put a UILabel over the view instead (docs/PORTING.md)")
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {}

    @available(*, unavailable, message: "FluidUIKit draws no text in draw(_:): put a UILabel over the view instead (docs/PORTING.md)")
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {}
}

/// Not there: text input (the playground's keys tune the scene; nothing takes typing).
@available(*, unavailable, message: "FluidUIKit has no text input: show text with UILabel; the playground's keys tune the scene (docs/PORTING.md)")
open class UITextField: UIView {}

@available(*, unavailable, message: "FluidUIKit has no text input: show text with UILabel (docs/PORTING.md)")
open class UITextView: UIView {}

@available(*, unavailable, message: "FluidUIKit has no text input: show text with UILabel (docs/PORTING.md)")
public protocol UITextFieldDelegate: AnyObject {}

@available(*, unavailable, message: "FluidUIKit has no text input: show text with UILabel (docs/PORTING.md)")
public protocol UITextViewDelegate: AnyObject {}
