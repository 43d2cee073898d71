/// UIColor: a colour object, a class as in UIKit, so a port's `extension UIColor { convenience
/// init(…) }` compiles and `#colorLiteral(red:green:blue:alpha:)` makes one.
///
/// Components are extended sRGB, straight alpha, as UIKit keeps them: values outside 0…1 are
/// kept (the painter clamps what it draws). A view takes one through its `backgroundColor`
/// (`UIColor?`, as in UIKit); the engine's value type is ``UIColor/color`` (ViewTree's `Color`).
/// Immutable: share one freely.
open class UIColor: NSObject, @unchecked Sendable {
    /// The same colour as the engine's value type, which views and the painter use.
    public let color: Color

    /// The engine's colour as a `UIColor`. (UIKit spells its SwiftUI bridge the same way.)
    public init(_ color: Color) {
        self.color = color
        super.init()
    }

    /// A colour from red, green, blue and alpha, each 0…1 (extended sRGB: values outside are kept).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
        super.init()
    }

    /// UIColor(dynamicProvider:): the colour the provider gives for the current traits. The
    /// traits here are always light (`UITraitCollection.current`), so it is asked once.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(dynamicProvider(.current).color)
    }

    /// UIColor.resolvedColor(with:): this colour (a dynamic one was resolved when made).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    /// A grey: `white` 0 is black, 1 white.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness (HSB), each 0…1, as UIKit reads them: hue 0
    /// and 1 are red, 1/3 green, 2/3 blue.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let rgb = UIColor.rgb(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness))
        self.init(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
    }

    /// The colour of a `CGColor`.
    public convenience init(cgColor: CGColor) {
        self.init(cgColor.color)
    }

    /// `#colorLiteral(red:green:blue:alpha:)` (Swift's `_ExpressibleByColorLiteral`). With
    /// `import FluidUIKit` a colour literal is a `UIColor`, as with `import UIKit`.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// The colour as a Core Graphics colour (for a layer's `borderColor`, `shadowColor`, …).
    open var cgColor: CGColor { CGColor(color) }

    /// This colour with another alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(color.withAlphaComponent(Double(alpha)))
    }

    /// Writes the red, green, blue and alpha components where given; always succeeds (every
    /// colour here is RGB).
    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = CGFloat(color.red)
        green?.pointee = CGFloat(color.green)
        blue?.pointee = CGFloat(color.blue)
        alpha?.pointee = CGFloat(color.alpha)
        return true
    }

    /// Writes hue, saturation, brightness (each 0…1) and alpha where given; always succeeds.
    @discardableResult
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let r = color.red, g = color.green, b = color.blue
        let maxC = max(r, g, b), minC = min(r, g, b), delta = maxC - minC
        var h = 0.0
        if delta > 0 {
            if maxC == r {
                h = (g - b) / delta
            } else if maxC == g {
                h = 2 + (b - r) / delta
            } else {
                h = 4 + (r - g) / delta
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = CGFloat(h)
        saturation?.pointee = CGFloat(maxC > 0 ? delta / maxC : 0)
        brightness?.pointee = CGFloat(maxC)
        alpha?.pointee = CGFloat(color.alpha)
        return true
    }

    /// Writes the grey level and alpha where given, for a grey (red = green = blue); returns
    /// false and writes nothing for any other colour.
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard color.red == color.green, color.green == color.blue else { return false }
        white?.pointee = CGFloat(color.red)
        alpha?.pointee = CGFloat(color.alpha)
        return true
    }

    /// Two colours are equal when their components are (`==` on UIColor, as `isEqual(_:)` in UIKit).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return other.color == color
    }

    open override var hash: Int { color.hashValue }

    /// As UIKit prints a colour: `UIExtendedSRGBColorSpace 1 0 0 1`.
    open override var description: String {
        func short(_ x: Double) -> String { x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x) }
        return "UIExtendedSRGBColorSpace " + [color.red, color.green, color.blue, color.alpha].map(short).joined(separator: " ")
    }

    /// HSB (all 0…1) to RGB, the hexcone model.
    static func rgb(hue: Double, saturation: Double, brightness v: Double) -> (red: Double, green: Double, blue: Double) {
        let s = min(max(saturation, 0), 1)
        guard hue.isFinite, s > 0 else { return (v, v, v) }
        var h = hue.truncatingRemainder(dividingBy: 1)
        if h < 0 { h += 1 }
        let sector = h * 6, i = sector.rounded(.down), f = sector - i
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch Int(i) % 6 {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}

/// A colour literal under `import FluidUIKit` is a `UIColor`, as under `import UIKit`.
extension UIColor: _ExpressibleByColorLiteral {}

/// The type `#colorLiteral(red:green:blue:alpha:)` makes when the context does not say.
public typealias _ColorLiteralType = UIColor
