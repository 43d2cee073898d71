import Blur
import Foundation
import ViewTree

/// What a painter does its own way when filling shapes: the few fills a `ShapeFiller` leaves to
/// it. The SDL painter hands them to SDL's renderer; the pure painter does them in memory.
public protocol ShapeBackend: AnyObject {
    /// The pixels, with any queued drawing done (the filler's loops write them directly).
    func flushedPixels() -> PixelBuffer
    /// The clip rectangle in force; nil when nothing is clipped.
    var clip: PixelRect? { get }
    /// `color` over the whole-pixel rectangle `rect`, clipped: an opaque colour replaces the
    /// pixels, a translucent one (fewer than `ShapeFiller.directBlendArea` pixels) blends.
    func fillRect(_ rect: PixelRect, color: RGBA8)
    /// A shape whose texels come from `paint` under any map: a fan over `outline.inner` from
    /// the shape's centre (`rect`'s middle), then the feathered rim out to `outline.outer`,
    /// texture coordinates from `uv`.
    func fillTextured(_ outline: ShapeOutline, rect: CGRect, map: Affine, uv: UVMap, paint: ShapePaint)
}

/// Fills anti-aliased rounded rectangles (any radius, any corner mask, any transform) for every
/// painter: pixel-aligned interiors and straight edges as whole-pixel rectangles at their exact
/// coverage, rounded corners by coverage in memory (`PixelBlend.arc`), rotated colours through
/// their outline (`ConvexPolygon`); only opaque or small rectangles of one colour and textured
/// rotated shapes are left to the backend.
public final class ShapeFiller {
    private var outline = ShapeOutline()
    /// Rotated or sheared colour fills, see `fillGeneral`.
    private var polygon = ConvexPolygon()
    private let copyTables = ScaledCopyTables()
    /// Opaque pictures drawn scaled to the same pixels frame after frame, kept scaled.
    private let scaledPictures = ScaledPictureCache()
    /// Whether this fill's picture copy blended `ShapePaint.over` itself.
    private var blendedOver = false
    /// Runs the large pixel loops in bands (see `PixelBlend`).
    private let pool: WorkerPool?
    /// Whether this fill leaves a copy from a kept scaled picture pending (`fillDeferringKeptCopy`).
    private var defersKeptCopy = false
    /// That copy, until the fill returns it.
    private var pending: PendingPicture?

    /// Blended fills of this many pixels or more are done by `PixelBlend`, not the backend.
    public static let directBlendArea = 2048

    /// A filler whose large loops run in bands on `pool`.
    public init(pool: WorkerPool? = nil) {
        self.pool = pool
    }

    /// Pictures kept scaled now.
    public var keptScaledPictures: Int { scaledPictures.count }

    /// Starts a frame (pictures kept scaled that the last frame did not draw are let go).
    public func nextFrame() { scaledPictures.nextFrame() }

    /// Fills `rect` (local coordinates) rounded by `radius` (local units) on `corners`, mapped to
    /// pixels by `map`. Texels stretch over `textureRect` (default: `rect`), so a shape cut
    /// down to what can be seen keeps its picture where it was.
    public func fill<Backend: ShapeBackend>(_ rect: CGRect, radius: Double, corners: CornerMask, map: Affine,
                                            with paint: ShapePaint, textureRect: CGRect? = nil, on backend: Backend) {
        guard rect.width > 0, rect.height > 0, paint.color.a > 0 else { return }
        let pxX = (map.a * map.a + map.b * map.b).squareRoot()
        let pxY = (map.c * map.c + map.d * map.d).squareRoot()
        guard pxX > 1e-9, pxY > 1e-9 else { return }
        let r = Self.clampedRadius(radius, rect)
        // One chord count for the fill and the feather, so their arcs share vertices exactly.
        let segments = ShapeOutline.segments(radiusPixels: r * max(pxX, pxY))
        outline.build(rect: rect, radius: r, corners: corners, halfX: 0.5 / pxX, halfY: 0.5 / pxY, segments: segments)
        let uv = UVMap(rect: textureRect ?? rect)
        blendedOver = false
        if map.isAxisAligned && map.a > 0 && map.d > 0, inMemory(paint) {
            fillAxisAligned(rect, radius: r, corners: corners, map: map, uv: uv, paint: paint, on: backend)
        } else {
            fillGeneral(rect, map: map, uv: uv, paint: paint, on: backend)
        }
        // The colour over the picture, where the copy did not blend it as it went.
        if let over = paint.over, !over.isEmpty, !blendedOver {
            over.blendAfter(backend.flushedPixels(), clip: backend.clip, pool: pool)
        }
        blendedOver = false
    }

