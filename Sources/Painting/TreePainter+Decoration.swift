import Foundation
import Raster
import ViewTree

// A view's layer decoration as its item is drawn: the mask opens first and the shadow goes under the
// view's fill; sublayers go over its fill, below its subviews; the border over everything; the
// mask closes last (ViewTree's `ViewDecoration`). Drawn in memory by `LayerPainter`, the same
// for every painter.

extension TreePainter {
    /// What `beginDecoration` opened, for `endDecoration`.
    struct OpenDecoration {
        var mask: LayerPainter.MaskLevel?
    }

    /// The clip in force as a pixel rectangle (the whole canvas when none is).
    func clipInForce<Target: PaintTarget>(on target: Target) -> PixelRect {
        let canvas = PixelRect(x: 0, y: 0, width: target.pixelWidth, height: target.pixelHeight)
        guard let clip = clipStack.last?.rect ?? redrawn else { return canvas }
        return clip.intersection(canvas) ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
    }

    /// Pixels the view's own drawing is about to be written over, with everything queued done.
    private func pixelsForLayers<Target: PaintTarget>(on target: Target) -> PixelBuffer {
        clearIfPending(on: target)
        drawDeferredPicture(on: target)
        return target.flushedPixels()
    }

    /// Opens the mask, if any (what follows is clipped to its box), and draws the shadow.
    func beginDecoration<Target: PaintTarget>(_ decoration: ViewDecoration, bounds: CGRect, radius: Double,
                                              corners: CornerMask, clipsToBounds: Bool, map: Affine,
                                              alpha: Double, on target: Target) -> OpenDecoration {
        var open = OpenDecoration()
        if let mask = decoration.mask {
            let buffer = pixelsForLayers(on: target)
            let box = PixelRect.covering(map.boundingBox(of: LayerExtent.reachInSuperlayer(mask)), margin: 2)
            // Nothing of the mask on screen: the view is drawn with an empty clip, so that the
            // walk still counts its subtree in draw order (`Occluders`).
            let area = box?.intersection(clipInForce(on: target)) ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
            open.mask = layers.beginMask(mask, map: map, area: area, on: buffer)
            clipStack.append((area, false))
            target.setClip(area)
        }
        // As in Core Animation, a layer that masks to its bounds cuts its own shadow away.
        if let shadow = decoration.shadow, !clipsToBounds {
            let buffer = pixelsForLayers(on: target)
            layers.drawShadow(shadow, shape: layers.roundedRect(bounds, radius: radius, corners: corners), map: map,
                              alpha: alpha, on: buffer, clip: clipInForce(on: target))
        }
        return open
    }

    /// The layer's own content over the view's bounds, then the sublayers: over the view's
    /// fill and below its subviews.
    func drawSublayers<Target: PaintTarget>(_ decoration: ViewDecoration, bounds: CGRect, radius: Double,
                                            corners: CornerMask, map: Affine, alpha: Double, on target: Target) {
        guard decoration.content != .none || !decoration.sublayers.isEmpty else { return }
        let buffer = pixelsForLayers(on: target)
        let clip = clipInForce(on: target)
        switch decoration.content {
        case .none: break
        case .gradient(let g):
            layers.drawGradient(g, bounds: bounds, radius: radius, corners: corners, map: map, alpha: alpha, on: buffer,
                                clip: clip)
        case .shape(let s):
            layers.drawShape(s, map: map, alpha: alpha, on: buffer, clip: clip)
        }
        for layer in decoration.sublayers { layers.draw(layer, parentMap: map, alpha: alpha, on: buffer, clip: clip) }
    }

    /// The border over everything the view drew, then the mask closes.
    func endDecoration<Target: PaintTarget>(_ decoration: ViewDecoration, _ open: OpenDecoration, bounds: CGRect,
                                            radius: Double, corners: CornerMask, map: Affine, alpha: Double,
                                            on target: Target) {
        if let border = decoration.border {
            let buffer = pixelsForLayers(on: target)
            layers.drawBorder(border, bounds: bounds, radius: radius, corners: corners, map: map, alpha: alpha,
                              on: buffer, clip: clipInForce(on: target))
        }
        if let level = open.mask {
            let buffer = pixelsForLayers(on: target)
            layers.endMask(level, on: buffer)
            clipStack.removeLast()
            target.setClip(clipStack.last?.rect ?? redrawn)
        }
    }
}
