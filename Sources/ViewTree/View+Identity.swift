/// Views compare and hash by identity, as UIKit's `NSObject` views do: `touch.view == card`,
/// `Set<UIView>` and `[UIView: CGPoint]` read as they do on iOS.
extension View: Hashable {
    public static func == (lhs: View, rhs: View) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
