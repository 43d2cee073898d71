/// A recogniser's action without its target, type-erased: what UIKit's `Selector` is to
/// `UIGestureRecognizer.init(target:action:)`.
///
/// A port rarely makes one: a subclass that overrides `init(target: Any?, action: Selector?)`
/// (FluidUIKit's name for this type) passes its arguments on to `super`, and the recogniser is
/// made with a method reference as usual (`RotationRecognizer(target: self, action: Knob.rotated)`),
/// which reaches that override with a nil target and action and adds the method afterwards.
/// `GestureAction(Knob.rotated)` makes one from a method reference when code needs the value.
public struct GestureAction {
    /// Calls the method on `target` with the recogniser; nothing when `target` is not of the
    /// method's class or the recogniser not of its parameter's.
    let perform: (_ target: AnyObject, _ recognizer: GestureRecognizer) -> Void

    /// An action that calls `method` (an unapplied method reference taking the recogniser, or a
    /// superclass of it).
    public init<Target, Recognizer: GestureRecognizer>(_ method: @escaping (Target) -> (Recognizer) -> Void) {
        perform = { target, recognizer in
            guard let receiver = target as? Target, let typed = recognizer as? Recognizer else { return }
            method(receiver)(typed)
        }
    }

    /// An action that calls `method`, which takes no argument.
    public init<Target>(_ method: @escaping (Target) -> () -> Void) {
        perform = { target, _ in
            guard let receiver = target as? Target else { return }
            method(receiver)()
        }
    }
}
