/// The blurred backdrop's finished pixels in memory, in canvas coordinates: texel (x, y) lies
/// under canvas pixel (x, y). Only the rectangle `x0..<x1 × y0..<y1` was finished (blurred and
/// tinted); every read is clamped into it, so a shape whose edge strips reach rows the blur
/// skipped (covered by a later view) or never had (a view moving faster than its blur box)
/// repeats the nearest finished texel instead of reading outside the buffer.
///
/// Part of the finished rectangle may be on the canvas already (`onScreen`): the blur wrote
/// those pixels there finished, where the painter's fill is an opaque straight copy, so they
/// are written once. Their texels are not in the buffer: a fill leaves those pixels as they are.
public struct ScreenTexels {
    /// Holds pixel (originX, originY); rows `rowLength` apart; `capacity` texels in all.
    public let base: UnsafePointer<UInt32>
    /// The canvas pixel `base` holds, and the distance between rows in texels.
    public let originX: Int, originY: Int, rowLength: Int
    /// Texels in the buffer from `base` on.
    public let capacity: Int
    /// The finished rectangle, in canvas pixels (non-empty).
    public let x0: Int, y0: Int, x1: Int, y1: Int
    /// The canvas pixels the blur drew itself (inside the finished rectangle, off its border
    /// rows and columns, so no clamped read lands there); nil: none.
    public let onScreen: PixelRect?
    /// Whether `onScreen` also has the view's translucent colour blended over it (the colour's
    /// fill must then leave those pixels).
    public let washed: Bool
    /// Whether the blur read a picture not yet on the canvas (`PendingPicture`), which was then
    /// not copied under `onScreen`.
    public let readPendingPicture: Bool

    /// The texels at `base` (holding canvas pixel (originX, originY), rows `rowLength` apart,
    /// `capacity` in all), of which `finished` (x0, y0, x1, y1) is finished.
    /// `onScreen`, if any, is already drawn on the canvas.
    public init(base: UnsafePointer<UInt32>, originX: Int, originY: Int, rowLength: Int, capacity: Int,
         finished: (x0: Int, y0: Int, x1: Int, y1: Int), onScreen: PixelRect? = nil, washed: Bool = false,
         readPendingPicture: Bool = false) {
        self.readPendingPicture = readPendingPicture
        self.base = base
        self.originX = originX
        self.originY = originY
        self.rowLength = rowLength
        self.capacity = capacity
        (x0, y0, x1, y1) = finished
        self.onScreen = onScreen
        self.washed = washed && onScreen != nil
        assert(onScreen.map { $0.x > x0 && $0.maxX < x1 && $0.y > y0 && $0.maxY < y1 } ?? true,
               "on-screen pixels reach the finished rectangle's border")
        assert(x1 > x0 && y1 > y0, "empty finished rectangle")
        assert(index(x: x0, y: y0) >= 0 && index(x: x1 - 1, y: y1 - 1) < capacity, "finished rectangle outside the buffer")
    }

    @inline(__always)
    private func index(x: Int, y: Int) -> Int { (y - originY) * rowLength + (x - originX) }

    /// The texel under canvas pixel (x, y), clamped into the finished rectangle.
    @inline(__always)
    public func texel(x: Int, y: Int) -> UInt32 {
        let i = index(x: min(max(x, x0), x1 - 1), y: min(max(y, y0), y1 - 1))
        assert(i >= 0 && i < capacity)
        return base[i]
    }

    /// The texels of canvas row `y` (clamped) as a pointer indexed by canvas x: valid for
    /// x in `x0..<x1` only.
    @inline(__always)
    public func row(_ y: Int) -> UnsafePointer<UInt32> {
        base + index(x: 0, y: min(max(y, y0), y1 - 1))
    }
}
