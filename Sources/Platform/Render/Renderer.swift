import Blur
import CSDL2
import Foundation
import Painting
import Raster
import ViewTree

/// Draws a view tree's presented values onto a `Canvas` with SDL's software renderer, and offers
/// the primitives the HUD uses (rounded rects, lines, text) in points.
///
/// A frame is a `DisplayList` (made by the one walk over the tree), drawn at `endFrame()` where it
/// changed (`PartialRedraw`) by `TreePainter`; this keeps what needs SDL: the canvas, pictures
/// and text as SDL textures, and the fills SDL's renderer does (`Renderer+PaintTarget.swift`).
public final class Renderer {
    public let canvas: Canvas
    public let warnings: Warnings
    /// Pixels per point (HiDPI): the drawable size over the window size.
    public var pixelsPerPoint: Double = 1
    /// The threads the heavy pixel loops and the backdrop blur run on, in horizontal bands
    /// (the same bytes for any count).
    public let pool: WorkerPool
    /// Draws the frame's list, and holds its state.
    let tree: TreePainter
    /// Blurs what lies behind views with `blurRadius > 0`.
    let backdrop: BackdropBlur
    var shapes: ShapePainter
    let text: TextCache
    let images: ImageCache
    /// The canvas generation the textures were made for.
    private var texturesGeneration: Int
    /// The frame under way's display list, drawn at its end over only what changed.
    public let frames = PartialRedraw()
    /// Which pixels each frame redraws.
    public var damage: FrameDamage { frames.damage }
    /// True: every frame redraws the whole canvas.
    public var fullRedraw: Bool {
        get { frames.fullRedraw }
        set { frames.fullRedraw = newValue }
    }
    /// The part of the canvas the last frame redrew; nil when it changed nothing.
    public var lastRedrawn: PixelRect? { frames.lastRedrawn }

    /// A renderer drawing on `canvas` with `threads` threads (nil: every core this process may use).
    public init(canvas: Canvas, warnings: Warnings = Warnings(), threads: Int? = nil) {
        self.canvas = canvas
        self.warnings = warnings
        pool = WorkerPool(threadCount: threads ?? WorkerPool.availableCores)
        tree = TreePainter(pool: pool)
        backdrop = BackdropBlur(pool: pool)
        shapes = ShapePainter(canvas: canvas, pool: pool)
        text = TextCache(renderer: canvas.renderer, warnings: warnings)
        images = ImageCache(renderer: canvas.renderer, warnings: warnings)
        texturesGeneration = canvas.generation
    }

    /// Teardown in dependency order: the textures (labels, pictures) belong to the
    /// canvas's SDL renderer, so they go before the canvas is released with this object's
    /// properties; the canvas then destroys its renderer and surface.
    deinit {
        text.close()
        images.close()
    }

    /// Does before the first timed frame what the first frames would otherwise do on the way:
    /// decodes every picture in the tree (hidden views' too), sets up the backdrop blur's
    /// memory for the whole canvas (the texture a rotated view's blur is drawn from is made when
    /// one first blurs; scenes start blurring mid-gesture, from
    /// a radius of 0, so a tree at rest cannot tell whether it will blur; `backdrop: false`
    /// skips it for one that never does), and draws the tree twice, untimed, so label textures,
    /// the canvas's pages, the picture copies' tables and the pictures kept scaled exist too. The canvas is left with
    /// that frame on it; the next `beginFrame` starts afresh.
    public func prepare(_ root: View) { prepare(root, backdrop: true) }

    /// `prepare(_:)`, with the backdrop blur's setup only when `blurs`.
    public func prepare(_ root: View, backdrop blurs: Bool) {
        func visit(_ view: View) {
            if let image = view.image { _ = images.entry(for: image) }
            for child in view.paintOrder { visit(child) }
        }
        visit(root)
        // Two frames: `ScaledPictureCache` keeps what two frames running draw.
        for frame in 0..<2 {
            frames.invalidate()   // both frames draw everything, as the frames they stand for will
            beginFrame(background: .black)  // follows a resize first
            if blurs && frame == 0 { backdrop.prepare(width: Int(canvas.width), height: Int(canvas.height)) }
            draw(root)
            endFrame()
        }
    }

    /// Pictures kept scaled for the next frame (see `ScaledPictureCache`).
    var keptScaledPictures: Int { shapes.keptScaledPictures }

    /// Whether labels can be drawn (a font was found).
    public var canDrawText: Bool { text.hasFont }

    /// Starts a frame on `background`: what follows is drawn at `endFrame()`, where it changed.
    public func beginFrame(background: Color) {
        followResize()
        frames.beginFrame(background: background, on: self)
    }

    /// Ends a frame: redraws what changed since the last one (`FrameDamage`).
    public func endFrame() {
        frames.endFrame(on: self)
        text.endFrame()
    }

    /// The pixels changed since the last call (see `Surface.takeUnpresented()`).
    public func takeUnpresented() -> PixelRect? { frames.takeUnpresented() }

