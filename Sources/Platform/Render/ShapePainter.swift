import Blur
import CSDL2
import Foundation
import Raster
import ViewTree

/// The SDL renderer's shapes: a `ShapeFiller` (the fills every painter shares) whose backend is
/// SDL's software renderer, for what is left to it: opaque and small translucent rectangles of
/// one colour (SDL_RenderFillRect) and textured shapes under rotation (SDL_RenderGeometry).
final class ShapePainter: ShapeBackend {
    private let renderer: OpaquePointer
    private let canvas: Canvas
    private let filler: ShapeFiller
    private var vertices: [SDL_Vertex] = []
    private var indices: [Int32] = []
    /// `vertices` unrolled per triangle, see `flushGeometry`.
    private var unrolled: [SDL_Vertex] = []
    private var sequence: [Int32] = []

    /// See `push`: where SDL's triangle rasteriser samples relative to pixel centres.
    static let rasterOffset = 0.5

    init(canvas: Canvas, pool: WorkerPool? = nil) {
        self.canvas = canvas
        self.renderer = canvas.renderer
        filler = ShapeFiller(pool: pool)
        vertices.reserveCapacity(1024)
        indices.reserveCapacity(3072)
    }

    /// Pictures kept scaled now.
    var keptScaledPictures: Int { filler.keptScaledPictures }

    /// Starts a frame (pictures kept scaled that the last frame did not draw are let go).
    func nextFrame() { filler.nextFrame() }

    /// Fills `rect` (local coordinates) rounded by `radius` on `corners`, mapped to pixels by
    /// `map` (see `ShapeFiller.fill`).
    func fill(_ rect: CGRect, radius: Double, corners: CornerMask, map: Affine, with paint: ShapePaint,
              textureRect: CGRect? = nil) {
        filler.fill(rect, radius: radius, corners: corners, map: map, with: paint, textureRect: textureRect, on: self)
    }

    /// `fill`, with a copy from a kept scaled picture left pending and returned
    /// (`ShapeFiller.fillDeferringKeptCopy`).
    func fillDeferringKeptCopy(_ rect: CGRect, radius: Double, corners: CornerMask, map: Affine, with paint: ShapePaint,
                               textureRect: CGRect? = nil) -> PendingPicture? {
        filler.fillDeferringKeptCopy(rect, radius: radius, corners: corners, map: map, with: paint,
                                     textureRect: textureRect, on: self)
    }

    /// Fills `rect` under `map` with texels sampled bilinearly in memory
    /// (`ShapeFiller.fillTexturedInMemory`) where this backend would hand them to SDL's geometry.
    func fillSampledInMemory(_ rect: CGRect, map: Affine, with paint: ShapePaint) {
        filler.fill(rect, radius: 0, corners: [], map: map, with: paint, on: sampledInMemory)
    }

    /// This backend, but sampling textured shapes in memory (see `fillSampledInMemory`).
    private lazy var sampledInMemory = InMemorySampling(painter: self, filler: filler)

    // MARK: ShapeBackend

    func flushedPixels() -> PixelBuffer {
        canvas.flush()
        return canvas.pixelBuffer
    }

    /// The renderer's clip rectangle, if clipping is on.
    var clip: PixelRect? {
        var clip = SDL_Rect()
        SDL_RenderGetClipRect(renderer, &clip)
        return SDL_RenderIsClipEnabled(renderer) == SDL_TRUE ? PixelRect(clip) : nil
    }

