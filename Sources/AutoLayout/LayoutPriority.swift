/// A constraint's priority, 1…1000 (UIKit's `UILayoutPriority`). 1000 is required; anything less
/// is optional, and a higher priority is satisfied as closely as possible before a lower one.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// 1000: must hold.
    public static let required = LayoutPriority(1000)
    /// 750: a button resisting compression.
    public static let defaultHigh = LayoutPriority(750)
    /// 250: a button hugging its content.
    public static let defaultLow = LayoutPriority(250)
    /// 50: what fitting-size computations use.
    public static let fittingSizeLevel = LayoutPriority(50)
    /// 510 (UIKit's scene-resizing levels, for completeness).
    public static let dragThatCanResizeScene = LayoutPriority(510)
    /// 500.
    public static let sceneSizeStayPut = LayoutPriority(500)
    /// 490.
    public static let dragThatCannotResizeScene = LayoutPriority(490)

    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (a: LayoutPriority, b: Float) -> LayoutPriority { LayoutPriority(a.rawValue + b) }
    public static func - (a: LayoutPriority, b: Float) -> LayoutPriority { LayoutPriority(a.rawValue - b) }

    /// Exactly 1000 or more.
    public var isRequired: Bool { rawValue >= 1000 }

    public var description: String { "\(rawValue)" }
}
