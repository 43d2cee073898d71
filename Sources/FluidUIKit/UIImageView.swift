/// UIImage: a picture by name. The engine draws BMP files; `UIImage(named: "photo")` refers to
/// `photo.bmp` in the bundle's resources (or the working directory) and is drawn by path. A
/// missing file draws the engine's placeholder.
open class UIImage: _ExpressibleByImageLiteral {
    /// The engine's reference to the file.
    public let reference: ImageReference

    /// The image named `name` (with `.bmp` added when it has no extension), looked up in the main
    /// bundle's resources, else relative to the working directory.
    public init?(named name: String) {
        guard !name.isEmpty else { return nil }
        reference = ImageReference(path: UIImage.path(forName: name))
    }

    /// An image from a file path.
    public init?(contentsOfFile path: String) {
        guard !path.isEmpty else { return nil }
        reference = ImageReference(path: path)
    }

    /// The image the engine draws from `reference`.
    public init(reference: ImageReference) {
        self.reference = reference
    }

    /// `#imageLiteral(resourceName: "background")`.
    public required init(imageLiteralResourceName name: String) {
        reference = ImageReference(path: UIImage.path(forName: name))
    }

    static func path(forName name: String) -> String {
        let file = (name as NSString).pathExtension.isEmpty ? name + ".bmp" : name
        let base = (file as NSString).deletingPathExtension, ext = (file as NSString).pathExtension
        return Bundle.main.path(forResource: base, ofType: ext) ?? file
    }
}

/// What `#imageLiteral(...)` makes in a file that imports FluidUIKit.
public typealias _ImageLiteralType = UIImage

/// UIImageView: a view that shows an image, scaled to fill its bounds (the engine's only mode).
open class UIImageView: UIView {
    /// A view showing `image`.
    public init(image: UIImage?) {
        super.init(frame: .zero)
        self.image = image
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public convenience init() {
        self.init(image: nil)
    }

    public required init?(coder: NSCoder) {
        return nil
    }
}

/// A view's picture as a `UIImage`, as UIKit types `UIImageView.image`. Like `backgroundColor`
/// (View+UIColor.swift) it shadows the engine's `ImageReference`-typed property of the same name
/// in a file that imports FluidUIKit, and reads and writes it. On the protocol, as the engine's
/// is, so a subclass may still have an `image` of its own (ViewContent).
extension ViewContent {
    /// UIImageView.image: the picture drawn to fill the bounds, or nil.
    public var image: UIImage? {
        get { engineImage.map(UIImage.init(reference:)) }
        set { engineImage = newValue?.reference }
    }
}
