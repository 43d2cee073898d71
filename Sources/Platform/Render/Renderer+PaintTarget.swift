import CSDL2
import Foundation
import Painting
import Raster
import ViewTree

// The primitives `TreePainter` draws with, done with SDL's software renderer: fills through
// `ShapePainter`, pictures and labels from their SDL textures, the clip as SDL's clip rectangle.

extension Renderer: PaintTarget {
    public var pixelWidth: Int { Int(canvas.width) }
    public var pixelHeight: Int { Int(canvas.height) }
    public var generation: Int { canvas.generation }

    public func flushedPixels() -> PixelBuffer {
        canvas.flush()
        return canvas.pixelBuffer
    }

    public func clear(to color: RGBA8) {
        canvas.clear(red: color.r, green: color.g, blue: color.b)
    }

    public func paintsOpaque(_ picture: ImageReference) -> Bool {
        images.entry(for: picture)?.isOpaque ?? false
    }

    public func fill(_ rect: CGRect, radius: Double, corners: CornerMask, map: Affine, with fill: TreeFill) {
        switch fill {
        case .color(let color):
            shapes.fill(rect, radius: radius, corners: corners, map: map, with: .color(color))
        case .picture(let image, let tint, let textureRect, let over):
            guard let entry = images.entry(for: image) else { return }
            let texels = PictureTexels(pixels: entry.pixels, width: Int(entry.width), height: Int(entry.height),
                                       isOpaque: entry.isOpaque)
            shapes.fill(rect, radius: radius, corners: corners, map: map,
                        with: ShapePaint(color: tint, texels: .picture(texels), texture: entry.texture, over: over), textureRect: textureRect)
        case .backdrop(let texels):
            shapes.fill(rect, radius: radius, corners: corners, map: map,
                        with: ShapePaint(color: RGBA8(r: 255, g: 255, b: 255, a: 255), texels: .screen(texels)))
        }
    }

    /// As the pure painter blurs: a rotated view samples the blur's memory too (`ShapePainter`).
    public func blurBackdrop(_ r: BackdropRequest, asking questions: BackdropQuestions) -> ScreenTexels? {
        backdrop.blur(under: r.bounds, map: r.map, buffer: flushedPixels(), sigmaPixels: r.sigmaPixels, tint: r.tint, alpha: r.alpha,
                      visibleRows: { questions.visibleRows(x0: $0, x1: $1, y0: $2, y1: $3) }, straightCopy: r.straightCopy,
                      unreadRows: r.unreadRows, wash: r.wash, picture: r.picture,
                      sourceUnchanged: { questions.sourceUnchanged($0) })
    }

    public func fillDeferringCopy(_ rect: CGRect, radius: Double, corners: CornerMask, map: Affine,
                                  with fill: TreeFill) -> PendingPicture? {
        guard case .picture(let image, let tint, let textureRect, let over) = fill, let entry = images.entry(for: image) else {
            self.fill(rect, radius: radius, corners: corners, map: map, with: fill)
            return nil
        }
        let texels = PictureTexels(pixels: entry.pixels, width: Int(entry.width), height: Int(entry.height),
                                   isOpaque: entry.isOpaque)
        return shapes.fillDeferringKeptCopy(rect, radius: radius, corners: corners, map: map,
                                            with: ShapePaint(color: tint, texels: .picture(texels), texture: entry.texture, over: over),
                                            textureRect: textureRect)
    }

    public func label(_ string: String, pixelSize: Int32, color: Color) -> LabelImage? {
        guard let entry = text.texture(string, pixelSize: pixelSize, color: color) else { return nil }
        return LabelImage(width: Int(entry.width), height: Int(entry.height), handle: entry.texture, texels: entry.texels)
    }

    public func draw(_ label: LabelImage, in local: CGRect, map: Affine, alpha: Double) {
        guard let texture = label.handle else { return }
        // Rotated text is sampled bilinearly from its pixels in memory, as pictures are.
        if !map.isAxisAligned, let texels = label.texels {
            let a = UInt8((min(max(alpha, 0), 1) * 255).rounded())
            guard a > 0 else { return }
            shapes.fill(local, radius: 0, corners: [], map: map, with: ShapePaint(color: RGBA8(r: 255, g: 255, b: 255, a: a), texels: .picture(texels)))
            return
        }
        drawTexture(texture, local: local, map: map, alpha: alpha)
    }

    public func setClip(_ rect: PixelRect?) {
        guard let rect else {
            SDL_RenderSetClipRect(canvas.renderer, nil)
            return
        }
        // SDL treats an empty clip as "no clip": clip to a pixel outside the canvas instead.
        var clip = rect.isEmpty ? SDL_Rect(x: -2, y: -2, w: 1, h: 1)
            : SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
        SDL_RenderSetClipRect(canvas.renderer, &clip)
    }
}

extension Renderer {
    /// The pixels of `image` as this renderer decoded them (a placeholder for a file it cannot
    /// read), for another painter to draw the same picture: valid while the renderer lives and
    /// until its canvas is resized.
    public func picture(for image: ImageReference) -> PictureTexels? {
        guard let entry = images.entry(for: image) else { return nil }
        return PictureTexels(pixels: entry.pixels, width: Int(entry.width), height: Int(entry.height), isOpaque: entry.isOpaque)
    }
}

extension Renderer: DisplayListBackend {
    /// Draws the frame's list with `TreePainter` over `redrawn` (nil: the whole canvas).
    public func draw(_ list: DisplayList, redrawn: PixelRect?) {
        shapes.nextFrame()
        tree.draw(list, redrawn: redrawn, on: self)
        canvas.flush()
    }
}
