import Foundation

/// A view that takes touches itself, besides its gesture recognisers: UIResponder's touch
/// methods (R35). FluidUIKit's `UIView` conforms; its default passes each call up the responder
/// chain (superview, then view controller).
///
/// The dispatcher gives a press to the deepest hit view that conforms, and the moves and the
/// release of that pointer after it. When a recogniser that `cancelsTouchesInView` recognises,
/// the view gets `touchesCancelled` and nothing more of that press (R35).
public protocol TouchResponder: AnyObject {
    func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent?)
    func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent?)
    func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent?)
    func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent?)
}
