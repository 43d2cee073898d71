import Foundation
import Raster
import ViewTree

/// Everything a frame draws, in order: the view tree, the ghost overlays and the HUD, as
/// `DisplayItem`s made by one walk over each tree (`appendTree`, `appendOverlay`). Damage is the
/// difference of two frames' lists (`FrameDamage`), the opaque views that hide work
/// (`Occluders`) and the backdrop blur's log (`BackdropLog`) read it, and a painter draws it
/// (`DisplayListBackend`): a GPU painter draws the items, never reading pixels back.
///
/// The storage is kept from frame to frame (`removeAll` keeps its capacity): once it has grown,
/// a frame's list allocates nothing.
public final class DisplayList {
    /// The frame as a whole: a list drawn on another background, canvas or scale differs in
    /// every pixel.
    public struct Frame: Equatable {
        public var background: Color
        /// `DisplayListBackend.generation`: two canvases of different generations never match.
        public var generation: Int
        public var width: Int, height: Int
        public var pixelsPerPoint: Double

        public init(background: Color, generation: Int, width: Int, height: Int, pixelsPerPoint: Double) {
            self.background = background
            self.generation = generation
            self.width = width
            self.height = height
            self.pixelsPerPoint = pixelsPerPoint
        }
    }

    /// A run of items drawn the same way.
    public struct Segment: Equatable {
        public enum Kind: Equatable {
            /// A view tree, root at the canvas origin: its opaque views hide what is drawn under
            /// them, and its background is left unpainted where they cover it all.
            case tree
            /// A view drawn over the rest where it sits in its own tree (a ghost).
            case overlay
            /// The HUD's shapes and placed text.
            case hud
            /// A line of text the painter cannot draw (no font): no item, but the backdrop log
            /// can no longer tell what lies under a blur, and the background goes first.
            case unplacedText
        }
        public var kind: Kind
        /// Its items, indices into `items`.
        public var range: Range<Int>
    }

    /// The frame's background, canvas and scale (nil until `begin`).
    public internal(set) var frame: Frame?
    /// The items, in draw order.
    public internal(set) var items: [DisplayItem] = []
    /// The items in runs (tree, overlay, HUD), in draw order.
    public internal(set) var segments: [Segment] = []
    /// The next view's place in draw order: from 0 in a tree, on from there in overlays.
    var nextOrder = 0

    public init() {
        items.reserveCapacity(256)
        segments.reserveCapacity(64)
    }

    /// Empties the list for a frame drawn on `frame`, keeping its storage.
    public func begin(_ frame: Frame) {
        self.frame = frame
        items.removeAll(keepingCapacity: true)
        segments.removeAll(keepingCapacity: true)
        nextOrder = 0
    }

    /// Forgets the frame: the list matches no other.
    public func forget() {
        frame = nil
        items.removeAll(keepingCapacity: true)
        segments.removeAll(keepingCapacity: true)
    }

    // MARK: The HUD

    /// A HUD rounded rectangle (points).
    public func appendRoundedRect(_ rect: CGRect, radius: CGFloat, color: Color, corners: CornerMask) {
        let scale = frame?.pixelsPerPoint ?? 1
        let box = PixelRect.covering(Affine.scale(scale).boundingBox(of: rect), margin: 2)
        appendHUD(.init(content: .roundedRect(rect, radius: radius, color, corners), box: box ?? .everything))
    }

    /// A HUD line `width` points wide.
    public func appendLine(from a: CGPoint, to b: CGPoint, width: CGFloat, color: Color) {
        let scale = frame?.pixelsPerPoint ?? 1
        let w = Double(width) / 2
        let box = (minX: (min(Double(a.x), Double(b.x)) - w) * scale, minY: (min(Double(a.y), Double(b.y)) - w) * scale,
                   maxX: (max(Double(a.x), Double(b.x)) + w) * scale, maxY: (max(Double(a.y), Double(b.y)) + w) * scale)
        appendHUD(.init(content: .line(a, b, width: width, color), box: PixelRect.covering(box, margin: 2) ?? .everything))
    }

    /// Joined HUD lines through `points`: one item a segment.
    public func appendPolyline(_ points: UnsafeBufferPointer<CGPoint>, width: CGFloat, color: Color) {
        guard points.count > 1 else { return }
        for i in 1..<points.count { appendLine(from: points[i - 1], to: points[i], width: width, color: color) }
    }

    /// A HUD line of text at `point`, drawn over `pixels` (the rectangle it covers, in pixels);
    /// nil `pixels`: the painter cannot draw it.
    public func appendText(_ string: String, at point: CGPoint, size: CGFloat, color: Color, alignment: TextAlignment,
                           pixels: CGRect?) {
        guard let pixels else {
            segments.append(.init(kind: .unplacedText, range: items.count..<items.count))
            return
        }
        let box = PixelRect.covering(Affine.scale(1).boundingBox(of: pixels), margin: 2)
        appendHUD(.init(content: .text(string, at: point, size: size, color, alignment), box: box ?? .everything))
    }

    private func appendHUD(_ item: DisplayItem) {
        items.append(item)
        if let last = segments.last, last.kind == .hud, last.range.upperBound == items.count - 1 {
            segments[segments.count - 1].range = last.range.lowerBound..<items.count
        } else {
            segments.append(.init(kind: .hud, range: items.count - 1..<items.count))
        }
    }
}

extension DisplayItem {
    /// A HUD item.
    init(content: Content, box: PixelRect) {
        self.content = content
        self.box = box
    }
}
