import Blur
import Foundation
import Raster
import ViewTree

/// Draws a frame's `DisplayList` through a `PaintTarget`'s primitives, the same way for every
/// CPU painter: the items in order, the opaque views that hide work (`Occluders`, from the
/// tree's items), shapes cut to what can be drawn, the clip stack (`clipsToBounds`, with masks
/// for rounded and transformed clips; a view's clip closes at the next item no deeper than it),
/// the backdrop blur's requests and its log, labels placed in their views. It reads the list,
/// never the tree.
///
/// Holds one frame's state (the clip stack, the background not yet painted), so one tree
/// painter serves one target. Buffers are kept between frames: a frame allocates nothing.
public final class TreePainter: BackdropQuestions {
    /// What this frame drew before each blur, to reuse the blur's work when it is unchanged.
    public let backdropLog = BackdropLog()
    var occluders = Occluders()
    /// The views drawn whose subtrees are being drawn, innermost last.
    var openViews: [OpenView] = []
    /// The clip rectangles in force (innermost last), each with whether a shape mask goes with it.
    var clipStack: [(rect: PixelRect, masked: Bool)] = []
    /// Clips to rounded or transformed shapes (see `pushClip`).
    private let masks = ClipMasks()
    /// The frame's background, until it is painted or found to be covered (see `draw(_:on:)`).
    var pendingClear: Color?
    /// Where the masks are put back, in bands.
    private let pool: WorkerPool?
    /// The part of the canvas this frame redraws (`FrameDamage`); nil: all of it. Everything,
    /// the background included, is clipped to it, and views wholly outside it are skipped.
    public var redrawn: PixelRect?
    /// The shortcuts taken (all, unless a test compares one with its long way).
    public var shortcuts = PaintShortcuts.all
    /// What the shortcuts did, summed over every frame.
    public internal(set) var shortcutWork = PaintShortcutWork()
    /// A picture fill held back for a backdrop blur drawn next (see `PaintShortcuts.pictureDeferredUnderBlur`);
    /// drawn before anything else touches the pixels (`drawDeferredPicture`).
    var deferredPicture: DeferredPicture?
    /// The on-screen pixels of the last blur, with its view's colour already over them.
    let washOver = FillOverPicture()
    /// The colour the view drawn `order`-th will find already blended over a picture, if any.
    var plannedOver: (order: Int, color: RGBA8)?
    /// Its bands, reused frame after frame.
    let fillOver = FillOverPicture()
    /// Rows views between a picture and a colour may draw into (see `fillOver(picture:…)`).
    var blockedRows: [Range<Int>] = []
    /// Whether the tree itself is being drawn (not a ghost over it).
    var drawingTree = false
    /// The blur under way: its list, its item, its map (for `BackdropQuestions`).
    private var blurring: (list: DisplayList, index: Int, map: Affine)?
    /// Draws layers' shadows, borders, sublayers and masks.
    let layers = LayerPainter()

    /// A tree painter whose clip masks run in bands on `pool`.
    public init(pool: WorkerPool? = nil) {
        self.pool = pool
        clipStack.reserveCapacity(16)
        openViews.reserveCapacity(32)
        blockedRows.reserveCapacity(Self.blockedRowCapacity)
    }

    /// Starts a frame on `background` (painted when something first needs it, or never when
    /// opaque views cover the whole canvas).
    public func beginFrame<Target: PaintTarget>(background: Color, on target: Target) {
        clipStack.removeAll(keepingCapacity: true)
        masks.reset()
        target.setClip(redrawn)
        pendingClear = background
        plannedOver = nil
        backdropLog.beginFrame(target.displayFrame(background: background))
    }

    /// Clears to the frame's background unless that is already done or known to be covered.
    public func clearIfPending<Target: PaintTarget>(on target: Target) {
        drawDeferredPicture(on: target)
        guard let background = pendingClear else { return }
        pendingClear = nil
        // The background goes under everything redrawn, whatever clip is in force now.
        target.setClip(redrawn)
        target.clear(to: RGBA8(r: RGBA8.byte(background.red), g: RGBA8.byte(background.green),
                               b: RGBA8.byte(background.blue), a: 255))
        target.setClip(clipStack.last?.rect ?? redrawn)
    }

    /// Something the tree does not describe (the HUD) is about to be drawn: the background goes
    /// first, and the next backdrop blur cannot trust the log.
    public func willDrawOutsideTree<Target: PaintTarget>(on target: Target) {
        clearIfPending(on: target)
        backdropLog.drewUnknown()
    }

