/// CGColor: Core Graphics' colour, a class as in CoreGraphics. What `UIColor.cgColor` gives and
/// a layer's colour properties take. Always RGBA (extended sRGB) here.
public final class CGColor: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The same colour as the engine's value type.
    public let color: Color

    /// The engine's colour as a `CGColor`.
    public init(_ color: Color) { self.color = color }

    /// An sRGB colour (`CGColor(red:green:blue:alpha:)`).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    /// An sRGB colour (`CGColor(srgbRed:green:blue:alpha:)`).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey (`CGColor(gray:alpha:)`).
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// Red, green, blue and alpha.
    public var components: [CGFloat]? {
        [CGFloat(color.red), CGFloat(color.green), CGFloat(color.blue), CGFloat(color.alpha)]
    }

    /// 4: red, green, blue and alpha.
    public var numberOfComponents: Int { 4 }

    /// The alpha component.
    public var alpha: CGFloat { CGFloat(color.alpha) }

    /// This colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? { CGColor(color.withAlphaComponent(Double(alpha))) }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.color == rhs.color }

    public func hash(into hasher: inout Hasher) { hasher.combine(color) }

    public var description: String { "CGColor(\(color.red), \(color.green), \(color.blue), \(color.alpha))" }
}
