/// The attributes UIKit adds to `NSAttributedString.Key` that a label reads.
extension NSAttributedString.Key {
    /// A `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor`; kept, not drawn.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Points of extra spacing; kept, not drawn.
    public static let kern = NSAttributedString.Key("NSKern")
}

extension UILabel {
    /// UILabel.attributedText: the string with its attributes. The label draws one face in one
    /// colour, so the text takes the font and colour of the string's first character (each
    /// when given); the other attributes are not drawn.
    public var attributedText: NSAttributedString? {
        get {
            guard let text else { return nil }
            var attributes: [NSAttributedString.Key: Any] = [:]
            attributes[.font] = font
            attributes[.foregroundColor] = textColor
            return NSAttributedString(string: text, attributes: attributes)
        }
        set {
            guard let newValue else {
                text = nil
                return
            }
            if newValue.length > 0 {
                let first = newValue.attributes(at: 0, effectiveRange: nil)
                if let font = first[.font] as? UIFont { self.font = font }
                if let color = first[.foregroundColor] as? UIColor { textColor = color }
            }
            text = newValue.string
        }
    }
}
