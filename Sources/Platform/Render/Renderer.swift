import Blur
import CSDL2
import Foundation
import Painting
import Raster
import ViewTree

/// Draws a view tree's presented values onto a `Canvas`, and offers the primitives the HUD
/// uses (rounded rects, lines, text) in points.
public final class Renderer {
    public let canvas: Canvas
    public let warnings: Warnings
    /// Pixels per point (HiDPI): the drawable size over the window size.
    public var pixelsPerPoint: Double = 1
    /// The threads the heavy pixel loops and the backdrop blur run on, in horizontal bands
    /// (the same bytes for any count).
    public let pool: WorkerPool
    /// Blurs what lies behind views with `blurRadius > 0`.
    private let backdrop: BackdropBlur
    /// What this frame drew before each blur, to reuse the blur's work when it is unchanged.
    let backdropLog = BackdropLog()
    private var occluders = Occluders()
    /// The draw-order index of the view being drawn (matches `Occluders`' numbering).
    private var drawIndex = 0

    private var painter: ShapePainter
    private let text: TextCache
    private let images: ImageCache
    private var generation: Int
    /// The clip rectangles in force (innermost last), each with whether a shape mask goes with it.
    private var clipStack: [(rect: SDL_Rect, masked: Bool)] = []
    /// Clips to rounded or transformed shapes (see `pushClip`).
    private let masks = ClipMasks()
    /// The frame's background, until it is painted or found to be covered (see `draw(_:)`).
    private var pendingClear: Color?

    /// A renderer drawing on `canvas` with `threads` threads (nil: every core this process may use).
    public init(canvas: Canvas, warnings: Warnings = Warnings(), threads: Int? = nil) {
        self.canvas = canvas
        self.warnings = warnings
        pool = WorkerPool(threadCount: threads ?? WorkerPool.availableCores)
        backdrop = BackdropBlur(pool: pool)
        painter = ShapePainter(canvas: canvas, pool: pool)
        text = TextCache(renderer: canvas.renderer, warnings: warnings)
        images = ImageCache(renderer: canvas.renderer, warnings: warnings)
        generation = canvas.generation
        clipStack.reserveCapacity(16)
    }

    /// Teardown in dependency order: the textures (labels, pictures, the blur's) belong to the
    /// canvas's SDL renderer, so they go before the canvas is released with this object's
    /// properties; the canvas then destroys its renderer and surface.
    deinit {
        text.close()
        images.close()
        backdrop.reset()
    }

    /// Does before the first timed frame what the first frames would otherwise do on the way:
    /// decodes every picture in the tree (hidden views' too), sets up the backdrop blur's
    /// scratch memory and texture for the whole canvas (scenes start blurring mid-gesture, from
    /// a radius of 0, so a tree at rest cannot tell whether it will blur; `backdrop: false`
    /// skips it for one that never does), and draws the tree twice, untimed, so label textures,
    /// the canvas's pages, the picture copies' tables and the pictures kept scaled exist too. The canvas is left with
    /// that frame on it; the next `beginFrame` starts afresh.
    public func prepare(_ root: View) { prepare(root, backdrop: true) }

    /// `prepare(_:)`, with the backdrop blur's setup only when `blurs`.
    public func prepare(_ root: View, backdrop blurs: Bool) {
        func visit(_ view: View) {
            if let image = view.image { _ = images.entry(for: image) }
            for child in view.subviews { visit(child) }
        }
        visit(root)
        // Two frames: `ScaledPictureCache` keeps what two frames running draw.
        for frame in 0..<2 {
            beginFrame(background: .black)  // follows a resize first
            if blurs && frame == 0 { backdrop.prepare(canvas: canvas) }
            draw(root)
            endFrame()
        }
    }

    /// Pictures kept scaled for the next frame (see `ScaledPictureCache`).
    var keptScaledPictures: Int { painter.keptScaledPictures }

    /// Whether labels can be drawn (a font was found).
    public var canDrawText: Bool { text.hasFont }

    /// Starts a frame: follows a canvas resize and clears to `background`.
    public func beginFrame(background: Color) {
        if generation != canvas.generation {
            painter = ShapePainter(canvas: canvas, pool: pool)
            backdrop.reset()
            text.reset(renderer: canvas.renderer)
            images.reset(renderer: canvas.renderer)
            generation = canvas.generation
        }
        painter.nextFrame()
        clipStack.removeAll(keepingCapacity: true)
        masks.reset()
        SDL_RenderSetClipRect(canvas.renderer, nil)
        pendingClear = background
        backdropLog.beginFrame(.init(background: background, generation: canvas.generation, width: canvas.width,
                                     height: canvas.height, pixelsPerPoint: pixelsPerPoint))
    }

