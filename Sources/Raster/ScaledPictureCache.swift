import Blur
import Foundation

/// Opaque pictures drawn scaled to the same pixels frame after frame (a full-window background
/// at twice the pixels per point) are kept scaled, so later frames copy rows instead of
/// filtering every pixel again: about 20 instructions a pixel become a row copy.
///
/// A copy is kept once the same one (same picture, texel rectangle and pixel size, numbers
/// equal exactly) is asked for in two frames running; a picture that changes size each frame
/// keeps the direct path (after its first change, which may take a kept copy's memory as a
/// move does, below). A kept picture moved by a fraction of a pixel
/// (a sheet's first step off its rest) is made over at its new placement in its own memory in
/// the frame that moves it, written through to the canvas row by row (`WriteThrough`), so that
/// frame costs about a direct copy and the next copies rows. Entries not asked for in the last frame are
/// let go (their memory kept for the next, see `spare`). The bytes equal `PixelBlend.copy`'s,
/// whatever the clip and wherever the pixel rectangle lies: each pixel of the scaled copy
/// depends only on its place in the rectangle, so a picture that slides by whole pixels (a
/// sheet pulled up) is copied from the same kept one.
/// (Remembering requests for a few frames, so that a picture sliding by half pixels would keep
/// both its placements, was tried: it made a new copy, and a slow frame, in the middle of a
/// drag more often than it saved one.)
///
/// The pictures' pixels must stay put while the cache lives (the renderer's pictures are freed
/// only with it).
public final class ScaledPictureCache {
    /// What makes two copies the same.
    struct Key: Equatable {
        let source: UnsafePointer<UInt32>, sourceWidth: Int, sourceHeight: Int
        let sx0: Double, sy0: Double, sx1: Double, sy1: Double
        /// The pixel rectangle's size (not its place).
        let width: Int, height: Int
        var area: Int { width * height }
    }

    /// Memory for one kept copy; the cache frees it (see `spare`).
    private struct Storage {
        let pixels: UnsafeMutablePointer<UInt32>, capacity: Int
        /// The frame it became a spare.
        var spareSince = 0
    }

    private final class Entry {
        let key: Key
        let storage: Storage
        var pixels: UnsafeMutablePointer<UInt32> { storage.pixels }
        var lastFrame: Int
        /// The frame it was made in, and whether it was made over from another placement's copy.
        let madeFrame: Int, slid: Bool
        /// Whether a request at another placement may take its memory (`keptEntry`): not a slid
        /// copy no later frame has drawn from.
        var mayBeTaken: Bool { !slid || lastFrame > madeFrame }

        init(key: Key, storage: Storage, frame: Int, slid: Bool) {
            self.key = key
            self.storage = storage
            lastFrame = frame
            madeFrame = frame
            self.slid = slid
        }
    }

    /// Copies smaller than this many pixels are left to the direct path.
    public static let minimumArea = 65_536
    /// At most this many pictures are kept.
    static let capacity = 6
    /// And at most this many pixels in all (40 MB: two full windows at 2560×1600, and a few
    /// smaller pictures).
    static let budget = 10_240_000
    /// How many frames back a request counts: the one before.
    public static let recentFrames = 1
    /// Frames a spare waits to be reused before it is freed (two seconds at 60 Hz).
    public static let spareFrames = 120

    private var entries: [Entry] = []
    /// Memory of copies let go, reused for the next: fresh memory costs a page fault every 4 KB
    /// when first written (several milliseconds for a 2560×1600 copy), and a picture sliding by
    /// half pixels flips between two copies (whole-pixel and half-pixel placements). Counts in
    /// `budget` with the kept copies, and is freed after `spareFrames` frames unused.
    private var spare: [Storage] = []
    /// Copies asked for this frame and the last that are not kept (yet).
    private var seen: [(key: Key, frame: Int)] = []
    private var frame = 0

    /// An empty cache.
    public init() {
        entries.reserveCapacity(Self.capacity)
        spare.reserveCapacity(Self.capacity + 1)
        seen.reserveCapacity(64)
    }

