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
    /// The reports on show: the place's, and the scene's other motions' (the photo's zoom and
    /// turn, issue 47 item 4), each named.
    struct FeelReports: Equatable {
        var place: FeelReport?
        var first: (name: String, report: FeelReport)?
        var second: (name: String, report: FeelReport)?

        init(_ app: PlaygroundApp) {
            place = app.feel.place.current
            first = app.feel.motions.report(0)
            second = app.feel.motions.report(1)
        }

        var isEmpty: Bool { place == nil && first == nil && second == nil }

        /// Two lines each: the place's as they always were, the others after their name.
        var lines: [String] {
            var out: [String] = []
            if let place { out += [place.lines.0, place.lines.1] }
            for motion in [first, second].compactMap({ $0 }) {
                out += [motion.name + ": " + motion.report.lines.0, motion.name + ": " + motion.report.lines.1]
            }
            return out
        }

        /// The numbers fixed at the releases.
        var release: [Double] {
            [place, first?.report, second?.report].compactMap { $0 }
                .flatMap { [$0.fingerSpeed, $0.dragSpeed, $0.firstFrameSpeed, $0.jump] }
        }

        static func == (a: FeelReports, b: FeelReports) -> Bool {
            a.place == b.place && a.first?.name == b.first?.name && a.first?.report == b.first?.report
                && a.second?.name == b.second?.name && a.second?.report == b.second?.report
        }
    }

    func drawFeelReport(app: PlaygroundApp, renderer: Painter) {
        let reports = FeelReports(app)
        guard !reports.isEmpty, app.pointer?.isDown != true else { return }
        let lines = feelText.value(for: reports) { $0.lines }
        let panel = panelFrame(size: app.size, animatorCount: app.scene.animators.count)
        let key = FeelPlaceKey(lines: lines, window: app.size, panel: panel, release: reports.release)
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
