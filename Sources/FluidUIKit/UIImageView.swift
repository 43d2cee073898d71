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

    /// UIImage.size: the picture's size in points (one pixel each), read from its BMP header
    /// once; zero when the file cannot be read (the engine then draws its placeholder).
    public private(set) lazy var size: CGSize = reference.path.hasPrefix(UIImage.symbolPrefix) ? .zero : BitmapSize.of(reference.path)

    static func path(forName name: String) -> String {
        let file = (name as NSString).pathExtension.isEmpty ? name + ".bmp" : name
        let base = (file as NSString).deletingPathExtension, ext = (file as NSString).pathExtension
        return Bundle.main.path(forResource: base, ofType: ext) ?? file
    }
}

/// What `#imageLiteral(...)` makes in a file that imports FluidUIKit.
public typealias _ImageLiteralType = UIImage

/// UIImageView: a view that shows an image, placed by its `contentMode`: stretched to fill the
/// bounds (`.scaleToFill`, the default, drawn as the view's own picture), or at the size and place
/// the mode gives it (drawn by a child view the image view keeps below its subviews, cut by
/// `clipsToBounds` as in UIKit).
open class UIImageView: UIView {
    /// The picture of the modes other than filling, at its place in the bounds.
    private let placed = View(name: "UIImageView.image")

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

    /// A flipbook still running stops asking for frames.
    deinit { flipbook?.remove() }

    /// UIImageView.image: the picture shown, or nil.
    open var image: UIImage? {
        get {
            if let symbol = placedImage, symbol.drawsNothing { return symbol }
            // While the flipbook runs, what is drawn is a frame of it, not the image.
            if flipbook != nil { return placedImage }
            return engineImage.map(UIImage.init(reference:)) ?? placed.engineImage.map(UIImage.init(reference:))
        }
        set {
            placedImage = newValue
            placeImage()
            invalidateIntrinsicContentSize()
        }
    }

    /// UIImageView.intrinsicContentSize: the image's size in points (`UIImage.size`), or no
    /// intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        placedImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Kept for code that sets it: symbols draw nothing here (UIImage+Symbols).
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    /// The image as set (its size is read from its file once).
    var placedImage: UIImage?
    /// The flipbook's frame callback while `startAnimating()` runs it (UIImageView+Animation).
    var flipbook: FrameCallback?
    /// The images of the flipbook, shown one after another (nil: none).
    open var animationImages: [UIImage]?
    /// Seconds one pass through `animationImages` takes (0: a thirtieth of a second each).
    open var animationDuration: TimeInterval = 0
    /// Passes to run (0: until stopped).
    open var animationRepeatCount = 0
    /// The image shown while highlighted (kept; the view is not highlighted here).
    open var highlightedImage: UIImage?
    open var isHighlighted = false

    override func contentModeDidChange() { placeImage() }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if placed.superview === self, let image = placedImage {
            placed.frame = contentMode.rect(for: image.size, in: bounds)
        }
    }

    /// The picture drawn by the view itself (filling) or by `placed` (any other mode).
    func placeImage(showing shown: UIImage? = nil) {
        // A symbol draws nothing (UIImage+Symbols).
        guard let image = shown ?? placedImage, !image.drawsNothing else {
            engineImage = nil
            placed.engineImage = nil
            placed.removeFromSuperview()
            return
        }
        switch contentMode {
        case .scaleToFill, .redraw:
            engineImage = image.reference
            placed.engineImage = nil
            placed.removeFromSuperview()
        default:
            engineImage = nil
            placed.engineImage = image.reference
            placed.isUserInteractionEnabled = false
            if placed.superview !== self { insertSubview(placed, at: 0) }
            placed.frame = contentMode.rect(for: image.size, in: bounds)
        }
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
