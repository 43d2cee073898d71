import ViewTree

/// An axis-aligned rounded rectangle laid on the whole-pixel grid (the shape painter's fast
/// path): interior rectangles, straight edges as one-pixel strips whose alpha is their exact
/// coverage (so edges move smoothly by fractions of a pixel), and whole-pixel boxes for the
/// rounded corners, drawn by coverage (`PixelBlend.arc`) or as feathered geometry.
public enum PixelGridShape {
    /// Thinner than a pixel: one rectangle over the pixels it touches, its area as coverage.
    case sliver(Span)
    /// Rounded corners too large for their boxes to fit (a small pill): draw it another way.
    case cornersOverlap
    /// Whole-pixel spans and corner boxes.
    case grid(PixelGrid)

    /// A rectangle of pixels drawn at `coverage` (0…1) of the fill's alpha.
    public struct Span {
        /// Columns x0..<x1, rows y0..<y1 (may be empty: then nothing is drawn).
        public let x0: Int, y0: Int, x1: Int, y1: Int
        /// The fraction of each pixel the shape covers (0…1).
        public let coverage: Double
    }

    /// The shape whose pixel edges are x0…x1 × y0…y1, rounded by `radius` local units on
    /// `corners`, with `scaleX`/`scaleY` pixels per local unit (both positive).
    public init(x0 X0: Double, y0 Y0: Double, x1 X1: Double, y1 Y1: Double,
                radius r: Double, scaleX: Double, scaleY: Double, corners: CornerMask) {
        let laid = Self.classify(x0: X0, y0: Y0, x1: X1, y1: Y1, radius: r, scaleX: scaleX, scaleY: scaleY, corners: corners)
        switch laid.kind {
        case .sliver: self = .sliver(laid.sliver)
        case .cornersOverlap: self = .cornersOverlap
        case .grid: self = .grid(laid.grid)
        }
    }

    /// Which case, without building the enum.
    public enum Kind { case sliver, cornersOverlap, grid }

    /// The same as `init`, as a plain tuple (what the painter reads every fill): a multi-payload
    /// enum made on the stack leaves bytes of its larger payload unwritten in the smaller cases,
    /// and valgrind (rightly strict) reports the switch that reads its tag.
    public static func classify(x0 X0: Double, y0 Y0: Double, x1 X1: Double, y1 Y1: Double,
                                radius r: Double, scaleX: Double, scaleY: Double,
                                corners: CornerMask) -> (kind: Kind, sliver: Span, grid: PixelGrid) {
        let ix0 = Int(X0.rounded(.up)), ix1 = Int(X1.rounded(.down))
        let iy0 = Int(Y0.rounded(.up)), iy1 = Int(Y1.rounded(.down))
        let ox0 = Int(X0.rounded(.down)), oy0 = Int(Y0.rounded(.down))
        let rx = r * scaleX, ry = r * scaleY
        let rounded = r > 0 && rx >= 0.5 && ry >= 0.5
        let grid = PixelGrid(X0: X0, Y0: Y0, X1: X1, Y1: Y1, ix0: ix0, iy0: iy0, ix1: ix1, iy1: iy1, ox0: ox0, oy0: oy0,
                             rx: rx, ry: ry,
                             tl: rounded && corners.contains(.topLeft), tr: rounded && corners.contains(.topRight),
                             bl: rounded && corners.contains(.bottomLeft), br: rounded && corners.contains(.bottomRight))
        guard ix0 < ix1, iy0 < iy1 else {
            let ox1 = Int(X1.rounded(.up)), oy1 = Int(Y1.rounded(.up))
            let area = (X1 - X0) * (Y1 - Y0) / Double(max(1, (ox1 - ox0) * (oy1 - oy0)))
            return (.sliver, Span(x0: ox0, y0: oy0, x1: ox1, y1: oy1, coverage: area), grid)
        }
        let none = Span(x0: 0, y0: 0, x1: 0, y1: 0, coverage: 0)
        guard !rounded || (grid.cxL <= grid.cxR && grid.cyT <= grid.cyB) else { return (.cornersOverlap, none, grid) }
        return (.grid, none, grid)
    }
}

/// The spans and corner boxes of a `PixelGridShape` that fits the grid.
public struct PixelGrid {
    /// A rounded corner in its whole-pixel box, reaching past the arc.
    public struct Corner {
        /// The box [x0, x1) × [y0, y1).
        public let box: (Int, Int, Int, Int)
        /// Where the corner's straight edges meet (pixels).
        public let edgeX: Double, edgeY: Double
        /// The box's corner towards the shape's middle (the geometry's fan hub).
        public let hubX: Int, hubY: Int
        /// The arc's centre and radii (pixels).
        public let ox: Double, oy: Double, rx: Double, ry: Double
        /// Where the arc starts, in radians, clockwise on screen (y down).
        public let startAngle: Double
    }

    let X0: Double, Y0: Double, X1: Double, Y1: Double
    let ix0: Int, iy0: Int, ix1: Int, iy1: Int, ox0: Int, oy0: Int
    /// Arc radii in pixels.
    public let rx: Double, ry: Double
    let tl: Bool, tr: Bool, bl: Bool, br: Bool
    /// Corner boxes' inner edges, whole pixels.
    let cxL: Int, cxR: Int, cyT: Int, cyB: Int