    /// Ends the frame: the background is painted if nothing did it.
    public func endFrame<Target: PaintTarget>(on target: Target) {
        assert(plannedOver == nil, "a colour over a picture left undrawn")
        clearIfPending(on: target)
    }

    /// The view's backdrop blur, background and picture, within `bounds` (its drawable part of
    /// `fullBounds`).
    func drawOwnContent<Target: PaintTarget>(of list: DisplayList, _ index: Int, _ content: DisplayItem.ViewContent,
                                                     bounds: CGRect, radius: Double, on target: Target) {
        let item = list.items[index]
        let p = content.values
        let corners = content.corners
        let map = content.map, alpha = content.alpha, order = item.order, fullBounds = content.bounds
        let use: (straightCopy: PixelRect?, unreadRows: Range<Int>) = p.blurRadius > 0 && shortcuts.contains(.backdropWithFill)
            ? backdropUse(of: bounds, radius: radius, corners: corners, map: map, order: order, on: target) : (nil, 0..<0)
        let bg = p.backgroundColor
        var washed: FillOverPicture?
        // The picture drawn just before goes to the blur unwritten; any other fill draws it first.
        let picture = p.blurRadius > 0 ? deferredPictureForBlur(on: target, blurOrder: order) : nil
        drawDeferredPicture(on: target)
        if p.blurRadius > 0, let texels = blurBackdrop(
            BackdropRequest(bounds: bounds, map: map, sigmaPixels: Double(p.blurRadius) * target.pixelsPerPoint,
                            tint: content.tint, alpha: alpha, straightCopy: use.straightCopy, unreadRows: use.unreadRows,
                            wash: washColor(bg, alpha: alpha, over: use.straightCopy), picture: picture),
            of: list, index, on: target) {
            shortcutWork.backdropPixelsOnCanvas += texels.onScreen.map { $0.width * $0.height } ?? 0
            if texels.readPendingPicture, let s = texels.onScreen, let area = picture?.area, let o = s.intersection(area) {
                shortcutWork.picturePixelsLeftToBlur += o.width * o.height
            }
            forEachUncoveredPart(of: bounds, radius: radius, corners: corners, map: map, order: order, on: target) {
                target.fill($0.bounds, radius: radius, corners: $0.corners, map: map, with: .backdrop(texels))
            }
            if texels.washed, let s = texels.onScreen {
                washOver.reset(color: RGBA8(bg, alpha: alpha), columns: s.x..<s.maxX)
                washOver.add(rows: s.y..<s.maxY)
                shortcutWork.pixelsWashedByBackdrop += s.width * s.height
                washed = washOver
            }
        }
        if bg.alpha > 0 {
            drawDeferredPicture(on: target)
            let color = RGBA8(bg, alpha: alpha)
            let planned = plannedOver.flatMap { $0.order == order ? fillOver : nil }
            assert(planned == nil || plannedOver?.color == color, "a colour over a picture is not this view's")
            let over = planned ?? washed
            forEachUncoveredPart(of: bounds, radius: radius, corners: corners, map: map, order: order, on: target) {
                if let over {
                    fill($0, radius: radius, map: map, color: color, leaving: over, on: target)
                } else if let block = hiddenBlock(of: $0, map: map, order: order, on: target) {
                    fill($0, radius: radius, map: map, color: color, around: block, on: target)
                } else {
                    target.fill($0.bounds, radius: radius, corners: $0.corners, map: map, with: .color(color))
                }
            }
            if planned != nil { plannedOver = nil }
        }
        if let image = content.image {
            let cut: PixelRect?
            switch pictureRows(of: image, bounds: bounds, map: map, alpha: alpha, order: order, on: target) {
            case .hidden: return
            case .all: cut = nil
            case .within(let rows): cut = rows
            }
            drawDeferredPicture(on: target)
            if let cut { target.setClip(cut) }
            let over = fillOver(picture: list, index, image: image, bounds: bounds, radius: radius, map: map,
                                within: cut, on: target)
            let fill = TreeFill.picture(image, tint: RGBA8(.white, alpha: alpha), textureRect: fullBounds, over: over)
            if shortcuts.contains(.pictureDeferredUnderBlur) && shortcuts.contains(.backdropWithFill) && drawingTree && over == nil && alpha >= 1
                && map.b == 0 && map.c == 0 && map.a > 0 && map.d > 0 && target.paintsOpaque(image) {
                deferredPicture = DeferredPicture(bounds: bounds, radius: radius, corners: corners, map: map, fill: fill,
                                                  clip: cut ?? clipStack.last?.rect ?? redrawn)
            } else {
                target.fill(bounds, radius: radius, corners: corners, map: map, with: fill)
            }
            if cut != nil { target.setClip(clipStack.last?.rect ?? redrawn) }
        }
    }

