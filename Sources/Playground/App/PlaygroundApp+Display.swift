import Animation
import Foundation
import Gestures
import Input
import Painting
import ViewTree

/// What the app draws and when: the scene's tree, `G`'s ghost or another run's, the HUD, the
/// fingers, the caption and the trace's line; a resize lays the live scene (and the ghost) out.
extension PlaygroundApp {
    /// True when the next frame would differ from the last drawn one: input
    /// arrived, something moves, or the HUD shows something timed.
    public var needsDisplay: Bool {
        displayRequested || !isSettled || hud.needsDisplay(at: time.realTime)
    }

    public func prepare(with painter: Painter) {
        guard needsPreparing else { return }
        needsPreparing = false
        painter.prepare(root)
    }

    public func draw(with renderer: Painter, stats: FrameStats) {
        displayRequested = false
        renderer.beginFrame(background: .black)
        renderer.draw(root)
        if let replay {
            if let ghost = replay.ghostView {
                GhostOutline.draw(ghost, label: replay.label, opacity: replay.opacity, painter: renderer, points: &ghostPoints)
            }
        } else if let ghost = overlay?() {
            renderer.drawOverlay(ghost, alpha: GestureReplay.ghostAlpha)
        }
        hud.draw(app: self, renderer: renderer, stats: stats)
        frameInput.touches.draw(with: renderer)
        if let caption { drawCaption(caption, with: renderer) }
        trace?.record(app: self, time: time.realTime)
    }

    public func resize(to size: CGSize) {
        displayRequested = true
        needsPreparing = true
        self.size = size
        root.frame = CGRect(origin: .zero, size: size)
        live.apply(.resize(size))
        history.append(.resize(size), at: driver.now)
        if let replay {
            replay.ghost.root.frame = root.frame
            replay.ghost.apply(.resize(size))
        }
    }

}
