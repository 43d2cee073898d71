import Blur
import Foundation
import Raster
import ViewTree

// The walk of `draw(_:on:)` without drawing: what each view will draw and the pixels it may
// touch, for `FrameDamage`. It culls and logs exactly as the drawing walk does.

extension TreePainter {
    /// Adds the items `root` and its subtree draw (root at the canvas origin) to `damage`.
    public func collect<Target: PaintTarget>(_ root: View, into damage: FrameDamage, on target: Target) {
        collect(root, parentMap: .scale(target.pixelsPerPoint), parentAlpha: 1, depth: 0, clip: nil, into: damage, on: target)
    }

    /// Adds the items of `drawOverlay(view, alpha:)` to `damage`.
    public func collectOverlay<Target: PaintTarget>(_ view: View, alpha: Double, into damage: FrameDamage, on target: Target) {
        collect(view, parentMap: map(toCanvasFromSuperviewOf: view, scale: target.pixelsPerPoint), parentAlpha: alpha,
                depth: 0, clip: nil, into: damage, on: target)
    }

    /// `clip`: the pixels the ancestors' `clipsToBounds` leave (nil: all). It is part of each
    /// item, since an ancestor that stops clipping changes what its subviews show.
    private func collect<Target: PaintTarget>(_ view: View, parentMap: Affine, parentAlpha: Double, depth: Int,
                                              clip: PixelRect?, into damage: FrameDamage, on target: Target) {
        let p = view.presentation
        let alpha = parentAlpha * min(max(Double(p.alpha), 0), 1)
        guard !view.isHidden, alpha > 0.001 else { return }
        let map = parentMap.concatenating(.toSuperview(of: view))
        let fullBounds = view.presentedBounds
        let canvas = PixelRect(x: 0, y: 0, width: target.pixelWidth, height: target.pixelHeight)
        // Two pixels around the shape: anti-aliased edges and rounding of the clip box.
        var box = PixelRect.covering(map.boundingBox(of: fullBounds), margin: 2) ?? canvas
        if let label = view.label, let placed = placedLabel(label, in: fullBounds, map: map, on: target) {
            box = box.union(PixelRect.covering(map.boundingBox(of: placed.rect), margin: 2) ?? canvas)
        }
        if !view.layerDecoration.isEmpty {
            let reach = LayerExtent.reach(of: view.layerDecoration, bounds: fullBounds)
            box = box.union(PixelRect.covering(map.boundingBox(of: reach), margin: 3) ?? canvas)
        }
        var source: PixelRect?
        if p.blurRadius > 0 {
            let m = BackdropBlur.sourceMargin(sigmaPixels: Double(p.blurRadius) * target.pixelsPerPoint,
                                              width: target.pixelWidth, height: target.pixelHeight) + 1
            source = PixelRect(x: box.x - m, y: box.y - m, width: box.width + 2 * m, height: box.height + 2 * m)
        }
        if let clip { box = box.intersection(clip) ?? PixelRect(x: box.x, y: box.y, width: 0, height: 0) }
        damage.add(.init(kind: .view(.init(values: p, map: map, alpha: alpha, depth: depth, image: view.image,
                                           label: view.label, tint: view.blurTint, corners: view.maskedCorners,
                                           clips: view.clipsToBounds, decoration: view.layerDecoration)),
                         box: box, blurSource: source, clip: clip))
        guard !view.subviews.isEmpty else { return }
        var inner = clip
        if view.clipsToBounds {
            // As `pushClip` rounds it; a box that is not finite clips everything away.
            let own = PixelRect.covering(map.boundingBox(of: fullBounds), margin: 0) ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
            inner = (clip.map { own.intersection($0) } ?? own) ?? PixelRect(x: own.x, y: own.y, width: 0, height: 0)
        }
        for child in view.paintOrder {
            collect(child, parentMap: map, parentAlpha: alpha, depth: depth + 1, clip: inner, into: damage, on: target)
        }
    }

    /// A view's label rasterised at the size it is drawn (so text stays sharp under scale), and
    /// where it goes in `bounds` (local units): centred vertically, placed across by its
    /// alignment. Nil when the target draws no text.
    func placedLabel<Target: PaintTarget>(_ label: TextLabel, in bounds: CGRect, map: Affine,
                                          on target: Target) -> (image: LabelImage, rect: CGRect)? {
        let scaleY = (map.c * map.c + map.d * map.d).squareRoot()
        let pixelSize = Int32((Double(label.size) * scaleY).rounded())
        guard let image = target.label(label.string, pixelSize: pixelSize, color: label.color) else { return nil }
        let w = Double(image.width) / scaleY, h = Double(image.height) / scaleY
        let x: Double
        switch label.alignment {
        case .left: x = Double(bounds.minX)
        case .center: x = Double(bounds.midX) - w / 2
        case .right: x = Double(bounds.maxX) - w
        }
        return (image, CGRect(x: x, y: Double(bounds.midY) - h / 2, width: w, height: h))
    }
}
