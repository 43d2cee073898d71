import Foundation
import Painting
import ViewTree

extension HUD {
    /// What the feel report's layout depends on: the release (its numbers fixed at the release),
    /// the window and the panel. The report's later numbers (overshoot, rest) only re-break it.
    struct FeelPlaceKey: Equatable {
        var lines: [String]
        var window: CGSize
        var panel: CGRect
        var release: [Double]
    }

    /// The feel report of the last release (F1, F7), beside the panel until the next drag: the
    /// finger's speed, the view's in the first frame, the jump at release, overshoot, settling,
    /// and how far the view travelled against the projection's distance. Placed where it covers
    /// none of the scene's words at rest, and broken to fit the window (issue 51).
    func drawFeelReport(app: PlaygroundApp, renderer: Painter) {
        guard let report = app.feel.current, app.pointer?.isDown != true else { return }
        let lines = feelText.value(for: report) { $0.lines }
        let panel = panelFrame(size: app.size, animatorCount: app.scene.animators.count)
        let key = FeelPlaceKey(lines: [lines.0, lines.1], window: app.size, panel: panel,
                               release: [report.fingerSpeed, report.dragSpeed, report.firstFrameSpeed, report.jump])
        let scene = app.scene.view
        let layout = feelLayout.value(for: key) { key in
            let textWidth = max(key.window.width - 2 * FeelReportLayout.margin - 2 * FeelReportLayout.padding, 40)
            let rows = FeelReportLayout.rows(key.lines, width: textWidth) { renderer.textWidth($0, size: 11, color: .white) }
            let width = (rows.map { renderer.textWidth($0.text, size: 11, color: .white) }.max() ?? 0) + 2 * FeelReportLayout.padding
            let size = CGSize(width: min(width, key.window.width - 2 * FeelReportLayout.margin),
                              height: CGFloat(rows.count) * FeelReportLayout.rowHeight + 8)
            let box = FeelReportLayout.place(size, window: key.window, panel: key.panel,
                                             avoiding: FeelReportLayout.words(in: scene) { renderer.textWidth($0.string, size: $0.size, color: $0.color) })
            return FeelReportLayout(rows: rows, box: box)
        }
        renderer.fillRoundedRect(layout.box, radius: 8, color: Self.panel)
        for (i, row) in layout.rows.enumerated() {
            renderer.drawText(row.text, at: CGPoint(x: layout.box.minX + FeelReportLayout.padding,
                                                    y: layout.box.minY + 5 + CGFloat(i) * FeelReportLayout.rowHeight),
                              size: 11, color: row.first ? .white : Self.dim)
        }
    }
}