    deinit {
        for entry in entries { entry.storage.pixels.deallocate() }
        for storage in spare { storage.pixels.deallocate() }
    }

    /// Pictures kept now.
    public var count: Int { entries.count }

    /// Pixels of memory held now, kept copies and spares.
    public var heldPixelCount: Int {
        entries.reduce(0) { $0 + $1.storage.capacity } + spare.reduce(0) { $0 + $1.capacity }
    }

    /// Starts a frame: forgets what was asked for more than `recentFrames` frames ago.
    public func nextFrame() {
        frame += 1
        let oldest = frame - Self.recentFrames, stale = frame - Self.spareFrames
        for storage in spare where storage.spareSince < stale { storage.pixels.deallocate() }
        spare.removeAll { $0.spareSince < stale }
        for entry in entries where entry.lastFrame < oldest {
            var storage = entry.storage
            storage.spareSince = frame
            spare.append(storage)
        }
        entries.removeAll { $0.lastFrame < oldest }
        seen.removeAll { $0.frame < oldest }
    }

    /// Draws the opaque picture's texel rectangle (sx0, sy0)–(sx1, sy1) into `rect` as
    /// `PixelBlend.copy` would (alpha 255), from a kept scaled copy when it has or now makes
    /// one; false when it did not draw (the caller copies directly). With `over`, whose bands
    /// lie within `rect` and the clip, the colour is blended over them as each row is written
    /// from the kept copy (`FillLanes`' bytes): those rows are written once.
    public func copy(_ buffer: PixelBuffer, rect: PixelRect, clip: PixelRect?, source: UnsafePointer<UInt32>,
                     sourceWidth: Int, sourceHeight: Int, sx0: Double, sy0: Double, sx1: Double, sy1: Double,
                     tables: ScaledCopyTables, over: FillOverPicture? = nil, pool: WorkerPool? = nil) -> Bool {
        // Written through to the canvas as it is made, unless a colour goes over it as it is copied.
        guard let (entry, drawn, wroteCanvas) = request(
            buffer, rect: rect, clip: clip, source: source, sourceWidth: sourceWidth, sourceHeight: sourceHeight,
            sx0: sx0, sy0: sy0, sx1: sx1, sy1: sy1, tables: tables, pool: pool, mayWriteThrough: over == nil
        ) else { return false }
        // Nothing drawn (the bands, within the clip, are empty there too), or drawn already.
        guard let area = drawn, !wroteCanvas else { return true }
        // The fill's columns within what is drawn (the bands lie within it).
        let fused = over.map { o in
            (o, o.lanes, max(o.columns.lowerBound, area.x)..<max(min(o.columns.upperBound, area.maxX), area.x))
        }
        assert(over.map { $0.lies(within: area) } ?? true, "a fill over a picture beyond what it draws")
        struct Rows: BandJob {
            let pixels: UnsafeMutablePointer<UInt32>, row: Int, kept: UnsafeMutablePointer<UInt32>
            let rect: PixelRect, area: PixelRect
            let fused: (over: FillOverPicture, lanes: FillLanes, columns: Range<Int>)?
            func run(band: Int, rows: Range<Int>) {
                for y in rows {
                    let to = pixels + y * row, from = kept + (y - rect.y) * rect.width, dx = rect.x
                    guard let f = fused, !f.columns.isEmpty, f.over.covers(row: y) else {
                        PixelRowCopy.copy(to + area.x, from: from + (area.x - dx), count: area.width)
                        continue
                    }
                    let c0 = f.columns.lowerBound, c1 = f.columns.upperBound
                    PixelRowCopy.copy(to + area.x, from: from + (area.x - dx), count: c0 - area.x)
                    f.lanes.blend(from + (c0 - dx), into: to + c0, count: c1 - c0)
                    PixelRowCopy.copy(to + c1, from: from + (c1 - dx), count: area.maxX - c1)
                }
            }
        }
        PixelBlend.rows(area.y..<area.maxY, width: area.width, pool: pool,
                        Rows(pixels: buffer.base, row: buffer.pixelsPerRow, kept: entry.pixels, rect: rect, area: area,
                             fused: fused))
        return true
    }