    /// New textures for a replaced canvas.
    private func followResize() {
        if texturesGeneration != canvas.generation {
            shapes = ShapePainter(canvas: canvas, pool: pool)
            text.reset(renderer: canvas.renderer)
            images.reset(renderer: canvas.renderer)
            texturesGeneration = canvas.generation
        }
    }

    // MARK: View tree

    /// Draws `root` and its subtree (presented values), root at the canvas origin.
    public func draw(_ root: View) { frames.list.appendTree(root, on: self) }

    /// Draws `view` and its subtree over what is drawn, where it sits in its own tree (its
    /// ancestors' positions applied, their clips and alpha not), at `alpha`: a ghost of a view
    /// from another run of the scene (`G`).
    public func drawOverlay(_ view: View, alpha: Double) { frames.list.appendOverlay(view, alpha: alpha, on: self) }

    /// Draws a texture over `local` as a plain copy at whole pixels (crisp text). Only upright:
    /// a rotated label is sampled from its pixels in memory (`draw(_:in:map:alpha:)`), and a
    /// rotated texture without them is not drawn, as SDL's own triangles would overflow.
    func drawTexture(_ texture: OpaquePointer, local: CGRect, map: Affine, alpha: Double) {
        let a = UInt8((min(max(alpha, 0), 1) * 255).rounded())
        // A texture is copied whole: draw it only when all of it is within reach of the canvas.
        guard a > 0, map.isAxisAligned,
              CanvasReach.drawable(local, map: map, width: pixelWidth, height: pixelHeight) == local else { return }
        let p = map.apply(Double(local.minX), Double(local.minY))
        let q = map.apply(Double(local.maxX), Double(local.maxY))
        var dst = SDL_Rect(x: Int32(p.x.rounded()), y: Int32(p.y.rounded()),
                           w: Int32((q.x - p.x).rounded()), h: Int32((q.y - p.y).rounded()))
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureColorMod(texture, 255, 255, 255)
        SDL_SetTextureAlphaMod(texture, a)
        SDL_RenderCopy(canvas.renderer, texture, nil, &dst)
    }

    // MARK: Primitives in points (HUD)

    public func fillRoundedRect(_ rect: CGRect, radius: CGFloat, color: Color, corners: CornerMask = .all) {
        frames.list.appendRoundedRect(rect, radius: radius, color: color, corners: corners)
    }

    /// A line of `width` points from `a` to `b`, anti-aliased.
    public func strokeLine(from a: CGPoint, to b: CGPoint, width: CGFloat, color: Color) {
        frames.list.appendLine(from: a, to: b, width: width, color: color)
    }

    /// Joined line segments through `points`.
    public func strokePolyline(_ points: UnsafeBufferPointer<CGPoint>, width: CGFloat, color: Color) {
        frames.list.appendPolyline(points, width: width, color: color)
    }

    /// How wide `string` is drawn at `size` points in `color` (0 without a font); measuring
    /// prepares the same texture `drawText` then uses.
    public func textWidth(_ string: String, size: CGFloat, color: Color) -> CGFloat {
        let pixelSize = Int32((Double(size) * pixelsPerPoint).rounded())
        guard let entry = text.texture(string, pixelSize: pixelSize, color: color) else { return 0 }
        return CGFloat(Double(entry.width) / pixelsPerPoint)
    }

    /// Draws `string` with its top-left (or top-centre / top-right, per `alignment`) at `point`.
    public func drawText(_ string: String, at point: CGPoint, size: CGFloat, color: Color, alignment: TextAlignment = .left) {
        let s = pixelsPerPoint
        let rect = placedText(string, at: point, size: size, color: color, alignment: alignment)?.rect
        frames.list.appendText(string, at: point, size: size, color: color, alignment: alignment,
                               pixels: rect.map { CGRect(x: Double($0.minX) * s, y: Double($0.minY) * s,
                                                         width: Double($0.width) * s, height: Double($0.height) * s) })
    }

    /// The texture `drawText` draws `string` from and where it puts it, in points; nil without a font.
    func placedText(_ string: String, at point: CGPoint, size: CGFloat, color: Color,
                    alignment: TextAlignment) -> (texture: OpaquePointer, rect: CGRect)? {
        let pixelSize = Int32((Double(size) * pixelsPerPoint).rounded())
        guard let entry = text.texture(string, pixelSize: pixelSize, color: color) else { return nil }
        let w = Double(entry.width) / pixelsPerPoint, h = Double(entry.height) / pixelsPerPoint
        let x: Double
        switch alignment {
        case .left: x = Double(point.x)
        case .center: x = Double(point.x) - w / 2
        case .right: x = Double(point.x) - w
        }
        return (entry.texture, CGRect(x: x, y: Double(point.y), width: w, height: h))
    }

    /// Draws `string` now (see `drawText`).
    public func paintText(_ string: String, at point: CGPoint, size: CGFloat, color: Color, alignment: TextAlignment) {
        guard let placed = placedText(string, at: point, size: size, color: color, alignment: alignment) else { return }
        drawTexture(placed.texture, local: placed.rect, map: .scale(pixelsPerPoint), alpha: color.alpha)
    }
}
