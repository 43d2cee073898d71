import Foundation
import Raster
import ViewTree

/// An opaque picture and the translucent colour of a later sibling blended over it (a dimming
/// layer over a full-window picture) drawn in one pass: where nothing is drawn between the two,
/// the picture's fill blends the colour as it writes each row (`FillOverPicture`) and the
/// colour's own fill leaves those pixels, instead of each streaming the whole canvas. The bytes
/// are those of drawing the two one after the other (every painter, any thread count,
/// damaged or full redraws).
extension TreePainter {
    static let blockedRowCapacity = 64

    /// The colour to blend over the picture `view` draws, planned for the sibling it comes from,
    /// or nil. Fused: the rows of the picture's opaque interior (upright, at full alpha) the
    /// next sibling that draws there covers with a translucent colour through its own opaque
    /// interior (whole pixels, blended by `PixelBlend.fill`), within the clip in force, less the
    /// rows anything drawn in between may touch (the picture's label and subviews, siblings
    /// before it, with a margin for anti-aliased edges). A blur in between reads the pixels
    /// around it: then nothing is fused. `cut`: the clip the picture is drawn in instead, when
    /// later opaque views hide some of its rows (`pictureRows`).
    func fillOver<Target: PaintTarget>(picture list: DisplayList, _ index: Int, image: ImageReference, bounds: CGRect,
                                       radius: Double, map: Affine, within cut: PixelRect? = nil,
                                       on target: Target) -> FillOverPicture? {
        let item = list.items[index]
        guard shortcuts.contains(.fillOverPicture), drawingTree, plannedOver == nil, let content = item.viewContent,
              content.alpha >= 1, RGBA8(.white, alpha: content.alpha).a == 255,
              map.b == 0, map.c == 0, map.a > 0, map.d > 0, !(content.clips && item.hasSubviews), content.depth > 0,
              target.paintsOpaque(image),
              let interior = ShapeFiller.wholeInterior(of: bounds, radius: radius, corners: content.corners, map: map) else {
            return nil
        }
        let canvas = PixelRect(x: 0, y: 0, width: target.pixelWidth, height: target.pixelHeight)
        guard let clip = (cut ?? clipStack.last?.rect ?? redrawn ?? canvas).intersection(canvas),
              let picture = interior.intersection(clip) else { return nil }
        blockedRows.removeAll(keepingCapacity: true)
        if let label = content.label, let placed = target.placedLabel(label, in: content.bounds, map: map) {
            guard block(map.boundingBox(of: placed.rect)) else { return nil }
        }
        // The items after it: its subtree, then each later sibling and its subtree, until its
        // superview's subtree ends.
        for later in list.items[(index + 1)...] {
            guard let next = later.viewContent, next.depth >= content.depth else { break }
            if next.depth == content.depth,
               plan(over: picture, from: next, order: later.order, on: target) {
                return fillOver
            }
            guard blockRows(of: next, on: target) else { return nil }
        }
        return nil
    }

    /// Whether `view` (drawn `order`-th) blends a colour over part of the pixels `picture`,
    /// outside the blocked rows; if so, `fillOver` holds them and the plan is made.
    private func plan<Target: PaintTarget>(over picture: PixelRect, from view: DisplayItem.ViewContent, order: Int,
                                           on target: Target) -> Bool {
        let p = view.values, map = view.map, alpha = view.alpha
        let color = RGBA8(p.backgroundColor, alpha: alpha)
        guard view.image == nil, p.blurRadius <= 0, p.backgroundColor.alpha > 0, color.a > 0, color.a < 255,
              map.b == 0, map.c == 0, map.a > 0, map.d > 0,
              let bounds = CanvasReach.drawable(view.bounds, map: map, width: target.pixelWidth,
                                                height: target.pixelHeight),
              meetsRedrawn(bounds, map: map) else { return false }
        sortBlockedRows()
        let radius = max(0, Double(p.cornerRadius))
        var columns: Range<Int>?
        forEachUncoveredPart(of: bounds, radius: radius, corners: view.corners, map: map, order: order, on: target) {
            guard let band = ShapeFiller.wholeInterior(of: $0.bounds, radius: radius, corners: $0.corners, map: map),
                  band.width * band.height >= ShapeFiller.directBlendArea,
                  let area = band.intersection(picture) else { return }
            let cols = area.x..<area.maxX
            if columns == nil {
                columns = cols
                fillOver.reset(color: color, columns: cols)
            }
            guard columns == cols else { return }
            // The part's rows less the blocked ones (sorted by their tops).
            var y = area.y
            for blocked in blockedRows where blocked.upperBound > y {
                guard blocked.lowerBound < area.maxY else { break }
                if blocked.lowerBound > y { fillOver.add(rows: y..<blocked.lowerBound) }
                y = blocked.upperBound
            }
            if y < area.maxY { fillOver.add(rows: y..<area.maxY) }
        }
        guard columns != nil, !fillOver.isEmpty else { return false }
        plannedOver = (order, color)
        shortcutWork.pixelsFilledOverPicture += fillOver.bands.reduce(0) { $0 + $1.count } * fillOver.columns.count
        return true
    }

