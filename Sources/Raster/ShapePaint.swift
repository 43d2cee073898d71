/// A picture's pixels in memory: ARGB words, `width × height`, rows packed.
public struct PictureTexels {
    public let pixels: UnsafePointer<UInt32>
    public let width: Int, height: Int
    /// No transparent texel: interior copies may skip blending.
    public let isOpaque: Bool

    public init(pixels: UnsafePointer<UInt32>, width: Int, height: Int, isOpaque: Bool) {
        self.pixels = pixels
        self.width = width
        self.height = height
        self.isOpaque = isOpaque
    }
}

/// What fills a shape: a colour, or texels tinted by a colour (white for the plain picture),
/// which stretch over the shape (a picture) or lie under the canvas pixels (the blurred backdrop).
public struct ShapePaint {
    /// Where the texels are.
    public enum Texels {
        /// None: the colour alone (or a backend texture whose texels are not in memory, text).
        case none
        /// A picture stretched over the shape's texture rectangle.
        case picture(PictureTexels)
        /// Texel (x, y) under canvas pixel (x, y) (the blurred backdrop).
        case screen(ScreenTexels)
    }

    /// The colour, or the tint and alpha of the texels.
    public var color: RGBA8
    public var texels: Texels
    /// The backend's own handle for the same texels (an SDL texture), for what it draws itself.
    public var texture: OpaquePointer?
    /// A translucent colour to blend over bands of an opaque picture's interior as it is drawn.
    public var over: FillOverPicture?

    public init(color: RGBA8, texels: Texels = .none, texture: OpaquePointer? = nil, over: FillOverPicture? = nil) {
        self.color = color
        self.texels = texels
        self.texture = texture
        self.over = over
    }

    /// The colour alone.
    public static func color(_ color: RGBA8) -> ShapePaint { ShapePaint(color: color) }
}
