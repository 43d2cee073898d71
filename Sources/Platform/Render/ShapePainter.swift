import Blur
import CSDL2
import Foundation
import Raster
import ViewTree

/// What fills a shape: a colour, or a texture tinted by a colour (white for the plain picture).
struct ShapeFill {
    var color: SDL_Color
    var texture: OpaquePointer?
    /// Texture size in texels, for mapping interior rectangles to source rectangles.
    var textureWidth: Int32 = 0
    var textureHeight: Int32 = 0
    /// The texture has no transparent texels: interior copies may skip blending.
    var textureIsOpaque = false
    /// The texture's pixels in memory (pictures): scaled or translucent interiors are copied
    /// from here by `PixelBlend.copy` instead of SDL.
    var texturePixels: UnsafePointer<UInt32>?
    /// Set for the blurred backdrop: where its finished pixels are in memory.
    var screenTexels: ScreenTexels?
    /// Texel (x, y) lies under canvas pixel (x, y) (the blurred backdrop), instead of the
    /// texture stretching over the shape's bounds.
    var screenSpace = false
}

/// Draws anti-aliased rounded rectangles (any radius, any corner mask, any transform) with
/// SDL's renderer: pixel-aligned interiors with FillRect/RenderCopy (fast in every renderer),
/// and only corners, sub-pixel slivers and the feathered edge as SDL_RenderGeometry.
final class ShapePainter {
    private let renderer: OpaquePointer
    private let canvas: Canvas
    private var outline = ShapeOutline()
    /// Rotated or sheared colour fills, see `fillGeneral`.
    private var polygon = ConvexPolygon()
    private var vertices: [SDL_Vertex] = []
    private var indices: [Int32] = []
    /// `vertices` unrolled per triangle, see `flushGeometry`.
    private var unrolled: [SDL_Vertex] = []
    private var sequence: [Int32] = []
    private let copyTables = ScaledCopyTables()
    /// Opaque pictures drawn scaled to the same pixels frame after frame, kept scaled.
    private let scaledPictures = ScaledPictureCache()
    /// Runs the large pixel loops in bands (see `PixelBlend`).
    private let pool: WorkerPool?

    /// See `push`: where SDL's triangle rasteriser samples relative to pixel centres.
    static let rasterOffset = 0.5

    /// Blended fills larger than this many pixels are done by `PixelBlend`, not SDL.
    static let directBlendArea: Int32 = 2048

    init(canvas: Canvas, pool: WorkerPool? = nil) {
        self.canvas = canvas
        self.pool = pool
        self.renderer = canvas.renderer
        vertices.reserveCapacity(1024)
        indices.reserveCapacity(3072)
    }

    /// Pictures kept scaled now.
    var keptScaledPictures: Int { scaledPictures.count }

    /// Starts a frame (pictures kept scaled that the last frame did not draw are let go).
    func nextFrame() { scaledPictures.nextFrame() }

    /// Fills `rect` (local coordinates) rounded by `radius` (local units) on `corners`, mapped to
    /// pixels by `map`. A texture stretches over `textureRect` (default: `rect`), so a shape cut
    /// down to what can be seen keeps its picture where it was.
    func fill(_ rect: CGRect, radius: Double, corners: CornerMask, map: Affine, with fill: ShapeFill,
              textureRect: CGRect? = nil) {
        guard rect.width > 0, rect.height > 0, fill.color.a > 0 else { return }
        let pxX = (map.a * map.a + map.b * map.b).squareRoot()
        let pxY = (map.c * map.c + map.d * map.d).squareRoot()
        guard pxX > 1e-9, pxY > 1e-9 else { return }
        let r = max(0, min(radius, Double(rect.width) / 2, Double(rect.height) / 2))
        // One chord count for the fill and the feather, so their arcs share vertices exactly.
        let segments = ShapeOutline.segments(radiusPixels: r * max(pxX, pxY))
        outline.build(rect: rect, radius: r, corners: corners, halfX: 0.5 / pxX, halfY: 0.5 / pxY, segments: segments)
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)

