/// UIEdgeInsets: distances to inset a rectangle by, per edge.
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    /// Insets of 0 on every edge.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// Insets of these sizes.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset.
    public static let zero = UIEdgeInsets()
}

/// NSDirectionalEdgeInsets: edge insets by leading and trailing edge (left to right here).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// Insets of 0 on every edge.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// Insets of these sizes.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset.
    public static let zero = NSDirectionalEdgeInsets()
}

/// UIOffset: a horizontal and vertical offset.
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    /// No offset.
    public init() { self.init(horizontal: 0, vertical: 0) }

    /// An offset of these sizes.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset.
    public static let zero = UIOffset()
}

extension CGRect {
    /// The rectangle moved in by `insets` on each edge (negative insets grow it), as UIKit's
    /// `CGRect.inset(by:)`.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - insets.left - insets.right,
               height: size.height - insets.top - insets.bottom)
    }
}
