/// How a pixel is laid out in its 32-bit word.
public enum PixelFormat: Equatable {
    /// 0xAARRGGBB words (bytes B, G, R, A in memory on a little-endian machine): SDL's
    /// `SDL_PIXELFORMAT_ARGB8888`, the canvas's format. Every loop in this module reads and writes it.
    case argb8888
}

/// A view of pixels someone else owns (the canvas's surface): where they are, how many, how
/// rows are laid out. Valid as long as its owner keeps the memory (for the canvas: until it is
/// resized); the owner must have finished its own queued drawing before the loops here run.
public struct PixelBuffer {
    /// Pixel (0, 0); pixel (x, y) is `base[y * pixelsPerRow + x]`.
    public let base: UnsafeMutablePointer<UInt32>
    /// Size in pixels.
    public let width: Int, height: Int
    /// Row pitch in pixels (at least `width`).
    public let pixelsPerRow: Int
    /// The channel order of each word.
    public let format: PixelFormat

    /// A view of `height` rows of `width` pixels starting at `base`, rows `pixelsPerRow` apart.
    public init(base: UnsafeMutablePointer<UInt32>, width: Int, height: Int, pixelsPerRow: Int,
                format: PixelFormat = .argb8888) {
        precondition(width >= 0 && height >= 0 && pixelsPerRow >= width, "pixel buffer rows shorter than its width")
        self.base = base
        self.width = width
        self.height = height
        self.pixelsPerRow = pixelsPerRow
        self.format = format
    }

    /// Every pixel of the buffer.
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }
}
