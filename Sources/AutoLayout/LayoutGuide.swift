import Foundation

/// A rectangle that takes part in layout without being drawn (UIKit's `UILayoutGuide`): anchors
/// like a view's, a frame in its owning item's coordinates, never its autoresizing mask.
open class LayoutGuide: LayoutItem {
    public let layoutVariables: LayoutVariables
    /// The item it belongs to (a view's `addLayoutGuide` sets it); its coordinates are the guide's.
    public private(set) weak var owningItem: LayoutItem?
    /// A name for reports.
    public var identifier: String
    /// The solved rectangle in the owning item's coordinates (points), as of the last layout.
    public private(set) var layoutFrame: CGRect = .zero
    private var ownEngine: LayoutEngine?

    /// A guide owned by nothing yet.
    public init(identifier: String = "") {
        self.identifier = identifier
        layoutVariables = LayoutVariables(name: identifier.isEmpty ? "UILayoutGuide" : identifier, translatesAutoresizingMask: false)
    }

    /// Makes `item` the owner (what a view's `addLayoutGuide` does).
    open func attach(to item: LayoutItem) { owningItem = item }

    public var layoutSuperitem: LayoutItem? { owningItem }

    /// The owner's engine (a guide owned by nothing has one of its own).
    public var layoutEngine: LayoutEngine {
        if let owningItem { return owningItem.layoutEngine }
        if let ownEngine { return ownEngine }
        let engine = LayoutEngine()
        ownEngine = engine
        return engine
    }

    public var currentLayoutFrame: CGRect { layoutFrame }

    open func applyLayoutFrame(_ frame: CGRect) { layoutFrame = frame }
}

/// Distances inward from each edge of a rectangle, in points (what `UIEdgeInsets` carries).
public struct LayoutInsets: Equatable, Sendable {
    public var top, left, bottom, right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset.
    public static let zero = LayoutInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// A guide held at fixed insets inside its owner by four required constraints: a view's
/// `layoutMarginsGuide` (insets `layoutMargins`, 8 pt by default) or `safeAreaLayoutGuide`
/// (insets `safeAreaInsets`). Changing `insets` changes the four constants (re-solved
/// incrementally).
public final class InsetLayoutGuide: LayoutGuide {
    /// The distances from the owner's edges (points).
    public var insets: LayoutInsets {
        didSet { updateConstants() }
    }
    private var edges: [LayoutConstraint] = []

    /// A guide inset by `insets` inside `item`, its four constraints active.
    public init(insetting item: LayoutItem, by insets: LayoutInsets, identifier: String) {
        self.insets = insets
        super.init(identifier: identifier)
        attach(to: item)
        edges = [
            topAnchor.constraint(equalTo: item.topAnchor),
            leftAnchor.constraint(equalTo: item.leftAnchor),
            bottomAnchor.constraint(equalTo: item.bottomAnchor),
            rightAnchor.constraint(equalTo: item.rightAnchor),
        ]
        for edge in edges { edge.identifier = "\(identifier)-\(edge.firstAttribute)" }
        updateConstants()
        LayoutConstraint.activate(edges)
    }

    private func updateConstants() {
        guard edges.count == 4 else { return }
        edges[0].constant = insets.top
        edges[1].constant = insets.left
        edges[2].constant = -insets.bottom
        edges[3].constant = -insets.right
    }
}
