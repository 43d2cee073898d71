/// A rectangle of whole pixels: columns `x..<x + width`, rows `y..<y + height`. Empty when
/// either side is zero or negative. What SDL calls an `SDL_Rect`, without SDL.
public struct PixelRect: Equatable {
    /// The first column and row, and the size in pixels.
    public var x: Int, y: Int, width: Int, height: Int

    /// Columns `x..<x + width`, rows `y..<y + height`.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// One past the last column.
    @inline(__always) public var maxX: Int { x + width }
    /// One past the last row.
    @inline(__always) public var maxY: Int { y + height }
    /// No pixel inside.
    @inline(__always) public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The pixels in both `self` and `other`; nil when none are (either is empty, or they do not
    /// overlap). The same rule as `SDL_IntersectRect`.
    public func intersection(_ other: PixelRect) -> PixelRect? {
        guard !isEmpty, !other.isEmpty else { return nil }
        let x0 = Swift.max(x, other.x), x1 = Swift.min(maxX, other.maxX)
        let y0 = Swift.max(y, other.y), y1 = Swift.min(maxY, other.maxY)
        let result = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        return result.isEmpty ? nil : result
    }

    /// The smallest rectangle holding every pixel of `self` and `other` (an empty one adds none).
    public func union(_ other: PixelRect) -> PixelRect {
        if other.isEmpty { return self }
        if isEmpty { return other }
        let x0 = Swift.min(x, other.x), y0 = Swift.min(y, other.y)
        return PixelRect(x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0, height: Swift.max(maxY, other.maxY) - y0)
    }
}
