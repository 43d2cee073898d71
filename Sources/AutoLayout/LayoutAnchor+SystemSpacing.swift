import Foundation

extension LayoutConstraint {
    /// The standard space between two items, points: UIKit's system spacing between siblings
    /// (what `-` stands for in the visual format).
    public static let systemSpacing: CGFloat = 8
}

extension LayoutXAxisAnchor {
    /// `self == anchor + multiplier × the system spacing` (iOS 11's spelling of "8 points after").
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, constant: multiplier * LayoutConstraint.systemSpacing)
    }

    /// `self >= anchor + multiplier × the system spacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: multiplier * LayoutConstraint.systemSpacing)
    }

    /// `self <= anchor + multiplier × the system spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: multiplier * LayoutConstraint.systemSpacing)
    }
}

extension LayoutYAxisAnchor {
    /// `self == anchor + multiplier × the system spacing` ("8 points below").
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, constant: multiplier * LayoutConstraint.systemSpacing)
    }

    /// `self >= anchor + multiplier × the system spacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: multiplier * LayoutConstraint.systemSpacing)
    }

    /// `self <= anchor + multiplier × the system spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: multiplier * LayoutConstraint.systemSpacing)
    }
}
