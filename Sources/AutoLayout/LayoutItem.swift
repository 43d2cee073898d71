import Foundation
import LayoutSolver

/// Something Auto Layout places: a rectangle with four unknowns (its left edge, top edge, width
/// and height, in points, in the engine's space: the root item's coordinates).
///
/// A view conforms by keeping one `LayoutVariables` for its life, naming its superview and the
/// engine its constraints live in, reporting the frame code gave it and taking the frame the
/// engine computes. It then has the anchors (`leadingAnchor`, `widthAnchor`, …) and
/// `translatesAutoresizingMaskIntoConstraints` from this module's extensions.
public protocol LayoutItem: AnyObject {
    /// The item's four unknowns and its autoresizing flag, made once and kept.
    var layoutVariables: LayoutVariables { get }
    /// The item whose coordinates this item's frame is in (a view's superview, a guide's owning
    /// view); nil for the root.
    var layoutSuperitem: LayoutItem? { get }
    /// The engine that solves this item's constraints: the same for every item of one tree (a
    /// view's root's engine). When a tree with constraints joins another, its engine hands them
    /// over with `LayoutEngine.transfer(to:)`.
    var layoutEngine: LayoutEngine { get }
    /// The frame code gave the item, in its superitem's coordinates (points): what it keeps when
    /// `translatesAutoresizingMaskIntoConstraints` is true.
    var currentLayoutFrame: CGRect { get }
    /// Takes the frame the engine solved, in the superitem's coordinates (points). Called by
    /// `LayoutEngine.layoutIfNeeded()` for items that do not translate their autoresizing mask
    /// (a view sets its frame here, inside whatever animation is running).
    func applyLayoutFrame(_ frame: CGRect)
}

/// An item's four unknowns, in the engine's space (points), and whether its current frame holds as
/// constraints.
public final class LayoutVariables {
    /// The left edge.
    public let minX: Variable
    /// The top edge.
    public let minY: Variable
    /// The width.
    public let width: Variable
    /// The height.
    public let height: Variable
    /// Whether the item's current frame holds as required constraints (UIKit's
    /// `translatesAutoresizingMaskIntoConstraints`): true for views made in code, false for
    /// layout guides and for views placed by constraints.
    public internal(set) var translatesAutoresizingMask: Bool

    /// Four new unknowns named after `name` (for reports).
    public init(name: String, translatesAutoresizingMask: Bool = true) {
        minX = Variable("\(name).minX")
        minY = Variable("\(name).minY")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
        self.translatesAutoresizingMask = translatesAutoresizingMask
    }

    /// The solved rectangle in the engine's space (points), as of the last layout.
    public var solvedFrame: CGRect {
        CGRect(x: minX.value, y: minY.value, width: width.value, height: height.value)
    }
}

extension LayoutItem {
    /// Whether the item's current frame holds as constraints (UIKit's name). Views made in code
    /// start with true; set false before constraining a view's position or size, or its frame and
    /// the new constraints conflict (reported, one broken: R34).
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutVariables.translatesAutoresizingMask }
        set {
            guard newValue != layoutVariables.translatesAutoresizingMask else { return }
            layoutVariables.translatesAutoresizingMask = newValue
            layoutEngine.autoresizingDidChange(for: self)
        }
    }
}
