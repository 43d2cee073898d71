import Foundation
import Painting
import ViewTree

extension HUD {
    /// The feel report of the last release (F1, F7), under the panel until the next drag: the
    /// finger's speed, the view's in the first frame, the jump at release, overshoot, settling,
    /// and where the projection said the view would land against where it rests.
    func drawFeelReport(app: PlaygroundApp, renderer: Painter) {
        guard let report = app.feel.current, app.pointer?.isDown != true else { return }
        let lines = feelText.value(for: report) { $0.lines }
        let width = min(max(renderer.textWidth(lines.0, size: 11, color: .white),
                            renderer.textWidth(lines.1, size: 11, color: .white)) + 20, app.size.width - 16)
        let panel = panelFrame(size: app.size, animatorCount: app.scene.animators.count)
        let x = min(max(panel.maxX - width, 8), max(app.size.width - width - 8, 0))
        let below = panel.maxY + 6
        let y = below + 38 <= app.size.height ? below : max(panel.minY - 44, 0)
        let box = CGRect(x: x, y: y, width: width, height: 38)
        renderer.fillRoundedRect(box, radius: 8, color: Self.panel)
        renderer.drawText(lines.0, at: CGPoint(x: box.minX + 10, y: box.minY + 5), size: 11, color: .white)
        renderer.drawText(lines.1, at: CGPoint(x: box.minX + 10, y: box.minY + 20), size: 11, color: Self.dim)
    }
}
