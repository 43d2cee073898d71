import Foundation
import Raster
import ViewTree

/// Which pixels a frame must redraw: the difference of this frame's display list and the last
/// one's. Every item (each view as drawn, each HUD shape and line of text) is compared with the
/// item drawn at its place last frame, and the damage is the box around the old and new pixels
/// of whatever differs. A backdrop blur reads the pixels around it, so a blur whose source meets
/// the damage is redrawn whole, with its source.
///
/// The damage is one rectangle: redrawing it, clipped to it, in the usual order gives the same
/// bytes as redrawing the whole canvas, because every item only touches pixels in its box, and
/// within the box the same items draw the same way (values are compared exactly). Full redraws
/// follow a new canvas, background or scale, and `fullRedraw`.
public final class FrameDamage {
    /// True: every frame redraws the whole canvas (`--full-redraw`, and the test that compares).
    public var fullRedraw = false

    public init() {}

    /// The pixels to redraw to turn `previous`'s frame into `list`'s (within the canvas), nil
    /// when nothing changed; the whole canvas when `previous` was drawn on another frame (or on
    /// none: its pixels are gone or unknown).
    public func damage(_ list: DisplayList, since previous: DisplayList) -> PixelRect? {
        guard let frame = list.frame else { return nil }
        let canvas = PixelRect(x: 0, y: 0, width: frame.width, height: frame.height)
        guard !fullRedraw, previous.frame == frame else { return canvas.isEmpty ? nil : canvas }
        let items = list.items, old = previous.items
        var box: PixelRect?
        let common = min(items.count, old.count)
        for i in 0..<common where items[i] != old[i] {
            Self.add(items[i].box, to: &box)
            Self.add(old[i].box, to: &box)
        }
        for item in items[common...] { Self.add(item.box, to: &box) }
        for item in old[common...] { Self.add(item.box, to: &box) }
        guard var damaged = box?.intersection(canvas) else { return nil }
        // A blur whose source meets the damage is redrawn with all it reads, which may reach
        // another blur's source.
        var grew = true
        while grew {
            grew = false
            for item in items {
                guard let source = item.blurSource, damaged.intersection(source) != nil else { continue }
                let grown = damaged.union(source).intersection(canvas) ?? damaged
                if grown != damaged {
                    damaged = grown
                    grew = true
                }
            }
        }
        return damaged
    }

    /// Grows `box` to hold `rect` (an empty one adds nothing). Not a nested function: one that
    /// captured `box` would put it on the heap every frame.
    private static func add(_ rect: PixelRect, to box: inout PixelRect?) {
        guard !rect.isEmpty else { return }
        box = box.map { $0.union(rect) } ?? rect
    }
}

extension PixelRect {
    /// Every pixel any canvas has.
    static let everything = PixelRect(x: -1 << 40, y: -1 << 40, width: 1 << 41, height: 1 << 41)

    /// The smallest rectangle holding both (an empty one adds nothing).
    func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = Swift.min(x, other.x), y0 = Swift.min(y, other.y)
        return PixelRect(x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0, height: Swift.max(maxY, other.maxY) - y0)
    }

    /// The whole pixels under a box in pixel coordinates, grown by `margin` on every side; nil
    /// when the box is not finite.
    static func covering(_ box: (minX: Double, minY: Double, maxX: Double, maxY: Double), margin: Int) -> PixelRect? {
        let limit = 1e9
        guard box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite else { return nil }
        let x0 = Int(max(-limit, min(limit, box.minX)).rounded(.down)) - margin
        let y0 = Int(max(-limit, min(limit, box.minY)).rounded(.down)) - margin
        let x1 = Int(max(-limit, min(limit, box.maxX)).rounded(.up)) + margin
        let y1 = Int(max(-limit, min(limit, box.maxY)).rounded(.up)) + margin
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