    func fillRect(_ rect: PixelRect, color: RGBA8) {
        var dst = SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
        SDL_SetRenderDrawBlendMode(renderer, color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        SDL_RenderFillRect(renderer, &dst)
    }

    /// A fan over the inner outline and a feathered rim, all geometry.
    func fillTextured(_ outline: ShapeOutline, rect: CGRect, map: Affine, uv: UVMap, paint: ShapePaint) {
        guard let texture = paint.texture else { return }
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        let screenSpace: Bool
        if case .screen = paint.texels { screenSpace = true } else { screenSpace = false }
        let vertex = Vertex(map: map, uv: uv, color: SDL_Color(r: paint.color.r, g: paint.color.g, b: paint.color.b, a: paint.color.a),
                            screenSpace: screenSpace, width: Double(max(canvas.width, 1)), height: Double(max(canvas.height, 1)))
        let centre = append(vertex, Double(rect.midX), Double(rect.midY), alpha: 1)
        let first = Int32(vertices.count)
        for p in outline.inner { _ = append(vertex, p.x, p.y, alpha: 1) }
        let count = Int32(outline.inner.count)
        for i in 0..<count {
            indices.append(contentsOf: [centre, first + i, first + (i + 1) % count])
        }
        // The ring between the inner polygon (full alpha) and the outer one (alpha 0).
        if count > 1 {
            let innerStart = Int32(vertices.count)
            for p in outline.inner { _ = append(vertex, p.x, p.y, alpha: 1) }
            let outerStart = Int32(vertices.count)
            for p in outline.outer { _ = append(vertex, p.x, p.y, alpha: 0) }
            for i in 0..<count {
                let j = (i + 1) % count
                indices.append(contentsOf: [innerStart + i, outerStart + i, outerStart + j,
                                            innerStart + i, outerStart + j, innerStart + j])
            }
        }
        flushGeometry(texture)
    }

    // MARK: Vertices

    /// How local points become vertices for one shape.
    private struct Vertex {
        let map: Affine, uv: UVMap, color: SDL_Color
        /// Texel (x, y) lies under pixel (x, y) of a `width` × `height` texture (the backdrop).
        let screenSpace: Bool
        let width: Double, height: Double
    }

    private func append(_ v: Vertex, _ x: Double, _ y: Double, alpha: Double) -> Int32 {
        let p = v.map.apply(x, y)
        var u = v.uv.u(localX: x), t = v.uv.v(localY: y)
        if v.screenSpace {
            u = p.x / v.width
            t = p.y / v.height
        }
        var color = v.color
        color.a = UInt8((Double(color.a) * alpha).rounded())
        // SDL's software triangle rasteriser samples half a pixel right of and below pixel
        // centres (measured: an edge at x = 50 lights pixel 49 by half); shifting the geometry
        // puts its edges on the same grid as FillRect and RenderCopy.
        vertices.append(SDL_Vertex(position: SDL_FPoint(x: Float(p.x + Self.rasterOffset), y: Float(p.y + Self.rasterOffset)),
                                   color: color,
                                   tex_coord: SDL_FPoint(x: Float(min(max(u, 0), 1)), y: Float(min(max(t, 0), 1)))))
        return Int32(vertices.count - 1)
    }

    private func flushGeometry(_ texture: OpaquePointer) {
        guard !indices.isEmpty else { return }
        // Untextured geometry blends by the renderer's draw mode, which an opaque FillRect may
        // have left at NONE: the feather needs blending.
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureColorMod(texture, 255, 255, 255)
        SDL_SetTextureAlphaMod(texture, 255)
        // SDL's software renderer redraws two consecutive triangles that share two indices as a
        // FillRect when it thinks they form an axis-aligned rectangle, and its test has false
        // positives (half a rotated square becomes a square). Giving every triangle its own
        // vertices keeps it out of that path.
        unrolled.removeAll(keepingCapacity: true)
        for i in indices { unrolled.append(vertices[Int(i)]) }
        while sequence.count < unrolled.count { sequence.append(Int32(sequence.count)) }
        SDL_RenderGeometry(renderer, texture, unrolled, Int32(unrolled.count), sequence, Int32(unrolled.count))
    }
}

/// `ShapePainter` as a backend that fills textured shapes in memory, bilinearly, as the pure
/// painter does; everything else goes to the SDL painter.
private final class InMemorySampling: ShapeBackend {
    unowned let painter: ShapePainter
    let filler: ShapeFiller

    init(painter: ShapePainter, filler: ShapeFiller) {
        self.painter = painter
        self.filler = filler
    }

    func flushedPixels() -> PixelBuffer { painter.flushedPixels() }
    var clip: PixelRect? { painter.clip }
    func fillRect(_ rect: PixelRect, color: RGBA8) { painter.fillRect(rect, color: color) }

    func fillTextured(_ outline: ShapeOutline, rect: CGRect, map: Affine, uv: UVMap, paint: ShapePaint) {
        filler.fillTexturedInMemory(map: map, uv: uv, paint: paint, on: self)
    }
}
