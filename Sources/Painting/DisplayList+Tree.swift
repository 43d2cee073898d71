import Blur
import Foundation
import Raster
import ViewTree

// The one walk over a view tree a frame makes: each view that shows (not hidden, not
// transparent) becomes an item, in draw order, with everything its drawing, its damage and the
// occlusion culling need.

extension DisplayList {
    /// Adds `root` and its subtree (presented values), root at the canvas origin.
    public func appendTree<Canvas: DisplayCanvas>(_ root: View, on canvas: Canvas) {
        let start = items.count
        nextOrder = 0
        append(root, parentMap: .scale(canvas.pixelsPerPoint), parentAlpha: 1, depth: 0, clip: nil, occluding: true,
               on: canvas)
        segments.append(.init(kind: .tree, range: start..<items.count))
    }

    /// Adds `view` and its subtree, drawn over the rest where it sits in its own tree (its
    /// ancestors' positions applied, their clips and alpha not), at `alpha`: a ghost of a view
    /// from another run of the scene (`G`).
    public func appendOverlay<Canvas: DisplayCanvas>(_ view: View, alpha: Double, on canvas: Canvas) {
        let start = items.count
        append(view, parentMap: Self.map(toCanvasFromSuperviewOf: view, scale: canvas.pixelsPerPoint), parentAlpha: alpha,
               depth: 0, clip: nil, occluding: nil, on: canvas)
        segments.append(.init(kind: .overlay, range: start..<items.count))
    }

    static func map(toCanvasFromSuperviewOf view: View, scale: Double) -> Affine {
        guard let superview = view.superview else { return .scale(scale) }
        return map(toCanvasFromSuperviewOf: superview, scale: scale).concatenating(.toSuperview(of: superview))
    }

    /// `clip`: the pixels the ancestors' `clipsToBounds` leave (nil: all); it is part of each
    /// item, since an ancestor that stops clipping changes what its subviews show.
    /// `occluding`: whether an opaque view hides what is under it (nil: never, in an overlay;
    /// false: not under a clipping or masking ancestor, whose cut is not tracked).
    private func append<Canvas: DisplayCanvas>(_ view: View, parentMap: Affine, parentAlpha: Double, depth: Int,
                                               clip: PixelRect?, occluding: Bool?, on canvas: Canvas) {
        let p = view.presentation
        let alpha = parentAlpha * min(max(Double(p.alpha), 0), 1)
        guard !view.isHidden, alpha > 0.001 else { return }
        let map = parentMap.concatenating(.toSuperview(of: view))
        let content = DisplayItem.ViewContent(values: p, map: map, alpha: alpha, depth: depth, image: view.image,
                                              label: view.label, tint: view.blurTint, corners: view.maskedCorners,
                                              clips: view.clipsToBounds, decoration: view.layerDecoration)
        let fullBounds = content.bounds
        let whole = PixelRect(x: 0, y: 0, width: canvas.pixelWidth, height: canvas.pixelHeight)
        // Two pixels around the shape: anti-aliased edges and rounding of the clip box.
        var box = PixelRect.covering(map.boundingBox(of: fullBounds), margin: 2) ?? whole
        if let label = view.label, let placed = canvas.placedLabel(label, in: fullBounds, map: map) {
            box = box.union(PixelRect.covering(map.boundingBox(of: placed.rect), margin: 2) ?? whole)
        }
        if !content.decoration.isEmpty {
            let reach = LayerExtent.reach(of: content.decoration, bounds: fullBounds)
            box = box.union(PixelRect.covering(map.boundingBox(of: reach), margin: 3) ?? whole)
        }
        var source: PixelRect?
        if p.blurRadius > 0 {
            let m = BackdropBlur.sourceMargin(sigmaPixels: Double(p.blurRadius) * canvas.pixelsPerPoint,
                                              width: canvas.pixelWidth, height: canvas.pixelHeight) + 1
            source = PixelRect(x: box.x - m, y: box.y - m, width: box.width + 2 * m, height: box.height + 2 * m)
        }
        if let clip { box = box.intersection(clip) ?? PixelRect(x: box.x, y: box.y, width: 0, height: 0) }
        let order = nextOrder
        nextOrder += 1
        // A layer mask may leave any pixel of the view and its subviews unpainted.
        let masked = !content.decoration.masks.isEmpty
        var occluder: Occluders.Box?
        if occluding == true, alpha >= 1, !masked, map.isAxisAligned, map.a > 0, map.d > 0,
           p.backgroundColor.alpha >= 1 || view.image.map({ canvas.paintsOpaque($0) }) == true {
            occluder = Occluders.box(covering: fullBounds, cornerRadius: max(0, Double(p.cornerRadius)),
                                     corners: content.corners, map: map, order: order)
        }
        items.append(DisplayItem(content: .view(content), box: box, blurSource: source, clip: clip, view: view,
                                 order: order, occluder: occluder,
                                 hasSubviews: !view.subviews.isEmpty))
        guard !view.subviews.isEmpty else { return }
        var inner = clip
        if view.clipsToBounds {
            // As `TreePainter.pushClip` rounds it; a box that is not finite clips everything away.
            let own = PixelRect.covering(map.boundingBox(of: fullBounds), margin: 0) ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
            inner = (clip.map { own.intersection($0) } ?? own) ?? PixelRect(x: own.x, y: own.y, width: 0, height: 0)
        }
        let childrenOcclude = occluding.map { $0 && !view.clipsToBounds && !masked }
        for child in view.paintOrder {
            append(child, parentMap: map, parentAlpha: alpha, depth: depth + 1, clip: inner, occluding: childrenOcclude,
                   on: canvas)
        }
    }
}
