/// Lets a scene veto a gesture, keep a touch from a recogniser, or let two recognisers run
/// together, as UIGestureRecognizerDelegate does. Every method has a default; implement only
/// what you need.
public protocol GestureRecognizerDelegate: AnyObject {
    /// Asked when `recognizer` is about to leave `.possible` (a pan crossing its 10-point
    /// hysteresis, R27; a tap being released, R30). Returning false makes it fail instead.
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool

    /// Asked when `recognizer` begins while `other` is still `.possible` on the same pointer.
    /// By default only one recogniser wins (the deepest view's first); returning true from either
    /// recogniser's delegate lets `other` go on and recognise too.
    func gestureRecognizer(_ recognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool

    /// Asked before a press reaches `recognizer`. Returning false keeps the touch from it: it
    /// takes no part in that gesture (its state stays as it was).
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool

    /// Asked as a press reaches both: returning true makes `recognizer` wait for `other` to fail
    /// in this gesture, as `require(toFail:)` does for good.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool

    /// Asked as a press reaches both: returning true makes `other` wait for `recognizer` to fail
    /// in this gesture.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }

    public func gestureRecognizer(_ recognizer: GestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { false }

    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }

    public func gestureRecognizer(_ recognizer: GestureRecognizer,
                                  shouldRequireFailureOf other: GestureRecognizer) -> Bool { false }

    public func gestureRecognizer(_ recognizer: GestureRecognizer,
                                  shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool { false }
}
