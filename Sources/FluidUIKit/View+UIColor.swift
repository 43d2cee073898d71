/// A view's colours as `UIColor`s, as UIKit types them.
///
/// These shadow the engine's `Color`-typed properties of the same names in a file that imports
/// FluidUIKit (Swift prefers a member declared in the importing module); they read and write
/// those properties, so a `backgroundColor` set inside an animation block animates as before.
/// The engine's own stay reachable as `view.ViewTree::backgroundColor`.
extension View {
    /// UIView.backgroundColor: nil is clear, and reads back as clear.
    public var backgroundColor: UIColor? {
        get { UIColor(self.ViewTree::backgroundColor) }
        set { self.ViewTree::backgroundColor = newValue?.color ?? .clear }
    }

    /// The wash over a blurred backdrop (the engine's `blurTint`, which a port of a
    /// `UIVisualEffectView` sets to its style's tint).
    public var blurTint: UIColor {
        get { UIColor(self.ViewTree::blurTint) }
        set { self.ViewTree::blurTint = newValue.color }
    }
}