    init(X0: Double, Y0: Double, X1: Double, Y1: Double, ix0: Int, iy0: Int, ix1: Int, iy1: Int, ox0: Int, oy0: Int,
         rx: Double, ry: Double, tl: Bool, tr: Bool, bl: Bool, br: Bool) {
        self.X0 = X0; self.Y0 = Y0; self.X1 = X1; self.Y1 = Y1
        self.ix0 = ix0; self.iy0 = iy0; self.ix1 = ix1; self.iy1 = iy1; self.ox0 = ox0; self.oy0 = oy0
        self.rx = rx; self.ry = ry
        self.tl = tl; self.tr = tr; self.bl = bl; self.br = br
        cxL = Int((X0 + rx).rounded(.up)); cxR = Int((X1 - rx).rounded(.down))
        cyT = Int((Y0 + ry).rounded(.up)); cyB = Int((Y1 - ry).rounded(.down))
    }

    /// The interior's middle band: whole pixels covered completely, across the full width
    /// between the straight edges, in the rows between the rounded corners' boxes (the first
    /// span `forEachSpan` gives). May be empty.
    public var middleBand: PixelRect {
        let midTop = tl || tr ? cyT : iy0, midBottom = bl || br ? cyB : iy1
        return PixelRect(x: ix0, y: midTop, width: ix1 - ix0, height: midBottom - midTop)
    }

    /// Calls `body` with every span, interior first, then the straight edges, then the square
    /// corners' pixels (some may be empty or at coverage 0).
    public func forEachSpan(_ body: (PixelGridShape.Span) -> Void) {
        @inline(__always) func span(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ coverage: Double) {
            body(PixelGridShape.Span(x0: x0, y0: y0, x1: x1, y1: y1, coverage: coverage))
        }
        let left = X0 == Double(ix0) ? 0 : ix0 - ox0     // partial column on the left (0 or 1)
        let top = Y0 == Double(iy0) ? 0 : iy0 - oy0
        let right = X1 == Double(ix1) ? 0 : 1
        let bottom = Y1 == Double(iy1) ? 0 : 1
        let cl = Double(ix0) - X0, cr = X1 - Double(ix1), ct = Double(iy0) - Y0, cb = Y1 - Double(iy1)

        // Interior: the middle band, and the bands between the corner boxes above and below.
        let midTop = tl || tr ? cyT : iy0, midBottom = bl || br ? cyB : iy1
        span(ix0, midTop, ix1, midBottom, 1)
        span(tl ? cxL : ix0, iy0, tr ? cxR : ix1, midTop, 1)
        span(bl ? cxL : ix0, midBottom, br ? cxR : ix1, iy1, 1)
        // Straight edges run between the corner boxes (to the end where a corner is square).
        let rowTop = tl ? cyT : iy0, rowBottom = bl ? cyB : iy1
        let rowTopR = tr ? cyT : iy0, rowBottomR = br ? cyB : iy1
        let colLeft = tl ? cxL : ix0, colRight = tr ? cxR : ix1
        let colLeftB = bl ? cxL : ix0, colRightB = br ? cxR : ix1
        // Straight edges at their exact coverage.
        if left > 0 { span(ox0, rowTop, ix0, rowBottom, cl) }
        if right > 0 { span(ix1, rowTopR, ix1 + 1, rowBottomR, cr) }
        if top > 0 { span(colLeft, oy0, colRight, iy0, ct) }
        if bottom > 0 { span(colLeftB, iy1, colRightB, iy1 + 1, cb) }
        // Square corners: the pixel where two partial edges meet.
        if !tl && left > 0 && top > 0 { span(ox0, oy0, ix0, iy0, cl * ct) }
        if !tr && right > 0 && top > 0 { span(ix1, oy0, ix1 + 1, iy0, cr * ct) }
        if !bl && left > 0 && bottom > 0 { span(ox0, iy1, ix0, iy1 + 1, cl * cb) }
        if !br && right > 0 && bottom > 0 { span(ix1, iy1, ix1 + 1, iy1 + 1, cr * cb) }
    }

    /// Calls `body` with every rounded corner: top-left, top-right, bottom-right, bottom-left.
    public func forEachCorner(_ body: (Corner) -> Void) {
        let ox1 = Int(X1.rounded(.up)), oy1 = Int(Y1.rounded(.up))
        if tl {
            body(Corner(box: (ox0, oy0, cxL, cyT), edgeX: X0, edgeY: Y0, hubX: cxL, hubY: cyT,
                        ox: X0 + rx, oy: Y0 + ry, rx: rx, ry: ry, startAngle: .pi))
        }
        if tr {
            body(Corner(box: (cxR, oy0, ox1, cyT), edgeX: X1, edgeY: Y0, hubX: cxR, hubY: cyT,
                        ox: X1 - rx, oy: Y0 + ry, rx: rx, ry: ry, startAngle: 1.5 * .pi))
        }
        if br {
            body(Corner(box: (cxR, cyB, ox1, oy1), edgeX: X1, edgeY: Y1, hubX: cxR, hubY: cyB,
                        ox: X1 - rx, oy: Y1 - ry, rx: rx, ry: ry, startAngle: 0))
        }
        if bl {
            body(Corner(box: (ox0, cyB, cxL, oy1), edgeX: X0, edgeY: Y1, hubX: cxL, hubY: cyB,
                        ox: X0 + rx, oy: Y1 - ry, rx: rx, ry: ry, startAngle: 0.5 * .pi))
        }
    }
}
