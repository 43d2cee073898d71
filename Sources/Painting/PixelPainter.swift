import Blur
import Foundation
import Raster
import ViewTree

/// A painter in pure Swift: draws view trees and the HUD's shapes on pixels of its own with
/// Raster's loops, walked by the same `TreePainter` as the SDL renderer, so a frame is the same
/// bytes as that renderer's (within 1/255 where SDL blends its own way) but for text, which it
/// does not draw (it has no font rasteriser), and pictures or blurs under rotation, which it
/// samples its own way (`ShapeFiller.fillTexturedInMemory`).
///
/// Pictures come from `pictures` (decoding files is not painting); their pixels must stay put
/// while the painter draws them.
public final class PixelPainter: Surface, PaintTarget, DisplayListBackend, ShapeBackend {
    public var pixelsPerPoint: Double
    public let warnings: Warnings
    public private(set) var pixelWidth: Int
    public private(set) var pixelHeight: Int
    public private(set) var generation = 0
    /// The clip rectangle in force.
    public private(set) var clip: PixelRect?
    private var storage: UnsafeMutablePointer<UInt32>
    let tree: TreePainter
    /// The frame under way's display list, drawn at its end over only what changed.
    public let frames = PartialRedraw()
    private let filler: ShapeFiller
    private let backdrop: BackdropBlur
    private let pictures: (ImageReference) -> PictureTexels?

    /// A painter on `width` × `height` pixels (all zero) at `pixelsPerPoint`, its large loops on
    /// `threads` threads (nil: every core; the bytes are the same for any count).
    public init(width: Int, height: Int, pixelsPerPoint: Double = 1, threads: Int? = nil,
                warnings: Warnings = Warnings(), pictures: @escaping (ImageReference) -> PictureTexels?) {
        pixelWidth = max(1, width)
        pixelHeight = max(1, height)
        self.pixelsPerPoint = pixelsPerPoint
        self.warnings = warnings
        self.pictures = pictures
        storage = Self.allocate(pixelWidth * pixelHeight)
        let pool = WorkerPool(threadCount: threads ?? WorkerPool.availableCores)
        tree = TreePainter(pool: pool)
        filler = ShapeFiller(pool: pool)
        backdrop = BackdropBlur(pool: pool)
    }

    deinit { storage.deallocate() }

    private static func allocate(_ count: Int) -> UnsafeMutablePointer<UInt32> {
        let p = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
        p.initialize(repeating: 0, count: count)
        return p
    }

    // MARK: Surface

    public var pixels: PixelBuffer {
        PixelBuffer(base: storage, width: pixelWidth, height: pixelHeight, pixelsPerRow: pixelWidth)
    }

    public func resize(width: Int, height: Int) throws {
        let w = max(1, width), h = max(1, height)
        guard w != pixelWidth || h != pixelHeight else { return }
        storage.deallocate()
        storage = Self.allocate(w * h)
        pixelWidth = w
        pixelHeight = h
        generation += 1
    }

    /// Sets up the backdrop blur's memory for the whole canvas and draws the tree twice, so the
    /// pictures kept scaled exist before the first timed frame.
    public func prepare(_ root: View) {
        for frame in 0..<2 {
            frames.invalidate()   // both frames draw everything, as the frames they stand for will
            beginFrame(background: .black)
            if frame == 0 { backdrop.prepare(width: pixelWidth, height: pixelHeight) }
            draw(root)
            endFrame()
        }
    }

    public func beginFrame(background: Color) { frames.beginFrame(background: background, on: self) }

    /// Ends the frame: the list is drawn over what changed since the last one (`FrameDamage`).
    public func endFrame() { frames.endFrame(on: self) }

    public func draw(_ root: View) { frames.list.appendTree(root, on: self) }

    public func drawOverlay(_ view: View, alpha: Double) { frames.list.appendOverlay(view, alpha: alpha, on: self) }

    public func fillRoundedRect(_ rect: CGRect, radius: CGFloat, color: Color, corners: CornerMask) {
        frames.list.appendRoundedRect(rect, radius: radius, color: color, corners: corners)
    }

    public func strokeLine(from a: CGPoint, to b: CGPoint, width: CGFloat, color: Color) {
        frames.list.appendLine(from: a, to: b, width: width, color: color)
    }

    public func strokePolyline(_ points: UnsafeBufferPointer<CGPoint>, width: CGFloat, color: Color) {
        frames.list.appendPolyline(points, width: width, color: color)
    }