    /// `fill(_:radius:corners:map:with:textureRect:on:)`, except that a picture's copy from a
    /// kept scaled copy (`ScaledPictureCache`) is not written but returned, for a backdrop blur
    /// drawn next to read the picture from (`BackdropBlur.blur(…, picture:)`), which writes it.
    /// Nil: everything was drawn. Every other part of the fill (rims, corners) is drawn as usual.
    public func fillDeferringKeptCopy<Backend: ShapeBackend>(
        _ rect: CGRect, radius: Double, corners: CornerMask, map: Affine, with paint: ShapePaint,
        textureRect: CGRect? = nil, on backend: Backend
    ) -> PendingPicture? {
        defersKeptCopy = true
        fill(rect, radius: radius, corners: corners, map: map, with: paint, textureRect: textureRect, on: backend)
        defersKeptCopy = false
        let result = pending
        pending = nil
        return result
    }

    /// The pixels `fill` gives `rect` (rounded by `radius` on `corners`) whole, at the paint's
    /// own alpha, in one span, under an upright map (a plain scale and translation): the middle
    /// band of its interior, between its straight edges and below and above its rounded corners'
    /// rows; nil for any other map or shape, or an empty band. A painter that knows the fill
    /// will be an opaque copy there can draw those pixels another way first (the backdrop blur).
    public static func wholeInterior(of rect: CGRect, radius: Double, corners: CornerMask, map: Affine) -> PixelRect? {
        guard rect.width > 0, rect.height > 0, map.b == 0, map.c == 0, map.a > 1e-9, map.d > 1e-9 else { return nil }
        let laid = classify(rect, radius: clampedRadius(radius, rect), corners: corners, map: map)
        guard laid.kind == .grid else { return nil }
        let band = laid.grid.middleBand
        return band.isEmpty ? nil : band
    }

    /// The radius `fill` rounds `rect` by: at most half its shorter side.
    private static func clampedRadius(_ radius: Double, _ rect: CGRect) -> Double {
        max(0, min(radius, Double(rect.width) / 2, Double(rect.height) / 2))
    }

    /// `rect` mapped by the upright `map` and laid on the pixel grid, as `fillAxisAligned` does.
    private static func classify(_ rect: CGRect, radius r: Double, corners: CornerMask,
                                 map: Affine) -> (kind: PixelGridShape.Kind, sliver: PixelGridShape.Span, grid: PixelGrid) {
        let p0 = map.apply(Double(rect.minX), Double(rect.minY))
        let p1 = map.apply(Double(rect.maxX), Double(rect.maxY))
        return PixelGridShape.classify(x0: p0.x, y0: p0.y, x1: p1.x, y1: p1.y, radius: r, scaleX: map.a, scaleY: map.d,
                                       corners: corners)
    }

    /// Whether every colour of `paint` is in memory (a colour, a picture, the blurred backdrop).
    private func inMemory(_ paint: ShapePaint) -> Bool {
        if case .none = paint.texels { return paint.texture == nil }
        return true
    }

    /// Any transform. A colour is filled in memory (`ConvexPolygon`) through the true outline,
    /// halfway between the inner and the outer one; texels are left to the backend.
    private func fillGeneral<Backend: ShapeBackend>(_ rect: CGRect, map: Affine, uv: UVMap, paint: ShapePaint,
                                                    on backend: Backend) {
        guard case .none = paint.texels, paint.texture == nil else {
            backend.fillTextured(outline, rect: rect, map: map, uv: uv, paint: paint)
            return
        }
        setPolygon(map: map)
        PixelBlend.fill(backend.flushedPixels(), polygon: polygon, clip: backend.clip, color: paint.color, pool: pool)
    }

