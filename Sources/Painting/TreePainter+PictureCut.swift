import Foundation
import Raster
import ViewTree

/// An opaque picture skips the rows opaque views drawn later paint over whole (a background
/// picture under a sheet pulled up over most of the window), as solid fills do (`Occluders`):
/// its fill is clipped to the rows still seen. Each pixel a picture's fill writes is the same
/// whatever the clip, and the rows left out are whole pixels a later opaque view covers
/// completely before anything reads them (no backdrop blur in between, see `visibleRows`), so
/// the frame's bytes are those of drawing the picture whole.
extension TreePainter {
    /// How much of a picture's fill is drawn.
    enum PictureRows {
        /// All of it, within the clip in force.
        case all
        /// Only within this clip (the clip in force cut to the rows still seen).
        case within(PixelRect)
        /// None: later opaque views cover every pixel it would draw.
        case hidden
    }

    /// The part of the picture of `view` (filling `bounds` under `map`, drawn `order`-th) that
    /// views drawn later leave to be seen. Only an opaque picture at full alpha under an upright
    /// map is cut; any other keeps `.all`.
    func pictureRows<Target: PaintTarget>(of image: ImageReference, bounds: CGRect, map: Affine, alpha: Double,
                                          order: Int, on target: Target) -> PictureRows {
        guard shortcuts.contains(.pictureCutUnderOccluders), drawingTree, alpha >= 1, RGBA8(.white, alpha: alpha).a == 255,
              map.b == 0, map.c == 0, map.a > 0, map.d > 0, target.paintsOpaque(image) else { return .all }
        let canvas = PixelRect(x: 0, y: 0, width: target.pixelWidth, height: target.pixelHeight)
        // Every pixel the fill may touch (its anti-aliased rim included), within the clip.
        guard let area = (clipStack.last?.rect ?? redrawn ?? canvas).intersection(canvas),
              let box = PixelRect.covering(map.boundingBox(of: bounds), margin: 1),
              let drawn = box.intersection(area) else { return .all }
        let (top, bottom) = occluders.visibleRows(x0: drawn.x, x1: drawn.maxX, y0: drawn.y, y1: drawn.maxY, after: order)
        shortcutWork.picturePixelsSkipped += (drawn.height - (bottom - top)) * drawn.width
        if top >= bottom { return .hidden }
        if top == drawn.y && bottom == drawn.maxY { return .all }
        return .within(PixelRect(x: drawn.x, y: top, width: drawn.width, height: bottom - top))
    }
}
