import Foundation

/// Horizontal placement of a label's text inside its view.
public enum TextAlignment: String, Sendable {
    case left, center, right
}

/// A view's text: drawn centred vertically in the view's bounds, aligned horizontally.
public struct TextLabel: Hashable, Sendable {
    public var string: String
    /// Font size in points.
    public var size: CGFloat
    public var color: Color
    public var alignment: TextAlignment

    public init(_ string: String, size: CGFloat = 17, color: Color = .black, alignment: TextAlignment = .center) {
        self.string = string
        self.size = size
        self.color = color
        self.alignment = alignment
    }
}

/// A picture a view shows, scaled to fill its bounds and clipped to its rounded shape.
/// The renderer loads it (and caches it) by path; a missing or bad file draws a placeholder.
public struct ImageReference: Hashable, Sendable {
    /// A BMP file path, relative to the working directory or absolute.
    public var path: String

    public init(path: String) { self.path = path }
}
