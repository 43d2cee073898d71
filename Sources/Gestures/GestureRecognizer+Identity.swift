import ViewTree

/// Recognisers compare and hash by identity, as UIKit's `NSObject` recognisers do:
/// `if recognizer == pan` and `otherGestureRecognizer == scrollView.panGestureRecognizer`.
extension GestureRecognizer: Hashable {
    public static func == (lhs: GestureRecognizer, rhs: GestureRecognizer) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
