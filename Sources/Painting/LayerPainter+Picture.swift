import Foundation
import Raster
import ViewTree

// Sublayers drawn whole, and masks: what a layer draws is saved under, drawn, and put back
// where the mask's alpha is low.

extension LayerPainter {
    /// The map from a sublayer's coordinates to pixels, given its superlayer's.
    static func map(of layer: LayerPicture, in parent: Affine) -> Affine {
        parent.concatenating(Affine(a: 1, b: 0, c: 0, d: 1, tx: Double(layer.frame.minX - layer.boundsOrigin.x),
                                    ty: Double(layer.frame.minY - layer.boundsOrigin.y)))
    }

    /// Draws `layer` and its sublayers; `parentMap` maps its superlayer's coordinates to pixels.
    func draw(_ layer: LayerPicture, parentMap: Affine, alpha parentAlpha: Double, on buffer: PixelBuffer,
              clip: PixelRect) {
        let alpha = parentAlpha * min(max(layer.opacity, 0), 1)
        guard !layer.isHidden, alpha > 0.001 else { return }
        let map = Self.map(of: layer, in: parentMap)
        if let mask = layer.mask {
            withMask(mask, map: map, on: buffer, clip: clip) { inner in
                drawUnmasked(layer, map: map, alpha: alpha, on: buffer, clip: inner)
            }
        } else {
            drawUnmasked(layer, map: map, alpha: alpha, on: buffer, clip: clip)
        }
    }

    private func drawUnmasked(_ layer: LayerPicture, map: Affine, alpha: Double, on buffer: PixelBuffer,
                              clip: PixelRect) {
        let bounds = layer.bounds
        let radius = Double(max(0, layer.cornerRadius))
        if let shadow = layer.shadow, !layer.masksToBounds {
            let shape: Path
            if case .shape(let s) = layer.content, layer.backgroundColor.alpha == 0 { shape = s.path } else {
                shape = roundedRect(bounds, radius: radius, corners: layer.corners)
            }
            drawShadow(shadow, shape: shape, map: map, alpha: alpha, on: buffer, clip: clip)
        }
        if layer.backgroundColor.alpha > 0 {
            fill(roundedRect(bounds, radius: radius, corners: layer.corners), map: map,
                 paint: .color(RGBA8(layer.backgroundColor, alpha: alpha)), on: buffer, clip: clip)
        }
        if layer.masksToBounds {
            // Content and sublayers cut to the rounded bounds: a mask of that shape.
            var shape = LayerPicture(frame: bounds)
            shape.boundsOrigin = bounds.origin
            shape.backgroundColor = .white
            shape.cornerRadius = layer.cornerRadius
            shape.corners = layer.corners
            withMask(shape, map: map, on: buffer, clip: clip) { inner in
                drawContent(layer, bounds: bounds, radius: radius, map: map, alpha: alpha, on: buffer, clip: inner)
            }
        } else {
            drawContent(layer, bounds: bounds, radius: radius, map: map, alpha: alpha, on: buffer, clip: clip)
        }
        if let border = layer.border {
            drawBorder(border, bounds: bounds, radius: radius, corners: layer.corners, map: map, alpha: alpha,
                       on: buffer, clip: clip)
        }
    }

    /// A layer's content, then its sublayers.
    private func drawContent(_ layer: LayerPicture, bounds: CGRect, radius: Double, map: Affine, alpha: Double,
                             on buffer: PixelBuffer, clip: PixelRect) {
        switch layer.content {
        case .none: break
        case .gradient(let g):
            drawGradient(g, bounds: bounds, radius: radius, corners: layer.corners, map: map, alpha: alpha,
                         on: buffer, clip: clip)
        case .shape(let s):
            drawShape(s, map: map, alpha: alpha, on: buffer, clip: clip)
        }
        for sublayer in layer.sublayers { draw(sublayer, parentMap: map, alpha: alpha, on: buffer, clip: clip) }
    }

    // MARK: Masks

    /// Runs `body` (which draws into `buffer` within the clip it is given) so that what it
    /// draws shows only as far as `mask`'s alpha (the mask in the coordinates `map` maps):
    /// nothing outside the mask's box, and within it the old pixels mixed with the new by the
    /// mask's alpha.
    func withMask(_ mask: LayerPicture, map: Affine, on buffer: PixelBuffer, clip: PixelRect,
                  _ body: (PixelRect) -> Void) {
        let box = PixelRect.covering(map.boundingBox(of: LayerExtent.reachInSuperlayer(mask)), margin: 2)
        guard let area = box?.intersection(clip)?.intersection(buffer.bounds) else { return }
        let level = beginMask(mask, map: map, area: area, on: buffer)
        body(area)
        endMask(level, on: buffer)
    }

    /// Saves the pixels of `area` and draws `mask` into a level's alpha; returns the level.
    func beginMask(_ mask: LayerPicture, map: Affine, area: PixelRect, on buffer: PixelBuffer) -> MaskLevel {
        if maskDepthIndex == maskLevelCount { appendMaskLevel() }
        let level = maskLevel(maskDepthIndex)
        maskDepthIndex += 1
        level.area = area
        let count = area.width * area.height
        if level.saved.count < count {
            level.saved = [UInt32](repeating: 0, count: count)
            level.alpha = [UInt32](repeating: 0, count: count)
        }
        for y in 0..<area.height {
            let row = buffer.base + (area.y + y) * buffer.pixelsPerRow + area.x
            for x in 0..<area.width { level.saved[y * area.width + x] = row[x] }
        }
        // The mask drawn alone on transparent pixels: their alpha is its coverage.
        level.alpha.withUnsafeMutableBufferPointer { pixels in
            guard let base = pixels.baseAddress else { return }
            base.update(repeating: 0, count: count)
            let local = PixelBuffer(base: base, width: area.width, height: area.height, pixelsPerRow: area.width)
            let shifted = Affine(a: 1, b: 0, c: 0, d: 1, tx: Double(-area.x), ty: Double(-area.y)).concatenating(map)
            draw(mask, parentMap: shifted, alpha: 1, on: local, clip: local.bounds)
        }
        return level
    }

    /// Mixes each pixel of the level's area back towards what was saved, by the mask's alpha.
    func endMask(_ level: MaskLevel, on buffer: PixelBuffer) {
        maskDepthIndex -= 1
        let area = level.area
        for y in 0..<area.height {
            let row = buffer.base + (area.y + y) * buffer.pixelsPerRow + area.x
            for x in 0..<area.width {
                let i = y * area.width + x
                let a = level.alpha[i] >> 24
                row[x] = PixelBlend.lerp(level.saved[i], row[x], a + (a >> 7))
            }
        }
    }
}