    /// What `copy` does when it draws from a kept copy, left to be written later: nil when it
    /// would not draw from one (the caller draws as usual); a pending copy of no pixels when
    /// the clip leaves nothing, or when the copy was made now and written to the canvas as it was
    /// (a picture slid by a fraction of a pixel: see `keptEntry`). Write it (`PendingPicture.write`)
    /// before this cache is used again.
    public func deferredCopy(_ buffer: PixelBuffer, rect: PixelRect, clip: PixelRect?, source: UnsafePointer<UInt32>,
                             sourceWidth: Int, sourceHeight: Int, sx0: Double, sy0: Double, sx1: Double, sy1: Double,
                             tables: ScaledCopyTables, pool: WorkerPool? = nil) -> PendingPicture? {
        guard let (entry, drawn, wroteCanvas) = request(
            buffer, rect: rect, clip: clip, source: source, sourceWidth: sourceWidth, sourceHeight: sourceHeight,
            sx0: sx0, sy0: sy0, sx1: sx1, sy1: sy1, tables: tables, pool: pool, mayWriteThrough: true
        ) else { return nil }
        let nothing = PixelRect(x: rect.x, y: rect.y, width: 0, height: 0)
        let area = wroteCanvas ? nothing : drawn ?? nothing
        return PendingPicture(pixels: UnsafePointer(entry.pixels), rowLength: rect.width, rect: rect, area: area)
    }

    /// `keptEntry` for a copy into `rect` on `buffer` within `clip`, and what of it is drawn
    /// there (`drawn`, nil: nothing); a slid copy may be written through to the canvas as it is
    /// made when `mayWriteThrough` (`wroteCanvas` then says it was).
    private func request(_ buffer: PixelBuffer, rect: PixelRect, clip: PixelRect?, source: UnsafePointer<UInt32>,
                         sourceWidth: Int, sourceHeight: Int, sx0: Double, sy0: Double, sx1: Double, sy1: Double,
                         tables: ScaledCopyTables, pool: WorkerPool?,
                         mayWriteThrough: Bool) -> (entry: Entry, drawn: PixelRect?, wroteCanvas: Bool)? {
        let drawn = PixelBlend.clippedArea(rect, in: buffer, clip: clip)
        let through = mayWriteThrough ? drawn.map { WriteThrough(into: buffer, picture: rect, area: $0) } : nil
        guard let (entry, wroteCanvas) = keptEntry(
            rect: rect, source: source, sourceWidth: sourceWidth, sourceHeight: sourceHeight, sx0: sx0, sy0: sy0,
            sx1: sx1, sy1: sy1, tables: tables, pool: pool, slidWritingThrough: through
        ) else { return nil }
        return (entry, drawn, wroteCanvas)
    }