    /// Text is not drawn (no font rasteriser without SDL_ttf); the background still goes first,
    /// as the SDL renderer's does.
    public func drawText(_ string: String, at point: CGPoint, size: CGFloat, color: Color, alignment: TextAlignment) {
        frames.list.appendText(string, at: point, size: size, color: color, alignment: alignment, pixels: nil)
    }

    // MARK: DisplayListBackend

    /// Draws the frame's list with `TreePainter` over `redrawn` (nil: the whole canvas).
    public func draw(_ list: DisplayList, redrawn: PixelRect?) {
        filler.nextFrame()
        tree.draw(list, redrawn: redrawn, on: self)
    }

    /// 0: no text is drawn.
    public func textWidth(_ string: String, size: CGFloat, color: Color) -> CGFloat { 0 }

    // MARK: PaintTarget

    public func flushedPixels() -> PixelBuffer { pixels }

    public func clear(to color: RGBA8) {
        guard let clip else {
            storage.update(repeating: color.opaqueARGB, count: pixelWidth * pixelHeight)
            return
        }
        guard let area = clip.intersection(PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)) else { return }
        for y in area.y..<area.maxY {
            (storage + y * pixelWidth + area.x).update(repeating: color.opaqueARGB, count: area.width)
        }
    }

    public func paintsOpaque(_ picture: ImageReference) -> Bool { pictures(picture)?.isOpaque ?? false }

    public func fill(_ rect: CGRect, radius: Double, corners: CornerMask, map: Affine, with fill: TreeFill) {
        switch fill {
        case .color(let color):
            filler.fill(rect, radius: radius, corners: corners, map: map, with: .color(color), on: self)
        case .picture(let image, let tint, let textureRect, let over):
            guard let texels = pictures(image) else { return }
            filler.fill(rect, radius: radius, corners: corners, map: map, with: ShapePaint(color: tint, texels: .picture(texels), over: over),
                        textureRect: textureRect, on: self)
        case .backdrop(let texels):
            filler.fill(rect, radius: radius, corners: corners, map: map,
                        with: ShapePaint(color: RGBA8(r: 255, g: 255, b: 255, a: 255), texels: .screen(texels)), on: self)
        }
    }

    public func blurBackdrop(_ r: BackdropRequest, asking questions: BackdropQuestions) -> ScreenTexels? {
        backdrop.blur(under: r.bounds, map: r.map, buffer: pixels, sigmaPixels: r.sigmaPixels, tint: r.tint, alpha: r.alpha,
                      visibleRows: { questions.visibleRows(x0: $0, x1: $1, y0: $2, y1: $3) }, straightCopy: r.straightCopy,
                      unreadRows: r.unreadRows, wash: r.wash, picture: r.picture,
                      sourceUnchanged: { questions.sourceUnchanged($0) })
    }

    public func fillDeferringCopy(_ rect: CGRect, radius: Double, corners: CornerMask, map: Affine,
                                  with fill: TreeFill) -> PendingPicture? {
        guard case .picture(let image, let tint, let textureRect, let over) = fill, let texels = pictures(image) else {
            self.fill(rect, radius: radius, corners: corners, map: map, with: fill)
            return nil
        }
        return filler.fillDeferringKeptCopy(rect, radius: radius, corners: corners, map: map,
                                            with: ShapePaint(color: tint, texels: .picture(texels), over: over),
                                            textureRect: textureRect, on: self)
    }

    /// Nil: no text is drawn.
    public func label(_ string: String, pixelSize: Int32, color: Color) -> LabelImage? { nil }

    public func draw(_ label: LabelImage, in local: CGRect, map: Affine, alpha: Double) {}

    public func paintText(_ string: String, at point: CGPoint, size: CGFloat, color: Color, alignment: TextAlignment) {}

    public func setClip(_ rect: PixelRect?) { clip = rect }

    public var lastRedrawn: PixelRect? { frames.lastRedrawn }
    public func takeUnpresented() -> PixelRect? { frames.takeUnpresented() }
    public var fullRedraw: Bool {
        get { frames.fullRedraw }
        set { frames.fullRedraw = newValue }
    }

    // MARK: ShapeBackend

    public func fillRect(_ rect: PixelRect, color: RGBA8) {
        PixelBlend.fillRect255(pixels, rect: rect, clip: clip, color: color)
    }

    public func fillTextured(_ outline: ShapeOutline, rect: CGRect, map: Affine, uv: UVMap, paint: ShapePaint) {
        filler.fillTexturedInMemory(map: map, uv: uv, paint: paint, on: self)
    }
}
