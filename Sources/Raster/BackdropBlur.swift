import Blur
import Foundation
import ViewTree

/// The compositor's backdrop blur: blurs the pixels behind a view (plus a margin the kernel
/// reaches into) out of the canvas into scratch memory, tints them, and hands back the finished
/// texels for a painter to clip to the view's rounded shape.
///
/// Every painter blurs with this one, so the blurred texels are the same bytes whoever draws them.
public final class BackdropBlur {
    /// Also holds the blurred pixels (`GaussianBlur.outputMemory`), so fills may point into
    /// them until the next blur: a canvas-sized float level and a canvas of texels would
    /// otherwise both be kept between frames.
    private let engine: GaussianBlur
    /// The most pixels the blur's memory is reserved for.
    private var reservedPixels = 0

    /// A blur whose pyramid and finishing pass run in bands on `pool`.
    public init(pool: WorkerPool) {
        engine = GaussianBlur(pool: pool)
    }

    /// How far around a view's pixel box (grown by one pixel) the blur reads, on a
    /// `width` × `height` canvas: 3σ and two pixels, in whole steps of 32.
    public static func sourceMargin(sigmaPixels: Double, width: Int, height: Int) -> Int {
        (Int(min((3 * sigmaPixels).rounded(.up), Double(width + height))) + 2 + 31) / 32 * 32
    }