    /// The kept copy for this request, made now when the same one was asked for in the frame
    /// before; nil when the request is left to the direct path (and remembered).
    ///
    /// With `slidWritingThrough` (what the frame draws of it), a request may also take the
    /// memory of a kept copy of the same picture this frame has not drawn: the picture moved by
    /// a fraction of a pixel (a sheet's first step off its rest, after which it moves by whole
    /// pixels). The frame draws the picture anyway, so the copy is made over at the new
    /// placement and written to the canvas row by row as it is made (`wroteCanvas`); the next
    /// frame copies rows instead of making a copy on top of its other work. A copy made so is
    /// not taken again before it has been drawn from in a later frame: a picture at a new
    /// fraction every frame keeps the direct path (each frame would otherwise pay a copy's
    /// stores for nothing).
    private func keptEntry(rect: PixelRect, source: UnsafePointer<UInt32>, sourceWidth: Int, sourceHeight: Int,
                           sx0: Double, sy0: Double, sx1: Double, sy1: Double, tables: ScaledCopyTables,
                           pool: WorkerPool?, slidWritingThrough: WriteThrough?) -> (entry: Entry, wroteCanvas: Bool)? {
        guard rect.width > 0, rect.height > 0, rect.width <= Int(Int32.max) / rect.height,
              rect.width * rect.height >= Self.minimumArea, rect.width * rect.height <= Self.budget,
              sourceWidth > 0, sourceHeight > 0 else { return nil }
        // An unscaled copy is a row copy already.
        let stepX = (sx1 - sx0) / Double(rect.width), stepY = (sy1 - sy0) / Double(rect.height)
        guard abs(stepX - 1) >= 1e-6 || abs(stepY - 1) >= 1e-6 else { return nil }
        let key = Key(source: source, sourceWidth: sourceWidth, sourceHeight: sourceHeight,
                      sx0: sx0, sy0: sy0, sx1: sx1, sy1: sy1, width: rect.width, height: rect.height)
        if let kept = entries.first(where: { $0.key == key }) {
            kept.lastFrame = frame
            return (kept, false)
        }
        let storage: Storage, through: WriteThrough?
        if let canvas = slidWritingThrough, let i = slidFrom(key, drawing: canvas.area) {
            storage = entries.remove(at: i).storage
            through = canvas
        } else if seen.contains(where: { $0.key == key && $0.frame < frame }) {
            storage = self.storage(for: key.area)
            through = nil
        } else {
            if !seen.contains(where: { $0.key == key && $0.frame == frame }) { seen.append((key, frame)) }
            return nil
        }
        let entry = Entry(key: key, storage: storage, frame: frame, slid: through != nil)
        let scaled = PixelBuffer(base: entry.pixels, width: rect.width, height: rect.height, pixelsPerRow: rect.width)
        PixelBlend.copy(scaled, rect: PixelRect(x: 0, y: 0, width: rect.width, height: rect.height), clip: nil,
                        source: source, sourceWidth: sourceWidth, sourceHeight: sourceHeight,
                        sx0: sx0, sy0: sy0, sx1: sx1, sy1: sy1, alpha: 255, sourceIsOpaque: true,
                        tables: tables, pool: pool, writingThrough: through)
        entries.append(entry)
        return (entry, through != nil)
    }

    /// The kept copy `key`'s request may take (see `keptEntry`): the same picture, not drawn
    /// this frame, in memory that holds the new copy (a fraction of a pixel's move can add or
    /// drop a row), one of the same size first; only when the frame draws at least half of the
    /// copy (else making it whole costs more than drawing that part directly).
    private func slidFrom(_ key: Key, drawing drawn: PixelRect) -> Int? {
        guard 2 * drawn.width * drawn.height >= key.area else { return nil }
        // Of several (another size of the same picture, or another piece of it), the copy of
        // this size, else the least memory that holds it: the others may still be drawn this
        // frame, each from its own copy.
        func rank(_ e: Entry) -> (Int, Int) {
            (e.key.width == key.width && e.key.height == key.height ? 0 : 1, e.storage.capacity)
        }
        return entries.indices.lazy.filter { [frame] i in
            let e = self.entries[i]
            return e.mayBeTaken && e.lastFrame < frame && e.key.source == key.source && e.key.sourceWidth == key.sourceWidth
                && e.key.sourceHeight == key.sourceHeight && e.storage.capacity >= key.area
        }.min { rank(entries[$0]) < rank(entries[$1]) }
    }

    /// Memory for a copy of `area` pixels: the smallest spare that holds it, else new memory
    /// once the oldest copies (spares first) make room within `capacity` and `budget`.
    private func storage(for area: Int) -> Storage {
        var best: Int?
        for i in spare.indices where spare[i].capacity >= area && spare[i].capacity < best.map({ spare[$0].capacity }) ?? .max {
            best = i
        }
        if let best { return spare.remove(at: best) }
        while !spare.isEmpty && (entries.count + spare.count >= Self.capacity || heldPixelCount + area > Self.budget) {
            spare.removeFirst().pixels.deallocate()
        }
        while !entries.isEmpty && (entries.count >= Self.capacity || heldPixelCount + area > Self.budget) {
            entries.removeFirst().storage.pixels.deallocate()
        }
        return Storage(pixels: .allocate(capacity: area), capacity: area)
    }
}