        let uv = UVMap(rect: textureRect ?? rect)
        if map.isAxisAligned && map.a > 0 && map.d > 0 {
            fillAxisAligned(rect, radius: r, corners: corners, segments: segments, map: map, uv: uv, fill: fill)
        } else {
            fillGeneral(rect, map: map, uv: uv, fill: fill)
        }
        flushGeometry(fill)
    }

    /// Any transform. A colour is filled in memory (`ConvexPolygon`) through the true outline,
    /// halfway between the inner and the outer one; a picture is a fan over the inner outline
    /// and a feathered rim, all geometry.
    private func fillGeneral(_ rect: CGRect, map: Affine, uv: UVMap, fill: ShapeFill) {
        if fill.texture == nil {
            let inner = outline.inner, outer = outline.outer
            polygon.set(count: inner.count) { i in
                map.apply((inner[i].x + outer[i].x) / 2, (inner[i].y + outer[i].y) / 2)
            }
            canvas.flush()
            PixelBlend.fill(canvas.pixelBuffer, polygon: polygon, clip: currentClip(), color: RGBA8(fill.color), pool: pool)
            return
        }
        let centre = appendVertex(map, Double(rect.midX), Double(rect.midY), alpha: 1, uv, fill)
        let first = Int32(vertices.count)
        for p in outline.inner { _ = appendVertex(map, p.x, p.y, alpha: 1, uv, fill) }
        let count = Int32(outline.inner.count)
        for i in 0..<count {
            indices.append(contentsOf: [centre, first + i, first + (i + 1) % count])
        }
        appendFeatherRing(map: map, uv: uv, fill: fill)
    }

    // MARK: Axis-aligned fast path

    /// The shape on the whole-pixel grid (`PixelGridShape`): interior rectangles and straight
    /// edges at their exact coverage as rect fills or copies, the corner arcs by coverage in
    /// memory or as feathered geometry. SDL's software rasteriser rounds vertices to whole
    /// pixels, so geometry is kept to the arcs, where that cannot show.
    private func fillAxisAligned(_ rect: CGRect, radius r: Double, corners: CornerMask, segments: Int,
                                 map: Affine, uv: UVMap, fill: ShapeFill) {
        let p0 = map.apply(Double(rect.minX), Double(rect.minY))
        let p1 = map.apply(Double(rect.maxX), Double(rect.maxY))
        let X0 = p0.x, Y0 = p0.y, X1 = p1.x, Y1 = p1.y
        let laid = PixelGridShape.classify(x0: X0, y0: Y0, x1: X1, y1: Y1, radius: r, scaleX: map.a, scaleY: map.d, corners: corners)
        switch laid.kind {
        case .sliver:
            let s = laid.sliver
            span(s.x0, s.y0, s.x1, s.y1, coverage: s.coverage, uv: uv, map: map, fill: fill)
            return
        case .cornersOverlap:
            fillGeneral(rect, map: map, uv: uv, fill: fill)
            return
        case .grid:
            break
        }
        let grid = laid.grid
        grid.forEachSpan { s in span(s.x0, s.y0, s.x1, s.y1, coverage: s.coverage, uv: uv, map: map, fill: fill) }
        // Rounded corners by coverage in memory: SDL's software geometry copies the whole
        // texture per call, and for solid colours blends each triangle through a surface the
        // size of its box (a 200-pixel corner cost more than the rest of the frame's fills).
        if let source = texelSource(fill, X0: X0, Y0: Y0, X1: X1, Y1: Y1) {
            canvas.flush()
            let clip = currentClip(), buffer = canvas.pixelBuffer, alpha = fill.color.a
            grid.forEachCorner { c in
                PixelBlend.arc(buffer, box: c.box, clip: clip, edgeX: c.edgeX, edgeY: c.edgeY, ox: c.ox, oy: c.oy,
                               rx: c.rx, ry: c.ry, alpha: alpha, source: source)
            }
            return
        }
        // Rounded corners as geometry: the arc's fan and its feathered rim.
        grid.forEachCorner { c in
            arc(cornerX: c.edgeX, cornerY: c.edgeY, boxX: Double(c.hubX), boxY: Double(c.hubY), rx: c.rx, ry: c.ry,
                start: c.startAngle, segments: segments, uv: uv, map: map, fill: fill)
        }
    }

    /// Where `fill`'s colours are in memory, if they are (solid colours, pictures and the
    /// blurred backdrop; not text or other SDL-only textures).
    private func texelSource(_ fill: ShapeFill, X0: Double, Y0: Double, X1: Double, Y1: Double) -> TexelSource? {
        if fill.texture == nil {
            return .solid(RGBA8(fill.color).opaqueARGB)
        }
        if let s = fill.screenTexels {
            return .screen(s)
        }
        if let pixels = fill.texturePixels {
            return .picture(pixels: pixels, width: Int(fill.textureWidth), height: Int(fill.textureHeight),
                            x0: X0, y0: Y0, x1: X1, y1: Y1, opaque: fill.textureIsOpaque)
        }
        return nil
    }

    /// The renderer's clip rectangle, if clipping is on.
    private func currentClip() -> PixelRect? {
        var clip = SDL_Rect()
        SDL_RenderGetClipRect(renderer, &clip)
        return SDL_RenderIsClipEnabled(renderer) == SDL_TRUE ? PixelRect(clip) : nil
    }

    /// An integer rectangle of pixels at `coverage` of the fill's alpha.
    private func span(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, coverage: Double, uv: UVMap, map: Affine, fill: ShapeFill) {
        guard x1 > x0, y1 > y0, coverage > 0 else { return }
        var f = fill
        f.color.a = UInt8((Double(fill.color.a) * min(coverage, 1)).rounded())
        guard f.color.a > 0 else { return }
        fillRect(Double(x0), Double(y0), Double(x1), Double(y1), uv: uv, map: map, fill: f)
    }

    /// Draws the pixel rectangle [x0, x1) × [y0, y1) with a rect fill or a texture copy.
    private func fillRect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, uv: UVMap, map: Affine, fill: ShapeFill) {
        var dst = SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0))
        guard let texture = fill.texture else {
            if fill.color.a < 255, dst.w * dst.h >= Self.directBlendArea {
                canvas.flush()
                PixelBlend.fill(canvas.pixelBuffer, rect: PixelRect(dst), clip: currentClip(), color: RGBA8(fill.color), pool: pool)
                return
            }
            SDL_SetRenderDrawBlendMode(renderer, fill.color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
            SDL_SetRenderDrawColor(renderer, fill.color.r, fill.color.g, fill.color.b, fill.color.a)
            SDL_RenderFillRect(renderer, &dst)
            return
        }
        // Textures whose texels are in memory (pictures, the blurred backdrop) are copied by our
        // own loops: SDL's software copy allocates a destination-sized buffer whenever it scales
        // and blends, and a row copy is as fast as its fastest path anyway.
        if fill.screenSpace, let texels = fill.screenTexels {
            canvas.flush()
            PixelBlend.copyScreen(canvas.pixelBuffer, rect: PixelRect(dst), clip: currentClip(), texels: texels,
                                  alpha: fill.color.a, pool: pool)
            return
        }
        if !fill.screenSpace, let pixels = fill.texturePixels {
            let tw = Double(fill.textureWidth), th = Double(fill.textureHeight)
            let sx0 = uv.u(pixelX: x0, map: map) * tw, sy0 = uv.v(pixelY: y0, map: map) * th
            let sx1 = uv.u(pixelX: x1, map: map) * tw, sy1 = uv.v(pixelY: y1, map: map) * th
            let w = Int(fill.textureWidth), h = Int(fill.textureHeight)
            canvas.flush()
            if fill.textureIsOpaque && fill.color.a == 255,
               scaledPictures.copy(canvas.pixelBuffer, rect: PixelRect(dst), clip: currentClip(), source: pixels,
                                   sourceWidth: w, sourceHeight: h, sx0: sx0, sy0: sy0, sx1: sx1, sy1: sy1,
                                   tables: copyTables, pool: pool) {
                return
            }
            PixelBlend.copy(canvas.pixelBuffer, rect: PixelRect(dst), clip: currentClip(), source: pixels,
                            sourceWidth: w, sourceHeight: h, sx0: sx0, sy0: sy0, sx1: sx1, sy1: sy1,
                            alpha: fill.color.a, sourceIsOpaque: fill.textureIsOpaque, tables: copyTables, pool: pool)
            return
        }
        var src = dst
        if !fill.screenSpace {
            let tw = Double(fill.textureWidth), th = Double(fill.textureHeight)
            let sx0 = uv.u(pixelX: x0, map: map) * tw, sx1 = uv.u(pixelX: x1, map: map) * tw
            let sy0 = uv.v(pixelY: y0, map: map) * th, sy1 = uv.v(pixelY: y1, map: map) * th
            src = SDL_Rect(x: Int32(sx0.rounded()), y: Int32(sy0.rounded()),
                           w: max(1, Int32((sx1 - sx0).rounded())), h: max(1, Int32((sy1 - sy0).rounded())))
        }
        let opaque = fill.textureIsOpaque && fill.color.a == 255
        SDL_SetTextureBlendMode(texture, opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetTextureColorMod(texture, fill.color.r, fill.color.g, fill.color.b)
        SDL_SetTextureAlphaMod(texture, fill.color.a)
        SDL_RenderCopy(renderer, texture, &src, &dst)
    }

    /// A rounded corner inside its whole-pixel box: the region inside the arc as a fan from the
    /// box's inner corner, then a one-pixel rim fading out across the arc.
    private func arc(cornerX: Double, cornerY: Double, boxX: Double, boxY: Double, rx: Double, ry: Double,
                     start: Double, segments n: Int, uv: UVMap, map: Affine, fill: ShapeFill) {
        let sx: Double = boxX > cornerX ? 1 : -1, sy: Double = boxY > cornerY ? 1 : -1
        let ox = cornerX + sx * rx, oy = cornerY + sy * ry
        let hub = appendPixelVertex(boxX, boxY, alpha: 1, uv: uv, map: map, fill: fill)
        // Along the box's edges from the hub to where the arc starts and ends.
        let startPoint = (x: ox + cos(start) * rx, y: oy + sin(start) * ry)
        let endAngle = start + 0.5 * .pi
        let endPoint = (x: ox + cos(endAngle) * rx, y: oy + sin(endAngle) * ry)
        let first = Int32(vertices.count)
        // The arc's start lies on a box edge through the hub's row or column: close the fan there.
        _ = appendPixelVertex(abs(startPoint.x - boxX) < abs(startPoint.y - boxY) ? boxX : startPoint.x,
                              abs(startPoint.x - boxX) < abs(startPoint.y - boxY) ? startPoint.y : boxY,
                              alpha: 1, uv: uv, map: map, fill: fill)
        let innerStart = Int32(vertices.count)
        let halfX = 0.5, halfY = 0.5
        for i in 0...n {
            let angle = start + Double(i) / Double(n) * 0.5 * .pi
            _ = appendPixelVertex(ox + cos(angle) * max(rx - halfX, 0), oy + sin(angle) * max(ry - halfY, 0),
                                  alpha: 1, uv: uv, map: map, fill: fill)
        }
        _ = appendPixelVertex(abs(endPoint.x - boxX) < abs(endPoint.y - boxY) ? boxX : endPoint.x,
                              abs(endPoint.x - boxX) < abs(endPoint.y - boxY) ? endPoint.y : boxY,
                              alpha: 1, uv: uv, map: map, fill: fill)
        let last = Int32(vertices.count)
        for i in first..<(last - 1) { indices.append(contentsOf: [hub, i, i + 1]) }
        // Rim: inner arc (opaque) to outer arc (transparent), one pixel apart.
        let outerStart = Int32(vertices.count)
        for i in 0...n {
            let angle = start + Double(i) / Double(n) * 0.5 * .pi
            _ = appendPixelVertex(ox + cos(angle) * (rx + halfX), oy + sin(angle) * (ry + halfY),
                                  alpha: 0, uv: uv, map: map, fill: fill)
        }
        for i in 0..<Int32(n) {
            indices.append(contentsOf: [innerStart + i, outerStart + i, outerStart + i + 1,
                                        innerStart + i, outerStart + i + 1, innerStart + i + 1])
        }
    }

    // MARK: Feather

    /// The ring between the inner polygon (full alpha) and the outer one (alpha 0).
    private func appendFeatherRing(map: Affine, uv: UVMap, fill: ShapeFill) {
        let count = Int32(outline.inner.count)
        guard count > 1 else { return }
        let innerStart = Int32(vertices.count)
        for p in outline.inner { _ = appendVertex(map, p.x, p.y, alpha: 1, uv, fill) }
        let outerStart = Int32(vertices.count)
        for p in outline.outer { _ = appendVertex(map, p.x, p.y, alpha: 0, uv, fill) }
        for i in 0..<count {
            let j = (i + 1) % count
            indices.append(contentsOf: [innerStart + i, outerStart + i, outerStart + j,
                                        innerStart + i, outerStart + j, innerStart + j])
        }
    }

    // MARK: Vertices

    private func appendVertex(_ map: Affine, _ x: Double, _ y: Double, alpha: Double, _ uv: UVMap, _ fill: ShapeFill) -> Int32 {
        let p = map.apply(x, y)
        return push(p.x, p.y, alpha: alpha, u: uv.u(localX: x), v: uv.v(localY: y), fill: fill)
    }

    private func appendPixelVertex(_ x: Double, _ y: Double, alpha: Double, uv: UVMap, map: Affine, fill: ShapeFill) -> Int32 {
        push(x, y, alpha: alpha, u: uv.u(pixelX: x, map: map), v: uv.v(pixelY: y, map: map), fill: fill)
    }

    private func push(_ x: Double, _ y: Double, alpha: Double, u: Double, v: Double, fill: ShapeFill) -> Int32 {
        var u = u, v = v
        if fill.screenSpace {
            u = x / Double(max(fill.textureWidth, 1))
            v = y / Double(max(fill.textureHeight, 1))
        }
        var color = fill.color
        color.a = UInt8((Double(color.a) * alpha).rounded())
        // SDL's software triangle rasteriser samples half a pixel right of and below pixel
        // centres (measured: an edge at x = 50 lights pixel 49 by half); shifting the geometry
        // puts its edges on the same grid as FillRect and RenderCopy.
        vertices.append(SDL_Vertex(position: SDL_FPoint(x: Float(x + Self.rasterOffset), y: Float(y + Self.rasterOffset)), color: color,
                                   tex_coord: SDL_FPoint(x: Float(min(max(u, 0), 1)), y: Float(min(max(v, 0), 1)))))
        return Int32(vertices.count - 1)
    }

    private func flushGeometry(_ fill: ShapeFill) {
        guard !indices.isEmpty else { return }
        // Untextured geometry blends by the renderer's draw mode, which an opaque FillRect may
        // have left at NONE: the feather needs blending.
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        if let texture = fill.texture {
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
            SDL_SetTextureColorMod(texture, 255, 255, 255)
            SDL_SetTextureAlphaMod(texture, 255)
        }
        // SDL's software renderer redraws two consecutive triangles that share two indices as a
        // FillRect when it thinks they form an axis-aligned rectangle, and its test has false
        // positives (half a rotated square becomes a square). Giving every triangle its own
        // vertices keeps it out of that path.
        unrolled.removeAll(keepingCapacity: true)
        for i in indices { unrolled.append(vertices[Int(i)]) }
        while sequence.count < unrolled.count { sequence.append(Int32(sequence.count)) }
        SDL_RenderGeometry(renderer, fill.texture, unrolled, Int32(unrolled.count), sequence, Int32(unrolled.count))
    }
}

/// Texture coordinates: the shape's local rect maps to 0…1 in both axes.
struct UVMap {
    let rect: CGRect

    func u(localX x: Double) -> Double { (x - Double(rect.minX)) / Double(rect.width) }
    func v(localY y: Double) -> Double { (y - Double(rect.minY)) / Double(rect.height) }
    /// For axis-aligned maps only: pixel x back to local x, then to u.
    func u(pixelX x: Double, map: Affine) -> Double { u(localX: (x - map.tx) / map.a) }
    func v(pixelY y: Double, map: Affine) -> Double { v(localY: (y - map.ty) / map.d) }
}
