/// UIFont: a size and a weight. The engine draws text in one face at the font's point size;
/// the weight is kept (and read back) but drawn as regular.
open class UIFont {
    /// UIFont.Weight: UIKit's named weights and their values.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    /// The size, points.
    public let pointSize: CGFloat
    /// The weight asked for.
    public let weight: Weight
    /// The family asked for ("System" for the system font).
    public let familyName: String

    init(size: CGFloat, weight: Weight, familyName: String = "System") {
        pointSize = size
        self.weight = weight
        self.familyName = familyName
    }

    /// A named font at `size`: the engine's one face, at that size.
    public convenience init?(name: String, size: CGFloat) {
        self.init(size: size, weight: .regular, familyName: name)
    }

    /// UIFont.systemFont(ofSize:weight:).
    open class func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont { UIFont(size: size, weight: weight) }
    /// UIFont.boldSystemFont(ofSize:).
    open class func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(size: size, weight: .bold) }
    /// UIFont.monospacedDigitSystemFont(ofSize:weight:).
    open class func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(size: size, weight: weight) }
    /// The monospaced system font: the one face drawn here (its glyphs are not all one width).
    open class func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(size: size, weight: weight) }
    /// The italic system font: drawn upright here (one face).
    open class func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(size: size, weight: .regular) }
    /// UIFont.systemFontSize: 14 points.
    open class var systemFontSize: CGFloat { 14 }
    /// UIFont.labelFontSize: 17 points.
    open class var labelFontSize: CGFloat { 17 }

    /// The same font at another size.
    open func withSize(_ size: CGFloat) -> UIFont { UIFont(size: size, weight: weight, familyName: familyName) }

    /// The line height, points (the engine's face is about 1.2 em).
    open var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }
}

/// NSTextAlignment: `.natural` and `.justified` read as left (text runs left to right here).
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

/// NSLineBreakMode.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// UILabel: a view that draws one line of text (the engine's `label`), centred vertically.
open class UILabel: UIView {
    /// The text, or nil for none.
    open var text: String? { didSet { textDidChange() } }
    /// The font (17-point system font by default).
    open var font: UIFont! = UIFont.systemFont(ofSize: 17) { didSet { textDidChange() } }
    /// The text's colour (black by default).
    open var textColor: UIColor! = .black { didSet { apply() } }
    /// Where the text sits across the view.
    open var textAlignment: NSTextAlignment = .natural { didSet { apply() } }
    /// Kept for code that sets it; the engine draws one line.
    open var numberOfLines = 1
    /// Kept for code that sets it.
    open var adjustsFontSizeToFitWidth = false
    /// Kept for code that sets it (with `adjustsFontSizeToFitWidth`).
    open var minimumScaleFactor: CGFloat = 0
    /// Kept for code that sets it: the one line drawn is never cut.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Kept for code that sets it: text sizes do not change with a content size category here.
    open var adjustsFontForContentSizeCategory = false
    /// Kept for code that sets it: one line is drawn, so no width breaks it.
    open var preferredMaxLayoutWidth: CGFloat = 0
    /// The text's shadow (kept, not drawn: labels draw plain text here).
    open var shadowColor: UIColor?
    open var shadowOffset = CGSize(width: 0, height: -1)
    /// Kept for code that sets them: the text is drawn in `textColor` whatever the state.
    open var highlightedTextColor: UIColor?
    open var isHighlighted = false
    open var baselineAdjustment = UIBaselineAdjustment.alignBaselines
    open var allowsDefaultTighteningForTruncation = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The text's size in the engine's face, estimated (no font is measured outside a window):
    /// 0.55 em a character, 1.2 em a line; no text has no size.
    open override var intrinsicContentSize: CGSize {
        guard let text, !text.isEmpty, let font else { return .zero }
        // 11/20 rather than 0.55, whose binary form would round 110 up to 111.
        return CGSize(width: (CGFloat(text.count) * font.pointSize * 11 / 20).rounded(.up), height: font.lineHeight)
    }

    /// The estimated size of the text, which `sizeToFit()` gives the label.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    private func textDidChange() {
        apply()
        invalidateIntrinsicContentSize()
    }

    private func apply() {
        guard let text, !text.isEmpty else {
            label = nil
            return
        }
        let alignment: TextAlignment
        switch textAlignment {
        case .center: alignment = .center
        case .right: alignment = .right
        case .left, .justified, .natural: alignment = .left
        }
        label = TextLabel(text, size: font?.pointSize ?? 17, color: (textColor ?? .black).color, alignment: alignment)
    }
}

/// UIBaselineAdjustment: how a shrunk label's text sits (kept).
public enum UIBaselineAdjustment: Int, Sendable {
    case alignBaselines, alignCenters, none
}
