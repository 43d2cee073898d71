import Foundation
import Raster
import ViewTree

/// A colour fill under an opaque view drawn later skips the block that view covers (the
/// floating player's shadow layers, each nearly the player's size, under the opaque player):
/// the same fill, clipped in turn to the rows above and below the block and the columns beside
/// it. Each pixel a fill writes is the same whatever the clip, and the block is painted over
/// before anything reads it (no backdrop blur in between, see `Occluders.hiddenBlock`), so the
/// frame's bytes are those of filling it whole.
extension TreePainter {
    /// Blocks smaller than this many pixels are filled over anyway (four clipped fills cost more).
    static let minimumHiddenBlock = 16_384

    /// The block of whole pixels of `part` (filled under `map`, drawn `order`-th) that one
    /// opaque view drawn later covers completely, when worth leaving out; nil otherwise.
    func hiddenBlock<Target: PaintTarget>(of part: Occluders.UncoveredPart, map: Affine, order: Int,
                                          on target: Target) -> PixelRect? {
        guard shortcuts.contains(.fillBesideOccluders), drawingTree,
              let box = PixelRect.covering(map.boundingBox(of: part.bounds), margin: 1),
              let block = occluders.hiddenBlock(x0: box.x, x1: box.maxX, y0: box.y, y1: box.maxY, after: order),
              block.width * block.height >= Self.minimumHiddenBlock else { return nil }
        return block
    }

    /// The colour's fill of `part`, but for the pixels of `block`.
    func fill<Target: PaintTarget>(_ part: Occluders.UncoveredPart, radius: Double, map: Affine, color: RGBA8,
                                   around block: PixelRect, on target: Target) {
        let inForce = clipStack.last?.rect ?? redrawn
        let clip = inForce ?? PixelRect(x: 0, y: 0, width: target.pixelWidth, height: target.pixelHeight)
        func fill(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
            guard let r = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).intersection(clip) else { return }
            target.setClip(r)
            target.fill(part.bounds, radius: radius, corners: part.corners, map: map, with: .color(color))
        }
        fill(clip.x, clip.y, clip.maxX, block.y)
        fill(clip.x, block.y, block.x, block.maxY)
        fill(block.maxX, block.y, clip.maxX, block.maxY)
        fill(clip.x, block.maxY, clip.maxX, clip.maxY)
        target.setClip(inForce)
        shortcutWork.fillPixelsLeftUnderOccluders += block.intersection(clip).map { $0.width * $0.height } ?? 0
    }
}
