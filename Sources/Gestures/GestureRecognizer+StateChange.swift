/// What a subclass's `state = …` does (UIKit's `UIGestureRecognizerSubclass`): the transitions
/// UIKit allows, each as the engine's own recognisers make it.
extension GestureRecognizer {
    func transition(to newState: GestureRecognizerState) {
        switch (storedState, newState) {
        case (.possible, .began), (.possible, .ended):
            // A recognition: the delegate may veto it, and a failure requirement hold it (R30).
            // The dispatcher sees the change after the touch hook returns and makes the others fail.
            guard heldState == nil, shouldBegin() else { return }
            recognize(as: newState)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
             (.began, .cancelled), (.changed, .cancelled):
            discardPendingChange()
            setState(newState)
        case (.possible, .failed):
            storedState = .failed
        default:
            // Not a transition UIKit allows (it asserts); the state stays as it is.
            break
        }
    }
}
