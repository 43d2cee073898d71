/// The first responder and editing: there is no text input here (the playground's keys tune
/// the scene), so no view becomes first responder and there is no editing to end.
extension UIView {
    /// Whether the view can take the keyboard: never here.
    public var canBecomeFirstResponder: Bool { false }
    /// Whether the view has the keyboard: never here.
    public var isFirstResponder: Bool { false }
    /// Asks for the keyboard: refused here (false).
    @discardableResult public func becomeFirstResponder() -> Bool { false }
    /// Gives the keyboard up: there is none to give (true, as UIKit answers for a view without it).
    @discardableResult public func resignFirstResponder() -> Bool { true }
    /// Ends editing in the view's subtree: there is none (true).
    @discardableResult public func endEditing(_ force: Bool) -> Bool { true }
}

extension UIViewController {
    /// Whether the controller can take the keyboard: never here.
    public var canBecomeFirstResponder: Bool { false }
    @discardableResult public func becomeFirstResponder() -> Bool { false }
    @discardableResult public func resignFirstResponder() -> Bool { true }
}

/// UISemanticContentAttribute: whether a view flips for right-to-left languages (kept: layout
/// here is left to right).
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}
