import Foundation

/// What a view is and shows beyond its geometry, reached through a protocol extension.
///
/// Why an extension of a protocol rather than members of `View`: FluidUIKit's `UIView` is a
/// subclass of `View`, and UIKit code's own view subclasses commonly have a `label`, an `image`,
/// a `name`, a `model` or a `cornerRadius` of their own. Declaring one where `View` had a member
/// of that name would be an override the compiler refuses; a member of a protocol extension is
/// shadowed instead, so the subclass's property and the engine's live side by side (the engine,
/// the painter and `view.layer` reach the engine's through `View`).
public protocol ViewContent: AnyObject {
    var engineName: String { get set }
    var engineLabel: TextLabel? { get set }
    var engineImage: ImageReference? { get set }
    var modelValues: AnimatableValues { get }
    func write(_ property: AnimatableProperty, _ value: AnimatableVector)
}

extension ViewContent {
    /// A name for debugging, state dumps and tests (seeds name theirs `drawer`, `sheet`, …).
    @inlinable public var name: String {
        get { engineName }
        set { engineName = newValue }
    }

    /// The model values: what code set last, which the getters return (R10).
    @inlinable public var model: AnimatableValues { modelValues }

    /// The view's text, drawn centred vertically in its bounds.
    @inlinable public var label: TextLabel? {
        get { engineLabel }
        set { engineLabel = newValue }
    }

    /// The picture the view shows, filling its bounds.
    @inlinable public var image: ImageReference? {
        get { engineImage }
        set { engineImage = newValue }
    }

    /// The radius of the view's rounded corners, points (animatable).
    @inlinable public var cornerRadius: CGFloat {
        get { modelValues.cornerRadius }
        set { write(.cornerRadius, newValue.animatableVector) }
    }
}

extension View: ViewContent {}