    /// The blur of the view of `list.items[index]`, answering its questions (`BackdropQuestions`)
    /// meanwhile.
    private func blurBackdrop<Target: PaintTarget>(_ request: BackdropRequest, of list: DisplayList, _ index: Int,
                                                   on target: Target) -> ScreenTexels? {
        blurring = (list, index, request.map)
        defer { blurring = nil }
        return target.blurBackdrop(request, asking: self)
    }

    /// The view's colour, for its blur to blend over the pixels it draws on screen: only a
    /// translucent one (an opaque colour hides the blur; none leaves it as it is), and only
    /// where the fill would blend it in memory (`ShapeFiller.directBlendArea`), so the bytes
    /// are the two-pass ones.
    private func washColor(_ bg: Color, alpha: Double, over straightCopy: PixelRect?) -> RGBA8? {
        let color = RGBA8(bg, alpha: alpha)
        guard shortcuts.contains(.washOverBackdrop), bg.alpha > 0, color.a > 0, color.a < 255, let s = straightCopy,
              s.width * s.height >= ShapeFiller.directBlendArea else { return nil }
        return color
    }

    /// The rows of the pixel box x0..<x1 × y0..<y1 the backdrop blur under way finishes (see
    /// `backdropRows`).
    public func visibleRows(x0: Int, x1: Int, y0: Int, y1: Int) -> (Int, Int) {
        guard let (list, index, map) = blurring else { return (y0, y1) }
        return backdropRows(x0: x0, x1: x1, y0: y0, y1: y1, map: map, order: list.items[index].order)
    }

    /// Whether the blur under way, reading `box`, may reuse last frame's pass over it.
    public func sourceUnchanged(_ box: PixelRect) -> Bool {
        guard let (list, index, _) = blurring else { return false }
        let same = backdropLog.backdropUnchanged(box: box, under: index, of: list, reuses: shortcuts.contains(.backdropReuse))
        if same { shortcutWork.backdropsReused += 1 }
        return same
    }

    /// The rows of the pixel box x0..<x1 × y0..<y1 a backdrop blur finishes: those views drawn
    /// later leave to be seen, and under an upright map only those within the clip in force,
    /// the only ones its fill reads (a redrawn strip of a still blur). A rotated fill samples
    /// texels beside its pixels, so it keeps the rows beyond the clip.
    private func backdropRows(x0: Int, x1: Int, y0: Int, y1: Int, map: Affine, order: Int) -> (Int, Int) {
        let (top, bottom) = occluders.visibleRows(x0: x0, x1: x1, y0: y0, y1: y1, after: order)
        guard shortcuts.contains(.backdropWithFill), map.b == 0, map.c == 0, map.a > 0, map.d > 0,
              let clip = clipStack.last?.rect ?? redrawn else {
            return (top, bottom)
        }
        return (max(top, clip.y), min(bottom, clip.maxY))
    }

    /// What the backdrop fill below will do with the blur's texels. `straightCopy`: the pixels
    /// it copies as they are, the whole middle band of the largest part it fills, within the
    /// clip in force (the fill is opaque there, white at full alpha over opaque texels, and no
    /// other part's fill reaches them, the parts being cut on whole rows), which the blur may
    /// draw itself. `unreadRows`: between two parts, the rows a later opaque view hides, less a
    /// row each side, which it reads nothing from.
    private func backdropUse<Target: PaintTarget>(of bounds: CGRect, radius: Double, corners: CornerMask, map: Affine,
                                                  order: Int, on target: Target) -> (straightCopy: PixelRect?,
                                                                                     unreadRows: Range<Int>) {
        guard map.b == 0, map.c == 0, map.a > 0, map.d > 0 else { return (nil, 0..<0) }
        var best: PixelRect?
        var parts = 0, firstEnd = 0.0, lastStart = 0.0
        forEachUncoveredPart(of: bounds, radius: radius, corners: corners, map: map, order: order, on: target) {
            parts += 1
            if parts == 1 { firstEnd = map.apply(0, Double($0.bounds.maxY)).y }
            lastStart = map.apply(0, Double($0.bounds.minY)).y
            guard let band = ShapeFiller.wholeInterior(of: $0.bounds, radius: radius, corners: $0.corners, map: map),
                  band.width * band.height > (best.map { $0.width * $0.height } ?? 0) else { return }
            best = band
        }
        var unread = 0..<0
        if parts == 2, firstEnd.isFinite, lastStart.isFinite, abs(firstEnd) < 1e9, abs(lastStart) < 1e9 {
            let top = Int(firstEnd.rounded(.up)) + 1, bottom = Int(lastStart.rounded(.down)) - 1
            if top < bottom { unread = top..<bottom }
        }
        guard let band = best else { return (nil, unread) }
        let clip = clipStack.last?.rect ?? redrawn
        return (clip.map { band.intersection($0) } ?? band, unread)
    }

