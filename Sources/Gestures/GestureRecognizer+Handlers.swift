import ViewTree

/// Gives the handler front ends a `Self` type, so a pan's handler receives a
/// `PanGestureRecognizer` and a tap's a `TapGestureRecognizer` without casts.
public protocol GestureHandling: GestureRecognizer {}

extension GestureRecognizer: GestureHandling {}

extension GestureHandling {
    /// Calls `handler` on every reported state (`.began`, `.changed`, `.ended`, `.cancelled`).
    ///
    ///     pan.addHandler { pan in
    ///         if pan.state == .changed { animator.fractionComplete = pan.translation(in: drawer).y / -305 }
    ///     }
    public func addHandler(_ handler: @escaping (Self) -> Void) {
        appendAction { recognizer in
            if let typed = recognizer as? Self { handler(typed) }
        }
    }

    /// Target–action, as `UIPanGestureRecognizer(target:action:)` reads in Swift: the target is
    /// held weakly (a gone target is skipped) and `action` is an unapplied method reference.
    ///
    ///     pan.addTarget(self, action: DrawerScene.didPanOnDrawer)   // func didPanOnDrawer(_ r: PanGestureRecognizer)
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (Self) -> Void) {
        appendAction { [weak target] recognizer in
            guard let target, let typed = recognizer as? Self else { return }
            action(target)(typed)
        }
    }

    /// Target–action for a method that takes no argument (`func toggleDrawerTapped()`).
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        appendAction { [weak target] _ in
            guard let target else { return }
            action(target)()
        }
    }
}

/// Attaching recognisers to views (UIView.addGestureRecognizer). The recogniser is stored as one
/// of the view's `interactions`, which is what hit testing looks for (R26).
extension View {
    /// Attaches `recognizer` to this view (moving it from any view it was on).
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        if let old = recognizer.view, old !== self { old.removeGestureRecognizer(recognizer) }
        recognizer.view = self
        addInteraction(recognizer)
    }

    /// Detaches `recognizer`; a gesture it was part of is cancelled (R31).
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else { return }
        recognizer.abandon()
        removeInteraction(recognizer)
        recognizer.view = nil
    }

    /// The recognisers attached to this view, in the order added.
    public var gestureRecognizers: [GestureRecognizer] {
        interactions.compactMap { $0 as? GestureRecognizer }
    }
}