    /// Blocks the rows `view` may draw into; false when it blurs its backdrop or a box is not
    /// finite (nothing is fused then).
    private func blockRows<Target: PaintTarget>(of view: DisplayItem.ViewContent, on target: Target) -> Bool {
        guard view.values.blurRadius <= 0 else { return false }
        let bounds = view.bounds
        if view.values.backgroundColor.alpha > 0 || view.image != nil || view.clips {
            guard block(view.map.boundingBox(of: bounds)) else { return false }
        }
        if let label = view.label, let placed = target.placedLabel(label, in: bounds, map: view.map) {
            guard block(view.map.boundingBox(of: placed.rect)) else { return false }
        }
        return true
    }

    /// Blocks the rows of `box` (pixels) and two more each side; false when it is not finite or
    /// there is no room.
    private func block(_ box: (minX: Double, minY: Double, maxX: Double, maxY: Double)) -> Bool {
        guard box.minY.isFinite, box.maxY.isFinite, blockedRows.count < Self.blockedRowCapacity else { return false }
        let top = Int(min(max(box.minY, -1e9), 1e9).rounded(.down)) - 2
        let bottom = Int(min(max(box.maxY, -1e9), 1e9).rounded(.up)) + 2
        if top < bottom { blockedRows.append(top..<bottom) }
        return true
    }

    /// Sorts the blocked rows by their tops, in place (a handful: no buffer allocated).
    private func sortBlockedRows() {
        guard blockedRows.count > 1 else { return }
        for i in 1..<blockedRows.count {
            let item = blockedRows[i]
            var j = i
            while j > 0 && blockedRows[j - 1].lowerBound > item.lowerBound {
                blockedRows[j] = blockedRows[j - 1]
                j -= 1
            }
            blockedRows[j] = item
        }
    }

    /// The colour's fill of `part`, leaving the pixels `over` blended already: the same fill
    /// clipped in turn to the rows above, between and below its bands, and beside them.
    func fill<Target: PaintTarget>(_ part: Occluders.UncoveredPart, radius: Double, map: Affine, color: RGBA8,
                                   leaving over: FillOverPicture, on target: Target) {
        let inForce = clipStack.last?.rect ?? redrawn
        let clip = inForce ?? PixelRect(x: 0, y: 0, width: target.pixelWidth, height: target.pixelHeight)
        func fill(rows: Range<Int>, columns: Range<Int>) {
            guard !rows.isEmpty, !columns.isEmpty else { return }
            target.setClip(PixelRect(x: columns.lowerBound, y: rows.lowerBound, width: columns.count, height: rows.count))
            target.fill(part.bounds, radius: radius, corners: part.corners, map: map, with: .color(color))
        }
        var y = clip.y
        for band in over.bands {
            fill(rows: y..<max(y, band.lowerBound), columns: clip.x..<clip.maxX)
            fill(rows: band, columns: clip.x..<max(clip.x, over.columns.lowerBound))
            fill(rows: band, columns: min(over.columns.upperBound, clip.maxX)..<clip.maxX)
            y = band.upperBound
        }
        fill(rows: y..<max(y, clip.maxY), columns: clip.x..<clip.maxX)
        target.setClip(inForce)
    }
}
