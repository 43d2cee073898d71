/// UIKit's standard colours. Class properties of `UIColor`, so they never hide the components
/// (`red`, `green`, `blue`, `alpha`) of the engine's `Color`: those were once static members added
/// to `Color` here, and Swift lets a member declared in an importing module shadow every member
/// of the same name from the module it extends, instance properties included.
///
/// The fixed shades are UIKit's documented values. The adaptable ones (`systemBlue`, `label`, …)
/// are their light-appearance values from Apple's Human Interface Guidelines: there is no dark
/// mode here. (The engine's own `Color.systemBlue` is the dark one, for the playground's scenes.)
extension UIColor {
    private static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> UIColor {
        UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    // MARK: Fixed shades

    /// Grey 0, alpha 1.
    public class var black: UIColor { Standard.black }
    /// Grey 1/3.
    public class var darkGray: UIColor { Standard.darkGray }
    /// Grey 2/3.
    public class var lightGray: UIColor { Standard.lightGray }
    /// Grey 1.
    public class var white: UIColor { Standard.white }
    /// Grey 0.5.
    public class var gray: UIColor { Standard.gray }
    /// RGB (1, 0, 0).
    public class var red: UIColor { Standard.red }
    /// RGB (0, 1, 0).
    public class var green: UIColor { Standard.green }
    /// RGB (0, 0, 1).
    public class var blue: UIColor { Standard.blue }
    /// RGB (0, 1, 1).
    public class var cyan: UIColor { Standard.cyan }
    /// RGB (1, 1, 0).
    public class var yellow: UIColor { Standard.yellow }
    /// RGB (1, 0, 1).
    public class var magenta: UIColor { Standard.magenta }
    /// RGB (1, 0.5, 0).
    public class var orange: UIColor { Standard.orange }
    /// RGB (0.5, 0, 0.5).
    public class var purple: UIColor { Standard.purple }
    /// RGB (0.6, 0.4, 0.2).
    public class var brown: UIColor { Standard.brown }
    /// Grey 0, alpha 0.
    public class var clear: UIColor { Standard.clear }

    // MARK: Adaptable colours (light appearance)

    /// (0, 122, 255).
    public class var systemBlue: UIColor { rgb(0, 122, 255) }
    /// (255, 59, 48).
    public class var systemRed: UIColor { rgb(255, 59, 48) }
    /// (52, 199, 89).
    public class var systemGreen: UIColor { rgb(52, 199, 89) }
    /// (255, 149, 0).
    public class var systemOrange: UIColor { rgb(255, 149, 0) }
    /// (255, 204, 0).
    public class var systemYellow: UIColor { rgb(255, 204, 0) }
    /// (255, 45, 85).
    public class var systemPink: UIColor { rgb(255, 45, 85) }
    /// (175, 82, 222).
    public class var systemPurple: UIColor { rgb(175, 82, 222) }
    /// (88, 86, 214).
    public class var systemIndigo: UIColor { rgb(88, 86, 214) }
    /// (48, 176, 199).
    public class var systemTeal: UIColor { rgb(48, 176, 199) }
    /// (0, 199, 190).
    public class var systemMint: UIColor { rgb(0, 199, 190) }
    /// (50, 173, 230).
    public class var systemCyan: UIColor { rgb(50, 173, 230) }
    /// (162, 132, 94).
    public class var systemBrown: UIColor { rgb(162, 132, 94) }
    /// (142, 142, 147).
    public class var systemGray: UIColor { rgb(142, 142, 147) }
    /// (174, 174, 178).
    public class var systemGray2: UIColor { rgb(174, 174, 178) }
    /// (199, 199, 204).
    public class var systemGray3: UIColor { rgb(199, 199, 204) }
    /// (209, 209, 214).
    public class var systemGray4: UIColor { rgb(209, 209, 214) }
    /// (229, 229, 234).
    public class var systemGray5: UIColor { rgb(229, 229, 234) }
    /// (242, 242, 247).
    public class var systemGray6: UIColor { rgb(242, 242, 247) }
    /// The app's tint: `systemBlue`.
    public class var tintColor: UIColor { systemBlue }

    /// White.
    public class var systemBackground: UIColor { Standard.white }
    /// (242, 242, 247).
    public class var secondarySystemBackground: UIColor { rgb(242, 242, 247) }
    /// White.
    public class var tertiarySystemBackground: UIColor { Standard.white }
    /// (242, 242, 247).
    public class var systemGroupedBackground: UIColor { rgb(242, 242, 247) }
    /// White.
    public class var secondarySystemGroupedBackground: UIColor { Standard.white }
    /// Black.
    public class var label: UIColor { Standard.black }
    /// (60, 60, 67) at 60 %.
    public class var secondaryLabel: UIColor { rgb(60, 60, 67, 0.6) }
    /// (60, 60, 67) at 30 %.
    public class var tertiaryLabel: UIColor { rgb(60, 60, 67, 0.3) }
    /// (60, 60, 67) at 18 %.
    public class var quaternaryLabel: UIColor { rgb(60, 60, 67, 0.18) }
    /// (60, 60, 67) at 30 %.
    public class var placeholderText: UIColor { rgb(60, 60, 67, 0.3) }
    /// (0, 122, 255).
    public class var link: UIColor { systemBlue }
    /// (60, 60, 67) at 29 %.
    public class var separator: UIColor { rgb(60, 60, 67, 0.29) }
    /// (198, 198, 200).
    public class var opaqueSeparator: UIColor { rgb(198, 198, 200) }
    /// (120, 120, 128) at 20 %.
    public class var systemFill: UIColor { rgb(120, 120, 128, 0.2) }
    /// (120, 120, 128) at 16 %.
    public class var secondarySystemFill: UIColor { rgb(120, 120, 128, 0.16) }
    /// (118, 118, 128) at 12 %.
    public class var tertiarySystemFill: UIColor { rgb(118, 118, 128, 0.12) }
    /// (116, 116, 128) at 8 %.
    public class var quaternarySystemFill: UIColor { rgb(116, 116, 128, 0.08) }
    /// Black.
    public class var darkText: UIColor { Standard.black }
    /// White at 60 %.
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
}

/// The fixed shades, made once.
private enum Standard {
    static let black = UIColor(white: 0, alpha: 1)
    static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    static let white = UIColor(white: 1, alpha: 1)
    static let gray = UIColor(white: 0.5, alpha: 1)
    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    static let clear = UIColor(white: 0, alpha: 0)
}