    /// Clears to the frame's background unless that is already done or known to be covered.
    private func clearIfPending() {
        guard let background = pendingClear else { return }
        pendingClear = nil
        canvas.clear(red: TextCache.byte(background.red), green: TextCache.byte(background.green),
                     blue: TextCache.byte(background.blue))
    }

    /// Ends a frame: executes queued drawing and ages the label cache.
    public func endFrame() {
        clearIfPending()
        canvas.flush()
        text.endFrame()
    }

    // MARK: View tree

    /// Draws `root` and its subtree (presented values), root at the canvas origin.
    public func draw(_ root: View) {
        occluders.collect(root, map: .scale(pixelsPerPoint)) { view in
            if view.presentation.backgroundColor.alpha >= 1 { return true }
            guard let image = view.image else { return false }
            return images.entry(for: image)?.isOpaque ?? false
        }
        if pendingClear != nil, occluders.covers(x0: 0, x1: Int(canvas.width), y0: 0, y1: Int(canvas.height), after: -1) {
            pendingClear = nil
        }
        clearIfPending()
        drawIndex = 0
        draw(root, parentMap: .scale(pixelsPerPoint), parentAlpha: 1, depth: 0)
    }

    /// Draws `view` and its subtree over what is drawn, where it sits in its own tree (its
    /// ancestors' positions applied, their clips and alpha not), at `alpha`: a ghost of a view
    /// from another run of the scene (`G`).
    public func drawOverlay(_ view: View, alpha: Double) {
        draw(view, parentMap: map(toCanvasFromSuperviewOf: view), parentAlpha: alpha, depth: 0)
    }

    private func map(toCanvasFromSuperviewOf view: View) -> Affine {
        guard let superview = view.superview else { return .scale(pixelsPerPoint) }
        return map(toCanvasFromSuperviewOf: superview).concatenating(.toSuperview(of: superview))
    }

    private func draw(_ view: View, parentMap: Affine, parentAlpha: Double, depth: Int) {
        let p = view.presentation
        let alpha = parentAlpha * min(max(Double(p.alpha), 0), 1)
        guard !view.isHidden, alpha > 0.001 else { return }
        let map = parentMap.concatenating(.toSuperview(of: view))
        backdropLog.record(.init(values: p, map: map, alpha: alpha, depth: depth, image: view.image, label: view.label,
                                 tint: view.blurTint, corners: view.maskedCorners, clips: view.clipsToBounds))
        let fullBounds = view.presentedBounds
        let radius = max(0, Double(p.cornerRadius))
        let order = drawIndex
        drawIndex += 1
        if let bounds = drawable(fullBounds, map: map) {
            drawOwnContent(of: view, bounds: bounds, fullBounds: fullBounds, radius: radius, map: map, alpha: alpha, order: order)
        }
        if let label = view.label {
            drawLabel(label, in: fullBounds, map: map, alpha: alpha)
        }
        guard !view.subviews.isEmpty else { return }
        let clips = view.clipsToBounds
        if clips { pushClip(fullBounds, radius: radius, corners: view.maskedCorners, map: map) }
        for child in view.subviews { draw(child, parentMap: map, parentAlpha: alpha, depth: depth + 1) }
        if clips { popClip() }
    }

    /// Pixels further than this outside the canvas are never drawn. Cutting shapes down to it
    /// keeps every pixel index far inside `Int` range, whatever finite size a view has (R8).
    private static let reach = 1_000_000.0

