import Foundation
import Raster
import ViewTree

// A display list drawn in order: a tree's items after its occluders are taken from them, an
// overlay's on top, the HUD's items one by one. A view's clip and layer decoration stay open while
// its subtree (the deeper items after it) is drawn.

extension TreePainter {
    /// Draws `list` (a frame's display list, made on a canvas the size of `target`'s), in order,
    /// between `beginFrame` and `endFrame`.
    public func paint<Target: PaintTarget>(_ list: DisplayList, on target: Target) {
        for segment in list.segments {
            switch segment.kind {
            case .tree:
                paintTree(list, segment.range, on: target)
            case .overlay:
                paintViews(list, segment.range, on: target)
                drawDeferredPicture(on: target)
            case .hud:
                for i in segment.range { paintHUD(list.items[i].content, on: target) }
            case .unplacedText:
                willDrawOutsideTree(on: target)
            }
        }
    }

    /// A tree: its opaque views (`Occluders`) read from its items first, and its background
    /// left unpainted when they cover the whole canvas.
    private func paintTree<Target: PaintTarget>(_ list: DisplayList, _ range: Range<Int>, on target: Target) {
        occluders.removeAll()
        for item in list.items[range] {
            if let box = item.occluder { occluders.append(box) }
            if let content = item.viewContent, content.values.blurRadius > 0 { occluders.appendBlur(order: item.order) }
        }
        if pendingClear != nil, occluders.covers(x0: 0, x1: target.pixelWidth, y0: 0, y1: target.pixelHeight, after: -1) {
            pendingClear = nil
        }
        clearIfPending(on: target)
        drawingTree = true
        paintViews(list, range, on: target)
        drawDeferredPicture(on: target)
        drawingTree = false
    }

    /// What a drawn view left open for its subviews: its clip, its layer decoration's end.
    struct OpenView {
        var item: Int
        var depth: Int
        var clips: Bool
        var decoration: OpenDecoration?
    }

    /// The views of `range`, each over its ancestors': a view's clip and decoration stay open
    /// until an item no deeper than it comes (its subtree, drawn after it, is the deeper items).
    private func paintViews<Target: PaintTarget>(_ list: DisplayList, _ range: Range<Int>, on target: Target) {
        let base = openViews.count
        for i in range {
            guard let content = list.items[i].viewContent else { continue }
            while openViews.count > base, let last = openViews.last, last.depth >= content.depth {
                close(openViews.removeLast(), of: list, on: target)
            }
            paintView(list, i, content, on: target)
        }
        while openViews.count > base, let last = openViews.popLast() { close(last, of: list, on: target) }
    }

    private func paintView<Target: PaintTarget>(_ list: DisplayList, _ index: Int, _ content: DisplayItem.ViewContent,
                                                on target: Target) {
        let item = list.items[index]
        let map = content.map, alpha = content.alpha
        let fullBounds = content.bounds
        let radius = max(0, Double(content.values.cornerRadius))
        let decoration = content.decoration
        let open = decoration.isEmpty ? nil : beginDecoration(decoration, bounds: fullBounds, radius: radius,
                                                              corners: content.corners, clipsToBounds: content.clips,
                                                              map: map, alpha: alpha, on: target)
        if let bounds = CanvasReach.drawable(fullBounds, map: map, width: target.pixelWidth, height: target.pixelHeight),
           meetsRedrawn(bounds, map: map) {
            drawOwnContent(of: list, index, content, bounds: bounds, radius: radius, on: target)
        }
        if let label = content.label, let placed = target.placedLabel(label, in: fullBounds, map: map),
           meetsRedrawn(placed.rect, map: map) {
            drawDeferredPicture(on: target)
            target.draw(placed.image, in: placed.rect, map: map, alpha: alpha * label.color.alpha)
        }
        if let open {
            // Sublayers and subviews are clipped together when the view clips; then the border
            // and the mask's end, when its subtree is drawn.
            let clips = content.clips && (item.hasSubviews || !decoration.sublayers.isEmpty || decoration.content != .none)
            if clips { pushClip(fullBounds, radius: radius, corners: content.corners, map: map, on: target) }
            drawSublayers(decoration, bounds: fullBounds, radius: radius, corners: content.corners, map: map,
                          alpha: alpha, on: target)
            openViews.append(OpenView(item: index, depth: content.depth, clips: clips, decoration: open))
            return
        }
        guard item.hasSubviews, content.clips else { return }
        pushClip(fullBounds, radius: radius, corners: content.corners, map: map, on: target)
        openViews.append(OpenView(item: index, depth: content.depth, clips: true, decoration: nil))
    }

    /// The end of a view whose subtree is drawn: its clip, then its decoration's border and mask.
    private func close<Target: PaintTarget>(_ open: OpenView, of list: DisplayList, on target: Target) {
        if open.clips { popClip(on: target) }
        guard let decoration = open.decoration, let content = list.items[open.item].viewContent else { return }
        endDecoration(content.decoration, decoration, bounds: content.bounds, radius: max(0, Double(content.values.cornerRadius)),
                      corners: content.corners, map: content.map, alpha: content.alpha, on: target)
    }

    /// A HUD item.
    private func paintHUD<Target: PaintTarget>(_ content: DisplayItem.Content, on target: Target) {
        switch content {
        case .view: break
        case let .roundedRect(rect, radius, color, corners):
            fillRoundedRect(rect, radius: radius, color: color, corners: corners, on: target)
        case let .line(a, b, width, color):
            strokeLine(from: a, to: b, width: width, color: color, on: target)
        case let .text(string, point, size, color, alignment):
            willDrawOutsideTree(on: target)
            target.paintText(string, at: point, size: size, color: color, alignment: alignment)
        }
    }
}