    /// The parts of `bounds` that views drawn after `order` leave to be seen (before any blur
    /// reads it), so rows they paint over are not filled first; none when they hide it all.
    func forEachUncoveredPart<Target: PaintTarget>(of bounds: CGRect, radius: Double, corners: CornerMask,
                                                           map: Affine, order: Int, on target: Target,
                                                           _ body: (Occluders.UncoveredPart) -> Void) {
        occluders.forEachUncoveredPart(of: bounds, radius: radius, corners: corners, map: map,
                                       width: target.pixelWidth, height: target.pixelHeight, after: order, body)
    }

    // MARK: Clipping

    /// Clips what follows to `bounds` rounded by `radius` on `corners`, mapped by `map`
    /// (`clipsToBounds`). An axis-aligned rectangle is the target's clip rectangle alone
    /// (cheap); a rounded or rotated (sheared) shape also gets a coverage mask, anti-aliased
    /// like the shapes, applied when the clip is popped (`ClipMasks`).
    func pushClip<Target: PaintTarget>(_ bounds: CGRect, radius: Double, corners: CornerMask, map: Affine,
                                               on target: Target) {
        let box = map.boundingBox(of: bounds)
        // Within reach of the canvas, the clip is the same; beyond it, a clip edge would not fit
        // an Int32. A box that is not finite clips everything away.
        let w = Double(target.pixelWidth), h = Double(target.pixelHeight), m = CanvasReach.distance
        let finite = box.minX.isFinite && box.maxX.isFinite && box.minY.isFinite && box.maxY.isFinite
        let x0 = finite ? min(max(box.minX, -m), w + m) : 0, x1 = finite ? min(max(box.maxX, -m), w + m) : 0
        let y0 = finite ? min(max(box.minY, -m), h + m) : 0, y1 = finite ? min(max(box.maxY, -m), h + m) : 0
        var rect = PixelRect(x: Int(x0.rounded(.down)), y: Int(y0.rounded(.down)),
                             width: Int(x1.rounded(.up) - x0.rounded(.down)), height: Int(y1.rounded(.up) - y0.rounded(.down)))
        if let outer = clipStack.last?.rect ?? redrawn {
            rect = rect.intersection(outer) ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
        }
        drawDeferredPicture(on: target)
        let rounded = radius > 0 && !corners.isEmpty && min(bounds.width, bounds.height) > 0
        let masked = finite && !rect.isEmpty && (rounded || !map.isAxisAligned)
        if masked {
            clearIfPending(on: target)   // the mask keeps what is under it: the background must be there
            masks.begin(target.flushedPixels(), area: rect,
                        shape: ClipShape(bounds: bounds, radius: radius, corners: corners, map: map))
        }
        clipStack.append((rect, masked))
        target.setClip(rect)
    }

    func popClip<Target: PaintTarget>(on target: Target) {
        drawDeferredPicture(on: target)
        if let top = clipStack.popLast(), top.masked {
            masks.end(target.flushedPixels(), pool: pool)
        }
        target.setClip(clipStack.last?.rect ?? redrawn)
    }

    /// Whether `bounds` mapped by `map` may touch what this frame redraws.
    func meetsRedrawn(_ bounds: CGRect, map: Affine) -> Bool {
        guard let redrawn else { return true }
        guard let box = PixelRect.covering(map.boundingBox(of: bounds), margin: 2) else { return true }
        return box.intersection(redrawn) != nil
    }

}
