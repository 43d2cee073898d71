import ViewTree

/// A colour as four bytes, straight (not premultiplied) alpha: what fills are drawn with.
public struct RGBA8: Equatable {
    /// Red, green, blue and alpha, 0…255.
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    /// The colour with these channels.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// `color` in bytes, its alpha times `alpha` (a view's opacity down the tree).
    public init(_ color: Color, alpha: Double = 1) {
        self.init(r: Self.byte(color.red), g: Self.byte(color.green), b: Self.byte(color.blue),
                  a: Self.byte(color.alpha * alpha))
    }

    /// A channel 0…1 (clamped) as a byte, rounded to nearest: the one conversion every painter uses.
    @inline(__always)
    public static func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }

    /// The colour made opaque, as a pixel word of `PixelFormat.argb8888` (0xAARRGGBB).
    @inline(__always)
    public var opaqueARGB: UInt32 { 0xFF00_0000 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }
}
