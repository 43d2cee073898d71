import Blur

/// A translucent colour the next view to draw there blends over bands of an opaque picture,
/// handed to the picture's fill so each of those canvas rows is written once, as the blend of
/// the colour over the picture's pixel, instead of copied and then blended in a second pass
/// over the whole canvas (a dimming layer over a full-window picture).
///
/// The bands are whole pixels, rows `bands` across `columns`, inside the picture's opaque
/// interior (the span it copies at full alpha) and within the clip in force. Whoever fills the
/// picture with one blends the colour there exactly as `PixelBlend.fill` does (fused with the
/// copy where it can, after it otherwise), and the view it came from then leaves those pixels.
/// One instance is reused frame after frame: nothing is allocated per frame.
public final class FillOverPicture {
    /// The colour, straight alpha 1…254, at full coverage.
    public private(set) var color = RGBA8(r: 0, g: 0, b: 0, a: 0)
    /// The columns the colour covers in every band.
    public private(set) var columns: Range<Int> = 0..<0
    /// Row ranges, top to bottom, disjoint.
    public private(set) var bands: [Range<Int>] = []
    /// At most this many bands (the rest are left to the colour's own fill).
    public static let bandCapacity = 16

    /// No bands.
    public init() {
        bands.reserveCapacity(Self.bandCapacity)
    }

    /// Forgets the bands; the next are of `color` across `columns`.
    public func reset(color: RGBA8, columns: Range<Int>) {
        self.color = color
        self.columns = columns
        bands.removeAll(keepingCapacity: true)
    }

    /// Adds `rows` below every band so far; false (nothing added) when it is empty, overlaps or
    /// lies above one, or there is no room.
    @discardableResult
    public func add(rows: Range<Int>) -> Bool {
        guard !rows.isEmpty, bands.count < Self.bandCapacity, rows.lowerBound >= (bands.last?.upperBound ?? Int.min) else {
            return false
        }
        bands.append(rows)
        return true
    }

    /// Whether there is nothing to blend.
    public var isEmpty: Bool { bands.isEmpty || columns.isEmpty }

    /// Whether every band lies within `rect`.
    public func lies(within rect: PixelRect) -> Bool {
        guard let first = bands.first, let last = bands.last else { return true }
        return columns.lowerBound >= rect.x && columns.upperBound <= rect.maxX
            && first.lowerBound >= rect.y && last.upperBound <= rect.maxY
    }

    /// The band holding row `y`, if any.
    @inline(__always)
    func covers(row y: Int) -> Bool {
        for band in bands where band.contains(y) { return true }
        return false
    }

    /// The colour's blend, as `PixelBlend.fill` does it at full coverage.
    var lanes: FillLanes { PixelBlend.lanes(color, coverage: 1) }

    /// Blends the colour over every band, clipped to `clip` (the two-pass way, after the picture).
    public func blendAfter(_ buffer: PixelBuffer, clip: PixelRect?, pool: WorkerPool? = nil) {
        for band in bands {
            PixelBlend.fill(buffer, rect: PixelRect(x: columns.lowerBound, y: band.lowerBound, width: columns.count,
                                                    height: band.count), clip: clip, color: color, pool: pool)
        }
    }
}
