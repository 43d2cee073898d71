/// Controllers compare and hash by identity, as UIKit's `NSObject` controllers do
/// (`children.firstIndex(of: vc)`, `if parent == container`).
extension UIViewController: Hashable {
    public static func == (lhs: UIViewController, rhs: UIViewController) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
