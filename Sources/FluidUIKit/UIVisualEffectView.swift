/// UIVisualEffect: what a `UIVisualEffectView` shows over what lies behind it.
open class UIVisualEffect {
    public init() {}
}

/// UIBlurEffect: a blur of the backdrop with a wash of its style's colour.
open class UIBlurEffect: UIVisualEffect {
    /// UIBlurEffect.Style: the washes UIKit documents; the adaptive ones read as in light mode,
    /// the `…Light` and `…Dark` ones keep their appearance.
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
             systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
             systemChromeMaterialDark
    }

    public let style: Style

    public init(style: Style) {
        self.style = style
    }

    /// The backdrop's Gaussian σ, points: the engine's `blurRadius` for this effect.
    public var radius: CGFloat {
        switch style {
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark: return 10
        case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark: return 15
        default: return 20
        }
    }

    /// The wash over the blurred backdrop.
    public var tint: Color {
        switch style {
        case .extraLight: return Color(white: 0.97, alpha: 0.6)
        case .light, .regular, .systemUltraThinMaterial, .systemThinMaterial, .systemUltraThinMaterialLight,
             .systemThinMaterialLight:
            return Color(white: 1, alpha: 0.3)
        case .dark: return Color(white: 0.11, alpha: 0.73)
        case .prominent, .systemMaterial, .systemThickMaterial, .systemChromeMaterial, .systemMaterialLight,
             .systemThickMaterialLight, .systemChromeMaterialLight:
            return Color(white: 0.97, alpha: 0.5)
        case .systemUltraThinMaterialDark: return Color(white: 0.1, alpha: 0.3)
        case .systemThinMaterialDark: return Color(white: 0.1, alpha: 0.45)
        case .systemMaterialDark, .systemChromeMaterialDark: return Color(white: 0.11, alpha: 0.6)
        case .systemThickMaterialDark: return Color(white: 0.11, alpha: 0.73)
        }
    }
}

/// UIVibrancyEffect: content over a blur drawn more vivid. Here the content inside a view with
/// this effect is drawn as it is (no blending with the backdrop); the blur is the enclosing
/// `UIVisualEffectView`'s.
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy goes over.
    public let blurEffect: UIBlurEffect
    /// The vibrancy's style (iOS 13).
    public let style: UIVibrancyEffectStyle

    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        style = .label
    }

    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
    }
}

/// UIVibrancyEffectStyle: how strongly vibrant content shows (kept).
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// UIVisualEffectView: a view that blurs what lies behind it.
///
/// Setting `effect` sets the engine's backdrop blur (`blurRadius`, animatable) and its wash
/// (`blurTint`): from nil to a `UIBlurEffect` inside an animator's animations the blur fades in,
/// scrubbable and reversible, as in UIKit (seed 001). Back to nil, the blur goes to 0.
open class UIVisualEffectView: UIView {
    /// The effect shown, or nil for none.
    open var effect: UIVisualEffect? {
        didSet { apply(effect) }
    }

    /// UIVisualEffectView.contentView: where subviews go; here the view itself, as the blur is
    /// drawn under its subviews anyway.
    public var contentView: UIView { self }

    /// A view showing `effect`.
    public init(effect: UIVisualEffect?) {
        super.init(frame: .zero)
        self.effect = effect
        apply(effect)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public convenience init() {
        self.init(effect: nil)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    private func apply(_ effect: UIVisualEffect?) {
        guard let blur = effect as? UIBlurEffect else {
            blurRadius = 0
            return
        }
        // The wash is not animatable; it shows only while the blur is above 0, so it fades with it.
        self.ViewTree::blurTint = blur.tint
        blurRadius = blur.radius
    }
}
