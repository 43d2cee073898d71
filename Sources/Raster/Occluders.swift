import Foundation
import ViewTree

/// The opaque views of a frame, in draw order, as whole-pixel boxes they cover completely (taken
/// from the frame's display list), so work a later view will paint over is skipped: the backdrop blur's hidden rows (a sheet rising
/// over a blurred background blurs only the part still visible), hidden background fills, and
/// the frame's clear when a view covers the whole canvas.
public struct Occluders {
    /// A whole-pixel box an opaque view covers completely.
    public struct Box {
        /// The view's place in draw order (depth first, back to front).
        public var order: Int
        /// Columns x0..<x1, rows y0..<y1.
        public var x0: Int, y0: Int, x1: Int, y1: Int

        public init(order: Int, x0: Int, y0: Int, x1: Int, y1: Int) {
            self.order = order
            self.x0 = x0
            self.y0 = y0
            self.x1 = x1
            self.y1 = y1
        }
    }

    /// The frame's boxes, in draw order.
    public private(set) var boxes: [Box] = []
    /// Draw-order places of the views that blur their backdrop.
    private var blurs: [Int] = []

    /// Empty lists with room for a typical frame.
    public init() {
        boxes.reserveCapacity(64)
        blurs.reserveCapacity(16)
    }

    /// Empties the lists, keeping their storage, for a frame's boxes added one by one (in draw order).
    public mutating func removeAll() {
        boxes.removeAll(keepingCapacity: true)
        blurs.removeAll(keepingCapacity: true)
    }

    /// Adds an opaque view's box (after those drawn before it).
    public mutating func append(_ box: Box) { boxes.append(box) }

    /// The view drawn `order`-th blurs its backdrop (after those drawn before it).
    public mutating func appendBlur(order: Int) { blurs.append(order) }

    /// The whole-pixel box an opaque view of `bounds` drawn `order`-th covers completely under an
    /// upright `map` (points to pixels), rounded by `cornerRadius` on `corners`; nil when it
    /// covers no whole pixel.
    public static func box(covering b: CGRect, cornerRadius r: Double, corners: CornerMask, map: Affine,
                           order: Int) -> Box? {
        let p0 = map.apply(Double(b.minX), Double(b.minY)), p1 = map.apply(Double(b.maxX), Double(b.maxY))
        // Rounded corners do not cover their corner squares: stay out of them on rounded sides.
        let top = r > 0 && !corners.isDisjoint(with: .top) ? r * map.d : 0
        let bottom = r > 0 && !corners.isDisjoint(with: .bottom) ? r * map.d : 0
        let edges = (p0.x.rounded(.up), (p0.y + top).rounded(.up), p1.x.rounded(.down), (p1.y - bottom).rounded(.down))
        // Views may be any finite size (R8): an edge beyond a billion pixels is as good as there.
        guard edges.0.isFinite, edges.1.isFinite, edges.2.isFinite, edges.3.isFinite else { return nil }
        @inline(__always) func pixel(_ v: Double) -> Int { Int(min(max(v, -1e9), 1e9)) }
        let box = Box(order: order, x0: pixel(edges.0), y0: pixel(edges.1), x1: pixel(edges.2), y1: pixel(edges.3))
        return box.x1 > box.x0 && box.y1 > box.y0 ? box : nil
    }

    /// Whether `visibleRows` leaves nothing of the pixel box x0..<x1 × y0..<y1.
    public func covers(x0: Int, x1: Int, y0: Int, y1: Int, after order: Int) -> Bool {
        let (top, bottom) = visibleRows(x0: x0, x1: x1, y0: y0, y1: y1, after: order)
        return top >= bottom
    }

    /// Shrinks the rows y0..<y1 (across x0..<x1) to those not covered by a view drawn after
    /// `order`: boxes spanning the whole width cut bands off the top and bottom.
    ///
    /// Only views drawn before the next backdrop blur count: that blur reads the pixels under it
    /// (and around its box), so they must be painted even where a view after it hides them.
    /// Draw-order place of the first blur after `order` (`Int.max` when none): views from there
    /// on cannot hide what that blur reads.
    func nextBlur(after order: Int) -> Int { blurs.first { $0 > order } ?? Int.max }

    /// The largest block of the pixel box x0..<x1 × y0..<y1 that one view drawn after `order`
    /// (and before the next backdrop blur) covers completely; nil when none covers any of it.
    /// A fill under it may leave that block (it is painted over before anything reads it).
    public func hiddenBlock(x0: Int, x1: Int, y0: Int, y1: Int, after order: Int) -> PixelRect? {
        let limit = nextBlur(after: order)
        var best: PixelRect?
        for box in boxes where box.order > order && box.order < limit {
            let a = Swift.max(box.x0, x0), b = Swift.min(box.x1, x1), top = Swift.max(box.y0, y0), bottom = Swift.min(box.y1, y1)
            guard a < b, top < bottom, (b - a) * (bottom - top) > best.map({ $0.width * $0.height }) ?? 0 else { continue }
            best = PixelRect(x: a, y: top, width: b - a, height: bottom - top)
        }
        return best
    }

    public func visibleRows(x0: Int, x1: Int, y0: Int, y1: Int, after order: Int) -> (Int, Int) {
        let limit = nextBlur(after: order)
        var top = y0, bottom = y1
        var changed = true
        while changed && top < bottom {
            changed = false
            for box in boxes where box.order > order && box.order < limit && box.x0 <= x0 && box.x1 >= x1 {
                if box.y0 <= top && box.y1 > top { top = box.y1; changed = true }
                if box.y1 >= bottom && box.y0 < bottom { bottom = box.y0; changed = true }
            }
        }
        return (top, max(top, bottom))
    }
}
