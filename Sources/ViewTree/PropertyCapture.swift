/// Receives the property changes made inside an animations closure (R10).
///
/// `PropertyAnimator` installs one while it runs an `addAnimations` closure; a `View` setter that
/// finds one records a track instead of moving the presented value at once.
public protocol PropertyChangeRecorder: AnyObject {
    /// `view`'s `property` changes from `from` (its model value until now) to `to` (its new model
    /// value); the animation adds that change onto whatever else animates the property (R10a).
    /// `token` identifies this write (`view.isDriven(property, by: token)`).
    func record(view: View, property: AnimatableProperty, from: AnimatableVector, to: AnimatableVector, token: UInt64)
}

/// The recorder in force for the code running now, scoped like UIKit's animation block.
///
/// A task-local rather than a global: each test (and each thread) sees only the recorder it
/// installed, and it is gone when the closure returns.
public enum PropertyCapture {
    public struct Box: @unchecked Sendable {
        public unowned(unsafe) let recorder: PropertyChangeRecorder
        public init(_ recorder: PropertyChangeRecorder) { self.recorder = recorder }
    }

    @TaskLocal public static var current: Box?

    /// Runs `body` with `recorder` capturing every animatable property change made in it.
    public static func capturing<R>(into recorder: PropertyChangeRecorder, _ body: () throws -> R) rethrows -> R {
        try $current.withValue(Box(recorder), operation: body)
    }

    /// Runs `body` with no capture, even inside an animations closure (UIView.performWithoutAnimation).
    public static func withoutAnimation<R>(_ body: () throws -> R) rethrows -> R {
        try $current.withValue(nil, operation: body)
    }
}
