/// UIView.gestureRecognizers as UIKit types it: optional, nil while the view has none, and
/// settable. It shadows the engine's array of the same name in a file that imports FluidUIKit
/// (as `backgroundColor` does, View+UIColor.swift); the engine's stays reachable as
/// `view.Gestures::gestureRecognizers`.
extension View {
    /// The recognisers attached to the view, in the order added; nil when there are none.
    /// Setting it detaches the old ones and attaches the new.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get {
            let attached = self.Gestures::gestureRecognizers
            return attached.isEmpty ? nil : attached
        }
        set {
            for recognizer in self.Gestures::gestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }
}
