import Foundation
import Raster
import ViewTree

/// An opaque picture under a backdrop blur (the card scenes' full-window photo under its blur)
/// is copied from its kept scaled copy, 33 MB a frame at 3840×2160, and most of it overwritten
/// at once by the blur's own pixels. So its fill waits (`deferredPicture`): if the next thing
/// drawn is a blur, the blur reads the picture from the kept copy and the copy is written only
/// where the blur leaves it (`BackdropBlur.blur(…, picture:)`); anything else draws it first.
/// Every pixel ends as the picture's fill then the blur's would leave it, so the frame's bytes
/// are the same.
extension TreePainter {
    /// A picture fill held back, with the clip it was asked for under.
    struct DeferredPicture {
        let bounds: CGRect, radius: Double, corners: CornerMask, map: Affine
        let fill: TreeFill
        let clip: PixelRect?
    }

    /// Draws the held-back picture, if any, under its own clip.
    func drawDeferredPicture<Target: PaintTarget>(on target: Target) {
        guard let d = deferredPicture else { return }
        deferredPicture = nil
        target.setClip(d.clip)
        target.fill(d.bounds, radius: d.radius, corners: d.corners, map: d.map, with: d.fill)
        target.setClip(clipStack.last?.rect ?? redrawn)
    }

    /// The held-back picture drawn but for its copy from the kept scaled picture, which is
    /// returned for the blur about to be drawn (nil: none held back, or drawn whole). Rows that
    /// opaque views drawn after the blur (`blurOrder`) cover across the whole copy, before the
    /// next blur, and the largest block one of them covers, are left out of what it writes: the
    /// blur reads them from the kept copy, and nothing else reads them before they are painted
    /// over.
    func deferredPictureForBlur<Target: PaintTarget>(on target: Target, blurOrder: Int) -> PendingPicture? {
        guard let d = deferredPicture else { return nil }
        deferredPicture = nil
        target.setClip(d.clip)
        var pending = target.fillDeferringCopy(d.bounds, radius: d.radius, corners: d.corners, map: d.map, with: d.fill)
        target.setClip(clipStack.last?.rect ?? redrawn)
        if shortcuts.contains(.pictureCutUnderOccluders), let area = pending?.area, !area.isEmpty {
            let (top, bottom) = occluders.visibleRows(x0: area.x, x1: area.maxX, y0: area.y, y1: area.maxY, after: blurOrder)
            pending?.rows = top..<bottom
            pending?.covered = occluders.hiddenBlock(x0: area.x, x1: area.maxX, y0: top, y1: bottom, after: blurOrder)
            shortcutWork.picturePixelsSkipped += (area.height - (bottom - top)) * area.width
        }
        return pending
    }
}