    /// The polygon through the true outline, halfway between the inner and the outer one.
    private func setPolygon(map: Affine) {
        let inner = outline.inner, outer = outline.outer
        polygon.set(count: inner.count) { i in
            map.apply((inner[i].x + outer[i].x) / 2, (inner[i].y + outer[i].y) / 2)
        }
    }

    /// `ShapeBackend.fillTextured` in memory, for a backend without a rasteriser of its own
    /// (the pure painter): each pixel's coverage through the outline as a colour's
    /// (`ConvexPolygon`), its texel sampled bilinearly at its centre. SDL's geometry lays the
    /// fan and the feathered rim as triangles and samples the nearest texel, so the two differ
    /// where texels change quickly.
    public func fillTexturedInMemory<Backend: ShapeBackend>(map: Affine, uv: UVMap, paint: ShapePaint, on backend: Backend) {
        let texels: MappedTexels
        switch paint.texels {
        case .none:
            return
        case .picture(let picture):
            guard let mapped = MappedTexels(picture: picture, uv: uv, map: map) else { return }
            texels = mapped
        case .screen(let screen):
            texels = MappedTexels(screen: screen)
        }
        setPolygon(map: map)
        PixelBlend.fill(backend.flushedPixels(), polygon: polygon, clip: backend.clip, texels: texels,
                        alpha: paint.color.a, pool: pool)
    }

    // MARK: Axis-aligned fast path

    /// The shape on the whole-pixel grid (`PixelGridShape`): interior rectangles and straight
    /// edges at their exact coverage as rect fills or copies, the corner arcs by coverage in
    /// memory. (SDL's software geometry copies the whole texture per call, and for solid colours
    /// blends each triangle through a surface the size of its box: a 200-pixel corner cost more
    /// than the rest of the frame's fills.)
    private func fillAxisAligned<Backend: ShapeBackend>(_ rect: CGRect, radius r: Double, corners: CornerMask, map: Affine,
                                                        uv: UVMap, paint: ShapePaint, on backend: Backend) {
        let p0 = map.apply(Double(rect.minX), Double(rect.minY))
        let p1 = map.apply(Double(rect.maxX), Double(rect.maxY))
        let X0 = p0.x, Y0 = p0.y, X1 = p1.x, Y1 = p1.y
        let laid = Self.classify(rect, radius: r, corners: corners, map: map)
        switch laid.kind {
        case .sliver:
            let s = laid.sliver
            span(s.x0, s.y0, s.x1, s.y1, coverage: s.coverage, uv: uv, map: map, paint: paint, on: backend)
            return
        case .cornersOverlap:
            fillGeneral(rect, map: map, uv: uv, paint: paint, on: backend)
            return
        case .grid:
            break
        }
        let grid = laid.grid
        grid.forEachSpan { s in span(s.x0, s.y0, s.x1, s.y1, coverage: s.coverage, uv: uv, map: map, paint: paint, on: backend) }
        let source = texelSource(paint, X0: X0, Y0: Y0, X1: X1, Y1: Y1)
        var buffer: PixelBuffer?
        let clip = backend.clip, alpha = paint.color.a
        grid.forEachCorner { c in
            let pixels = buffer ?? backend.flushedPixels()
            buffer = pixels
            PixelBlend.arc(pixels, box: c.box, clip: clip, edgeX: c.edgeX, edgeY: c.edgeY, ox: c.ox, oy: c.oy,
                           rx: c.rx, ry: c.ry, alpha: alpha, source: source)
        }
    }

