import Foundation
import Input
import ViewTree

/// The panel can be dragged out of the way: in the dense scenes (the video grid, the
/// music library, the gallery) no corner is free, and the full panel would cover what is being
/// tuned. A press on the visible panel moves it and nothing else; the scene never sees that
/// drag, and recordings leave it out (`PlaygroundApp.records`), so a replay without the HUD
/// does not hand it to the scene.
extension HUD {
    /// The panel's rectangle in a window of `size` points with `animatorCount` animator rows,
    /// kept inside the window wherever it was dragged.
    func panelFrame(size: CGSize, animatorCount: Int) -> CGRect {
        let height = detail == .full ? Self.fullHeight(animatorCount: animatorCount) : Self.compactHeight
        let x = size.width - Self.width - 8 + panelOffset.dx
        let y = 8 + panelOffset.dy
        return CGRect(x: min(max(x, 0), max(size.width - Self.width, 0)),
                      y: min(max(y, 0), max(size.height - height, 0)),
                      width: Self.width, height: height)
    }

    /// True when `event` is the panel's: a press on it, or any pointer event while it is dragged.
    func wouldTake(_ event: PointerEvent, size: CGSize, animatorCount: Int) -> Bool {
        if panelDrag != nil { return event.pointerID == panelDrag?.pointerID }
        return event.phase == .down && isVisible && panelFrame(size: size, animatorCount: animatorCount).contains(event.location)
    }

    /// Moves the panel with the pointer that pressed on it; true when the event was the panel's.
    func take(_ event: PointerEvent, size: CGSize, animatorCount: Int) -> Bool {
        guard wouldTake(event, size: size, animatorCount: animatorCount) else { return false }
        switch event.phase {
        case .down:
            // From where it is drawn (clamped), so a panel pushed against an edge moves at once.
            let frame = panelFrame(size: size, animatorCount: animatorCount)
            let home = CGPoint(x: size.width - Self.width - 8, y: 8)
            panelOffset = CGVector(dx: frame.minX - home.x, dy: frame.minY - home.y)
            panelDrag = (event.pointerID, event.location, panelOffset)
        case .move:
            guard let drag = panelDrag else { return true }
            let dx = event.location.x - drag.start.x, dy = event.location.y - drag.start.y
            guard dx.isFinite, dy.isFinite else { return true }
            panelOffset = CGVector(dx: drag.offset.dx + dx, dy: drag.offset.dy + dy)
        case .up, .cancel:
            panelDrag = nil
        }
        return true
    }
}