    /// `bounds` cut to the part within `reach` of the canvas; nil when nothing of it can show,
    /// or when it is rotated and too large to cut. The cut edges lie a million pixels away, so
    /// corners rounded there are invisible, and a radius large enough to reach the canvas from
    /// there bends by less than a hundredth of a pixel across it.
    private func drawable(_ bounds: CGRect, map: Affine) -> CGRect? {
        let box = map.boundingBox(of: bounds)
        let w = Double(canvas.width), h = Double(canvas.height), m = Self.reach
        guard box.minX.isFinite, box.maxX.isFinite, box.minY.isFinite, box.maxY.isFinite,
              box.maxX > 0, box.maxY > 0, box.minX < w, box.minY < h else { return nil }
        if box.minX >= -m, box.minY >= -m, box.maxX <= w + m, box.maxY <= h + m { return bounds }
        guard map.isAxisAligned, map.a != 0, map.d != 0 else { return nil }
        let xa = (-m - map.tx) / map.a, xb = (w + m - map.tx) / map.a
        let ya = (-m - map.ty) / map.d, yb = (h + m - map.ty) / map.d
        let x0 = max(Double(bounds.minX), min(xa, xb)), x1 = min(Double(bounds.maxX), max(xa, xb))
        let y0 = max(Double(bounds.minY), min(ya, yb)), y1 = min(Double(bounds.maxY), max(ya, yb))
        guard x1 > x0, y1 > y0 else { return nil }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The view's backdrop blur, background and picture, within `bounds` (its drawable part of
    /// `fullBounds`).
    private func drawOwnContent(of view: View, bounds: CGRect, fullBounds: CGRect, radius: Double, map: Affine,
                                alpha: Double, order: Int) {
        let p = view.presentation
        if p.blurRadius > 0, let fill = backdrop.blur(under: bounds, map: map, canvas: canvas,
                                                      sigmaPixels: Double(p.blurRadius) * pixelsPerPoint,
                                                      tint: view.blurTint, alpha: alpha, log: backdropLog,
                                                      visibleRows: { occluders.visibleRows(x0: $0, x1: $1, y0: $2, y1: $3, after: order) }) {
            forEachUncoveredPart(of: bounds, radius: radius, corners: view.maskedCorners, map: map, order: order) {
                painter.fill($0.bounds, radius: radius, corners: $0.corners, map: map, with: fill)
            }
        }
        let bg = p.backgroundColor
        if bg.alpha > 0 {
            let fill = ShapeFill(color: sdlColor(bg, alpha: alpha))
            forEachUncoveredPart(of: bounds, radius: radius, corners: view.maskedCorners, map: map, order: order) {
                painter.fill($0.bounds, radius: radius, corners: $0.corners, map: map, with: fill)
            }
        }
        if let image = view.image, let entry = images.entry(for: image) {
            painter.fill(bounds, radius: radius, corners: view.maskedCorners, map: map,
                         with: ShapeFill(color: sdlColor(.white, alpha: alpha), texture: entry.texture,
                                         textureWidth: entry.width, textureHeight: entry.height,
                                         textureIsOpaque: entry.isOpaque, texturePixels: entry.pixels),
                         textureRect: fullBounds)
        }
    }

    /// The parts of `bounds` that views drawn after `order` leave to be seen (before any blur
    /// reads it), so rows they paint over are not filled first; none when they hide it all.
    private func forEachUncoveredPart(of bounds: CGRect, radius: Double, corners: CornerMask, map: Affine,
                                      order: Int, _ body: (Occluders.UncoveredPart) -> Void) {
        occluders.forEachUncoveredPart(of: bounds, radius: radius, corners: corners, map: map,
                                       width: Int(canvas.width), height: Int(canvas.height), after: order, body)
    }

    private func drawLabel(_ label: TextLabel, in bounds: CGRect, map: Affine, alpha: Double) {
        let scaleY = (map.c * map.c + map.d * map.d).squareRoot()
        let pixelSize = Int32((Double(label.size) * scaleY).rounded())
        guard let entry = text.texture(label.string, pixelSize: pixelSize, color: label.color) else { return }
        let w = Double(entry.width) / scaleY, h = Double(entry.height) / scaleY
        let x: Double
        switch label.alignment {
        case .left: x = Double(bounds.minX)
        case .center: x = Double(bounds.midX) - w / 2
        case .right: x = Double(bounds.maxX) - w
        }
        let y = Double(bounds.midY) - h / 2
        drawTexture(entry.texture, local: CGRect(x: x, y: y, width: w, height: h), map: map,
                    alpha: alpha * label.color.alpha)
    }

    /// Draws a texture over `local`: a plain copy at whole pixels when axis-aligned (crisp text),
    /// a textured quad otherwise.
    private func drawTexture(_ texture: OpaquePointer, local: CGRect, map: Affine, alpha: Double) {
        let a = UInt8((min(max(alpha, 0), 1) * 255).rounded())
        // A texture is copied whole: draw it only when all of it is within reach of the canvas.
        guard a > 0, drawable(local, map: map) == local else { return }
        if map.isAxisAligned {
            let p = map.apply(Double(local.minX), Double(local.minY))
            let q = map.apply(Double(local.maxX), Double(local.maxY))
            var dst = SDL_Rect(x: Int32(p.x.rounded()), y: Int32(p.y.rounded()),
                               w: Int32((q.x - p.x).rounded()), h: Int32((q.y - p.y).rounded()))
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
            SDL_SetTextureColorMod(texture, 255, 255, 255)
            SDL_SetTextureAlphaMod(texture, a)
            SDL_RenderCopy(canvas.renderer, texture, nil, &dst)
        } else {
            painter.fill(local, radius: 0, corners: [], map: map,
                         with: ShapeFill(color: SDL_Color(r: 255, g: 255, b: 255, a: a), texture: texture))
        }
    }

    /// Clips what follows to `bounds` rounded by `radius` on `corners`, mapped by `map`
    /// (`clipsToBounds`). An axis-aligned rectangle is SDL's clip rectangle alone (cheap); a
    /// rounded or rotated (sheared) shape also gets a coverage mask, anti-aliased like the
    /// shapes, applied when the clip is popped (`ClipMasks`).
    private func pushClip(_ bounds: CGRect, radius: Double, corners: CornerMask, map: Affine) {
        let box = map.boundingBox(of: bounds)
        // Within reach of the canvas, the clip is the same; beyond it, a clip edge would not fit
        // an Int32. A box that is not finite clips everything away.
        let w = Double(canvas.width), h = Double(canvas.height), m = Self.reach
        let finite = box.minX.isFinite && box.maxX.isFinite && box.minY.isFinite && box.maxY.isFinite
        let x0 = finite ? min(max(box.minX, -m), w + m) : 0, x1 = finite ? min(max(box.maxX, -m), w + m) : 0
        let y0 = finite ? min(max(box.minY, -m), h + m) : 0, y1 = finite ? min(max(box.maxY, -m), h + m) : 0
        var rect = SDL_Rect(x: Int32(x0.rounded(.down)), y: Int32(y0.rounded(.down)),
                            w: Int32(x1.rounded(.up) - x0.rounded(.down)), h: Int32(y1.rounded(.up) - y0.rounded(.down)))
        if let outer = clipStack.last {
            var outerRect = outer.rect
            var clipped = SDL_Rect()
            rect = SDL_IntersectRect(&rect, &outerRect, &clipped) == SDL_TRUE ? clipped : SDL_Rect(x: 0, y: 0, w: 0, h: 0)
        }
        let rounded = radius > 0 && !corners.isEmpty && min(bounds.width, bounds.height) > 0
        let masked = finite && rect.w > 0 && rect.h > 0 && (rounded || !map.isAxisAligned)
        if masked {
            clearIfPending()   // the mask keeps what is under it: the background must be there
            canvas.flush()
            masks.begin(canvas.pixelBuffer, area: PixelRect(rect), shape: ClipShape(bounds: bounds, radius: radius, corners: corners, map: map))
        }
        clipStack.append((rect, masked))
        applyClip()
    }

    private func popClip() {
        if let top = clipStack.popLast(), top.masked {
            canvas.flush()
            masks.end(canvas.pixelBuffer, pool: pool)
        }
        applyClip()
    }

    private func applyClip() {
        if var rect = clipStack.last?.rect {
            if rect.w <= 0 || rect.h <= 0 {
                // SDL treats an empty clip as "no clip": clip to a pixel outside the canvas instead.
                rect = SDL_Rect(x: -2, y: -2, w: 1, h: 1)
            }
            SDL_RenderSetClipRect(canvas.renderer, &rect)
        } else {
            SDL_RenderSetClipRect(canvas.renderer, nil)
        }
    }

    // MARK: Primitives in points (HUD)

    // Every primitive takes any number: what lies beyond `reach` is cut off as for views (R8),
    // and non-finite input draws nothing.

    public func fillRoundedRect(_ rect: CGRect, radius: CGFloat, color: Color, corners: CornerMask = .all) {
        let map = Affine.scale(pixelsPerPoint)
        guard let bounds = drawable(rect, map: map) else { return }
        clearIfPending()
        backdropLog.drewUnknown()
        painter.fill(bounds, radius: Double(radius), corners: corners, map: map,
                     with: ShapeFill(color: sdlColor(color, alpha: 1)))
    }

    /// A line of `width` points from `a` to `b`, anti-aliased.
    public func strokeLine(from a: CGPoint, to b: CGPoint, width: CGFloat, color: Color) {
        let halfWidth = Double(width) / 2
        guard halfWidth > 0, halfWidth < Self.reach, let (a, b) = segmentWithinReach(a, b, margin: halfWidth) else { return }
        let dx = Double(b.x - a.x), dy = Double(b.y - a.y)
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 1e-9 else { return }
        clearIfPending()
        backdropLog.drewUnknown()
        let cosA = dx / length, sinA = dy / length, s = pixelsPerPoint
        let map = Affine(a: cosA * s, b: sinA * s, c: -sinA * s, d: cosA * s, tx: Double(a.x) * s, ty: Double(a.y) * s)
        let w = Double(width)
        painter.fill(CGRect(x: 0, y: -w / 2, width: length, height: w), radius: 0, corners: [], map: map,
                     with: ShapeFill(color: sdlColor(color, alpha: 1)))
    }

    /// The part of the segment a–b within `reach` of the canvas (plus `margin` points), in
    /// points; nil when none of it is, or an end is not finite (Liang–Barsky clipping).
    private func segmentWithinReach(_ a: CGPoint, _ b: CGPoint, margin: Double) -> (CGPoint, CGPoint)? {
        let ax = Double(a.x), ay = Double(a.y), bx = Double(b.x), by = Double(b.y)
        guard ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite else { return nil }
        let s = pixelsPerPoint, m = Self.reach / s + margin
        let lo = (x: -m, y: -m), hi = (x: Double(canvas.width) / s + m, y: Double(canvas.height) / s + m)
        var t0 = 0.0, t1 = 1.0
        let dx = bx - ax, dy = by - ay
        // Each edge keeps the part of the line where p·t ≤ q.
        func keep(_ p: Double, _ q: Double) -> Bool {
            if p == 0 { return q >= 0 }
            if p < 0 { t0 = max(t0, q / p) } else { t1 = min(t1, q / p) }
            return t0 <= t1
        }
        guard keep(-dx, ax - lo.x), keep(dx, hi.x - ax), keep(-dy, ay - lo.y), keep(dy, hi.y - ay) else { return nil }
        return (CGPoint(x: ax + t0 * dx, y: ay + t0 * dy), CGPoint(x: ax + t1 * dx, y: ay + t1 * dy))
    }

    /// Joined line segments through `points`.
    public func strokePolyline(_ points: UnsafeBufferPointer<CGPoint>, width: CGFloat, color: Color) {
        guard points.count > 1 else { return }
        for i in 1..<points.count { strokeLine(from: points[i - 1], to: points[i], width: width, color: color) }
    }

    /// Draws `string` with its top-left (or top-centre / top-right, per `alignment`) at `point`.
    /// How wide `string` is drawn at `size` points in `color` (0 without a font); measuring
    /// prepares the same texture `drawText` then uses.
    public func textWidth(_ string: String, size: CGFloat, color: Color) -> CGFloat {
        let pixelSize = Int32((Double(size) * pixelsPerPoint).rounded())
        guard let entry = text.texture(string, pixelSize: pixelSize, color: color) else { return 0 }
        return CGFloat(Double(entry.width) / pixelsPerPoint)
    }

    public func drawText(_ string: String, at point: CGPoint, size: CGFloat, color: Color, alignment: TextAlignment = .left) {
        clearIfPending()
        backdropLog.drewUnknown()
        let pixelSize = Int32((Double(size) * pixelsPerPoint).rounded())
        guard let entry = text.texture(string, pixelSize: pixelSize, color: color) else { return }
        let w = Double(entry.width) / pixelsPerPoint, h = Double(entry.height) / pixelsPerPoint
        let x: Double
        switch alignment {
        case .left: x = Double(point.x)
        case .center: x = Double(point.x) - w / 2
        case .right: x = Double(point.x) - w
        }
        drawTexture(entry.texture, local: CGRect(x: x, y: Double(point.y), width: w, height: h),
                    map: .scale(pixelsPerPoint), alpha: color.alpha)
    }

    private func sdlColor(_ c: Color, alpha: Double) -> SDL_Color {
        SDL_Color(r: TextCache.byte(c.red), g: TextCache.byte(c.green), b: TextCache.byte(c.blue),
                  a: TextCache.byte(c.alpha * alpha))
    }
}
