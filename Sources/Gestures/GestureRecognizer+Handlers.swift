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

    /// A recogniser of this type with a target–action pair, as `UIPanGestureRecognizer(target:action:)`
    /// reads in Swift: `PanGestureRecognizer(target: self, action: Self.didPan)`, where
    /// `func didPan(_ r: PanGestureRecognizer)` (or a method taking any superclass of this type).
    /// The target is held weakly.
    public init<Target: AnyObject>(target: Target, action: @escaping (Target) -> (Self) -> Void) {
        self.init(name: "")
        addTarget(target, action: action)
    }

    /// As `init(target:action:)`, for a method that takes no argument (`func toggleDrawerTapped()`).
    public init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init(name: "")
        addTarget(target, action: action)
    }

    /// Target–action where the method reference's type is not the target's static type: a port's
    /// `Self.didPan` inside a class that is not final (a view controller), where `Self` is the
    /// dynamic type and `self` the class. The action runs when the target is a `Receiver`, which
    /// `self` always is.
    @_disfavoredOverload
    public func addTarget<Receiver>(_ target: AnyObject, action: @escaping (Receiver) -> (Self) -> Void) {
        appendAction { [weak target] recognizer in
            guard let receiver = target as? Receiver, let typed = recognizer as? Self else { return }
            action(receiver)(typed)
        }
    }

    /// As `addTarget(_:action:)` with a `Receiver`, for a method that takes no argument.
    @_disfavoredOverload
    public func addTarget<Receiver>(_ target: AnyObject, action: @escaping (Receiver) -> () -> Void) {
        appendAction { [weak target] _ in
            guard let receiver = target as? Receiver else { return }
            action(receiver)()
        }
    }

    /// As `init(target:action:)`, where the method reference's type is not the target's static
    /// type (`Self.didPan` in a class that is not final).
    @_disfavoredOverload
    public init<Receiver>(target: AnyObject, action: @escaping (Receiver) -> (Self) -> Void) {
        self.init(name: "")
        addTarget(target, action: action)
    }

    /// As `init(target:action:)` with a `Receiver`, for a method that takes no argument.
    @_disfavoredOverload
    public init<Receiver>(target: AnyObject, action: @escaping (Receiver) -> () -> Void) {
        self.init(name: "")
        addTarget(target, action: action)
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
