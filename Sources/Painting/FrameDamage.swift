import Foundation
import Raster
import ViewTree

/// Which pixels a frame must redraw: everything it draws (each view as `BackdropLog` describes
/// it, each HUD shape and line of text) is compared with the last frame's, and the damage is the
/// box around the old and new pixels of whatever differs. A backdrop blur reads the pixels
/// around it, so a blur whose source meets the damage is redrawn whole, with its source.
///
/// The damage is one rectangle: redrawing it, clipped to it, in the usual order gives the same
/// bytes as redrawing the whole canvas, because every item only touches pixels in its box, and
/// within the box the same items draw the same way (values are compared exactly). Full redraws
/// follow a new canvas, background or scale, and `fullRedraw`.
public final class FrameDamage {
    /// What a frame draws, one item at a time.
    struct Item: Equatable {
        enum Kind: Equatable {
            case view(BackdropLog.Entry)
            case roundedRect(CGRect, radius: CGFloat, Color, CornerMask)
            case line(CGPoint, CGPoint, width: CGFloat, Color)
            case text(String, at: CGPoint, size: CGFloat, Color, TextAlignment)
        }
        var kind: Kind
        /// The pixels it may touch.
        var box: PixelRect
        /// For a view that blurs its backdrop: the pixels the blur reads (its box and a margin).
        var blurSource: PixelRect?
        /// The pixels its ancestors' clipping leaves it (nil: all).
        var clip: PixelRect?
    }

    /// True: every frame redraws the whole canvas (`--full-redraw`, and the test that compares).
    public var fullRedraw = false
    private var items: [Item] = []
    private var previous: [Item] = []
    private var frame: BackdropLog.Frame?
    private var previousFrame: BackdropLog.Frame?

    public init() {
        items.reserveCapacity(256)
        previous.reserveCapacity(256)
    }

    /// Starts collecting the items of a frame on `background`, drawn on a canvas of
    /// `generation` (`PaintTarget.generation`), `width` × `height` pixels at `pixelsPerPoint`.
    public func begin(background: Color, generation: Int, width: Int, height: Int, pixelsPerPoint: Double) {
        begin(.init(background: background, generation: generation, width: width, height: height,
                    pixelsPerPoint: pixelsPerPoint))
    }

    func begin(_ frame: BackdropLog.Frame) {
        swap(&items, &previous)
        items.removeAll(keepingCapacity: true)
        previousFrame = self.frame
        self.frame = frame
    }

    func add(_ item: Item) { items.append(item) }

    /// A HUD rounded rectangle (points), drawn at `scale` pixels a point.
    public func addRoundedRect(_ rect: CGRect, radius: CGFloat, color: Color, corners: CornerMask, scale: Double) {
        let box = PixelRect.covering(Affine.scale(scale).boundingBox(of: rect), margin: 2)
        add(.init(kind: .roundedRect(rect, radius: radius, color, corners), box: box ?? .everything, blurSource: nil, clip: nil))
    }

    /// A HUD line `width` points wide.
    public func addLine(from a: CGPoint, to b: CGPoint, width: CGFloat, color: Color, scale: Double) {
        let w = Double(width) / 2
        let box = (minX: (min(Double(a.x), Double(b.x)) - w) * scale, minY: (min(Double(a.y), Double(b.y)) - w) * scale,
                   maxX: (max(Double(a.x), Double(b.x)) + w) * scale, maxY: (max(Double(a.y), Double(b.y)) + w) * scale)
        add(.init(kind: .line(a, b, width: width, color), box: PixelRect.covering(box, margin: 2) ?? .everything,
                  blurSource: nil, clip: nil))
    }

    /// A HUD line of text at `point`, covering `pixels` (the rectangle it is drawn in, in pixels).
    public func addText(_ string: String, at point: CGPoint, size: CGFloat, color: Color, alignment: TextAlignment,
                        pixels: CGRect) {
        let box = PixelRect.covering(Affine.scale(1).boundingBox(of: pixels), margin: 2)
        add(.init(kind: .text(string, at: point, size: size, color, alignment), box: box ?? .everything, blurSource: nil, clip: nil))
    }

    /// Forgets the last frame: the next one is redrawn whole (its pixels are gone or unknown).
    public func invalidate() {
        frame = nil
        items.removeAll(keepingCapacity: true)
    }

    /// The pixels to redraw (within the `width` × `height` canvas), nil when nothing changed.
    public func damage(width: Int, height: Int) -> PixelRect? {
        let canvas = PixelRect(x: 0, y: 0, width: width, height: height)
        guard !fullRedraw, let frame, previousFrame == frame else { return canvas.isEmpty ? nil : canvas }
        var box: PixelRect?
        func add(_ rect: PixelRect) {
            guard !rect.isEmpty else { return }
            box = box.map { $0.union(rect) } ?? rect
        }
        let common = min(items.count, previous.count)
        for i in 0..<common where items[i] != previous[i] {
            add(items[i].box)
            add(previous[i].box)
        }
        for item in items[common...] { add(item.box) }
        for item in previous[common...] { add(item.box) }
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