    /// Blurs the pixels of `buffer` under `bounds` (mapped by `map`) with σ in pixels, tinted by
    /// `tint` and cross-faded with the unblurred pixels at `alpha`; nil when nothing is visible.
    /// `visibleRows(x0, x1, y0, y1)` trims the rows later views will cover completely;
    /// `sourceUnchanged(box)` tells whether the pixels in the source box are those the last blur
    /// read (its pyramid's entry is reused). The texels stay valid until the next blur.
    ///
    /// `straightCopy` names canvas pixels the painter will copy from the texels as they are
    /// (opaque, whole pixels): those the blur can, it writes finished into `buffer` itself
    /// (`ScreenTexels.onScreen`) instead of into its memory, so they are written once. It can
    /// when it upsamples from a reduced level (`GaussianBlur.stagesRows`), which has read every
    /// source pixel by then; off the finished rectangle's border, where clamped reads land.
    /// `unreadRows` are canvas rows the painter will not read at all (a band a later opaque
    /// view hides between two parts it fills): that blur skips them too. `wash`: a translucent
    /// colour the painter fills over the view next, blended over the pixels drawn on screen as
    /// they are written (`ScreenTexels.washed` then says so).
    ///
    /// `picture`: a picture copy drawn just before, not yet written to `buffer`. When it covers
    /// every pixel the blur reads, the blur reads it instead of the canvas, and it is written
    /// only outside the pixels the blur draws on screen itself; else it is written first. Either
    /// way it is written on return.
    public func blur(under bounds: CGRect, map: Affine, buffer: PixelBuffer, sigmaPixels: Double, tint: Color,
                     alpha: Double, visibleRows: (Int, Int, Int, Int) -> (Int, Int), straightCopy: PixelRect? = nil,
                     unreadRows: Range<Int> = 0..<0, wash: RGBA8? = nil, picture: PendingPicture? = nil,
                     sourceUnchanged: (PixelRect) -> Bool) -> ScreenTexels? {
        var picture = picture
        // Whatever way this returns, the picture is on the canvas then (but where the blur drew).
        var drewOver: PixelRect?
        defer { picture?.write(into: buffer, except: drewOver, pool: engine.pool) }
        guard sigmaPixels > 0, sigmaPixels.isFinite else { return nil }
        let W = buffer.width, H = buffer.height
        // The shape's pixel box, and the source box the kernel needs around it (3σ).
        let box = map.boundingBox(of: bounds)
        let dx0 = max(0, Int(box.minX.rounded(.down)) - 1), dx1 = min(W, Int(box.maxX.rounded(.up)) + 1)
        let boxY0 = max(0, Int(box.minY.rounded(.down)) - 1), boxY1 = min(H, Int(box.maxY.rounded(.up)) + 1)
        let (dy0, dy1) = visibleRows(dx0, dx1, boxY0, boxY1)
        guard dx1 > dx0, dy1 > dy0 else { return nil }
        // The kernel never needs to reach past the canvas (σ may be any finite size). The
        // source box is the view's whole box (not only its visible rows) with a margin in steps
        // of 32 pixels, so it stays the same while a sheet slides over the view or σ animates,
        // and the log can let the blur reuse its entry; only the visible rows are written.
        let margin = Self.sourceMargin(sigmaPixels: sigmaPixels, width: W, height: H)
        let sx0 = max(0, dx0 - margin), sy0 = max(0, boxY0 - margin)
        let sx1 = min(W, dx1 + margin), sy1 = min(H, boxY1 + margin)
        let sw = sx1 - sx0, sh = sy1 - sy0

        prepare(width: W, height: H)
        let sourceBox = PixelRect(x: sx0, y: sy0, width: sw, height: sh)
        let unchanged = sourceUnchanged(sourceBox)
        if var p = picture, !p.covers(sourceBox) {
            // The blur reads the canvas: every pixel of the picture goes there first, even those
            // a later view covers.
            p.rows = p.area.y..<p.area.maxY
            p.covered = nil
            p.write(into: buffer, pool: engine.pool)
            picture = nil
        }
        // The unblurred pixels: the canvas, or the picture that is not on it yet.
        let src = picture.map { UnsafeMutablePointer(mutating: $0.pixel(x: sx0, y: sy0)) - (sy0 * $0.rowLength + sx0) }
            ?? buffer.base
        let row = picture?.rowLength ?? buffer.pixelsPerRow
        let base = engine.outputMemory(width: sw, height: sh)
        let from = UnsafeRawPointer(src + sy0 * row + sx0).assumingMemoryBound(to: UInt8.self)
        let to = UnsafeMutableRawPointer(base).assumingMemoryBound(to: UInt8.self)
        let inner = PixelRect(x: dx0 + 1, y: dy0 + 1, width: dx1 - dx0 - 2, height: dy1 - dy0 - 2)
        let stages = GaussianBlur.stagesRows(sigma: sigmaPixels)
        let onScreen = stages ? straightCopy.flatMap { $0.intersection(inner) } : nil
        // Inside the finished rows, off their border (clamped reads), clear of the on-screen part.
        var unread = stages ? unreadRows.clamped(to: dy0 + 1..<max(dy0 + 1, dy1 - 1)) : 0..<0
        if let s = onScreen, unread.overlaps(s.y..<s.maxY) { unread = 0..<0 }
        // Only the rows shown are written, each tinted (and cross-faded with the unblurred
        // backdrop when the view is translucent) as soon as it is.
        let finish = BackdropFinish(base, width: sw, original: src + sy0 * row + sx0, originalRow: row,
                                    rect: (dx0 - sx0, dy0 - sy0, dx1 - sx0, dy1 - sy0),
                                    onScreen: onScreen.map { PixelRect(x: $0.x - sx0, y: $0.y - sy0, width: $0.width, height: $0.height) },
                                    unread: unread.lowerBound - sy0..<unread.upperBound - sy0,
                                    tint: tint, alpha: alpha, wash: wash,
                                    screen: (buffer.base + sy0 * buffer.pixelsPerRow + sx0, buffer.pixelsPerRow))
        drewOver = onScreen
        engine.blur(from: from, sourceRowStride: row, to: to, destinationRowStride: sw,
                    width: sw, height: sh, sigma: sigmaPixels, outputRows: finish.rows, finisher: finish,
                    sourceUnchanged: unchanged)
        return ScreenTexels(base: UnsafePointer(base), originX: sx0, originY: sy0, rowLength: sw,
                            capacity: engine.outputCapacity, finished: (dx0, dy0, dx1, dy1), onScreen: onScreen,
                            washed: wash != nil, readPendingPicture: picture != nil)
    }

    /// The blur's memory (its pyramid, and the blurred pixels in it) for blurs of up to a whole
    /// `width` × `height` canvas. Cheap once done (painters call it before the first frame).
    public func prepare(width W: Int, height H: Int) {
        guard reservedPixels < W * H else { return }
        // Sized for the whole canvas at once, so a session's memory settles at the first blur
        // instead of creeping up with larger ones.
        reservedPixels = W * H
        engine.reserveCapacity(width: W, height: H)
        _ = engine.outputMemory(width: W, height: H)
        // The texels a painter reads (rounded corners, edges, a translucent view's every pixel)
        // are first written in the first blurring frame; made resident here, that frame takes
        // no page faults (about 600 of them at 1280×800). Above `prefaultedTexels` they are
        // left to become resident where written: all of a 3840×2160 canvas's would be 33 MB,
        // which a blur under an opaque sheet touches only half of (at its edges' pages).
        if W * H <= Self.prefaultedTexels { engine.prefaultOutput(pixels: W * H) }
    }

    /// The largest canvas (in pixels) whose texels `prepare` makes resident: 2560×1600.
    public static let prefaultedTexels = 2560 * 1600
}