    /// Where `paint`'s colours are in memory.
    private func texelSource(_ paint: ShapePaint, X0: Double, Y0: Double, X1: Double, Y1: Double) -> TexelSource {
        switch paint.texels {
        case .none:
            return .solid(paint.color.opaqueARGB)
        case .screen(let s):
            return .screen(s)
        case .picture(let p):
            return .picture(pixels: p.pixels, width: p.width, height: p.height, x0: X0, y0: Y0, x1: X1, y1: Y1, opaque: p.isOpaque)
        }
    }

    /// An integer rectangle of pixels at `coverage` of the paint's alpha.
    private func span<Backend: ShapeBackend>(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, coverage: Double, uv: UVMap,
                                             map: Affine, paint: ShapePaint, on backend: Backend) {
        guard x1 > x0, y1 > y0, coverage > 0 else { return }
        var p = paint
        p.color.a = UInt8((Double(paint.color.a) * min(coverage, 1)).rounded())
        guard p.color.a > 0 else { return }
        fillRect(PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), uv: uv, map: map, paint: p, on: backend)
    }

    /// Draws the pixel rectangle `dst` with a rect fill or a copy of the texels.
    private func fillRect<Backend: ShapeBackend>(_ dst: PixelRect, uv: UVMap, map: Affine, paint: ShapePaint,
                                                 on backend: Backend) {
        switch paint.texels {
        case .none:
            if paint.color.a < 255, dst.width * dst.height >= Self.directBlendArea {
                PixelBlend.fill(backend.flushedPixels(), rect: dst, clip: backend.clip, color: paint.color, pool: pool)
            } else {
                backend.fillRect(dst, color: paint.color)
            }
        case .screen(let texels):
            PixelBlend.copyScreen(backend.flushedPixels(), rect: dst, clip: backend.clip, texels: texels,
                                  alpha: paint.color.a, pool: pool)
        case .picture(let picture):
            // Our own row loops: SDL's software copy allocates a destination-sized buffer
            // whenever it scales and blends, and a row copy is as fast as its fastest path anyway.
            let tw = Double(picture.width), th = Double(picture.height)
            let x0 = Double(dst.x), y0 = Double(dst.y), x1 = Double(dst.maxX), y1 = Double(dst.maxY)
            let sx0 = uv.u(pixelX: x0, map: map) * tw, sy0 = uv.v(pixelY: y0, map: map) * th
            let sx1 = uv.u(pixelX: x1, map: map) * tw, sy1 = uv.v(pixelY: y1, map: map) * th
            let buffer = backend.flushedPixels(), clip = backend.clip
            // The colour over the picture goes with the span holding its bands (the interior).
            let over = paint.over.flatMap { !$0.isEmpty && $0.lies(within: dst) ? $0 : nil }
            if defersKeptCopy && pending == nil && (paint.over?.isEmpty ?? true) && picture.isOpaque && paint.color.a == 255,
               let deferred = scaledPictures.deferredCopy(
                   buffer, rect: dst, clip: clip, source: picture.pixels, sourceWidth: picture.width,
                   sourceHeight: picture.height, sx0: sx0, sy0: sy0, sx1: sx1, sy1: sy1, tables: copyTables, pool: pool) {
                pending = deferred
                return
            }
            // Another kept copy may replace the pending one's memory: that one is written first.
            if let p = pending {
                p.write(into: buffer, pool: pool)
                pending = nil
            }
            if picture.isOpaque && paint.color.a == 255,
               scaledPictures.copy(buffer, rect: dst, clip: clip, source: picture.pixels,
                                   sourceWidth: picture.width, sourceHeight: picture.height, sx0: sx0, sy0: sy0, sx1: sx1, sy1: sy1,
                                   tables: copyTables, over: over, pool: pool) {
                if over != nil { blendedOver = true }
                return
            }
            PixelBlend.copy(buffer, rect: dst, clip: clip, source: picture.pixels,
                            sourceWidth: picture.width, sourceHeight: picture.height, sx0: sx0, sy0: sy0, sx1: sx1, sy1: sy1,
                            alpha: paint.color.a, sourceIsOpaque: picture.isOpaque, tables: copyTables, pool: pool)
        }
    }
}
