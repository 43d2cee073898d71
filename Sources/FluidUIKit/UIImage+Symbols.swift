/// SF Symbols: `UIImage(systemName:)` compiles and gives an image that draws nothing (there is
/// no symbol font on Linux), of zero size, so buttons and image views around it lay out and
/// behave as written. Rendering modes, tint colours and symbol configurations are accepted.
extension UIImage {
    /// The symbol's name, for an image made by `init(systemName:)` (nil for a picture).
    public var symbolName: String? {
        reference.path.hasPrefix(UIImage.symbolPrefix) ? String(reference.path.dropFirst(UIImage.symbolPrefix.count)) : nil
    }

    /// Whether the image is a symbol (which draws nothing here).
    public var isSymbolImage: Bool { symbolName.map { !$0.isEmpty } ?? false }

    /// A symbol or an empty image: nothing to draw here.
    var drawsNothing: Bool { symbolName != nil }

    /// UIImage(): an empty image, of zero size, that draws nothing (as a symbol does here).
    public convenience init() {
        self.init(reference: ImageReference(path: UIImage.symbolPrefix))
    }

    static let symbolPrefix = "symbol:"

    /// UIImage(systemName:): the symbol `name`, drawn as nothing; nil for an empty name.
    public convenience init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        self.init(reference: ImageReference(path: UIImage.symbolPrefix + name))
    }

    /// UIImage(systemName:withConfiguration:): as `init(systemName:)`.
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        self.init(systemName: name)
    }

    /// Returns the image itself: templates are not tinted here.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
    /// Returns the image itself.
    public func withTintColor(_ color: UIColor) -> UIImage { self }
    /// Returns the image itself.
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage { self }
    /// Returns the image itself: an image is stretched whole here, its caps too.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }
    /// Returns the image itself (stretched whole, as above).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage { self }

    /// UIImage.ResizingMode: accepted.
    public enum ResizingMode: Int, Sendable {
        case tile, stretch
    }

    /// UIImage.RenderingMode: accepted.
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    /// UIImage.Configuration: accepted.
    open class Configuration: NSObject, @unchecked Sendable {}

    /// UIImage.SymbolConfiguration: accepted (point size, weight, scale are kept).
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        public let pointSize: CGFloat
        public let weight: SymbolWeight
        public let scale: SymbolScale

        public init(pointSize: CGFloat = 17, weight: SymbolWeight = .regular, scale: SymbolScale = .default) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }

        public convenience init(weight: SymbolWeight) { self.init(pointSize: 17, weight: weight) }
        public convenience init(scale: SymbolScale) { self.init(pointSize: 17, scale: scale) }
        public convenience init(font: UIFont) { self.init(pointSize: font.pointSize) }
    }

    /// UIImage.SymbolWeight.
    public enum SymbolWeight: Int, Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// UIImage.SymbolScale.
    public enum SymbolScale: Int, Sendable {
        case `default`, unspecified, small, medium, large
    }
}
